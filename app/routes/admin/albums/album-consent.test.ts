import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldNode, postedFields, someNode } from "~/lib/forms/schema-form";
import {
  albumPath,
  createPhotoAlbum,
  getAlbum,
  listAdminAlbums,
  listGalleryAlbums,
  setAlbumStatus,
} from "~/lib/gallery/albums.server";
import { uploadPhoto } from "~/lib/gallery/photos.server";
import { closeDb, db } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { ALBUM_CONSENT_MISSING } from "~content/schemas/albums";
import { testDatabases } from "../../../../tests/support/databases";
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
import type { AlbumActionResult } from "./album-screen";
import * as albumsRoute from "./albums";

/**
 * Children's photos go on the website only with their parents' consent (DPDP Act 2023 s.9(1)): the
 * album's photos form, posted as drawn, is refused Publish until its consent box is ticked, and then
 * records who ticked it and when; one Unpublish takes the album off the public site at once. On SQLite
 * and, with `TEST_DATABASE_URL`, PostgreSQL.
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

/** The checkbox `name` of a drawn form; throws when it has none. */
function drawnCheckbox(node: FieldNode, name: string): Extract<FieldNode, { kind: "checkbox" }> {
  let found: Extract<FieldNode, { kind: "checkbox" }> | undefined;
  someNode(node, (field) => {
    if (field.kind === "checkbox" && field.name === name) found = field;
    return found !== undefined;
  });
  if (!found) throw new Error(`the form has no checkbox ${name}`);
  return found;
}

/** The drawn form's fields with its checkbox `name` ticked, as the browser posts them. */
const ticked = (node: FieldNode, name: string) =>
  postedFields({ ...drawnCheckbox(node, name), checked: true });

describe.each(testDatabases())("a photo album's parents' consent ($name)", (testDb) => {
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
});
