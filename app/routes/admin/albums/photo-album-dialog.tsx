import { Form } from "react-router";
import { FormActions } from "~/components/admin/FormActions";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { Dialog } from "~/components/ui/Dialog";
import { FormProblems } from "~/components/ui/FormAlert";
import type { FieldNode } from "~/lib/forms/schema-form";

/**
 * The "New photo album" dialog: the form the server drew from the album schema (`node`: title, date,
 * the schools this user may write, description; after a refusal what was typed with a message beside
 * each refused field) and "Create album". Works without JavaScript: a plain form posted to the
 * screen's action as `intent=create-photo`.
 */
export function PhotoAlbumDialog({
  node,
  failed,
  revision,
}: {
  node: FieldNode;
  /** The refusal of the last post, if it was refused. */
  failed: { errors?: Record<string, string | undefined>; formError?: string } | undefined;
  /** Changes when the server draws the form again, so every field shows its new value. */
  revision: string | number;
}) {
  const { frame } = useDialogFrame();
  return (
    <Dialog
      title="New Photo Album"
      description="It starts as a draft: upload photos and describe them, then publish it."
      {...frame}
      confirmDiscard
      unsaved={Boolean(failed)}
    >
      <Form method="post" noValidate className="space-y-4" key={revision}>
        <input type="hidden" name="intent" value="create-photo" />
        <SchemaFields node={node} />
        <FormProblems failed={failed} />
        <FormActions label="Create album" busyLabel="Creating…" />
      </Form>
    </Dialog>
  );
}
