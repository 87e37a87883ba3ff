import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_A_FORM } from "~/lib/forms/form-data.server";
import { createPhotoAlbum, getAlbum } from "~/lib/gallery/albums.server";
import { INCOMPLETE_UPLOAD, listPhotos } from "~/lib/gallery/photos.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  locationOf,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as albumRoute from "./album";
import * as uploadRoute from "./album-upload";
import * as albumsRoute from "./albums";

// Uploads of this file go to a folder of its own.
const uploads = mkdtempSync(join(tmpdir(), "route-uploads-"));
process.env.UPLOADS_DIR = uploads;
process.env.UPLOAD_MAX_MB = "1";
env(true);

function files(): string[] {
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** What a refused album form holds. */
type Refusal = Record<string, unknown> & { errors?: Record<string, string>; formError?: string };

let png: Buffer;
beforeAll(async () => {
  await migrateToLatest(db());
  png = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#369" } })
    .png()
    .toBuffer();
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe("photo album admin routes", () => {
  it("refuse a signed-out visitor: the screen and its form go to the login page, the upload says 401", async () => {
    const album = await createPhotoAlbum({
      title: "Fair",
      audience: "group",
      date: "2026-01-02",
      description: "",
    });
    const page = responseOf(await callLoader(albumRoute, get(`/admin/albums/${album.id}`)));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const form = { intent: "details", title: "Hacked", date: "2026-01-01", audience: "group" };
    const action = responseOf(await callAction(albumRoute, post(`/admin/albums/${album.id}`, form)));
    expect(action.status).toBe(302);
    const body = new FormData();
    body.append("photos", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
    const upload = responseOf(await callAction(uploadRoute, post(`/admin/albums/${album.id}/photos`, body)));
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: expect.stringContaining("no longer signed in") });
    expect((await getAlbum(album.id))?.title).toBe("Fair");
    expect(await listPhotos(album.id)).toEqual([]);
    expect(files()).toEqual([]);
  });

  it("create an album, take uploads one by one as JSON, and refuse to publish undescribed photos", async () => {
    const cookie = await signIn("album-admin");
    const invalid = await callAction(
      albumsRoute,
      post("/admin/albums", { intent: "create-photo", title: "", date: "2026-13-01" }, { cookie }),
    );
    expect(statusOf(invalid)).toBe(400);
    expect(dataOf<Refusal>(invalid).errors).toMatchObject({
      title: "Enter a title.",
      date: expect.any(String),
    });

    const created = responseOf(
      await callAction(
        albumsRoute,
        post(
          "/admin/albums",
          { intent: "create-photo", title: "Sports Day", date: "2026-02-01", audience: "vidhyashram" },
          { cookie },
        ),
      ),
    );
    expect(created.status).toBe(302);
    const id = Number(
      /\/admin\/albums\/(\d+)\?done=created$/.exec(created.headers.get("Location") ?? "")?.[1],
    );

    const send = async (file: File) => {
      const body = new FormData();
      body.append("photos", file);
      return responseOf(await callAction(uploadRoute, post(`/admin/albums/${id}/photos`, body, { cookie })));
    };
    const good = await send(new File([new Uint8Array(png)], "IMG_1.jpg", { type: "image/jpeg" }));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ results: [{ name: "IMG_1.jpg", ok: true, id: expect.any(Number) }] });
    const bad = await send(new File(["hello"], "notes.png", { type: "image/png" }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({
      results: [{ name: "notes.png", ok: false, error: expect.stringContaining("is not a photo") }],
    });
    // One photo per request here: a body over the photo limit (plus the form's 1 MB) is refused unread.
    const huge = await send(
      new File([Buffer.alloc(2.5 * 1024 * 1024, 7)], "huge.jpg", { type: "image/jpeg" }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: expect.stringContaining("larger than 2 MB") });
    const over = await send(
      new File([Buffer.alloc(1.5 * 1024 * 1024, 7)], "big.jpg", { type: "image/jpeg" }),
    );
    expect(await over.json()).toEqual({
      results: [{ name: "big.jpg", ok: false, error: "“big.jpg” is 1.5 MB; photos can be at most 1 MB." }],
    });
    expect(files()).toHaveLength(7);

    const publish = await callAction(
      albumRoute,
      post(`/admin/albums/${id}`, { intent: "publish" }, { cookie }),
    );
    expect(statusOf(publish)).toBe(400);
    expect(dataOf<Refusal>(publish).formError).toMatch(/Describe every photo before publishing/);
    const [photo] = await listPhotos(id);
    expect(dataOf<Refusal>(publish).errors?.[`alt-${photo?.id}`]).toMatch(/Describe this photo/);

    const described = await callAction(
      albumRoute,
      post(
        `/admin/albums/${id}`,
        { intent: "publish", [`alt-${photo?.id}`]: "Relay race", consent: "true" },
        { cookie },
      ),
    );
    expect(locationOf(described)).toBe(`/admin/albums/${id}?done=published`);
    expect(await getAlbum(id)).toMatchObject({ status: "published" });

    const deleted = await callAction(
      albumsRoute,
      post("/admin/albums", { intent: "delete", id: String(id) }, { cookie }),
    );
    expect(locationOf(deleted)).toBe("/admin/albums?done=deleted");
    expect(files()).toEqual([]);
  });

  it("take several photos in one post without JavaScript, streamed through temporary files that go", async () => {
    const cookie = await signIn("album-no-script");
    const album = await createPhotoAlbum({
      title: "Annual Day",
      audience: "group",
      date: "2026-02-01",
      description: "",
    });
    const path = `/admin/albums/${album.id}`;
    // The temporary files go to the system's temporary folder: a folder of this test's own here.
    const temp = mkdtempSync(join(tmpdir(), "route-temp-"));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      const form = new FormData();
      form.append("intent", "upload");
      form.append("photos", new File([new Uint8Array(png)], "one.png", { type: "image/png" }));
      form.append("photos", new File([new Uint8Array(png)], "two.png", { type: "image/png" }));
      const upload = await callAction(albumRoute, post(path, form, { cookie }));
      expect(statusOf(upload)).toBe(200);
      expect(dataOf(upload)).toEqual({
        kind: "upload",
        results: [
          { name: "one.png", ok: true, id: expect.any(Number) },
          { name: "two.png", ok: true, id: expect.any(Number) },
        ],
      });
      expect(await listPhotos(album.id)).toHaveLength(2);
      expect(readdirSync(temp)).toEqual([]);

      // A broken multipart body: a plain 400 on either upload path, not a 500.
      const broken = (to: string, type: string) =>
        post(
          to,
          '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n\r\nnot the end',
          { cookie, headers: { "Content-Type": type } },
        );
      const noScript = await callAction(albumRoute, broken(path, "multipart/form-data; boundary=x"));
      expect(statusOf(noScript)).toBe(400);
      expect(dataOf(noScript)).toEqual({ kind: "upload", results: [], formError: INCOMPLETE_UPLOAD });
      const script = responseOf(
        await callAction(uploadRoute, broken(`${path}/photos`, "multipart/form-data; boundary=x")),
      );
      expect(script.status).toBe(400);
      expect(await script.json()).toEqual({ error: INCOMPLETE_UPLOAD });
      expect(readdirSync(temp)).toEqual([]);

      // A body that is no form at all: 415 from readFormData, nothing stored.
      const json = await callAction(albumRoute, broken(path, "application/json"));
      expect(statusOf(json)).toBe(415);
      expect(dataOf(json)).toBe(NOT_A_FORM);

      // Another intent sent as multipart goes on like the URL-encoded form.
      const details = new FormData();
      for (const [name, value] of Object.entries({
        intent: "details",
        title: "Annual Day 2026",
        date: "2026-02-01",
        audience: "group",
        description: "",
      })) {
        details.append(name, value);
      }
      const saved = await callAction(albumRoute, post(path, details, { cookie }));
      expect(locationOf(saved)).toBe(`${path}?done=details`);
      expect((await getAlbum(album.id))?.title).toBe("Annual Day 2026");
      expect(await listPhotos(album.id)).toHaveLength(2);
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      rmSync(temp, { recursive: true, force: true });
    }
  });
});
