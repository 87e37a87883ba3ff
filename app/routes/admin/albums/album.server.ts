import { data } from "react-router";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { redirectDone } from "~/lib/forms/flash";
import { parseId, readForm } from "~/lib/forms/parse.server";
import type { FieldErrors } from "~/lib/forms/schemas";
import {
  type Album,
  changedAlbumFields,
  describeAlbum,
  type PublishProblem,
  publishPhotoAlbum,
  unpublishAlbum,
  updatePhotoAlbum,
} from "~/lib/gallery/albums.server";
import { UploadError, uploadLimits } from "~/lib/gallery/image-upload.server";
import {
  deletePhoto,
  listPhotos,
  type MultipartBody,
  movePhoto,
  type PhotoDescription,
  photoView,
  readMultipart,
  saveAltTexts,
  setCover,
  storePhotoUploads,
  uploadRequestLimit,
} from "~/lib/gallery/photos.server";
import { type AuditEntry, quoted, writeAudit } from "~/lib/platform/audit.server";
import { type DB, db } from "~/lib/platform/db.server";
import { diskFullPage, isDiskFull } from "~/lib/platform/disk-full.server";
import { env } from "~/lib/platform/env.server";
import { ALBUM_CONSENT_MISSING, ALBUM_CONSENT_NEEDED, photoAltField } from "~content/schemas/albums";
import {
  albumConsentForm,
  albumDetailsForm,
  photoAltsForm,
  readAlbumConsent,
  readAlbumDetails,
  readPhotoAlts,
} from "./album-form.server";

import type { AlbumActionResult, AlbumDone } from "./album-screen";

/**
 * The intents of a photo album's screen, each given the album and who posts: the upload
 * without JavaScript, the details form, a photo's deletion, and the photos form (descriptions, order,
 * cover, publish). The route (`album.tsx`) checks who may change the album before any of them runs;
 * every change writes its audit row in the transaction of the change.
 */

/** The photo album posted about, who posts it and from where (for the audit log). */
export interface AlbumPost {
  album: Album;
  user: PublicUser;
  address: string | null;
}

const answer = (result: AlbumActionResult, status: number) => data<AlbumActionResult>(result, { status });

const back = ({ album }: AlbumPost, done: AlbumDone) => redirectDone(`/admin/albums/${album.id}`, done);

/** Writes `entry` to the audit log in `trx`, as posted by `post`'s user from its address. */
const audit =
  ({ user, address }: AlbumPost, entry: Omit<AuditEntry, "actor" | "address">) =>
  (trx: DB): Promise<void> =>
    writeAudit({ ...entry, actor: { id: user.id, username: user.username }, address }, trx);

/**
 * The form of a post to the album's screen, or the answer to an upload. Every form of the page but
 * one posts URL-encoded; the upload form without JavaScript posts several files as multipart. That
 * body is streamed, files to temporary files, and its `intent` (or none, as an older
 * page sent) says whether it is an upload: then its photos are stored and `{ answer }` says how each
 * went (200, or 422 when one failed; 400 for a body that cannot be read). A multipart post of any other
 * intent goes on with its text fields like a URL-encoded one. A body that is not a form is refused
 * (415/400, `readForm`).
 */
export async function readAlbumPost(
  request: Request,
  post: AlbumPost,
): Promise<{ form: FormData } | { answer: ReturnType<typeof answer> }> {
  if (!/^\s*multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return { form: await readForm(request) };
  }
  const maxFiles = env().UPLOAD_MAX_FILES;
  const limits = uploadLimits();
  const refused = (error: unknown) => {
    if (isDiskFull(error)) {
      console.error("An album upload could not be written:", error);
      throw diskFullPage();
    }
    if (!(error instanceof UploadError)) throw error;
    return { answer: answer({ kind: "upload", results: [], formError: error.message }, 400) };
  };
  let body: MultipartBody;
  try {
    body = await readMultipart(request, {
      maxBytes: uploadRequestLimit(maxFiles, limits),
      maxFiles,
      maxFileBytes: limits.maxBytes,
    });
  } catch (error) {
    return refused(error);
  }
  const intent = body.fields.get("intent");
  if (intent !== null && intent !== "upload") {
    await body.dispose();
    return { form: body.fields };
  }
  try {
    const results = await storePhotoUploads(body, post.album.id, {
      maxFiles,
      limits,
      audit: (trx, photo) =>
        audit(post, {
          action: "upload",
          entity: "photos",
          entityId: photo.id,
          summary: `Uploaded a photo to album ${quoted(post.album.title)}`,
        })(trx),
    });
    return { answer: answer({ kind: "upload", results }, results.every((r) => r.ok) ? 200 : 422) };
  } catch (error) {
    return refused(error);
  } finally {
    await body.dispose();
  }
}

/**
 * `intent=details`: title, date, audience and description (content/schemas/albums.ts). Refused: 400
 * with the messages, 403 when the album would move to an audience the user may not publish for; the
 * form comes back as typed.
 */
export async function saveAlbumDetails(form: FormData, post: AlbumPost) {
  const { album, user } = post;
  const result = readAlbumDetails(form);
  const { values } = result;
  const refuse = (errors: Record<string, string>, status: number) =>
    answer(
      {
        kind: "details",
        node: albumDetailsForm(result.posted as Record<string, unknown>, errors, writableAudiences(user)),
        errors,
        values,
        revision: Date.now(),
      },
      status,
    );
  if (!result.ok) return refuse(result.errors, 400);
  if (!canWriteAudience(user, result.data.audience)) return refuse({ audience: audienceRefusal(user) }, 403);
  const changed = changedAlbumFields(album, result.data);
  await db()
    .transaction()
    .execute(async (trx) => {
      if (!(await updatePhotoAlbum(album.id, result.data, trx))) return;
      await audit(post, {
        action: "update",
        entity: "albums",
        entityId: album.id,
        summary: `Edited ${describeAlbum({ kind: "photo", ...result.data })}${changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"}`,
      })(trx);
    });
  return back(post, "details");
}

/** `intent=delete-photo`: the photo `photo` of the album, with its files. */
export async function deleteAlbumPhoto(form: FormData, post: AlbumPost) {
  const photoId = parseId(form.get("photo"));
  if (photoId !== null) {
    await deletePhoto(post.album.id, photoId, undefined, undefined, (trx, photo) =>
      audit(post, {
        action: "delete",
        entity: "photos",
        entityId: photo.id,
        summary: `Deleted a photo${photo.alt ? ` (${quoted(photo.alt, 60)})` : ""} from album ${quoted(post.album.title)}`,
      })(trx),
    );
  }
  return back(post, "photo-deleted");
}

function publishMessage(problem: PublishProblem): string {
  if (problem.reason === "consent") return ALBUM_CONSENT_NEEDED;
  return problem.reason === "empty"
    ? "Upload at least one photo before publishing the album."
    : `Describe every photo before publishing: ${problem.photoIds.length === 1 ? "one photo has" : `${problem.photoIds.length} photos have`} no description yet.`;
}

/** Saved descriptions by their fields' names (`alt-<id>`, `alt-<id>@ta`), to draw them again. */
function savedAs(descriptions: Map<number, PhotoDescription>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [id, description] of descriptions) {
    typed[photoAltField(id)] = description.alt;
    // "" when it has none: a Tamil just cleared is drawn blank, not as it was stored before.
    typed[`${photoAltField(id)}@ta`] = description["alt@ta"] ?? "";
  }
  return typed;
}

/**
 * The photos form: every button saves the descriptions typed so far (`alt-<photo id>`, 400 when one
 * is too long), then does its own job, which `intent` names: `up:<id>`, `down:<id>`, `cover:<id>`,
 * `publish`, `unpublish` or `save`. Publishing is refused (400) while the album has no photo, a photo
 * has no description (each such photo marked) or the parents' consent box is not ticked (its message
 * beside it); unpublishing takes the album off the site in one step, also from the albums list, which
 * posts no descriptions.
 */
export async function savePhotos(form: FormData, intent: string, post: AlbumPost) {
  const { album } = post;
  const named = quoted(album.title);
  const photos = await listPhotos(album.id);
  const texts = readPhotoAlts(
    photos.map((photo) => photo.id),
    form,
  );
  const { values } = texts;
  const ticked = readAlbumConsent(form);
  // The photos' fields drawn again as typed, each message beside its photo's description, and the
  // consent box as it was posted, with its message when Publish was refused for it.
  const refuse = (errors: FieldErrors, formError?: string) =>
    answer(
      {
        kind: "photos",
        consent: albumConsentForm(ticked, errors.consent),
        // What was posted, the Tamil beside each description included, else the form's strings.
        node: photoAltsForm(
          photos.map((photo) => photoView(photo)),
          errors as Record<string, string>,
          texts.ok ? savedAs(texts.descriptions) : ((texts.posted ?? values) as Record<string, unknown>),
        ),
        errors,
        values,
        formError,
        revision: Date.now(),
      },
      400,
    );
  if (!texts.ok) return refuse(texts.errors);
  await saveAltTexts(album.id, texts.descriptions, undefined, (trx, changed) =>
    audit(post, {
      action: "update",
      entity: "photos",
      entityId: changed.length === 1 ? changed[0] : null,
      summary: `Changed the description of ${changed.length === 1 ? "a photo" : `${changed.length} photos`} of album ${named}`,
    })(trx),
  );

  const [verb, photo] = intent.split(":");
  const photoId = parseId(photo);
  if (verb === "up" || verb === "down") {
    await db()
      .transaction()
      .execute(async (trx) => {
        if (photoId === null || !(await movePhoto(album.id, photoId, verb === "up" ? -1 : 1, trx))) return;
        await audit(post, {
          action: "reorder",
          entity: "photos",
          entityId: photoId,
          summary: `Moved a photo ${verb === "up" ? "earlier" : "later"} in album ${named}`,
        })(trx);
      });
    return back(post, "moved");
  }
  if (verb === "cover") {
    await db()
      .transaction()
      .execute(async (trx) => {
        if (photoId === null || !(await setCover(album.id, photoId, trx))) return;
        await audit(post, {
          action: "cover",
          entity: "albums",
          entityId: album.id,
          summary: `Chose a new cover photo for album ${named}`,
        })(trx);
      });
    return back(post, "cover");
  }
  if (intent === "publish") {
    // The signed-in user confirms the parents' consent (DPDP Act 2023 s.9(1)); the row records it.
    const consent = ticked ? { userId: post.user.id, username: post.user.username } : null;
    const result = await db()
      .transaction()
      .execute(async (trx) => {
        const outcome = await publishPhotoAlbum(album.id, consent, trx);
        if (outcome.ok) {
          await audit(post, {
            action: "publish",
            entity: "albums",
            entityId: album.id,
            summary: `Published ${describeAlbum(album)}, confirming that the school holds the parents' written consent`,
          })(trx);
        }
        return outcome;
      });
    if (result.ok) return back(post, "published");
    const missing: FieldErrors = {};
    for (const problem of result.problems) {
      if (problem.reason === "alt") {
        for (const id of problem.photoIds)
          missing[photoAltField(id)] = "Describe this photo: say who or what it shows.";
      }
      if (problem.reason === "consent") missing.consent = ALBUM_CONSENT_MISSING;
    }
    return refuse(missing, result.problems.map(publishMessage).join(" "));
  }
  if (intent === "unpublish") {
    const done = await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await unpublishAlbum(album.id, trx))) return false;
        await audit(post, {
          action: "unpublish",
          entity: "albums",
          entityId: album.id,
          summary: `Unpublished ${describeAlbum(album)}: off the website at once, its consent record cleared`,
        })(trx);
        return true;
      });
    return back(post, done ? "unpublished" : "already-unpublished");
  }
  return back(post, "saved");
}
