import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPhotoAlbum } from "~/lib/gallery/albums.server";
import { listPhotos } from "~/lib/gallery/photos.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { DISK_FULL_MESSAGE } from "~/lib/platform/disk-full.server";
import {
  callAction,
  dataOf,
  headerOf,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../tests/support/routes";
import * as albumRoute from "./albums/album";
import * as uploadRoute from "./albums/album-upload";
import * as notificationsRoute from "./content/notifications";
import * as documentsRoute from "./documents/documents";
import * as pictureLibraryRoute from "./pictures/picture-library";
import * as picturesRoute from "./pictures/pictures";

/**
 * An upload on a full disk: every screen that takes a file answers with the 503 page (or, to a page's
 * script, a 503 JSON answer) saying the server's disk is full, after reading the rest of the upload
 * (so the browser shows the answer, not a reset connection), and leaves no temporary file behind.
 * The disk is made "full" by the temporary files' writes failing with ENOSPC or EDQUOT.
 */

const disk = vi.hoisted(() => ({ full: null as null | "ENOSPC" | "EDQUOT" }));

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  const { Writable } = await import("node:stream");
  const createWriteStream = ((path: Parameters<typeof actual.createWriteStream>[0], options?: never) => {
    const code = disk.full;
    if (!code) return actual.createWriteStream(path, options);
    return new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: "write" }));
      },
    });
  }) as typeof actual.createWriteStream;
  return { ...actual, default: { ...actual, createWriteStream }, createWriteStream };
});

const PDF = new TextEncoder().encode("%PDF-1.4\nA circular\n%%EOF\n");
let png: Buffer;
let temp: string;
let previousTmp: string | undefined;
let cookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  cookie = await signIn("full-disk-admin");
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#369" } })
    .png()
    .toBuffer();
});

beforeEach(() => {
  // The uploads' temporary folders go to the system's temporary folder: one of this test's own.
  temp = mkdtempSync(join(tmpdir(), "full-disk-temp-"));
  previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = temp;
});

afterEach(() => {
  disk.full = null;
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(temp, { recursive: true, force: true });
});

/** A multipart form with `fields` and one file in `field`. */
function multipart(fields: Record<string, string>, field: string, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(field, file);
  return body;
}

const pdfFile = () => new File([PDF], "circular.pdf", { type: "application/pdf" });
const pngFile = () => new File([new Uint8Array(png)], "photo.png", { type: "image/png" });

/** Asserts the designed 503 page's answer: its status, its message, a Retry-After. */
function expectDiskFullPage(result: unknown) {
  expect(statusOf(result)).toBe(503);
  expect(dataOf<string>(result)).toBe(DISK_FULL_MESSAGE);
  expect(Number(headerOf(result, "Retry-After"))).toBeGreaterThan(0);
}

describe("an upload on a full disk", () => {
  it.each(["ENOSPC", "EDQUOT"] as const)(
    "answers the Documents screen's upload with the 503 page (%s), storing nothing",
    async (code) => {
      const before = await db().selectFrom("documents").select("id").execute();
      disk.full = code;
      const result = await callAction(
        documentsRoute,
        post(
          "/admin/documents",
          multipart(
            { intent: "create", title: "Bus rules", category: "other", audience: "group", name: "" },
            "file",
            pdfFile(),
          ),
          { cookie },
        ),
      );
      expectDiskFullPage(result);
      expect(await db().selectFrom("documents").select("id").execute()).toEqual(before);
      expect(readdirSync(temp)).toEqual([]);
    },
  );

  it("answers a notice with its circular with the 503 page, adding neither", async () => {
    disk.full = "ENOSPC";
    const result = await callAction(
      notificationsRoute,
      post(
        "/admin",
        multipart(
          {
            intent: "create",
            title: "Full disk notice",
            description: "",
            date: "2026-12-01",
            audience: "group",
          },
          "file",
          pdfFile(),
        ),
        { cookie },
      ),
    );
    expectDiskFullPage(result);
    expect(
      await db().selectFrom("notifications").select("id").where("title", "=", "Full disk notice").execute(),
    ).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
  });

  it("answers an album's photos, with and without the page's script, and a picture, with 503", async () => {
    const album = await createPhotoAlbum({
      title: "Sports",
      audience: "group",
      date: "2026-02-01",
      description: "",
    });
    disk.full = "ENOSPC";

    const plain = await callAction(
      albumRoute,
      post(`/admin/albums/${album.id}`, multipart({ intent: "upload" }, "photos", pngFile()), { cookie }),
    );
    expectDiskFullPage(plain);

    const scripted = responseOf(
      await callAction(
        uploadRoute,
        post(`/admin/albums/${album.id}/photos`, multipart({}, "photos", pngFile()), { cookie }),
      ),
    );
    expect(scripted.status).toBe(503);
    expect(await scripted.json()).toEqual({ error: DISK_FULL_MESSAGE });
    expect(await listPhotos(album.id)).toEqual([]);

    const picture = await callAction(
      picturesRoute,
      post("/admin/pictures", multipart({ alt: "Children running" }, "file", pngFile()), { cookie }),
    );
    expectDiskFullPage(picture);

    const library = responseOf(
      await callAction(
        pictureLibraryRoute,
        post("/admin/pictures/library", multipart({ alt: "Children running" }, "file", pngFile()), {
          cookie,
        }),
      ),
    );
    expect(library.status).toBe(503);
    expect(await library.json()).toEqual({ error: DISK_FULL_MESSAGE });
    expect(readdirSync(temp)).toEqual([]);
  });
});
