import { ArrowDown, ArrowUp, Star, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import type { FieldNode } from "~/lib/forms/schema-form";
import type { PhotoView, UploadResult } from "~/lib/gallery/photos.server";
import { formatDate, todayInIndia } from "~/lib/platform/dates";
import { Button, buttonClass } from "../ui/Button";
import { Dialog } from "../ui/Dialog";
import { FormProblems } from "../ui/FormAlert";
import { FormActions } from "./FormActions";
import { SchemaFields } from "./SchemaFields";
import { useDialogFrame } from "./useDialogFrame";

/** A photo of an album as its staff screen shows it. */
export type AlbumPhoto = PhotoView & { isCover: boolean };

/**
 * How an upload without JavaScript went: why it was refused, or how many photos were
 * uploaded and, for each file, "uploaded" or why not. An alert, read out when the page opens.
 */
export function UploadResults({ results, formError }: { results: UploadResult[]; formError?: string }) {
  return (
    <div role="alert" className="rounded-md border border-slate-300 bg-white px-4 py-3 text-sm">
      {formError && <p className="font-semibold text-red-700">{formError}</p>}
      {results.length > 0 && (
        <>
          <p className="font-semibold text-slate-900">
            {results.filter((r) => r.ok).length} of {results.length} photos uploaded.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {results.map((r, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line per file sent, in order
              <li key={index} className={r.ok ? "text-slate-700" : "font-medium text-red-700"}>
                {r.ok ? `“${r.name}” uploaded.` : r.error}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The photos of an album in one form: each photo's thumbnail, description (its alt text and
 * caption: the field of `alts`, the form the server drew from the album schema, whose children are
 * named by photo) and buttons to move it, make it the cover or delete it; under them, for a draft, the
 * box confirming the parents' consent, then Save descriptions and Publish (or Unpublish). Every button posts the descriptions typed so far; after a refusal they
 * come back with their messages (`alts` drawn again, `failed`, a new `revision`).
 */
export function AlbumPhotosForm({
  photos,
  alts,
  revision,
  published,
  consent,
  busy,
  failed,
}: {
  photos: AlbumPhoto[];
  alts: FieldNode;
  revision: string | number;
  published: boolean;
  /** A draft's parents' consent box, drawn beside Publish (content/schemas/albums.ts). */
  consent?: FieldNode;
  busy: boolean;
  failed: { errors?: Record<string, string | undefined>; formError?: string } | undefined;
}) {
  const small = buttonClass("secondary", "sm");
  const fields = alts.kind === "group" ? alts.children : [];
  return (
    <Form method="post" preventScrollReset noValidate key={revision}>
      <p className="text-sm text-slate-600">
        Describe each photo in a sentence (who or what it shows) for visitors who cannot see it; the
        description is also its caption. Every photo needs one before the album is published.
      </p>
      <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const field = fields.find((child) => "name" in child && child.name === `alt-${photo.id}`);
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
              <div className="mt-2 flex-1">{field && <SchemaFields node={field} depth={1} />}</div>
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
                  className={buttonClass("danger-outline", "sm")}
                >
                  <Trash2 aria-hidden className="size-4" /> Delete
                  <span className="sr-only"> {label}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ol>
      <FormProblems
        failed={failed}
        fieldsMessage="Please correct the descriptions marked above."
        className="mt-4"
      />
      {!published && consent && (
        <div className="mt-4 rounded-lg border border-slate-300 bg-white p-3">
          <SchemaFields node={consent} depth={1} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-3 rounded-lg bg-slate-100 p-3">
        <Button name="intent" value="save" disabled={busy} variant="secondary">
          Save descriptions
        </Button>
        {published ? (
          <Button name="intent" value="unpublish" disabled={busy} variant="warning">
            Unpublish
          </Button>
        ) : (
          <Button name="intent" value="publish" disabled={busy} variant="success" size="lg">
            Save and publish
          </Button>
        )}
      </div>
    </Form>
  );
}

/** "Delete this photo?": the photo, and a form posting `intent=delete-photo` with its id. */
export function DeletePhotoDialog({ photo }: { photo: AlbumPhoto }) {
  return (
    <Dialog
      title="Delete this photo?"
      description="It disappears from the album at once. This cannot be undone."
      {...useDialogFrame().frame}
    >
      <img
        src={photo.thumb}
        alt={photo.alt}
        width={240}
        height={240}
        className="mx-auto size-40 rounded object-cover"
      />
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="intent" value="delete-photo" />
        <input type="hidden" name="photo" value={photo.id} />
        <FormActions label="Delete photo" busyLabel="Deleting…" variant="danger" />
      </Form>
    </Dialog>
  );
}

/**
 * Who confirmed that the school holds the parents' consent to publish a published album, and when
 * (the day in India); "consent not recorded" for one published before consent was recorded.
 */
export function ConsentRecord({ consent }: { consent: { username: string; at: string } | null }) {
  if (!consent) {
    return (
      <p className="mt-1 text-sm font-semibold text-red-800">
        Parents' consent not recorded. Unpublish it unless the office holds the consent forms.
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-slate-700">
      Parents' consent confirmed by {consent.username} on {formatDate(todayInIndia(Date.parse(consent.at)))}.
    </p>
  );
}
