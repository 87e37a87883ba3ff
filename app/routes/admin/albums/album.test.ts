import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/lib/auth/session.server";
import { createUser } from "~/lib/auth/users.server";
import { NOT_A_FORM } from "~/lib/forms/form-data.server";
import { createPhotoAlbum, getAlbum } from "~/lib/gallery/albums.server";
import { INCOMPLETE_UPLOAD, listPhotos } from "~/lib/gallery/photos.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import * as albumRoute from "./album";
import * as uploadRoute from "./album-upload";
import * as albumsRoute from "./albums";

// Uploads of this file go to a folder of its own.
const uploads = mkdtempSync(join(tmpdir(), "route-uploads-"));
process.env.UPLOADS_DIR = uploads;
process.env.UPLOAD_MAX_MB = "1";
env(true);

const SITE = "http://localhost:3000";
const context = { nonce: "", clientAddress: "127.0.0.1" };
type Handler = (args: never) => unknown;

async function call(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<unknown> {
  try {
    return await handler({ request, params, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

function post(path: string, body: URLSearchParams | FormData, cookie?: string): Request {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  return new Request(`${SITE}${path}`, { method: "POST", headers, body });
}

async function signIn(username: string): Promise<string> {
  const user = await createUser({ username, password: "a-long-password" });
  const setCookie = await createSession(new Request(`${SITE}/login`), user.id);
  return setCookie.split(";")[0] ?? "";
}

function files(): string[] {
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

interface DataResult {
  data: Record<string, unknown> & { errors?: Record<string, string>; formError?: string };
  init: { status?: number } | null;
}

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
    const params = { id: String(album.id) };
    const page = (await call(
      albumRoute.loader,
      new Request(`${SITE}/admin/albums/${album.id}`),
      params,
    )) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const form = new URLSearchParams({
      intent: "details",
      title: "Hacked",
      date: "2026-01-01",
      audience: "group",
    });
    const action = (await call(
      albumRoute.action,
      post(`/admin/albums/${album.id}`, form),
      params,
    )) as Response;
    expect(action.status).toBe(302);
    const body = new FormData();
    body.append("photos", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
    const upload = (await call(
      uploadRoute.action,
      post(`/admin/albums/${album.id}/photos`, body),
      params,
    )) as Response;
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: expect.stringContaining("no longer signed in") });
    expect((await getAlbum(album.id))?.title).toBe("Fair");
    expect(await listPhotos(album.id)).toEqual([]);
    expect(files()).toEqual([]);
  });

  it("create an album, take uploads one by one as JSON, and refuse to publish undescribed photos", async () => {
    const cookie = await signIn("album-admin");
    const invalid = (await call(
      albumsRoute.action,
      post(
        "/admin/albums",
        new URLSearchParams({ intent: "create-photo", title: "", date: "2026-13-01" }),
        cookie,
      ),
    )) as DataResult;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.errors).toMatchObject({ title: "Enter a title.", date: expect.any(String) });

    const created = (await call(
      albumsRoute.action,
      post(
        "/admin/albums",
        new URLSearchParams({
          intent: "create-photo",
          title: "Sports Day",
          date: "2026-02-01",
          audience: "vidhyashram",
        }),
        cookie,
      ),
    )) as Response;
    expect(created.status).toBe(302);
    const id = Number(
      /\/admin\/albums\/(\d+)\?done=created$/.exec(created.headers.get("Location") ?? "")?.[1],
    );
    const params = { id: String(id) };

    const send = async (file: File) => {
      const body = new FormData();
      body.append("photos", file);
      return (await call(
        uploadRoute.action,
        post(`/admin/albums/${id}/photos`, body, cookie),
        params,
      )) as Response;
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

    const publish = (await call(
      albumRoute.action,
      post(`/admin/albums/${id}`, new URLSearchParams({ intent: "publish" }), cookie),
      params,
    )) as DataResult;
    expect(publish.init?.status).toBe(400);
    expect(publish.data.formError).toMatch(/Describe every photo before publishing/);
    const [photo] = await listPhotos(id);
    expect(publish.data.errors?.[`alt-${photo?.id}`]).toMatch(/Describe this photo/);

    const described = (await call(
      albumRoute.action,
      post(
        `/admin/albums/${id}`,
        new URLSearchParams({ intent: "publish", [`alt-${photo?.id}`]: "Relay race" }),
        cookie,
      ),
      params,
    )) as Response;
    expect(described.headers.get("Location")).toBe(`/admin/albums/${id}?done=published`);
    expect(await getAlbum(id)).toMatchObject({ status: "published" });

    const deleted = (await call(
      albumsRoute.action,
      post("/admin/albums", new URLSearchParams({ intent: "delete", id: String(id) }), cookie),
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/albums?done=deleted");
    expect(files()).toEqual([]);
  });

  it("take several photos in one post without JavaScript, streamed through temporary files that go (issue 19 item 7)", async () => {
    const cookie = await signIn("album-no-script");
    const album = await createPhotoAlbum({
      title: "Annual Day",
      audience: "group",
      date: "2026-02-01",
      description: "",
    });
    const params = { id: String(album.id) };
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
      const upload = (await call(albumRoute.action, post(path, form, cookie), params)) as DataResult;
      expect(upload.init?.status).toBe(200);
      expect(upload.data).toEqual({
        kind: "upload",
        results: [
          { name: "one.png", ok: true, id: expect.any(Number) },
          { name: "two.png", ok: true, id: expect.any(Number) },
        ],
      });
      expect(await listPhotos(album.id)).toHaveLength(2);
      expect(readdirSync(temp)).toEqual([]);

      // A broken multipart body: a plain 400 on either upload path, not a 500.
      const broken = (type: string) =>
        new Request(`${SITE}${path}`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": type },
          body: '--x\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n\r\nnot the end',
        });
      const noScript = (await call(
        albumRoute.action,
        broken("multipart/form-data; boundary=x"),
        params,
      )) as DataResult;
      expect(noScript.init?.status).toBe(400);
      expect(noScript.data).toEqual({ kind: "upload", results: [], formError: INCOMPLETE_UPLOAD });
      const script = (await call(
        uploadRoute.action,
        broken("multipart/form-data; boundary=x"),
        params,
      )) as Response;
      expect(script.status).toBe(400);
      expect(await script.json()).toEqual({ error: INCOMPLETE_UPLOAD });
      expect(readdirSync(temp)).toEqual([]);

      // A body that is no form at all: 415 from readFormData (issue 19 item 6), nothing stored.
      const json = await call(albumRoute.action, broken("application/json"), params);
      expect((json as DataResult).init?.status).toBe(415);
      expect((json as DataResult).data).toBe(NOT_A_FORM);

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
      const saved = (await call(albumRoute.action, post(path, details, cookie), params)) as Response;
      expect(saved.headers.get("Location")).toBe(`${path}?done=details`);
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
