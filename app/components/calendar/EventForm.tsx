import { Form, Link, useNavigation } from "react-router";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { Button } from "~/components/ui/Button";
import { FormProblems } from "~/components/ui/FormAlert";
import type { FieldNode } from "~/lib/forms/schema-form";

/**
 * The staff form of an event (architecture ruling 22), a plain HTML form that works without
 * JavaScript: the fields the server drew from the event schema (`node`, content/schemas/events.ts:
 * labels, hints, what is stored or was typed, and a message beside each refused field; "All day" turns
 * the times off once the scripts run), then "Add event" or "Save event" and Cancel.
 */
export function EventForm({
  id,
  node,
  errors = {},
  formError,
  cancelHref,
}: {
  /** The event being edited, or null for a new one. */
  id: number | null;
  node: FieldNode;
  errors?: Record<string, string | undefined>;
  formError?: string;
  cancelHref: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="save" />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <SchemaFields node={node} />
      <FormProblems failed={{ errors, formError }} />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={busy}>{busy ? "Saving…" : id === null ? "Add event" : "Save event"}</Button>
        <Link to={cancelHref} className="font-semibold text-brand-700 underline underline-offset-2">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
