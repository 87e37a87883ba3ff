import { Form } from "react-router";
import { SchemaFields } from "~/components/admin/SchemaFields";
import { Button } from "~/components/ui/Button";
import type { FieldNode } from "~/lib/forms/schema-form";

/**
 * One uploaded picture as the Pictures tab lists it: its thumbnail (a link to the picture itself), its
 * file's name, size and who uploaded it, the content pages that show it, and its default description's
 * form (the picture description schema's, drawn by the loader).
 */
export interface ListedPicture {
  id: number;
  alt: string;
  originalName: string;
  width: number;
  height: number;
  /** Square 240 px WebP. */
  thumb: string;
  /** The largest WebP. */
  full: string;
  uploadedBy: string | null;
  /** The day it was uploaded, as India writes it. */
  uploadedOn: string;
  /** The content pages that show it. */
  usedOn: string[];
  form: FieldNode;
}

/**
 * `picture`'s line of the list; `failed` is its description form's refusal (drawn again with what was
 * typed), `busy` while a form of the screen is being sent.
 */
export function PictureRow({
  picture,
  failed,
  busy,
}: {
  picture: ListedPicture;
  failed?: { node?: FieldNode };
  busy: boolean;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row">
      <a href={picture.full} className="shrink-0 self-start">
        <img
          src={picture.thumb}
          alt={picture.alt}
          width={120}
          height={120}
          loading="lazy"
          className="size-30 rounded-md bg-slate-100 object-cover"
        />
      </a>
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm text-slate-600">
          <span className="font-semibold break-all text-slate-800">{picture.originalName || "Picture"}</span>{" "}
          · {picture.width} × {picture.height} px · uploaded {picture.uploadedOn}
          {picture.uploadedBy && ` by ${picture.uploadedBy}`}
        </p>
        <p className="text-sm text-slate-600">
          {picture.usedOn.length === 0
            ? "Not shown on a content page yet."
            : `Shown on ${picture.usedOn.join(", ")}`}
        </p>
        <Form
          method="post"
          noValidate
          className="flex flex-wrap items-end gap-2"
          key={failed ? "failed" : picture.alt}
        >
          <input type="hidden" name="id" value={picture.id} />
          <div className="min-w-60 flex-1">
            <SchemaFields node={failed?.node ?? picture.form} />
          </div>
          <Button variant="secondary" disabled={busy}>
            Save description
            <span className="sr-only"> of {picture.originalName || `picture ${picture.id}`}</span>
          </Button>
        </Form>
      </div>
    </li>
  );
}
