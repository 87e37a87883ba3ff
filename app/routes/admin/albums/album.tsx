import { ArrowDown, ArrowLeft, ArrowUp, ExternalLink as ExternalIcon, Star, Trash2 } from "lucide-react";
import {
  data,
  Form,
  Link,
  redirect,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { PhotoUploader } from "~/components/gallery/PhotoUploader";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { audienceRefusal, canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { requireUser } from "~/lib/auth/session.server";
import { readFormData } from "~/lib/forms/form-data.server";
import { AUDIENCE_LABELS, LIMITS } from "~/lib/forms/limits";
import { type FieldErrors, validate } from "~/lib/forms/schemas";
import {
  albumPath,
  changedAlbumFields,
  describeAlbum,
  getAlbum,
  type PublishProblem,
  photoAlbumSchema,
  setAlbumStatus,
  updatePhotoAlbum,
} from "~/lib/gallery/albums.server";
import { ACCEPTED_TYPES, UploadError, uploadLimits } from "~/lib/gallery/image-upload.server";
import {
  deletePhoto,
  listPhotos,
  type MultipartBody,
  movePhoto,
  photoView,
  readMultipart,
  saveAltTexts,
  setCover,
  storePhotoUploads,
  type UploadResult,
  uploadRequestLimit,
} from "~/lib/gallery/photos.server";
import { ALT_MAX } from "~/lib/gallery/types";
import { type AuditEntry, quoted, writeAudit } from "~/lib/platform/audit.server";
import { type DB, db } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { formatDate } from "~/lib/site/format";
import { pageMeta } from "~/lib/site/meta";
import type { FormValues } from "~/routes/admin/content/content-admin.server";
import type { Route } from "./+types/album";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.album.title} · Photo albums · Admin` : "Photo album · Admin");

const DONE = {
  created: "The album was created as a draft. Now upload its photos.",
  details: "The album's details were saved.",
  saved: "The photo descriptions were saved.",
  moved: "The photo was moved.",
  cover: "The cover photo was changed.",
  published: "The album is published: it is on the website now.",
  unpublished: "The album is a draft again: it is no longer on the website.",
  "photo-deleted": "The photo was deleted.",
} as const;

/** Why an editor of one audience may not change this album (issue 9 item 5). */
export const NOT_YOUR_ALBUM = "This album belongs to another audience; your account may not change it.";

function albumId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/**
 * One photo album: details, upload, descriptions, order, cover, delete, publish (issue 7). An editor
 * of another audience is refused (403, issue 9 item 5).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = albumId(params);
  const album = await getAlbum(id);
  if (!album) throw data(null, { status: 404 });
  if (!canWriteAudience(user, album.audience)) throw data({ message: NOT_YOUR_ALBUM }, { status: 403 });
  if (album.kind !== "photo") throw redirect(`/admin/albums?dialog=edit&id=${id}`);
  const photos = (await listPhotos(id)).map((photo) => ({ ...photoView(photo), isCover: false }));
  const coverId = album.cover_photo_id ?? photos[0]?.id;
  for (const photo of photos) photo.isCover = photo.id === coverId;
  const url = new URL(request.url);
  const deleteId = Number(url.searchParams.get("delete"));
  const done = url.searchParams.get("done");
  return {
    album: {
      id: album.id,
      title: album.title,
      status: album.status,
      audience: album.audience,
      date: album.date ?? "",
      description: album.description,
      path: albumPath(album),
    },
    photos,
    confirmDelete: photos.find((p) => p.id === deleteId) ?? null,
    done: done && done in DONE ? (done as keyof typeof DONE) : null,
    audiences: writableAudiences(user),
    upload: { maxBytes: uploadLimits().maxBytes, maxFiles: env().UPLOAD_MAX_FILES, accept: ACCEPTED_TYPES },
  };
}

type ActionResult =
  | { kind: "refused"; formError: string }
  | { kind: "upload"; results: UploadResult[]; formError?: string }
  | { kind: "details"; errors: FieldErrors; values: FormValues; formError?: string }
  | { kind: "photos"; errors: FieldErrors; values: FormValues; formError?: string };

function publishMessage(problem: PublishProblem): string {
  return problem.reason === "empty"
    ? "Upload at least one photo before publishing the album."
    : `Describe every photo before publishing: ${problem.photoIds.length === 1 ? "one photo has" : `${problem.photoIds.length} photos have`} no description yet.`;
}

/**
 * Every change to the album; requires a signed-in user. An editor of one audience is refused (403)
 * another audience's album, and an album moved to another audience; every change writes its audit
 * row in the transaction of the change (issue 9 item 5).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const id = albumId(params);
  const album = await getAlbum(id);
  if (album?.kind !== "photo") return redirect("/admin/albums?done=gone");
  if (!canWriteAudience(user, album.audience)) {
    return data<ActionResult>({ kind: "refused", formError: NOT_YOUR_ALBUM }, { status: 403 });
  }
  const back = (done: keyof typeof DONE) => redirect(`/admin/albums/${id}?done=${done}`);
  const named = quoted(album.title);
  const audit =
    (entry: Omit<AuditEntry, "actor" | "address">) =>
    (trx: DB): Promise<void> =>
      writeAudit(
        {
          ...entry,
          actor: { id: user.id, username: user.username },
          address: context?.clientAddress ?? null,
        },
        trx,
      );

  // Every form of this page but one posts URL-encoded; the upload form without JavaScript posts
  // several files as multipart. That body is streamed, files to temporary files (issue 19 item 7), and
  // its `intent` (or none, as an older page sent) says whether it is an upload; a multipart post of any
  // other intent goes on with its text fields like a URL-encoded one.
  let form: FormData;
  if (/^\s*multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const maxFiles = env().UPLOAD_MAX_FILES;
    const limits = uploadLimits();
    const refused = (error: unknown) => {
      if (!(error instanceof UploadError)) throw error;
      return data<ActionResult>({ kind: "upload", results: [], formError: error.message }, { status: 400 });
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
    if (intent === null || intent === "upload") {
      try {
        const results = await storePhotoUploads(body, id, {
          maxFiles,
          limits,
          audit: (trx, photo) =>
            audit({
              action: "upload",
              entity: "photos",
              entityId: photo.id,
              summary: `Uploaded a photo to album ${named}`,
            })(trx),
        });
        return data<ActionResult>(
          { kind: "upload", results },
          { status: results.every((r) => r.ok) ? 200 : 422 },
        );
      } catch (error) {
        return refused(error);
      } finally {
        await body.dispose();
      }
    }
    await body.dispose();
    form = body.fields;
  } else {
    form = await readFormData(request);
  }
  const intent = String(form.get("intent") ?? "");

  if (intent === "details") {
    const values: FormValues = {};
    for (const field of ["title", "date", "audience", "description"]) {
      const value = form.get(field);
      values[field] = typeof value === "string" ? value : "";
    }
    const result = validate(photoAlbumSchema, values);
    if (!result.ok)
      return data<ActionResult>({ kind: "details", errors: result.errors, values }, { status: 400 });
    if (!canWriteAudience(user, result.data.audience)) {
      return data<ActionResult>(
        { kind: "details", errors: { audience: audienceRefusal(user) }, values },
        { status: 403 },
      );
    }
    const changed = changedAlbumFields(album, result.data);
    await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await updatePhotoAlbum(id, result.data, trx))) return;
        await audit({
          action: "update",
          entity: "albums",
          entityId: id,
          summary: `Edited ${describeAlbum({ kind: "photo", ...result.data })}${changed.length ? ` (changed: ${changed.join(", ")})` : " (no change)"}`,
        })(trx);
      });
    return back("details");
  }

  if (intent === "delete-photo") {
    const photoId = Number(form.get("photo"));
    await deletePhoto(id, photoId, undefined, undefined, (trx, photo) =>
      audit({
        action: "delete",
        entity: "photos",
        entityId: photo.id,
        summary: `Deleted a photo${photo.alt ? ` (${quoted(photo.alt, 60)})` : ""} from album ${named}`,
      })(trx),
    );
    return back("photo-deleted");
  }

  // The photos form: every button saves the descriptions typed so far, then does its own job.
  const values: FormValues = {};
  const texts = new Map<number, string>();
  const errors: FieldErrors = {};
  for (const [name, value] of form) {
    const match = /^alt-(\d+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    values[name] = value;
    if (value.trim().length > ALT_MAX)
      errors[name] = `Keep the description to ${ALT_MAX} characters or fewer.`;
    else texts.set(Number(match[1]), value);
  }
  if (Object.keys(errors).length)
    return data<ActionResult>({ kind: "photos", errors, values }, { status: 400 });
  await saveAltTexts(id, texts, undefined, (trx, changed) =>
    audit({
      action: "update",
      entity: "photos",
      entityId: changed.length === 1 ? changed[0] : null,
      summary: `Changed the description of ${changed.length === 1 ? "a photo" : `${changed.length} photos`} of album ${named}`,
    })(trx),
  );

  const [verb, photo] = intent.split(":");
  const photoId = Number(photo);
  if (verb === "up" || verb === "down") {
    await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await movePhoto(id, photoId, verb === "up" ? -1 : 1, trx))) return;
        await audit({
          action: "reorder",
          entity: "photos",
          entityId: photoId,
          summary: `Moved a photo ${verb === "up" ? "earlier" : "later"} in album ${named}`,
        })(trx);
      });
    return back("moved");
  }
  if (verb === "cover") {
    await db()
      .transaction()
      .execute(async (trx) => {
        if (!(await setCover(id, photoId, trx))) return;
        await audit({
          action: "cover",
          entity: "albums",
          entityId: id,
          summary: `Chose a new cover photo for album ${named}`,
        })(trx);
      });
    return back("cover");
  }
  if (intent === "publish" || intent === "unpublish") {
    const status = intent === "publish" ? "published" : "draft";
    const result = await db()
      .transaction()
      .execute(async (trx) => {
        const outcome = await setAlbumStatus(id, status, trx);
        if (outcome.ok) {
          await audit({
            action: intent,
            entity: "albums",
            entityId: id,
            summary: `${intent === "publish" ? "Published" : "Unpublished"} ${describeAlbum(album)}`,
          })(trx);
        }
        return outcome;
      });
    if (result.ok) return back(intent === "publish" ? "published" : "unpublished");
    const missing: FieldErrors = {};
    if (result.reason === "alt") {
      for (const photoId of result.photoIds) {
        missing[`alt-${photoId}`] = "Describe this photo: say who or what it shows.";
      }
    }
    return data<ActionResult>(
      { kind: "photos", errors: missing, values, formError: publishMessage(result) },
      { status: 400 },
    );
  }
  return back("saved");
}

/** An editor who opens another audience's album sees why not, inside the admin frame (403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
const small =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-40";

export default function AdminAlbum({ loaderData, actionData }: Route.ComponentProps) {
  const { album, photos, confirmDelete, done, upload, audiences } = loaderData;
  const audienceOptions = audiences.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));
  const result = actionData as ActionResult | undefined;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === "submitting";
  const details = result?.kind === "details" ? result : undefined;
  const photoErrors = result?.kind === "photos" ? result : undefined;
  const detailValues: FormValues = details?.values ?? {
    title: album.title,
    date: album.date,
    audience: album.audience,
    description: album.description,
  };
  const published = album.status === "published";
  const detailsKey = details ? "failed" : "fresh";
  const detail = (name: string) => ({
    name,
    defaultValue: detailValues[name] ?? "",
    error: details?.errors[name],
  });

  return (
    <div className="space-y-8">
      <div>
        <Link
          to="/admin/albums"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> All albums
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-bold break-words text-brand-800">{album.title}</h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${published ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
          >
            {published ? "Published" : "Draft"}
          </span>
          {published && (
            <a
              href={album.path}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <ExternalIcon aria-hidden className="size-4" /> View on the website
            </a>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {album.date && `${formatDate(album.date)} · `}
          {AUDIENCE_LABELS[album.audience]} · {photos.length} {photos.length === 1 ? "photo" : "photos"}
        </p>
        {result?.kind === "refused" && (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-red-800">
            {result.formError}
          </p>
        )}
        {done && !result && (
          <p
            role="status"
            className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-2 text-green-800"
          >
            {DONE[done]}
          </p>
        )}
      </div>

      <section aria-labelledby="photos-heading" className="space-y-4">
        <h3 id="photos-heading" className="text-lg font-bold text-slate-900">
          Photos
        </h3>
        <PhotoUploader
          uploadUrl={`/admin/albums/${album.id}/photos`}
          noScriptAction={pathname}
          accept={upload.accept}
          maxBytes={upload.maxBytes}
          maxFiles={upload.maxFiles}
          onFinished={() => revalidator.revalidate()}
        />
        {result?.kind === "upload" && (
          <div role="alert" className="rounded-md border border-slate-300 bg-white px-4 py-3 text-sm">
            {result.formError && <p className="font-semibold text-red-700">{result.formError}</p>}
            {result.results.length > 0 && (
              <>
                <p className="font-semibold text-slate-900">
                  {result.results.filter((r) => r.ok).length} of {result.results.length} photos uploaded.
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {result.results.map((r, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one line per file sent, in order
                    <li key={index} className={r.ok ? "text-slate-700" : "font-medium text-red-700"}>
                      {r.ok ? `“${r.name}” uploaded.` : r.error}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}

        {photos.length === 0 ? (
          <p className="text-slate-600">No photos yet.</p>
        ) : (
          <Form method="post" preventScrollReset noValidate>
            <p className="text-sm text-slate-600">
              Describe each photo in a sentence (who or what it shows) for visitors who cannot see it; the
              description is also its caption. Every photo needs one before the album is published.
            </p>
            <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo, index) => {
                const name = `alt-${photo.id}`;
                const label = `photo ${index + 1}`;
                return (
                  <li
                    key={photo.id}
                    className="flex flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
                  >
                    <div className="relative">
                      <img
                        src={photo.thumb}
                        alt=""
                        width={240}
                        height={240}
                        loading="lazy"
                        decoding="async"
                        className="aspect-square w-full rounded object-cover"
                      />
                      {photo.isCover && (
                        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2 py-0.5 text-xs font-semibold text-slate-900">
                          <Star aria-hidden className="size-3" /> Cover
                        </span>
                      )}
                    </div>
                    <div className="mt-2 flex-1">
                      <Field
                        key={`${name}-${photoErrors ? "failed" : "fresh"}`}
                        as="textarea"
                        rows={2}
                        name={name}
                        label={`Description of ${label}`}
                        maxLength={ALT_MAX}
                        defaultValue={photoErrors?.values[name] ?? photo.alt}
                        error={photoErrors?.errors[name]}
                      />
                    </div>
                    <div className="mt-3 flex flex-wrap gap-1.5">
                      <button
                        type="submit"
                        name="intent"
                        value={`up:${photo.id}`}
                        disabled={index === 0 || busy}
                        className={small}
                      >
                        <ArrowUp aria-hidden className="size-4" /> Earlier
                        <span className="sr-only">: move {label}</span>
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`down:${photo.id}`}
                        disabled={index === photos.length - 1 || busy}
                        className={small}
                      >
                        <ArrowDown aria-hidden className="size-4" /> Later
                        <span className="sr-only">: move {label}</span>
                      </button>
                      {!photo.isCover && (
                        <button
                          type="submit"
                          name="intent"
                          value={`cover:${photo.id}`}
                          disabled={busy}
                          className={small}
                        >
                          <Star aria-hidden className="size-4" /> Cover
                          <span className="sr-only">: use {label} as the album cover</span>
                        </button>
                      )}
                      <Link
                        to={`?delete=${photo.id}`}
                        preventScrollReset
                        className={`${small} border-red-300 text-red-800 hover:bg-red-50`}
                      >
                        <Trash2 aria-hidden className="size-4" /> Delete
                        <span className="sr-only"> {label}</span>
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ol>
            {photoErrors?.formError && (
              <p role="alert" className="mt-4 font-semibold text-red-700">
                {photoErrors.formError}
              </p>
            )}
            {photoErrors && !photoErrors.formError && (
              <p role="alert" className="mt-4 font-semibold text-red-700">
                Please correct the descriptions marked above.
              </p>
            )}
            <div className="mt-4 flex flex-wrap justify-end gap-3 rounded-lg bg-slate-100 p-3">
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
                className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
              >
                Save descriptions
              </button>
              {published ? (
                <button
                  type="submit"
                  name="intent"
                  value="unpublish"
                  disabled={busy}
                  className="rounded-md border border-amber-600 bg-white px-4 py-2 font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-70"
                >
                  Unpublish
                </button>
              ) : (
                <button
                  type="submit"
                  name="intent"
                  value="publish"
                  disabled={busy}
                  className="rounded-md bg-green-700 px-5 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-70"
                >
                  Save and publish
                </button>
              )}
            </div>
          </Form>
        )}
      </section>

      <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="details-heading" className="text-lg font-bold text-slate-900">
          Album details
        </h3>
        <Form method="post" preventScrollReset noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="details" />
          <Field
            key={`title-${detailsKey}`}
            {...detail("title")}
            label="Title"
            required
            maxLength={LIMITS.title}
          />
          <Field
            key={`date-${detailsKey}`}
            {...detail("date")}
            label="Date of the event"
            type="date"
            required
          />
          <Field
            key={`audience-${detailsKey}`}
            {...detail("audience")}
            label="Show on"
            as="select"
            options={audienceOptions}
          />
          <div className="sm:col-span-2">
            <Field
              key={`description-${detailsKey}`}
              {...detail("description")}
              label="Description (optional)"
              as="textarea"
              maxLength={LIMITS.description}
            />
          </div>
          {details && (
            <p role="alert" className="font-semibold text-red-700 sm:col-span-2">
              Please correct the fields marked above.
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3 sm:col-span-2">
            <Link
              to={`/admin/albums?dialog=delete&id=${album.id}`}
              className="inline-flex items-center gap-1.5 rounded-md border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" /> Delete album
            </Link>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              Save details
            </button>
          </div>
        </Form>
      </section>

      {confirmDelete && (
        <Dialog
          title="Delete this photo?"
          description="It disappears from the album at once. This cannot be undone."
          onClose={() => navigate(pathname, { preventScrollReset: true })}
          closeHref={pathname}
        >
          <img
            src={confirmDelete.thumb}
            alt={confirmDelete.alt}
            width={240}
            height={240}
            className="mx-auto size-40 rounded object-cover"
          />
          <Form method="post" preventScrollReset className="mt-5 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value="delete-photo" />
            <input type="hidden" name="photo" value={confirmDelete.id} />
            <Link
              to={pathname}
              preventScrollReset
              className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              Cancel
            </Link>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {busy ? "Deleting…" : "Delete photo"}
            </button>
          </Form>
        </Dialog>
      )}
    </div>
  );
}
