import { Link2, Plus } from "lucide-react";
import { Link, redirect } from "react-router";
import { AdminList } from "~/components/admin/AdminList";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { AlbumRow } from "~/components/admin/AlbumRow";
import { ConfirmDeleteDialog } from "~/components/admin/ConfirmDelete";
import { RecordDialog } from "~/components/admin/ContentAdmin";
import { buttonClass } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { readDone } from "~/lib/forms/flash";
import { formText, parseId, readForm } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { type AdminAlbumRow, getAlbum, listAdminAlbums } from "~/lib/gallery/albums.server";
import { todayInIndia } from "~/lib/platform/dates";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import {
  type AlbumsActionError,
  type AlbumsDialogKind,
  createPhotoAlbumFrom,
  deleteAlbumById,
  NOT_YOURS,
  photoAlbumScreen,
  unpublishAlbumById,
} from "~/routes/admin/albums/albums.server";
import { runAdminContentAction } from "~/routes/admin/content/content-action.server";
import { publishingScope, recordForm } from "~/routes/admin/content/content-admin.server";
import { albumAdmin } from "~/routes/admin/content/entities.server";
import type { Route } from "./+types/albums";
import { albumDetailsForm } from "./album-form.server";
import { PhotoAlbumDialog } from "./photo-album-dialog";

export const meta: Route.MetaFunction = () => pageMeta("Photo albums · Admin");

const DONE = {
  added: "The album link was added.",
  saved: "The album link was saved.",
  deleted: "The album was deleted, with its photos.",
  gone: "That album no longer exists; the list below is up to date.",
  unpublished:
    "The album is a draft again: it is no longer on the website. Publishing it again needs the parents' consent confirmed again.",
  "already-unpublished": "The album was already off the website.",
} as const;

/**
 * Photo albums tab: every album, link albums (spec: title, link, thumbnail) and photo albums
 * (uploaded photos, draft or published). Dialogs live in the URL (`?dialog=photo|add|edit|delete`),
 * so they work before JavaScript loads. Requires a signed-in user (architecture ruling 2); an editor of one
 * audience sees, and may choose, only that audience.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const { audiences, firstAudience, scopeNote } = publishingScope(user, "that audience's albums");
  const url = new URL(request.url);
  let rows: AdminAlbumRow[] = [];
  let loadError: string | null = null;
  let refusal: string | null = null;
  try {
    rows = await listAdminAlbums(undefined, undefined, { audiences });
  } catch (error) {
    console.error("Error fetching albums:", error instanceof Error ? error.message : error);
    loadError = "The list of albums could not be read from the database. Please reload the page in a minute.";
  }
  const requested = url.searchParams.get("dialog");
  const id = parseId(url.searchParams.get("id"));
  // A link album's form: its schema's, offering only the schools this user may write.
  const linkAlbumForm = (value: Record<string, unknown>) =>
    recordForm(albumAdmin.record, value, {}, audiences);
  let dialog: {
    kind: AlbumsDialogKind;
    id: number | null;
    title: string;
    node?: FieldNode;
    draft?: boolean;
  } | null = null;
  if (requested === "photo") {
    dialog = {
      kind: "photo",
      id: null,
      title: "",
      node: albumDetailsForm(
        { date: todayInIndia(), audience: firstAudience, title: "", description: "" },
        {},
        writableAudiences(user),
      ),
    };
  } else if (requested === "add") {
    dialog = { kind: "add", id: null, title: "", node: linkAlbumForm({ audience: firstAudience }) };
  } else if ((requested === "edit" || requested === "delete") && id !== null) {
    const row = await getAlbum(id).catch(() => undefined);
    if (row && !canWriteAudience(user, row.audience)) {
      refusal = NOT_YOURS;
    } else if (row?.kind === "photo" && requested === "edit") {
      throw redirect(`/admin/albums/${id}`);
    } else if (row) {
      dialog = {
        kind: requested,
        id,
        title: row.title,
        node: requested === "edit" ? linkAlbumForm(albumAdmin.record.fromRow(row)) : undefined,
        draft: row.status === "draft",
      };
    }
  }
  return { rows, loadError, refusal, dialog, audiences, scopeNote, done: readDone(url, DONE) };
}

/**
 * Creates a photo album (then opens it), deletes an album of either kind with its photo files, or
 * adds/edits a link album (the shared admin content action). Requires a signed-in user; an editor of
 * one audience is refused (403) another audience's albums, and every change writes its audit row in
 * the same transaction.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const address = context.get(clientAddressContext);
  const form = await readForm(request);
  const id = parseId(form.get("id"));
  const intent = formText(form, "intent");
  if (intent === "create-photo") return createPhotoAlbumFrom(form, { user, address });
  if (intent === "delete") return deleteAlbumById(id, { user, address });
  if (intent === "unpublish") return unpublishAlbumById(id, { user, address });
  // A link album: only link albums are edited here (a photo album has its own screen).
  const elsewhere = await photoAlbumScreen(id);
  if (elsewhere) return redirect(elsewhere);
  // Its answer keeps the shared shape (`mode`: add or edit) that the other content tabs use.
  return runAdminContentAction(request, user, albumAdmin, { address, form });
}

export default function AdminAlbums({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as AlbumsActionError | undefined;
  // A refused Unpublish opens no dialog: its message is said above the list.
  const failed = refused?.listError ? undefined : refused;
  const failedKind: AlbumsDialogKind | undefined = failed
    ? (failed.kind ?? (failed.mode === "edit" ? "edit" : failed.mode === "delete" ? "delete" : "add"))
    : undefined;
  const dialog = failed
    ? {
        kind: failedKind as AlbumsDialogKind,
        id: failed.id,
        title: loaderData.dialog?.title ?? "",
        node: failed.node ?? loaderData.dialog?.node,
        draft: loaderData.dialog?.draft,
      }
    : loaderData.dialog;

  return (
    <AdminScreen
      title="Photo albums"
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="?dialog=add" preventScrollReset className={buttonClass("outline")}>
            <Link2 aria-hidden className="size-4" /> Add album
          </Link>
          <Link to="?dialog=photo" preventScrollReset className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" /> New photo album
          </Link>
        </div>
      }
    >
      <p className="mt-2 max-w-3xl text-sm text-slate-600">
        A photo album holds photos you upload here and shows them on the website. An album link points to
        photos kept elsewhere (for example Google Photos) and opens them in a new tab.
      </p>

      {loaderData.scopeNote && (
        <p className="mt-2 max-w-3xl text-sm text-slate-600">{loaderData.scopeNote}</p>
      )}

      {loaderData.refusal && <FormAlert className="mt-4">{loaderData.refusal}</FormAlert>}
      {refused?.listError && <FormAlert className="mt-4">{refused.listError}</FormAlert>}
      {loaderData.done && !dialog && (
        <FormAlert tone="success" className="mt-4">
          {DONE[loaderData.done]}
        </FormAlert>
      )}
      {loaderData.loadError && <FormAlert className="mt-4">{loaderData.loadError}</FormAlert>}

      <AdminList rows={loaderData.rows} empty="No albums yet. Use “New photo album” to start one.">
        {(row) => <AlbumRow row={row} />}
      </AdminList>

      {dialog?.kind === "delete" && (
        <ConfirmDeleteDialog
          title="Delete this album?"
          description="It disappears from the website at once, with all its uploaded photos. This cannot be undone."
          item={dialog.title}
          id={dialog.id}
          formError={failed?.formError}
        />
      )}

      {dialog?.kind === "photo" && dialog.node && (
        <PhotoAlbumDialog node={dialog.node} failed={failed} revision={failed?.revision ?? "fresh"} />
      )}

      {(dialog?.kind === "add" || dialog?.kind === "edit") && dialog.node && (
        <RecordDialog
          title={dialog.kind === "add" ? "Add Album" : "Edit Album"}
          description={
            dialog.draft
              ? "An album link, now a draft: not on the website. Tick the parents' consent box to publish it again."
              : "An album link: photos kept elsewhere (for example Google Photos), shown in the gallery and opened in a new tab. Saving publishes it."
          }
          node={dialog.node}
          failed={failed}
          intent={dialog.kind === "add" ? "create" : "update"}
          id={dialog.id}
          revision={failed?.revision ?? "fresh"}
        />
      )}
    </AdminScreen>
  );
}
