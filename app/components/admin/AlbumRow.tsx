import { Images, Link2 } from "lucide-react";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import type { AdminAlbumRow } from "~/lib/gallery/albums.server";
import { formatDate } from "~/lib/platform/dates";
import { AdminRow, EditDeleteLinks } from "./AdminList";

/**
 * An album in the staff list: its cover (or an icon for its kind), title with a Draft badge,
 * photo count and date or link, audience; a photo album's own screen or a link album's Edit dialog,
 * and Delete.
 */
export function AlbumRow({ row }: { row: AdminAlbumRow }) {
  const photo = row.kind === "photo";
  return (
    <AdminRow
      picture={
        row.preview ? (
          <img
            src={row.preview}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-500">
            {photo ? <Images aria-hidden className="size-5" /> : <Link2 aria-hidden className="size-5" />}
          </span>
        )
      }
      title={
        <>
          {row.title}
          {photo && row.status === "draft" && (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
              Draft
            </span>
          )}
        </>
      }
      details={
        <>
          {photo
            ? `${row.photoCount} ${row.photoCount === 1 ? "photo" : "photos"}${row.date ? ` · ${formatDate(row.date)}` : ""}`
            : `Link: ${row.link}`}
          {" · "}
          {AUDIENCE_LABELS[row.audience]}
        </>
      }
      actions={
        photo ? (
          <EditDeleteLinks
            id={row.id}
            title={row.title}
            editTo={`/admin/albums/${row.id}`}
            editLabel="Photos and details"
          />
        ) : (
          <EditDeleteLinks id={row.id} title={row.title} />
        )
      }
    />
  );
}
