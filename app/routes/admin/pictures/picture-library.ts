import { requireStaffOr, userContext } from "~/lib/auth/guard.server";
import {
  auditUpload,
  listPictures,
  pictureChoice,
  receivePictureUpload,
} from "~/lib/content-store/pictures.server";
import { UploadError } from "~/lib/gallery/image-upload.server";
import { RequestTooLarge } from "~/lib/gallery/photos.server";
import { diskFullJson, isDiskFull } from "~/lib/platform/disk-full.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import type { Route } from "./+types/picture-library";

/**
 * The picture picker's server: `<ImageField>`'s dialog reads the uploaded pictures
 * here and uploads a new one here, by script, reading JSON. Outside the admin layout, so guarded here
 * (architecture ruling 2): a signed-out request, GET or POST, answers `{ error }` with 401, which the
 * dialog shows (the staff screen around it has its own guard).
 */
export const middleware: Route.MiddlewareFunction[] = [
  requireStaffOr(() =>
    Response.json(
      { error: "You are no longer signed in. Reload the page and sign in again." },
      { status: 401 },
    ),
  ),
];

/** `GET /admin/pictures/library`: `{ pictures: PictureChoice[] }`, the uploaded pictures, newest first. */
export async function loader() {
  const pictures = (await listPictures()).map(pictureChoice);
  return Response.json({ pictures }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * `POST /admin/pictures/library` with `file` and `alt` (multipart): checks, re-encodes and stores the
 * picture through the album photos' pipeline and answers `{ picture: PictureChoice }` (200), or
 * `{ errors: { file?, alt? } }` (422) with a message per field, or `{ error }` with 401, 413 (too
 * large) or 400 (unreadable). Any member of staff may upload (pictures have no audience; placing one
 * on a page is checked by the page's own screen). The audit row is written in the transaction that
 * adds the picture.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  try {
    const result = await receivePictureUpload(request, user, {
      audit: auditUpload(user, context.get(clientAddressContext)),
    });
    if (!result.ok && result.fault) {
      return Response.json(
        { error: "The server could not save the picture. Please try again." },
        { status: 503 },
      );
    }
    if (!result.ok) return Response.json({ errors: result.errors }, { status: 422 });
    return Response.json({ picture: pictureChoice(result.picture) });
  } catch (error) {
    if (error instanceof UploadError) {
      return Response.json(
        { error: error.message },
        { status: error instanceof RequestTooLarge ? 413 : 400 },
      );
    }
    console.error("Error receiving a picture:", error);
    if (isDiskFull(error)) return diskFullJson();
    return Response.json(
      { error: "The server could not take the picture. Please try again." },
      { status: 500 },
    );
  }
}
