import { linkAlbumSchema, type PhotoAlbumDetails } from "~content/schemas/albums";
import { AUDIENCE_LABELS } from "../forms/limits";
import { quoted } from "../platform/audit.server";
import { type Audience, type DB, db, now } from "../platform/db.server";
import { type Storage, storage } from "../platform/storage.server";
import { readTamilColumn, tamilColumn } from "../platform/stored-json.server";
import { recordTable } from "../published/record-table.server";
import { publishedStore } from "../published/store.server";
import { removeImage } from "./image-upload.server";
import { type AuditHook, inTransaction, type Photo, type PhotoView, photoView } from "./photos.server";

/**
 * The albums of the galleries. A link album is the specification's (spec 3 `gallery`: title, link to an
 * album kept elsewhere, optional thumbnail); a photo album holds photos uploaded here, has a
 * date and a description, and is a draft until an admin publishes it. A link album's fields beyond
 * these columns are kept in `fields` (decision 0029); a new link album is published, on the parents'
 * consent confirmed in its dialog (`linkAlbumPublishing`), and is a draft once unpublished.
 */
export const albums = publishedStore("albums", {
  dated: false,
  record: recordTable(linkAlbumSchema, {
    title: "text",
    link: "text",
    thumbnail: "nullable",
    audience: "text",
  }),
});
export type Album = Awaited<ReturnType<typeof albums.list>>[number];

/** Shown when an album has no thumbnail (architecture ruling 4: a local placeholder, not a remote one). */
export const ALBUM_PLACEHOLDER = "/images/album-placeholder.svg";

/** A photo album's details as its form gives them (content/schemas/albums.ts). */
export type PhotoAlbumInput = PhotoAlbumDetails;

/** `annual-day-2025` from "Annual Day 2025!" (ASCII letters and digits; empty for other scripts). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/**
 * The one canonical URL of a photo album: under its school's gallery for a school's album, under
 * `/gallery` for the group's; the id first, then the title as words (`/gallery/12-annual-day`).
 */
export function albumPath(album: { id: number; title: string; audience: Audience }): string {
  const slug = slugify(album.title);
  const base = album.audience === "group" ? "/gallery" : `/${album.audience}/gallery`;
  return `${base}/${album.id}${slug ? `-${slug}` : ""}`;
}

/** The album id at the start of an album URL segment (`12-annual-day` → 12), or null. */
export function albumIdFromParam(param: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param ?? "");
  return match ? Number(match[1]) : null;
}

/** An album as the gallery page lists it. */
export type GalleryAlbum =
  | { kind: "link"; id: number; title: string; link: string; thumbnail: string }
  | {
      kind: "photo";
      id: number;
      title: string;
      date: string;
      description: string;
      path: string;
      photoCount: number;
      cover: PhotoView | null;
    };

/** Cover photo of each album (its chosen cover, else its first photo), by album id. */
async function coversOf(
  list: { id: number; cover_photo_id: number | null }[],
  database: DB,
): Promise<{ covers: Map<number, Photo>; counts: Map<number, number> }> {
  const covers = new Map<number, Photo>();
  const counts = new Map<number, number>();
  const ids = list.map((a) => a.id);
  if (ids.length === 0) return { covers, counts };
  const chosen = list.flatMap((a) => (a.cover_photo_id === null ? [] : [a.cover_photo_id]));
  const rows = await database
    .selectFrom("photos as p")
    .selectAll("p")
    .where("p.album_id", "in", ids)
    .where((eb) =>
      eb.or([
        ...(chosen.length ? [eb("p.id", "in", chosen)] : []),
        eb(
          "p.position",
          "=",
          eb
            .selectFrom("photos as q")
            .select((q) => q.fn.min("q.position").as("first"))
            .whereRef("q.album_id", "=", "p.album_id"),
        ),
      ]),
    )
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
  for (const album of list) {
    const mine = rows.filter((r) => r.album_id === album.id);
    const cover = mine.find((r) => r.id === album.cover_photo_id) ?? mine[0];
    if (cover) covers.set(album.id, cover);
  }
  const countRows = await database
    .selectFrom("photos")
    .select(["album_id", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("album_id", "in", ids)
    .groupBy("album_id")
    .execute();
  for (const row of countRows) counts.set(row.album_id, Number(row.n));
  return { covers, counts };
}

/**
 * The published albums of a gallery page (a school's page: its own and the group's, architecture ruling 6):
 * photo albums newest date first, then link albums newest first.
 */
export async function listGalleryAlbums(
  filter: { school?: Exclude<Audience, "group"> } = {},
  database: DB = db(),
  store: Storage = storage(),
): Promise<GalleryAlbum[]> {
  let query = database.selectFrom("albums").selectAll().where("status", "=", "published");
  if (filter.school) query = query.where("audience", "in", ["group", filter.school]);
  const rows = await query.orderBy("date", "desc").orderBy("id", "desc").execute();
  const photoRows = rows.filter((r) => r.kind === "photo");
  const { covers, counts } = await coversOf(photoRows, database);
  const photoAlbums: GalleryAlbum[] = photoRows.map((r) => {
    const cover = covers.get(r.id);
    return {
      ...readTamilColumn(r.fields),
      kind: "photo",
      id: r.id,
      title: r.title,
      date: r.date ?? r.created_at.slice(0, 10),
      description: r.description,
      path: albumPath(r),
      photoCount: counts.get(r.id) ?? 0,
      cover: cover ? photoView(cover, store) : null,
    };
  });
  const linkAlbums: GalleryAlbum[] = rows
    .filter((r) => r.kind === "link")
    .sort((a, b) => b.id - a.id)
    .map((r) => ({
      ...readTamilColumn(r.fields),
      kind: "link",
      id: r.id,
      title: r.title,
      link: r.link,
      thumbnail: r.thumbnail ?? ALBUM_PLACEHOLDER,
    }));
  return [...photoAlbums, ...linkAlbums];
}

/** A published photo album with its photos in order, or undefined. */
export async function getPublishedPhotoAlbum(id: number, database: DB = db(), store: Storage = storage()) {
  const album = await database
    .selectFrom("albums")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", "photo")
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!album) return undefined;
  const photos = await database
    .selectFrom("photos")
    .selectAll()
    .where("album_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return {
    ...readTamilColumn(album.fields),
    id: album.id,
    title: album.title,
    audience: album.audience,
    date: album.date ?? album.created_at.slice(0, 10),
    description: album.description,
    path: albumPath(album),
    photos: photos.map((p) => photoView(p, store)),
  };
}

/** One line of the admin list of albums. */
export interface AdminAlbumRow {
  id: number;
  kind: "link" | "photo";
  title: string;
  audience: Audience;
  status: "draft" | "published";
  date: string | null;
  link: string;
  photoCount: number;
  /** A small preview (cover thumbnail or link album thumbnail), or null. */
  preview: string | null;
  /** Who confirmed the parents' consent to publish it, and when (ISO-8601 UTC); null when not recorded. */
  consent: { username: string; at: string } | null;
}

/**
 * Every album, drafts included, for the admin list: newest first; only those of `audiences` when
 * given (an editor of one audience).
 */
export async function listAdminAlbums(
  database: DB = db(),
  store: Storage = storage(),
  filter: { audiences?: readonly Audience[] } = {},
) {
  let query = database.selectFrom("albums").selectAll();
  if (filter.audiences) {
    if (filter.audiences.length === 0) return [];
    query = query.where("audience", "in", [...filter.audiences]);
  }
  const rows = await query.orderBy("id", "desc").execute();
  const { covers, counts } = await coversOf(
    rows.filter((r) => r.kind === "photo"),
    database,
  );
  return rows.map((r): AdminAlbumRow => {
    const cover = covers.get(r.id);
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      audience: r.audience,
      status: r.status,
      date: r.date,
      link: r.link,
      photoCount: counts.get(r.id) ?? 0,
      preview: r.kind === "photo" ? (cover ? photoView(cover, store).thumb : null) : r.thumbnail,
      consent: r.consent_at && r.consent_username ? { username: r.consent_username, at: r.consent_at } : null,
    };
  });
}

/** One album row by id (any kind, any state). */
export function getAlbum(id: number, database: DB = db()) {
  return database.selectFrom("albums").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates a photo album, as a draft. */
export function createPhotoAlbum(input: PhotoAlbumInput, database: DB = db()) {
  const stamp = now();
  return database
    .insertInto("albums")
    .values({
      kind: "photo",
      status: "draft",
      title: input.title,
      audience: input.audience,
      date: input.date,
      description: input.description,
      // A photo album's only other fields: the Tamil of its title and description (decision 0032).
      fields: tamilColumn(input),
      link: "",
      thumbnail: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Saves a photo album's title, date, description and audience; false when it does not exist. */
export async function updatePhotoAlbum(id: number, input: PhotoAlbumInput, database: DB = db()) {
  const result = await database
    .updateTable("albums")
    .set({
      title: input.title,
      audience: input.audience,
      date: input.date,
      description: input.description,
      fields: tamilColumn(input),
      updated_at: now(),
    })
    .where("id", "=", id)
    .where("kind", "=", "photo")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Why a photo album cannot be published yet. */
export type PublishProblem =
  | { reason: "empty" }
  | { reason: "alt"; photoIds: number[] }
  | { reason: "consent" };

/** Why the photos of album `id` cannot be published: none, or some without alternative text. */
async function photoProblem(id: number, database: DB): Promise<PublishProblem | undefined> {
  const photos = await database
    .selectFrom("photos")
    .select(["id", "alt"])
    .where("album_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (photos.length === 0) return { reason: "empty" };
  const missing = photos.filter((p) => !p.alt.trim()).map((p) => p.id);
  return missing.length ? { reason: "alt", photoIds: missing } : undefined;
}

/** A draft again, its consent record cleared (a parent's withdrawal: a new Publish must confirm it again). */
const UNPUBLISHED = {
  status: "draft",
  consent_user_id: null,
  consent_username: null,
  consent_at: null,
} as const;

/**
 * Sets a photo album's status without the parents' consent check, for the shipped sample album (drawn
 * scenes, no child in them) and tests: staff publish through `publishPhotoAlbum`. Publishing needs at
 * least one photo and every photo's alternative text, or says which is missing. Unpublishing always
 * works and clears the consent record.
 */
export async function setAlbumStatus(
  id: number,
  status: "draft" | "published",
  database: DB = db(),
): Promise<{ ok: true } | ({ ok: false } & PublishProblem)> {
  if (status === "published") {
    const problem = await photoProblem(id, database);
    if (problem) return { ok: false, ...problem };
  }
  await database
    .updateTable("albums")
    .set({ ...(status === "draft" ? UNPUBLISHED : { status }), updated_at: now() })
    .where("id", "=", id)
    .where("kind", "=", "photo")
    .execute();
  return { ok: true };
}

/** Who confirmed that the school holds the parents' consent to publish an album (the signed-in user). */
export interface AlbumConsent {
  userId: number | null;
  username: string;
}

/** The columns of an album published on `consent` confirmed at `at` (ISO-8601 UTC). */
function publishedWith(consent: AlbumConsent, at: string) {
  return {
    status: "published",
    consent_user_id: consent.userId,
    consent_username: consent.username,
    consent_at: at,
  } as const;
}

/** A link album's fields that show photos: the link it opens and its thumbnail. */
type LinkShown = { link: string; thumbnail?: string | null };

/**
 * What a link album's Add or Edit writes about its publishing (a link album has no Publish of its own:
 * its dialog carries the photo albums' consent box). `ticked`: the box; `by`: the signed-in user;
 * `next`: the link and thumbnail posted; `existing`: the row an edit replaces. Adding publishes, so it
 * needs the box (DPDP Act 2023 s.9(1)). An edit of a draft (unpublished) publishes it with the box and
 * keeps it a draft without. An edit of a published album with the box records the consent anew;
 * without it, it is refused when it shows other photos (a new link, or a new thumbnail), else saved
 * with its consent record as it was. Returns the columns to write (and words for the audit summary),
 * or `{ ok: false }` when the box is needed.
 */
export function linkAlbumPublishing(
  ticked: boolean,
  by: AlbumConsent,
  next: LinkShown,
  existing?: LinkShown & { status: "draft" | "published" },
  at: string = now(),
): { ok: true; columns: Partial<ReturnType<typeof publishedWith>>; note: string } | { ok: false } {
  const confirmed = ", confirming that the school holds the parents' written consent";
  if (ticked) return { ok: true, columns: publishedWith(by, at), note: confirmed };
  if (!existing) return { ok: false };
  if (existing.status === "draft") return { ok: true, columns: {}, note: " (a draft: not published)" };
  const newThumbnail = (next.thumbnail ?? null) !== null && next.thumbnail !== existing.thumbnail;
  if (next.link !== existing.link || newThumbnail) return { ok: false };
  return { ok: true, columns: {}, note: "" };
}

/**
 * Publishes photo album `id` as the staff screen does, or says every reason why not: it needs at least
 * one photo, every photo's alternative text, and `consent` — the signed-in user who confirms that the
 * school holds the parents' written consent (DPDP Act 2023 s.9(1)), null when the box was not ticked.
 * The album row records who confirmed it and when (`at`, ISO-8601 UTC).
 */
export async function publishPhotoAlbum(
  id: number,
  consent: AlbumConsent | null,
  database: DB = db(),
  at: string = now(),
): Promise<{ ok: true } | { ok: false; problems: PublishProblem[] }> {
  const problem = await photoProblem(id, database);
  const problems: PublishProblem[] = [
    ...(problem ? [problem] : []),
    ...(consent ? [] : [{ reason: "consent" as const }]),
  ];
  if (problems.length > 0 || !consent) return { ok: false, problems };
  await database
    .updateTable("albums")
    .set({ ...publishedWith(consent, at), updated_at: at })
    .where("id", "=", id)
    .where("kind", "=", "photo")
    .execute();
  return { ok: true };
}

/**
 * Takes album `id` of either kind off the public site at once, in one step (a parent asks for a photo
 * to be taken down): a draft again, its consent record cleared. The page cache follows from the content
 * version trigger on `albums` (migration 0014). Returns whether it was published.
 */
export async function unpublishAlbum(id: number, database: DB = db()): Promise<boolean> {
  const result = await database
    .updateTable("albums")
    .set({ ...UNPUBLISHED, updated_at: now() })
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes an album of either kind, its photo rows and their files; returns whether it existed.
 * `audit` (given the number of photos) runs in the transaction of the deletion, before the files go.
 */
export async function deleteAlbum(
  id: number,
  store: Storage = storage(),
  database: DB = db(),
  audit?: AuditHook<number>,
) {
  const photos = await database
    .selectFrom("photos")
    .select(["file_key", "width"])
    .where("album_id", "=", id)
    .execute();
  const removed = await inTransaction(database, async (trx) => {
    await trx.updateTable("albums").set({ cover_photo_id: null }).where("id", "=", id).execute();
    await trx.deleteFrom("photos").where("album_id", "=", id).execute();
    const result = await trx.deleteFrom("albums").where("id", "=", id).executeTakeFirst();
    const gone = Number(result.numDeletedRows) > 0;
    if (gone) await audit?.(trx, photos.length);
    return gone;
  });
  for (const photo of photos) await removeImage(store, photo.file_key, photo.width);
  return removed;
}

/** An album in an audit summary: "photo album “Sports Day” for Vidhyapeeth only". */
export function describeAlbum(album: { kind: "link" | "photo"; title: string; audience: Audience }): string {
  const noun = album.kind === "photo" ? "photo album" : "album link";
  const label = album.audience === "group" ? "both schools" : AUDIENCE_LABELS[album.audience];
  return `${noun} ${quoted(album.title)} for ${label}`;
}

/** The photo album form's fields whose stored value differs, for the audit summary of an edit. */
export function changedAlbumFields(
  before: { title: string; date: string | null; audience: Audience; description: string },
  after: PhotoAlbumInput,
): string[] {
  const fields = ["title", "date", "audience", "description"] as const;
  return fields.filter((field) => (before[field] ?? "") !== (after[field] ?? ""));
}
