import { data, redirect } from "react-router";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { redirectDone } from "~/lib/forms/flash";
import type { FormFailure } from "~/lib/forms/parse.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import {
  createPhotoAlbum,
  deleteAlbum,
  describeAlbum,
  getAlbum,
  unpublishAlbum,
} from "~/lib/gallery/albums.server";
import { writeAudit } from "~/lib/platform/audit.server";
import { db } from "~/lib/platform/db.server";
import { albumDetailsForm, readAlbumDetails } from "./album-form.server";

/**
 * The Photo albums screen's own intents: creating a photo album, unpublishing a link album and
 * deleting an album of either kind. A link album's add and edit are the shared content action's (`runAdminContentAction`).
 * Every change is refused (403) to an editor of another audience and writes its audit row in its
 * transaction.
 */

/** The screen's dialogs, as the URL names them (`?dialog=…`). */
export type AlbumsDialogKind = "photo" | "add" | "edit" | "delete";

/** Why an editor of one audience may not change an album. */
export const NOT_YOURS = "That album belongs to another audience; your account may not change it.";

/**
 * What a refused post of the screen sends back: the messages by field, what was typed, and the dialog
 * to open again (`kind`); a link album's refused save says `mode` instead (the shared content action's
 * shape). Either carries its form drawn again (`node`).
 */
export interface AlbumsActionError extends Omit<FormFailure, "ok"> {
  kind?: AlbumsDialogKind;
  mode?: "add" | "edit" | "delete";
  id: number | null;
  /** The photo album's or link album's form drawn again as typed, with each message beside its field. */
  node?: FieldNode;
  /** Changes with every refusal, so the form shows what the server drew. */
  revision?: number;
  /** A refused button of the list itself (Unpublish): said above the list, no dialog opened. */
  listError?: string;
}

/** Who posts, and from where (for the audit log). */
export interface Poster {
  user: PublicUser;
  address: string | null;
}

const refuse = (error: AlbumsActionError, status: number) => data<AlbumsActionError>(error, { status });

/**
 * `intent=create-photo`: a new photo album from `form` (title, date, audience, description, read
 * through content/schemas/albums.ts), a draft; then its own screen opens (`?done=created`). Refused:
 * 400 with the messages, 403 for another audience, 503 when the database fails; the form always comes
 * back as typed.
 */
export async function createPhotoAlbumFrom(form: FormData, { user, address }: Poster) {
  const result = readAlbumDetails(form);
  const { values } = result;
  const again = (errors: Record<string, string>) => ({
    kind: "photo" as const,
    id: null,
    errors,
    values,
    node: albumDetailsForm(result.posted as Record<string, unknown>, errors, writableAudiences(user)),
    revision: Date.now(),
  });
  if (!result.ok) return refuse(again(result.errors), 400);
  if (!canWriteAudience(user, result.data.audience)) {
    return refuse(again({ audience: audienceRefusal(user) }), 403);
  }
  try {
    const album = await db()
      .transaction()
      .execute(async (trx) => {
        const created = await createPhotoAlbum(result.data, trx);
        await writeAudit(
          {
            actor: { id: user.id, username: user.username },
            action: "create",
            entity: "albums",
            entityId: created.id,
            summary: `Added ${describeAlbum(created)} (a draft)`,
            address,
          },
          trx,
        );
        return created;
      });
    return redirectDone(`/admin/albums/${album.id}`, "created");
  } catch (error) {
    console.error("Error saving to albums:", error);
    return refuse(
      {
        ...again({}),
        formError:
          "The album could not be created because the database did not respond. Nothing you typed is lost: please try again.",
      },
      503,
    );
  }
}

/**
 * `intent=delete`: album `id` of either kind, with a photo album's photos and their files; back to the
 * list (`?done=deleted`, or `gone` when it was already gone). Refused: 403 for another audience, 503
 * when the database fails.
 */
export async function deleteAlbumById(id: number | null, { user, address }: Poster) {
  if (id === null) return redirect("/admin/albums");
  try {
    const existing = await getAlbum(id);
    if (!existing) return redirectDone("/admin/albums", "gone");
    if (!canWriteAudience(user, existing.audience)) {
      return refuse({ kind: "delete", id, errors: {}, values: {}, formError: NOT_YOURS }, 403);
    }
    const removed = await deleteAlbum(id, undefined, undefined, (trx, photoCount) =>
      writeAudit(
        {
          actor: { id: user.id, username: user.username },
          action: "delete",
          entity: "albums",
          entityId: id,
          summary: `Deleted ${describeAlbum(existing)}${existing.kind === "photo" ? `, with ${photoCount} ${photoCount === 1 ? "photo" : "photos"}` : ""}`,
          address,
        },
        trx,
      ),
    );
    return redirectDone("/admin/albums", removed ? "deleted" : "gone");
  } catch (error) {
    console.error("Error deleting from albums:", error);
    return refuse(
      {
        kind: "delete",
        id,
        errors: {},
        values: {},
        formError: "The album could not be deleted because the database did not respond. Please try again.",
      },
      503,
    );
  }
}

/**
 * `intent=unpublish` (the list's Unpublish button of a link album): album `id` off the public site at
 * once, in one step, its consent record cleared and audited; back to the list (`?done=unpublished`, or
 * `already-unpublished`, or `gone`). A photo album's button posts to its own screen, which does the same.
 * Refused: 403 for another audience, 503 when the database fails.
 */
export async function unpublishAlbumById(id: number | null, { user, address }: Poster) {
  if (id === null) return redirect("/admin/albums");
  try {
    const existing = await getAlbum(id);
    if (!existing) return redirectDone("/admin/albums", "gone");
    if (!canWriteAudience(user, existing.audience)) {
      return refuse({ id, errors: {}, values: {}, listError: NOT_YOURS }, 403);
    }
    const done = await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await unpublishAlbum(id, trx))) return false;
        await writeAudit(
          {
            actor: { id: user.id, username: user.username },
            action: "unpublish",
            entity: "albums",
            entityId: id,
            summary: `Unpublished ${describeAlbum(existing)}: off the website at once, its consent record cleared`,
            address,
          },
          trx,
        );
        return true;
      });
    return redirectDone("/admin/albums", done ? "unpublished" : "already-unpublished");
  } catch (error) {
    console.error("Error unpublishing an album:", error);
    return refuse(
      {
        id,
        errors: {},
        values: {},
        listError:
          "The album could not be unpublished because the database did not respond. Please try again.",
      },
      503,
    );
  }
}

/** Where a post about album `id` must go instead of this screen: a photo album's own screen; else null. */
export async function photoAlbumScreen(id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await getAlbum(id).catch(() => undefined);
  return row?.kind === "photo" ? `/admin/albums/${id}` : null;
}
