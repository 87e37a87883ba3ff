import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { albums, createPhotoAlbum, getAlbum } from "~/lib/gallery/albums.server";
import { listPhotos, uploadPhoto } from "~/lib/gallery/photos.server";
import { type AuditRow, listAudit } from "~/lib/platform/audit.server";
import { type Audience, db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as albumRoute from "./album";
import * as uploadRoute from "./album-upload";
import * as albumsRoute from "./albums";

/**
 * Roles and audiences on the photo album screens: an editor of one audience may change only that
 * audience's albums (403 otherwise), and every change writes its audit row with who and from where.
 */

const uploads = mkdtempSync(join(tmpdir(), "album-permission-uploads-"));
process.env.UPLOADS_DIR = uploads;
process.env.UPLOAD_MAX_MB = "1";
env(true);

const ADDRESS = "198.51.100.7";
/** Every request of this file comes from one address, which the audit rows must carry. */
const from = { address: ADDRESS };

/** A form post to `path` by the browser holding `cookie`. */
const postAs = (path: string, body: Record<string, string> | FormData, cookie: string) =>
  post(path, body, { cookie });

function sessionFor(username: string, scope: Audience | null, role: "admin" | "editor" = "editor") {
  return signIn(username, { role, scope });
}

async function auditOf(username: string): Promise<AuditRow[]> {
  return (await listAudit({ username, pageSize: 500 })).rows;
}

let png: Buffer;
let editor: string;
const album = (title: string, audience: Audience) =>
  createPhotoAlbum({ title, audience, date: "2026-03-01", description: "" });
const photoFile = (name = "a.png") => new File([new Uint8Array(png)], name, { type: "image/png" });
const uploadBody = () => {
  const body = new FormData();
  body.append("photos", photoFile());
  return body;
};

beforeAll(async () => {
  await migrateToLatest(db());
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#963" } })
    .png()
    .toBuffer();
  editor = await sessionFor("vp-album-editor", "vidhyapeeth");
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe("a Vidhyapeeth editor and Vidhyashram photo albums", () => {
  it("cannot create one: 403 with the message next to the audience field, nothing stored", async () => {
    const result = await callAction(
      albumsRoute,
      postAs(
        "/admin/albums",
        { intent: "create-photo", title: "Not mine", date: "2026-03-01", audience: "vidhyashram" },
        editor,
      ),
      from,
    );
    expect(statusOf(result)).toBe(403);
    expect(dataOf<{ errors: Record<string, string> }>(result).errors.audience).toMatch(/Vidhyapeeth only/);
    const stored = await db().selectFrom("albums").select("title").execute();
    expect(stored.map((r) => r.title)).not.toContain("Not mine");
    expect(await auditOf("vp-album-editor")).toEqual([]);
  });

  it("does not see them in the list, and is offered only Vidhyapeeth", async () => {
    const theirs = await album("Vidhyashram picnic", "vidhyashram");
    const mine = await album("Vidhyapeeth picnic", "vidhyapeeth");
    const page = await loaderData(albumsRoute, get("/admin/albums?dialog=photo", { cookie: editor }), from);
    const ids = page.rows.map((r) => r.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(page.audiences).toEqual(["vidhyapeeth"]);
    const form = page.dialog?.node;
    const choice = form?.kind === "group" ? form.children.find((c) => c.name === "audience") : undefined;
    expect(choice).toMatchObject({
      kind: "select",
      value: "vidhyapeeth",
      options: [{ value: "vidhyapeeth", label: "Vidhyapeeth only" }],
    });

    const refused = await loaderData(
      albumsRoute,
      get(`/admin/albums?dialog=delete&id=${theirs.id}`, { cookie: editor }),
      from,
    );
    expect(refused.dialog).toBeNull();
    expect(refused.refusal).toMatch(/another audience/);

    const screen = await callLoader(albumRoute, get(`/admin/albums/${theirs.id}`, { cookie: editor }), from);
    expect(statusOf(screen)).toBe(403);
  });

  it("cannot upload to, describe, publish, edit, move to their audience or delete one: 403, nothing changed", async () => {
    const theirs = await album("Vidhyashram sports", "vidhyashram");
    const photo = await uploadPhoto(theirs.id, new Uint8Array(png), "x.png");

    const upload = responseOf(
      await callAction(uploadRoute, postAs(`/admin/albums/${theirs.id}/photos`, uploadBody(), editor), from),
    );
    expect(upload.status).toBe(403);
    expect(await upload.json()).toEqual({ error: expect.stringContaining("another audience") });

    const noScript = await callAction(
      albumRoute,
      postAs(`/admin/albums/${theirs.id}`, uploadBody(), editor),
      from,
    );
    expect(statusOf(noScript)).toBe(403);
    expect(dataOf(noScript)).toEqual({
      kind: "refused",
      formError: expect.stringContaining("another audience"),
    });

    const publish = await callAction(
      albumRoute,
      postAs(`/admin/albums/${theirs.id}`, { intent: "publish", [`alt-${photo.id}`]: "Relay" }, editor),
      from,
    );
    expect(statusOf(publish)).toBe(403);

    const details = await callAction(
      albumRoute,
      postAs(
        `/admin/albums/${theirs.id}`,
        { intent: "details", title: "Taken", date: "2026-03-01", audience: "vidhyapeeth" },
        editor,
      ),
      from,
    );
    expect(statusOf(details)).toBe(403);

    for (const intent of [`cover:${photo.id}`, `up:${photo.id}`, "delete-photo"]) {
      const result = await callAction(
        albumRoute,
        postAs(`/admin/albums/${theirs.id}`, { intent, photo: String(photo.id) }, editor),
        from,
      );
      expect(statusOf(result)).toBe(403);
    }

    const deleted = await callAction(
      albumsRoute,
      postAs("/admin/albums", { intent: "delete", id: String(theirs.id) }, editor),
      from,
    );
    expect(statusOf(deleted)).toBe(403);
    expect(dataOf<{ formError: string }>(deleted).formError).toMatch(/another audience/);

    expect(await getAlbum(theirs.id)).toMatchObject({
      title: "Vidhyashram sports",
      audience: "vidhyashram",
      status: "draft",
      cover_photo_id: null,
    });
    expect(await listPhotos(theirs.id)).toMatchObject([{ id: photo.id, alt: "" }]);
    expect(await auditOf("vp-album-editor")).toEqual([]);
  });

  it("cannot move their own album to Vidhyashram: 403 next to the audience field", async () => {
    const mine = await album("Vidhyapeeth choir", "vidhyapeeth");
    const result = await callAction(
      albumRoute,
      postAs(
        `/admin/albums/${mine.id}`,
        { intent: "details", title: "Choir", date: "2026-03-01", audience: "vidhyashram" },
        editor,
      ),
      from,
    );
    expect(statusOf(result)).toBe(403);
    expect(dataOf<{ errors: Record<string, string> }>(result).errors.audience).toMatch(/Vidhyapeeth only/);
    expect(await getAlbum(mine.id)).toMatchObject({ title: "Vidhyapeeth choir", audience: "vidhyapeeth" });
  });
});

describe("a Vidhyapeeth editor and Vidhyapeeth photo albums", () => {
  it("creates, uploads, describes, orders, publishes, edits and deletes, each with an audit row", async () => {
    const user = "vp-album-editor-2";
    const cookie = await sessionFor(user, "vidhyapeeth");
    const created = await callAction(
      albumsRoute,
      postAs(
        "/admin/albums",
        {
          intent: "create-photo",
          title: "Vidhyapeeth Sports Day",
          date: "2026-03-02",
          audience: "vidhyapeeth",
        },
        cookie,
      ),
      from,
    );
    expect(statusOf(created)).toBe(302);
    const id = Number(/\/admin\/albums\/(\d+)\?done=created$/.exec(locationOf(created) ?? "")?.[1]);
    const path = `/admin/albums/${id}`;

    const upload = responseOf(
      await callAction(uploadRoute, postAs(`${path}/photos`, uploadBody(), cookie), from),
    );
    expect(upload.status).toBe(200);
    const noScript = await callAction(albumRoute, postAs(path, uploadBody(), cookie), from);
    expect(statusOf(noScript)).toBe(200);
    const [first, second] = await listPhotos(id);
    if (!first || !second) throw new Error("two photos expected");

    const publish = await callAction(
      albumRoute,
      postAs(
        path,
        {
          intent: "publish",
          [`alt-${first.id}`]: "Relay",
          [`alt-${second.id}`]: "Long jump",
          consent: "true",
        },
        cookie,
      ),
      from,
    );
    expect(locationOf(publish)).toBe(`${path}?done=published`);
    const moved = await callAction(albumRoute, postAs(path, { intent: `down:${first.id}` }, cookie), from);
    expect(locationOf(moved)).toBe(`${path}?done=moved`);
    const cover = await callAction(albumRoute, postAs(path, { intent: `cover:${first.id}` }, cookie), from);
    expect(locationOf(cover)).toBe(`${path}?done=cover`);
    const unpublish = await callAction(albumRoute, postAs(path, { intent: "unpublish" }, cookie), from);
    expect(locationOf(unpublish)).toBe(`${path}?done=unpublished`);
    const details = await callAction(
      albumRoute,
      postAs(
        path,
        { intent: "details", title: "Sports Day 2026", date: "2026-03-02", audience: "vidhyapeeth" },
        cookie,
      ),
      from,
    );
    expect(locationOf(details)).toBe(`${path}?done=details`);
    const photoGone = await callAction(
      albumRoute,
      postAs(path, { intent: "delete-photo", photo: String(second.id) }, cookie),
      from,
    );
    expect(locationOf(photoGone)).toBe(`${path}?done=photo-deleted`);
    const deleted = await callAction(
      albumsRoute,
      postAs("/admin/albums", { intent: "delete", id: String(id) }, cookie),
      from,
    );
    expect(locationOf(deleted)).toBe("/admin/albums?done=deleted");
    expect(await getAlbum(id)).toBeUndefined();

    const rows = (await auditOf(user)).reverse();
    expect(rows.map((r) => [r.action, r.entity])).toEqual([
      ["create", "albums"],
      ["upload", "photos"],
      ["upload", "photos"],
      ["update", "photos"],
      ["publish", "albums"],
      ["reorder", "photos"],
      ["cover", "albums"],
      ["unpublish", "albums"],
      ["update", "albums"],
      ["delete", "photos"],
      ["delete", "albums"],
    ]);
    for (const row of rows) expect(row).toMatchObject({ address: ADDRESS, user_id: expect.any(Number) });
    expect(rows[0]?.summary).toBe(
      "Added photo album “Vidhyapeeth Sports Day” for Vidhyapeeth only (a draft)",
    );
    expect(rows[0]?.entity_id).toBe(id);
    expect(rows[1]?.entity_id).toBe(first.id);
    expect(rows[3]?.summary).toMatch(/description of 2 photos of album “Vidhyapeeth Sports Day”/);
    expect(rows[8]?.summary).toBe(
      "Edited photo album “Sports Day 2026” for Vidhyapeeth only (changed: title)",
    );
    expect(rows[10]?.summary).toBe(
      "Deleted photo album “Sports Day 2026” for Vidhyapeeth only, with 1 photo",
    );
  });

  it("saving unchanged descriptions writes no audit row", async () => {
    const user = "vp-album-editor-3";
    const cookie = await sessionFor(user, "vidhyapeeth");
    const mine = await album("Quiet", "vidhyapeeth");
    const photo = await uploadPhoto(mine.id, new Uint8Array(png), "q.png");
    const path = `/admin/albums/${mine.id}`;
    await callAction(
      albumRoute,
      postAs(path, { intent: "save", [`alt-${photo.id}`]: "A hall" }, cookie),
      from,
    );
    await callAction(
      albumRoute,
      postAs(path, { intent: "save", [`alt-${photo.id}`]: "A hall" }, cookie),
      from,
    );
    expect((await auditOf(user)).map((r) => r.action)).toEqual(["update"]);
  });
});

describe("link albums", () => {
  it("carry the client address in their audit rows, and are scoped like the other content", async () => {
    const user = "vp-link-editor";
    const cookie = await sessionFor(user, "vidhyapeeth");
    const refused = await callAction(
      albumsRoute,
      postAs(
        "/admin/albums",
        {
          intent: "create",
          title: "Elsewhere",
          link: "https://photos.example.com/x",
          audience: "vidhyashram",
        },
        cookie,
      ),
      from,
    );
    expect(statusOf(refused)).toBe(403);
    const added = await callAction(
      albumsRoute,
      postAs(
        "/admin/albums",
        {
          intent: "create",
          title: "Elsewhere",
          link: "https://photos.example.com/x",
          audience: "vidhyapeeth",
          // Adding publishes: the parents' consent box ticked.
          consent: "true",
        },
        cookie,
      ),
      from,
    );
    expect(locationOf(added)).toBe("/admin/albums?done=added");
    const [row] = await auditOf(user);
    expect(row).toMatchObject({ action: "create", entity: "albums", address: ADDRESS });
  });

  it("are edited in the dialog drawn from their schema: the stored values, only the editor's school, a thumbnail completed or cleared", async () => {
    const user = "vp-link-reviser";
    const cookie = await sessionFor(user, "vidhyapeeth");
    /** The link album dialog the URL `query` opens, as the loader draws it. */
    const dialogForm = async (query: string) => {
      const data = await loaderData(albumsRoute, get(`/admin/albums${query}`, { cookie }));
      const node = (data as { dialog?: { node?: FieldNode } | null }).dialog?.node;
      if (!node) throw new Error(`no form at ${query}`);
      return node;
    };
    const audienceChoices = (node: FieldNode) =>
      node.kind === "group"
        ? node.children.flatMap((child) =>
            child.kind === "select" && child.name === "audience" ? child.options.map((o) => o.value) : [],
          )
        : [];
    expect(audienceChoices(await dialogForm("?dialog=add"))).toEqual(["vidhyapeeth"]);

    const stored = await albums.create({
      title: "Annual day",
      link: "https://photos.example.com/annual",
      thumbnail: "https://photos.example.com/annual.jpg",
      audience: "vidhyapeeth",
    });
    const edit = await dialogForm(`?dialog=edit&id=${stored.id}`);
    expect(Object.fromEntries(postedFields(edit))).toEqual({
      title: "Annual day",
      // The title's Tamil, not written yet (decision 0032).
      "title@ta": "",
      "title@ta.for": "",
      "title@ta.was": "",
      link: "https://photos.example.com/annual",
      thumbnail: "https://photos.example.com/annual.jpg",
      audience: "vidhyapeeth",
    });
    const save = (changes: Record<string, string>) =>
      callAction(
        albumsRoute,
        postAs(
          "/admin/albums",
          { ...Object.fromEntries(postedFields(edit)), intent: "update", id: String(stored.id), ...changes },
          cookie,
        ),
        from,
      );

    // A new thumbnail shows other photos: its consent is confirmed again.
    expect(locationOf(await save({ thumbnail: "photos.example.com/new.jpg", consent: "true" }))).toBe(
      "/admin/albums?done=saved",
    );
    expect((await getAlbum(stored.id))?.thumbnail).toBe("https://photos.example.com/new.jpg");
    expect(locationOf(await save({ thumbnail: "  " }))).toBe("/admin/albums?done=saved");
    expect(await getAlbum(stored.id)).toMatchObject({ title: "Annual day", thumbnail: null });
    expect((await auditOf(user))[0]?.summary).toBe(
      "Edited album “Annual day” for Vidhyapeeth only (changed: thumbnail)",
    );

    const refused = await save({ link: "annual day photos" });
    expect(statusOf(refused)).toBe(400);
    const failed = dataOf<{ node: FieldNode; errors: Record<string, string> }>(refused);
    expect(failed.errors).toEqual({ link: "Enter a full web address starting with https:// (or http://)." });
    expect(Object.fromEntries(postedFields(failed.node)).link).toBe("annual day photos");
  });

  it("an administrator may change every audience's albums", async () => {
    const admin = await sessionFor("album-admin-all", null, "admin");
    const theirs = await album("Group day", "vidhyashram");
    const deleted = await callAction(
      albumsRoute,
      postAs("/admin/albums", { intent: "delete", id: String(theirs.id) }, admin),
      from,
    );
    expect(locationOf(deleted)).toBe("/admin/albums?done=deleted");
    expect((await auditOf("album-admin-all"))[0]).toMatchObject({
      action: "delete",
      entity: "albums",
      entity_id: theirs.id,
      summary: "Deleted photo album “Group day” for Vidhyashram only, with 0 photos",
    });
  });
});
