import { EyeOff, Images, Link2 } from "lucide-react";
import { Form } from "react-router";
import { AUDIENCE_LABELS } from "~/lib/forms/limits";
import type { AdminAlbumRow } from "~/lib/gallery/albums.server";
import { formatDate, todayInIndia } from "~/lib/platform/dates";
import { buttonClass } from "../ui/Button";
import { AdminRow, EditDeleteLinks } from "./AdminList";

/**
 * An album in the staff list: its cover (or an icon for its kind), title with a Draft badge,
 * photo count and date or link, audience, and for a published album of either kind who confirmed its
 * parents' consent ("consent not recorded" for one published before it was recorded); a photo album's
 * own screen or a link album's Edit dialog, Unpublish (one step, for a parent who asks for a photo to be
 * taken down: a photo album's posted to its screen, a link album's to the list) and Delete.
 */
export function AlbumRow({ row }: { row: AdminAlbumRow }) {
  const photo = row.kind === "photo";
  const published = row.status === "published";
  // Unpublish, the same one step for either kind of album.
  const unpublish = published && (
    <Form method="post" action={photo ? `/admin/albums/${row.id}` : "/admin/albums"}>
      {!photo && <input type="hidden" name="id" value={row.id} />}
      <button type="submit" name="intent" value="unpublish" className={buttonClass("warning", "sm")}>
        <EyeOff aria-hidden className="size-4" /> Unpublish
        <span className="sr-only"> “{row.title}”</span>
      </button>
    </Form>
  );
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
          {row.status === "draft" && (
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
      extra={
        published && (
          <p className={`text-sm ${row.consent ? "text-slate-600" : "font-semibold text-red-800"}`}>
            {row.consent
              ? `Parents' consent confirmed by ${row.consent.username} on ${formatDate(todayInIndia(Date.parse(row.consent.at)))}`
              : "Parents' consent not recorded"}
          </p>
        )
      }
      actions={
        photo ? (
          <>
            {unpublish}
            <EditDeleteLinks
              id={row.id}
              title={row.title}
              editTo={`/admin/albums/${row.id}`}
              editLabel="Photos and details"
            />
          </>
        ) : (
          <>
            {unpublish}
            <EditDeleteLinks id={row.id} title={row.title} />
          </>
        )
      }
    />
  );
}
