import { Form } from "react-router";
import { FormActions } from "~/components/admin/FormActions";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { Dialog } from "~/components/ui/Dialog";
import { FormProblems } from "~/components/ui/FormAlert";
import type { FieldNode } from "~/lib/forms/schema-form";
import { pagesText, type ShowingPage } from "./person";

/**
 * The People screen's add/edit dialog: the form the server drew from the person
 * schema (`node`: labels, hints, the typed text and a message beside each refused field), the pages
 * that show the person, and Save. Works without JavaScript: a plain form posted to the screen's action.
 */
export function PersonDialog({
  mode,
  id,
  node,
  failed,
  pages,
  revision,
}: {
  mode: "add" | "edit";
  id: string | null;
  node: FieldNode;
  /** The refusal of the last save, if it was refused. */
  failed: { errors?: Record<string, string | undefined>; formError?: string } | undefined;
  /** The pages that show the person now. */
  pages: ShowingPage[];
  /** Changes when the server draws the form again, so every field shows its new value. */
  revision: string | number;
}) {
  const { frame } = useDialogFrame();
  return (
    <Dialog
      title={mode === "add" ? "Add a person" : "Edit a person"}
      description="As the website's pages should show them. A change shows on every page that names this person."
      {...frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form method="post" noValidate className="space-y-4" key={revision}>
        <input type="hidden" name="intent" value={mode === "add" ? "create" : "update"} />
        {id !== null && <input type="hidden" name="id" value={id} />}
        {pages.length > 0 && (
          <div className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
            <p className="font-semibold">Shown on {pagesText(pages.length)}:</p>
            <ul className="mt-1 list-disc pl-5">
              {pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {page.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>{" "}
                  <span className="text-slate-600">({page.path})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <SchemaFields node={node} />
        <FormProblems failed={failed} />
        <FormActions label="Save" busyLabel="Saving…" />
      </Form>
    </Dialog>
  );
}
