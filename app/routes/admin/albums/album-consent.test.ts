import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import {
  albumPath,
  albums,
  createPhotoAlbum,
  getAlbum,
  listAdminAlbums,
  listGalleryAlbums,
  setAlbumStatus,
} from "~/lib/gallery/albums.server";
import { uploadPhoto } from "~/lib/gallery/photos.server";
import { SAMPLE_LINK_ALBUMS } from "~/lib/ops/seed.server";
import { closeDb, db } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { ALBUM_CONSENT_MISSING, ALBUM_CONSENT_NEEDED } from "~content/schemas/albums";
import { testDatabases } from "../../../../tests/support/databases";
import { drawnCheckbox, drawnText, ticked, typedInto } from "../../../../tests/support/drawn-form";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as siteAlbumRoute from "../../site/album";
import * as albumRoute from "./album";
import { albumConsentForm } from "./album-form.server";
import type { AlbumActionResult } from "./album-screen";
import * as albumsRoute from "./albums";
import type { AlbumsActionError } from "./albums.server";

/**
 * Children's photos go on the website only with their parents' consent (DPDP Act 2023 s.9(1)): the
 * album's photos form, posted as drawn, is refused Publish until its consent box is ticked, and then
 * records who ticked it and when; one Unpublish takes the album off the public site at once. A link
 * album's Add/Edit dialog carries the same box: adding one (which publishes it) is refused without it.
 * On SQLite and, with `TEST_DATABASE_URL`, PostgreSQL.
 */

const uploads = mkdtempSync(join(tmpdir(), "album-consent-uploads-"));
process.env.UPLOADS_DIR = uploads;
env(true);
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

/** A form holding `fields` (name, value pairs, as a browser posts them). */
function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

describe.each(testDatabases())("an album's parents' consent, photo and link albums ($name)", (testDb) => {
  const shared = process.env.DATABASE_URL;
  let cookie: string;
  let png: Buffer;

  beforeAll(async () => {
    await testDb.open();
    process.env.DATABASE_URL = testDb.url();
    env(true);
    await closeDb();
    cookie = await signIn("album-consent-admin");
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#963" } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = shared;
    env(true);
    await testDb.close();
  });

  /** A draft photo album with one photo, and its staff screen as loaded. */
  async function draftWithPhoto(title: string) {
    const album = await createPhotoAlbum({ title, audience: "group", date: "2026-08-15", description: "" });
    await uploadPhoto(album.id, new Uint8Array(png), "flag.png");
    const screen = await loaderData(albumRoute, get(`/admin/albums/${album.id}`, { cookie }));
    return { album, screen };
  }

  /** The public album page's status for `path` (200 or the 404 of a draft). */
  async function publicStatus(path: string) {
    const answer = await callLoader(siteAlbumRoute, get(path));
    return statusOf(answer) ?? 200;
  }

  it("refuses Publish without the box, beside it, keeping the typed descriptions; with it ticked, records who and when", async () => {
    const { album, screen } = await draftWithPhoto("Independence Day");
    const consent = screen.consent;
    if (!consent) throw new Error("a draft's screen draws the consent box");
    expect(drawnCheckbox(consent, "consent")).toMatchObject({
      checked: false,
      label: "The school holds the parents' written consent to publish these photos",
    });
    const descriptions = postedFields(screen.alts).map(([name, value]): [string, string] =>
      /^alt-\d+$/.test(name) ? [name, "Children at the flag hoisting"] : [name, value],
    );

    const refused = await callAction(
      albumRoute,
      post(
        `/admin/albums/${album.id}`,
        formOf([["intent", "publish"], ...descriptions, ...postedFields(consent)]),
        { cookie },
      ),
    );
    expect(statusOf(refused)).toBe(400);
    const failure = dataOf<AlbumActionResult>(refused);
    if (failure.kind !== "photos" || !failure.consent) throw new Error("not the photos form");
    expect(failure.errors).toEqual({ consent: ALBUM_CONSENT_MISSING });
    expect(failure.formError).toMatch(/parents' written consent/);
    expect(drawnCheckbox(failure.consent, "consent")).toMatchObject({
      checked: false,
      error: ALBUM_CONSENT_MISSING,
    });
    // What was typed is kept: the description was saved, and comes back in the form.
    expect(Object.fromEntries(postedFields(failure.node))).toMatchObject(Object.fromEntries(descriptions));
    expect(await getAlbum(album.id)).toMatchObject({
      status: "draft",
      consent_at: null,
      consent_user_id: null,
    });
    expect(await publicStatus(albumPath(album))).toBe(404);

    const before = new Date().toISOString();
    const published = await callAction(
      albumRoute,
      post(
        `/admin/albums/${album.id}`,
        formOf([["intent", "publish"], ...descriptions, ...ticked(consent, "consent")]),
        { cookie },
      ),
    );
    expect(locationOf(published)).toBe(`/admin/albums/${album.id}?done=published`);
    const user = await db()
      .selectFrom("users")
      .select("id")
      .where("username", "=", "album-consent-admin")
      .executeTakeFirstOrThrow();
    const row = await getAlbum(album.id);
    expect(row).toMatchObject({
      status: "published",
      consent_user_id: user.id,
      consent_username: "album-consent-admin",
    });
    expect(row?.consent_at && row.consent_at >= before).toBe(true);
    expect(await publicStatus(albumPath(album))).toBe(200);
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "albums")
      .where("entity_id", "=", album.id)
      .where("action", "=", "publish")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      user_id: user.id,
      summary: expect.stringContaining("parents' written consent"),
    });

    // The staff screen and list say who confirmed it; a published album draws no box.
    const again = await loaderData(albumRoute, get(`/admin/albums/${album.id}`, { cookie }));
    expect(again.consent).toBeNull();
    expect(again.album.consent).toEqual({ username: "album-consent-admin", at: row?.consent_at });
  });

  it("unpublishes in one step from the list's button: the public page is gone at once, the consent record cleared, audited", async () => {
    const { album, screen } = await draftWithPhoto("Sports Day");
    const descriptions = postedFields(screen.alts).map(([name, value]): [string, string] =>
      /^alt-\d+$/.test(name) ? [name, "Relay race"] : [name, value],
    );
    const consent = screen.consent;
    if (!consent) throw new Error("no consent box");
    await callAction(
      albumRoute,
      post(
        `/admin/albums/${album.id}`,
        formOf([["intent", "publish"], ...descriptions, ...ticked(consent, "consent")]),
        { cookie },
      ),
    );
    expect(await publicStatus(albumPath(album))).toBe(200);
    expect((await listGalleryAlbums()).map((a) => a.id)).toContain(album.id);

    // The list's Unpublish button posts its intent alone.
    const unpublished = await callAction(
      albumRoute,
      post(`/admin/albums/${album.id}`, { intent: "unpublish" }, { cookie }),
    );
    expect(locationOf(unpublished)).toBe(`/admin/albums/${album.id}?done=unpublished`);
    expect(await publicStatus(albumPath(album))).toBe(404);
    expect((await listGalleryAlbums()).map((a) => a.id)).not.toContain(album.id);
    expect(await getAlbum(album.id)).toMatchObject({
      status: "draft",
      consent_at: null,
      consent_username: null,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity", "=", "albums")
      .where("entity_id", "=", album.id)
      .where("action", "=", "unpublish")
      .execute();
    expect(audit).toEqual([
      { action: "unpublish", summary: expect.stringContaining("off the website at once") },
    ]);

    // Publishing again needs the consent confirmed again.
    const refused = await callAction(
      albumRoute,
      post(`/admin/albums/${album.id}`, formOf([["intent", "publish"], ...descriptions]), { cookie }),
    );
    expect(statusOf(refused)).toBe(400);
  });

  it("shows an album published before consent was recorded as 'consent not recorded' in the staff list, with Unpublish", async () => {
    const album = await createPhotoAlbum({
      title: "Old Annual Day",
      audience: "group",
      date: "2024-01-20",
      description: "",
    });
    const photo = await uploadPhoto(album.id, new Uint8Array(png), "stage.png");
    await db().updateTable("photos").set({ alt: "The stage" }).where("id", "=", photo.id).execute();
    expect(await setAlbumStatus(album.id, "published")).toEqual({ ok: true });
    const row = (await listAdminAlbums()).find((r) => r.id === album.id);
    expect(row).toMatchObject({ status: "published", consent: null });
    const list = await loaderData(albumsRoute, get("/admin/albums", { cookie }));
    expect(list.rows.find((r) => r.id === album.id)).toMatchObject({ consent: null });
  });
  /** The link album dialog that `/admin/albums<query>` opens, as the loader draws it. */
  async function linkDialog(query: string): Promise<FieldNode> {
    const screen = await loaderData(albumsRoute, get(`/admin/albums${query}`, { cookie }));
    const node = screen.dialog?.node;
    if (!node) throw new Error(`no link album form at ${query}`);
    return node;
  }

  /** The link album titled `title`, as stored, or undefined. */
  const linkAlbumTitled = (title: string) =>
    db().selectFrom("albums").selectAll().where("title", "=", title).executeTakeFirst();

  /** The id of the signed-in test user. */
  const userId = async () =>
    (
      await db()
        .selectFrom("users")
        .select("id")
        .where("username", "=", "album-consent-admin")
        .executeTakeFirstOrThrow()
    ).id;

  it("refuses adding a link album without the box, beside it, keeping what was typed; with it ticked, published with who and when, audited", async () => {
    const add = await linkDialog("?dialog=add");
    // The same box, label and help as a photo album's Publish.
    const photoBox = drawnCheckbox(albumConsentForm(false), "consent");
    expect(drawnCheckbox(add, "consent")).toMatchObject({
      checked: false,
      label: photoBox.label,
      help: photoBox.help,
    });
    const typed = {
      title: "Science Fair (linked)",
      link: "https://photos.example.com/science-fair",
      thumbnail: "https://photos.example.com/science-fair.jpg",
    };

    const refused = await callAction(
      albumsRoute,
      post("/admin/albums", typedInto(add, "create", typed), { cookie }),
    );
    expect(statusOf(refused)).toBe(400);
    const failure = dataOf<AlbumsActionError>(refused);
    expect(failure.errors).toEqual({ consent: ALBUM_CONSENT_MISSING });
    expect(failure.formError).toBe(ALBUM_CONSENT_NEEDED);
    if (!failure.node) throw new Error("the refused form is not drawn again");
    expect(drawnCheckbox(failure.node, "consent")).toMatchObject({
      checked: false,
      error: ALBUM_CONSENT_MISSING,
    });
    expect(drawnText(failure.node, "title").value).toBe(typed.title);
    expect(drawnText(failure.node, "link").value).toBe(typed.link);
    expect(drawnText(failure.node, "thumbnail").value).toBe(typed.thumbnail);
    expect(await linkAlbumTitled(typed.title)).toBeUndefined();
    expect((await listGalleryAlbums()).map((a) => a.title)).not.toContain(typed.title);

    // The form as drawn again, its box ticked.
    const before = new Date().toISOString();
    const form = typedInto(failure.node, "create", Object.fromEntries(ticked(failure.node, "consent")));
    const added = await callAction(albumsRoute, post("/admin/albums", form, { cookie }));
    expect(locationOf(added)).toBe("/admin/albums?done=added");
    const row = await linkAlbumTitled(typed.title);
    expect(row).toMatchObject({
      kind: "link",
      status: "published",
      link: typed.link,
      consent_user_id: await userId(),
      consent_username: "album-consent-admin",
    });
    expect(row?.consent_at && row.consent_at >= before).toBe(true);
    expect(await listGalleryAlbums()).toContainEqual(
      expect.objectContaining({ kind: "link", title: typed.title }),
    );
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "albums")
      .where("entity_id", "=", row?.id ?? -1)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: "create",
        user_id: await userId(),
        summary: expect.stringContaining("parents' written consent"),
      }),
    ]);
    const list = await loaderData(albumsRoute, get("/admin/albums", { cookie }));
    expect(list.rows.find((r) => r.id === row?.id)?.consent).toEqual({
      username: "album-consent-admin",
      at: row?.consent_at,
    });
  });

  it("unpublishes a link album in one step from the list; as a draft it saves without the box, and is published again only with it", async () => {
    const add = await linkDialog("?dialog=add");
    const title = "Annual Day (linked)";
    const form = typedInto(add, "create", {
      title,
      link: "https://photos.example.com/annual-day",
      ...Object.fromEntries(ticked(add, "consent")),
    });
    expect(locationOf(await callAction(albumsRoute, post("/admin/albums", form, { cookie })))).toBe(
      "/admin/albums?done=added",
    );
    const id = (await linkAlbumTitled(title))?.id ?? -1;
    const inGallery = async () => (await listGalleryAlbums()).some((a) => a.id === id);
    expect(await inGallery()).toBe(true);

    // The list's Unpublish button posts its intent and the album's id.
    const unpublished = await callAction(
      albumsRoute,
      post("/admin/albums", { intent: "unpublish", id: String(id) }, { cookie }),
    );
    expect(locationOf(unpublished)).toBe("/admin/albums?done=unpublished");
    expect(await inGallery()).toBe(false);
    expect(await getAlbum(id)).toMatchObject({ status: "draft", consent_at: null, consent_username: null });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("entity", "=", "albums")
      .where("entity_id", "=", id)
      .where("action", "=", "unpublish")
      .execute();
    expect(audit).toEqual([
      { action: "unpublish", summary: expect.stringContaining("off the website at once") },
    ]);

    // A draft's Edit saves without the box and stays off the site…
    const edit = await linkDialog(`?dialog=edit&id=${id}`);
    expect(drawnCheckbox(edit, "consent").checked).toBe(false);
    const saved = await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        typedInto(edit, "update", { id: String(id), title: "Annual Day 2026 (linked)" }),
        {
          cookie,
        },
      ),
    );
    expect(locationOf(saved)).toBe("/admin/albums?done=saved");
    expect(await getAlbum(id)).toMatchObject({
      title: "Annual Day 2026 (linked)",
      status: "draft",
      consent_at: null,
    });
    expect(await inGallery()).toBe(false);

    // …and with the box ticked it is published again, the consent recorded anew.
    const republished = await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        typedInto(edit, "update", { id: String(id), ...Object.fromEntries(ticked(edit, "consent")) }),
        { cookie },
      ),
    );
    expect(locationOf(republished)).toBe("/admin/albums?done=saved");
    expect(await getAlbum(id)).toMatchObject({
      status: "published",
      consent_username: "album-consent-admin",
    });
    expect(await inGallery()).toBe(true);
  });

  it("refuses an edit of a published link album that shows other photos without the box; a new title alone keeps its consent", async () => {
    const add = await linkDialog("?dialog=add");
    const title = "Pongal (linked)";
    await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        typedInto(add, "create", {
          title,
          link: "https://photos.example.com/pongal",
          ...Object.fromEntries(ticked(add, "consent")),
        }),
        { cookie },
      ),
    );
    const stored = await linkAlbumTitled(title);
    if (!stored) throw new Error("not added");
    const edit = await linkDialog(`?dialog=edit&id=${stored.id}`);

    const refused = await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        typedInto(edit, "update", { id: String(stored.id), link: "https://photos.example.com/other" }),
        { cookie },
      ),
    );
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<AlbumsActionError>(refused).errors).toEqual({ consent: ALBUM_CONSENT_MISSING });
    expect(await getAlbum(stored.id)).toMatchObject({ link: "https://photos.example.com/pongal" });

    const renamed = await callAction(
      albumsRoute,
      post(
        "/admin/albums",
        typedInto(edit, "update", { id: String(stored.id), title: "Pongal 2026 (linked)" }),
        {
          cookie,
        },
      ),
    );
    expect(locationOf(renamed)).toBe("/admin/albums?done=saved");
    expect(await getAlbum(stored.id)).toMatchObject({
      title: "Pongal 2026 (linked)",
      status: "published",
      consent_at: stored.consent_at,
    });
  });

  it("shows a shipped sample link album, published before consent was recorded, as 'consent not recorded', with Unpublish", async () => {
    const sample = await albums.create(SAMPLE_LINK_ALBUMS[0]);
    const list = await loaderData(albumsRoute, get("/admin/albums", { cookie }));
    expect(list.rows.find((r) => r.id === sample.id)).toMatchObject({
      kind: "link",
      status: "published",
      consent: null,
    });
    const unpublished = await callAction(
      albumsRoute,
      post("/admin/albums", { intent: "unpublish", id: String(sample.id) }, { cookie }),
    );
    expect(locationOf(unpublished)).toBe("/admin/albums?done=unpublished");
    expect((await listGalleryAlbums()).map((a) => a.id)).not.toContain(sample.id);
  });
});
