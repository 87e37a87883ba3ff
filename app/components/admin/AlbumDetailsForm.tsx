import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { AUDIENCE_LABELS, type AUDIENCES, LIMITS } from "~/lib/forms/limits";
import type { FieldErrors, FormValues } from "~/lib/forms/schemas";
import { Button, buttonClass } from "../ui/Button";
import { Field } from "../ui/Field";
import { FormProblems } from "../ui/FormAlert";

/**
 * A photo album's details: title, date, audience (those `audiences` this user may choose),
 * description, posted as `intent=details`; the link to delete the album. After a refusal the form
 * shows the typed values with their messages (`failed`, architecture rulings 4 and 5).
 */
export function AlbumDetailsForm({
  albumId,
  saved,
  audiences,
  busy,
  failed,
}: {
  albumId: number;
  /** The album's details as stored. */
  saved: FormValues;
  audiences: readonly (typeof AUDIENCES)[number][];
  busy: boolean;
  failed: { errors: FieldErrors; values: FormValues } | undefined;
}) {
  const values = failed?.values ?? saved;
  const state = failed ? "failed" : "fresh";
  const detail = (name: string) => ({ name, defaultValue: values[name] ?? "", error: failed?.errors[name] });
  return (
    <Form method="post" preventScrollReset noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="details" />
      <Field key={`title-${state}`} {...detail("title")} label="Title" required maxLength={LIMITS.title} />
      <Field key={`date-${state}`} {...detail("date")} label="Date of the event" type="date" required />
      <Field
        key={`audience-${state}`}
        {...detail("audience")}
        label="Show on"
        as="select"
        options={audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }))}
      />
      <div className="sm:col-span-2">
        <Field
          key={`description-${state}`}
          {...detail("description")}
          label="Description (optional)"
          as="textarea"
          maxLength={LIMITS.description}
        />
      </div>
      <FormProblems failed={failed} className="sm:col-span-2" />
      <div className="flex flex-wrap justify-between gap-3 sm:col-span-2">
        <Link to={`/admin/albums?dialog=delete&id=${albumId}`} className={buttonClass("danger-outline")}>
          <Trash2 aria-hidden className="size-4" /> Delete album
        </Link>
        <Button disabled={busy}>Save details</Button>
      </div>
    </Form>
  );
}
