import { ArrowLeft, ExternalLink as ExternalIcon } from "lucide-react";
import { data, Link, redirect, useRevalidator } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { AlbumDetailsForm } from "~/components/admin/AlbumDetailsForm";
import {
  AlbumPhotosForm,
  ConsentRecord,
  DeletePhotoDialog,
  UploadResults,
} from "~/components/admin/AlbumPhotos";
import { useDialogFrame } from "~/components/admin/useDialogFrame";
import { PhotoUploader } from "~/components/gallery/PhotoUploader";
import { FormAlert } from "~/components/ui/FormAlert";
import { userContext } from "~/lib/auth/guard.server";
import { canWriteAudience, writableAudiences } from "~/lib/auth/permissions.server";
import { readDone, redirectDone } from "~/lib/forms/flash";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import { formText, idOr404, parseId } from "~/lib/forms/parse.server";
import { albumPath, getAlbum } from "~/lib/gallery/albums.server";
import { uploadLimits } from "~/lib/gallery/image-upload.server";
import { listPhotos, photoView } from "~/lib/gallery/photos.server";
import { formatDate } from "~/lib/platform/dates";
import { env } from "~/lib/platform/env.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { readTamilColumn } from "~/lib/platform/stored-json.server";
import { pageMeta } from "~/lib/site/meta";
import {
  deleteAlbumPhoto,
  readAlbumPost,
  saveAlbumDetails,
  savePhotos,
} from "~/routes/admin/albums/album.server";
import { albumConsentForm, albumDetailsForm, photoAltsForm } from "~/routes/admin/albums/album-form.server";
import { type AlbumActionResult, type AlbumDone, NOT_YOUR_ALBUM } from "~/routes/admin/albums/album-screen";
import { ACCEPTED_IMAGE_TYPES } from "~content/uploaded-images";
import type { Route } from "./+types/album";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.album.title} · Photo albums · Admin` : "Photo album · Admin");

const DONE: Record<AlbumDone, string> = {
  created: "The album was created as a draft. Now upload its photos.",
  details: "The album's details were saved.",
  saved: "The photo descriptions were saved.",
  moved: "The photo was moved.",
  cover: "The cover photo was changed.",
  published: "The album is published: it is on the website now.",
  unpublished:
    "The album is a draft again: it is no longer on the website. Publishing it again needs the parents' consent confirmed again.",
  "already-unpublished": "The album was already off the website.",
  "photo-deleted": "The photo was deleted.",
};

/**
 * One photo album: details, upload, descriptions, order, cover, delete, publish. An editor
 * of another audience is refused (403).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const album = await getAlbum(id);
  if (!album) throw data(null, { status: 404 });
  if (!canWriteAudience(user, album.audience)) throw data({ message: NOT_YOUR_ALBUM }, { status: 403 });
  if (album.kind !== "photo") throw redirect(`/admin/albums?dialog=edit&id=${id}`);
  const photos = (await listPhotos(id)).map((photo) => ({ ...photoView(photo), isCover: false }));
  const coverId = album.cover_photo_id ?? photos[0]?.id;
  for (const photo of photos) photo.isCover = photo.id === coverId;
  const url = new URL(request.url);
  const deleteId = parseId(url.searchParams.get("delete"));
  const details = {
    ...readTamilColumn(album.fields),
    title: album.title,
    date: album.date ?? "",
    audience: album.audience,
    description: album.description,
  };
  return {
    album: {
      id: album.id,
      title: album.title,
      status: album.status,
      audience: album.audience,
      date: album.date ?? "",
      description: album.description,
      path: albumPath(album),
      consent:
        album.consent_at && album.consent_username
          ? { username: album.consent_username, at: album.consent_at }
          : null,
    },
    photos,
    confirmDelete: photos.find((p) => p.id === deleteId) ?? null,
    done: readDone(url, DONE),
    details: albumDetailsForm(details, {}, writableAudiences(user)),
    alts: photoAltsForm(photos),
    // The parents' consent box beside Publish, unticked: each Publish confirms it anew.
    consent: album.status === "published" ? null : albumConsentForm(false),
    upload: {
      maxBytes: uploadLimits().maxBytes,
      maxFiles: env().UPLOAD_MAX_FILES,
      accept: ACCEPTED_IMAGE_TYPES,
    },
  };
}

/**
 * Every change to the album; requires a signed-in user. An editor of one audience is refused (403)
 * another audience's album, and an album moved to another audience; every change writes its audit
 * row in the transaction of the change.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(userContext);
  const id = idOr404(params.id);
  const album = await getAlbum(id);
  if (album?.kind !== "photo") return redirectDone("/admin/albums", "gone");
  if (!canWriteAudience(user, album.audience)) {
    return data<AlbumActionResult>({ kind: "refused", formError: NOT_YOUR_ALBUM }, { status: 403 });
  }
  const post = { album, user, address: context.get(clientAddressContext) };
  const read = await readAlbumPost(request, post);
  if ("answer" in read) return read.answer;
  const intent = formText(read.form, "intent");
  if (intent === "details") return saveAlbumDetails(read.form, post);
  if (intent === "delete-photo") return deleteAlbumPhoto(read.form, post);
  return savePhotos(read.form, intent, post);
}

/** An editor who opens another audience's album sees why not, inside the admin frame (403). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRefusal error={error} />;
}
export default function AdminAlbum({ loaderData, actionData }: Route.ComponentProps) {
  const { album, photos, confirmDelete, done, upload } = loaderData;
  const result = actionData as AlbumActionResult | undefined;
  const detailsFailed = result?.kind === "details" ? result : undefined;
  const photosFailed = result?.kind === "photos" ? result : undefined;
  const { pathname, busy } = useDialogFrame();
  const revalidator = useRevalidator();
  const published = album.status === "published";

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
        {published && <ConsentRecord consent={album.consent} />}
        {result?.kind === "refused" && <FormAlert className="mt-4">{result.formError}</FormAlert>}
        {done && !result && (
          <FormAlert tone="success" className="mt-4">
            {DONE[done]}
          </FormAlert>
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
        {result?.kind === "upload" && <UploadResults results={result.results} formError={result.formError} />}
        {photos.length === 0 ? (
          <p className="text-slate-600">No photos yet.</p>
        ) : (
          <AlbumPhotosForm
            photos={photos}
            alts={photosFailed?.node ?? loaderData.alts}
            revision={photosFailed?.revision ?? "fresh"}
            published={published}
            consent={photosFailed?.consent ?? loaderData.consent ?? undefined}
            busy={busy}
            failed={photosFailed}
          />
        )}
      </section>

      <section aria-labelledby="details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 id="details-heading" className="text-lg font-bold text-slate-900">
          Album details
        </h3>
        <AlbumDetailsForm
          albumId={album.id}
          node={detailsFailed?.node ?? loaderData.details}
          revision={detailsFailed?.revision ?? "fresh"}
          busy={busy}
          failed={detailsFailed}
        />
      </section>

      {confirmDelete && <DeletePhotoDialog photo={confirmDelete} />}
    </div>
  );
}
