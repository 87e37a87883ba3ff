import { Form } from "react-router";
import { AUDIENCE_LABELS, AUDIENCES } from "~/lib/forms/limits";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { Dialog } from "../ui/Dialog";
import { Field } from "../ui/Field";
import { FormProblems } from "../ui/FormAlert";
import { FormActions } from "./FormActions";
import { useDialogFrame } from "./useDialogFrame";

/** One control of an entry form. */
export interface FieldDef {
  name: string;
  label: string;
  type: "text" | "textarea" | "date" | "url" | "audience";
  required?: boolean;
  hint?: string;
  maxLength?: number;
}

/** Said under every link field: the server completes a scheme-less address. */
export const SCHEME_HINT = "https:// is added if you leave it out.";

/** A link field's hint followed by `SCHEME_HINT`. */
export function linkHint(hint?: string): string {
  return hint ? `${hint} ${SCHEME_HINT}` : SCHEME_HINT;
}

/**
 * The add/edit dialog of a staff screen (architecture ruling 2: it lives in the URL): a form posting
 * `intent` (and `id` when editing) with `fields`, filled with `values`; after a refused save, with the
 * values typed and a message next to each field (`failed`, architecture rulings 4 and 5). Closing it
 * asks first when something typed would be lost.
 */
export function EntryDialog({
  title,
  description,
  fields,
  values,
  failed,
  audiences = AUDIENCES,
  intent,
  id = null,
  submitLabel = "Save",
  busyLabel = "Saving…",
}: {
  title: string;
  description?: string;
  fields: readonly FieldDef[];
  values: FormValues;
  failed: { errors: FieldErrors; formError?: string } | undefined;
  /** The audiences this user may choose. */
  audiences?: readonly (typeof AUDIENCES)[number][];
  intent: string;
  id?: number | null;
  submitLabel?: string;
  busyLabel?: string;
}) {
  const audienceOptions = audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));
  return (
    <Dialog
      title={title}
      description={description}
      {...useDialogFrame().frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {id !== null && <input type="hidden" name="id" value={id} />}
        {fields.map((field) => {
          // A new key per submission result makes React re-apply the typed values.
          const key = `${field.name}-${failed ? "failed" : "fresh"}`;
          const common = {
            name: field.name,
            label: field.label,
            required: field.required,
            hint: field.type === "url" ? linkHint(field.hint) : field.hint,
            error: failed?.errors[field.name],
            defaultValue: values[field.name] ?? "",
          };
          if (field.type === "textarea") {
            return <Field key={key} {...common} as="textarea" maxLength={field.maxLength} />;
          }
          if (field.type === "audience") {
            return <Field key={key} {...common} as="select" options={audienceOptions} />;
          }
          return (
            <Field
              key={key}
              {...common}
              type={field.type}
              maxLength={field.maxLength}
              inputMode={field.type === "url" ? "url" : undefined}
            />
          );
        })}
        <FormProblems failed={failed} />
        <FormActions label={submitLabel} busyLabel={busyLabel} />
      </Form>
    </Dialog>
  );
}
