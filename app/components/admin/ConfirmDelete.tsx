import { Form } from "react-router";
import { Dialog } from "../ui/Dialog";
import { FormAlert } from "../ui/FormAlert";
import { FormActions } from "./FormActions";
import { useDialogFrame } from "./useDialogFrame";

/**
 * The admin area's "Delete this …?" confirmation (architecture ruling 2: dialogs live in the URL): the item's
 * name, the reason a delete failed (if it did), and a form posting `intent=delete` with the row's `id`
 * to the current route. Cancel and the close button go back to the screen without the dialog.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  item,
  id,
  formError,
}: {
  title: string;
  description: string;
  /** What is being deleted, as the list shows it. */
  item: string;
  id: string | number | null | undefined;
  formError?: string;
}) {
  return (
    <Dialog title={title} description={description} {...useDialogFrame().frame}>
      <p className="break-words rounded-md bg-slate-100 px-3 py-2 font-medium">{item}</p>
      {formError && (
        <FormAlert inline className="mt-3">
          {formError}
        </FormAlert>
      )}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id ?? ""} />
        <FormActions label="Delete" busyLabel="Deleting…" variant="danger" />
      </Form>
    </Dialog>
  );
}
