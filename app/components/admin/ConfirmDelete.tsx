import { Form, Link } from "react-router";
import { Dialog } from "../ui/Dialog";

/** Class names of the admin area's buttons, so every screen's buttons look and behave alike. */
export const buttonSecondary =
  "rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50";
export const buttonPrimary =
  "rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
export const buttonDanger =
  "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70";

/**
 * The admin area's "Delete this …?" confirmation (architecture ruling 2: dialogs live in the URL): the item's
 * name, the reason a delete failed (if it did), and a form posting `intent=delete` with the row's `id`
 * to the current route. Cancel and the close button go back to `closeHref`.
 */
export function ConfirmDeleteDialog({
  title,
  description,
  item,
  id,
  closeHref,
  onClose,
  busy,
  formError,
}: {
  title: string;
  description: string;
  /** What is being deleted, as the list shows it. */
  item: string;
  id: string | number | null | undefined;
  closeHref: string;
  onClose: () => void;
  busy: boolean;
  formError?: React.ReactNode;
}) {
  return (
    <Dialog title={title} description={description} onClose={onClose} closeHref={closeHref}>
      <p className="break-words rounded-md bg-slate-100 px-3 py-2 font-medium">{item}</p>
      {formError &&
        (typeof formError === "string" ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {formError}
          </p>
        ) : (
          <div className="mt-3">{formError}</div>
        ))}
      <Form method="post" className="mt-5 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id ?? ""} />
        <Link to={closeHref} preventScrollReset className={buttonSecondary}>
          Cancel
        </Link>
        <button type="submit" disabled={busy} className={buttonDanger}>
          {busy ? "Deleting…" : "Delete"}
        </button>
      </Form>
    </Dialog>
  );
}
