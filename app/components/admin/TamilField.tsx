import type { TamilField as TamilFieldNode } from "~/lib/forms/schema-form";
import { Field } from "../ui/Field";

/**
 * The Tamil value of a text field, drawn beside its English (decision 0032): a box of the same kind,
 * marked `lang="ta"`, with what state the Tamil is in. When the English was changed after the Tamil
 * was written, it says "Needs updating" with the English it was written for, and offers a box to
 * tick when the Tamil still says the same; a Tamil text typed anew counts as written for the English
 * saved with it. Left empty, the Tamil page shows the English, marked as English.
 */
export function TamilField({
  tamil,
  multiline,
  maxLength,
}: {
  tamil: TamilFieldNode;
  multiline: boolean;
  maxLength?: number;
}) {
  const stale = tamil.state === "needs updating";
  const hint = stale
    ? `Needs updating: the English was changed after this Tamil was written (for “${tamil.for}”). Change the Tamil, or tick the box below if it still says the same.`
    : tamil.state === "missing"
      ? "Not written yet: the Tamil page shows the English until it is."
      : undefined;
  return (
    <div>
      <Field
        as={multiline ? "textarea" : "input"}
        label="In Tamil · தமிழில்"
        name={tamil.name}
        defaultValue={tamil.value}
        error={tamil.error}
        hint={hint}
        maxLength={maxLength}
        lang="ta"
        {...(multiline ? { rows: 3 } : { type: "text" })}
      />
      <input type="hidden" name={`${tamil.name}.for`} value={tamil.for} />
      <input type="hidden" name={`${tamil.name}.was`} value={tamil.was} />
      {stale && (
        <label className="mt-1.5 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name={`${tamil.name}.ok`} value="true" className="size-5" />
          The Tamil still says the same as the English
        </label>
      )}
    </div>
  );
}
