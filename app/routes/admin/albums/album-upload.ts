import { redirect } from "react-router";
import { requireStaffOr, userContext } from "~/lib/auth/guard.server";
import { canWriteAudience } from "~/lib/auth/permissions.server";
import { parseId } from "~/lib/forms/parse.server";
import { getAlbum } from "~/lib/gallery/albums.server";
import { UploadError } from "~/lib/gallery/image-upload.server";
import { RequestTooLarge, receivePhotoUploads } from "~/lib/gallery/photos.server";
import { quoted, writeAudit } from "~/lib/platform/audit.server";
import { diskFullJson, isDiskFull } from "~/lib/platform/disk-full.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import type { Route } from "./+types/album-upload";

/**
 * Outside the admin layout, so guarded here (architecture ruling 2). The upload script reads JSON, so a
 * refused post (signed out, or a generated password still to change) answers `{ error }` with 401;
 * a refused GET gets the sign-in redirect of every staff page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  requireStaffOr((request) =>
    request.method === "GET" || request.method === "HEAD"
      ? undefined
      : Response.json(
          { error: "You are no longer signed in. Reload the page and sign in again." },
          { status: 401 },
        ),
  ),
];

/**
 * `POST /admin/albums/:id/photos`: the album screen's script sends each photo here on its own and
 * shows the progress. Answers JSON: `{ results: [{ name, ok, id | error }] }`, or
 * `{ error }` with 401 (signed out), 403 (an editor of another audience), 404, 413
 * (too large) or 400. Requires a signed-in user; each stored photo writes its audit row in the
 * transaction that adds it. The body limit here is one photo (`UPLOAD_MAX_MB`) plus the form's
 * overhead; no other route takes more. The body is streamed to a temporary file, never held in memory;
 * a broken multipart body is a 400 with a plain message.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const albumId = parseId(params.id);
  if (albumId === null) {
    return Response.json({ error: "This album no longer exists." }, { status: 404 });
  }
  const album = await getAlbum(albumId);
  if (album?.kind !== "photo") {
    return Response.json({ error: "This album no longer exists." }, { status: 404 });
  }
  if (!canWriteAudience(user, album.audience)) {
    return Response.json(
      { error: "This album belongs to another audience; your account may not upload photos to it." },
      { status: 403 },
    );
  }
  try {
    const results = await receivePhotoUploads(request, albumId, {
      maxFiles: 1,
      audit: (trx, photo) =>
        writeAudit(
          {
            actor: { id: user.id, username: user.username },
            action: "upload",
            entity: "photos",
            entityId: photo.id,
            summary: `Uploaded a photo to album ${quoted(album.title)}`,
            address: context.get(clientAddressContext),
          },
          trx,
        ),
    });
    return Response.json({ results }, { status: results.every((r) => r.ok) ? 200 : 422 });
  } catch (error) {
    if (error instanceof UploadError) {
      return Response.json(
        { error: error.message },
        { status: error instanceof RequestTooLarge ? 413 : 400 },
      );
    }
    console.error("Error receiving an upload:", error);
    if (isDiskFull(error)) return diskFullJson();
    return Response.json(
      { error: "The server could not take the photo. Please try again." },
      { status: 500 },
    );
  }
}

/** Nothing to show here: the album screen is one level up. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/albums/${encodeURIComponent(params.id)}`);
}
