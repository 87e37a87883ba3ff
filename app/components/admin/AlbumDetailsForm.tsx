import { Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import type { FieldNode } from "~/lib/forms/schema-form";
import { Button, buttonClass } from "../ui/Button";
import { FormProblems } from "../ui/FormAlert";
import { SchemaFields } from "./SchemaFields";

/**
 * A photo album's details, posted as `intent=details`: the form the server drew from the album schema
 * (`node`: title, date, audience among the schools this user may write, description; after a refusal
 * the typed values with a message beside each refused field, architecture rulings 4 and 5), and the
 * link to delete the album. `revision` changes when the server draws the form again.
 */
export function AlbumDetailsForm({
  albumId,
  node,
  revision,
  busy,
  failed,
}: {
  albumId: number;
  node: FieldNode;
  revision: string | number;
  busy: boolean;
  failed: { errors?: Record<string, string | undefined>; formError?: string } | undefined;
}) {
  return (
    <Form method="post" preventScrollReset noValidate className="mt-3 space-y-4" key={revision}>
      <input type="hidden" name="intent" value="details" />
      <SchemaFields node={node} />
      <FormProblems failed={failed} />
      <div className="flex flex-wrap justify-between gap-3">
        <Link to={`/admin/albums?dialog=delete&id=${albumId}`} className={buttonClass("danger-outline")}>
          <Trash2 aria-hidden className="size-4" /> Delete album
        </Link>
        <Button disabled={busy}>Save details</Button>
      </div>
    </Form>
  );
}
