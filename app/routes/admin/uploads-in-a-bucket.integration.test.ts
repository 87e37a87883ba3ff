import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentByPath } from "~/lib/documents/documents.server";
import { createPhotoAlbum } from "~/lib/gallery/albums.server";
import { listPhotos } from "~/lib/gallery/photos.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { storage } from "~/lib/platform/storage.server";
import { uploadedFiles } from "../../../server/middleware/uploads";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../tests/support/routes";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../../../tests/support/s3rver";
import * as siteDocumentRoute from "../site/document";
import * as uploadRoute from "./albums/album-upload";
import * as documentsRoute from "./documents/documents";
import type { DocumentRefusal } from "./documents/messages";

/**
 * The site with `STORAGE_URL` naming a bucket (decision 0024): the staff screens' real actions store
 * photos and documents as objects of the bucket (s3rver, in this process), `/uploads/…` and the
 * documents' permanent URLs serve them from there, and a bucket out of reach gives each form its own
 * message, never a 500, and no row.
 */

const s3: RunningS3rver = await startS3rver();
process.env.STORAGE_URL = s3.storageUrl;
process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
env(true);

let png: Buffer;
/** A photo's thumbnail stored by the first test, asked for again once the bucket is out of reach. */
let storedKey = "";
let site: Server;
let base = "";
beforeAll(async () => {
  await migrateToLatest(db());
  png = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#963" } })
    .png()
    .toBuffer();
  const app = express();
  app.use("/uploads", ...uploadedFiles(storage()));
  site = createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => site.once("listening", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.close();
  await s3.stop().catch(() => undefined);
});

/** Every key in the bucket. */
async function objects(): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage().list()) found.push(entry.key);
  return found.sort();
}

/** The album screen's upload of one photo (as its script sends it). */
async function uploadPhoto(albumId: number, cookie: string) {
  const body = new FormData();
  body.append("photos", new File([new Uint8Array(png)], "sports.png", { type: "image/png" }));
  return responseOf(await callAction(uploadRoute, post(`/admin/albums/${albumId}/photos`, body, { cookie })));
}

/** The Documents screen's form for a new document with its PDF. */
function newDocument(name: string, text: string): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries({
    intent: "create",
    title: `Circular ${name}`,
    category: "other",
    audience: "group",
    valid_from: "",
    valid_until: "",
    name,
  })) {
    body.append(field, value);
  }
  body.append("file", new File([`%PDF-1.4\n${text}\n%%EOF\n`], "circular.pdf", { type: "application/pdf" }));
  return body;
}

describe("uploads with STORAGE_URL naming a bucket", () => {
  it("are stored in the bucket and served from it at /uploads/…", async () => {
    expect(storage().folder).toBeNull();
    const cookie = await signIn("bucket-admin");
    const album = await createPhotoAlbum({
      title: "Sports",
      audience: "group",
      date: "2026-01-02",
      description: "",
    });
    const res = await uploadPhoto(album.id, cookie);
    expect(res.status).toBe(200);
    const [photo] = await listPhotos(album.id);
    const key = `${photo?.file_key}-thumb.webp`;
    expect(await objects()).toContain(key);
    storedKey = key;
    const served = await fetch(`${base}/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("webp");
  });

  it("store a document's PDF in the bucket and serve it at its permanent URL", async () => {
    const cookie = await signIn("bucket-admin");
    const created = await callAction(
      documentsRoute,
      post("/admin/documents", newDocument("bucket-notice", "from the bucket"), { cookie }),
    );
    expect(statusOf(created)).toBe(302);
    const row = await getDocumentByPath("/documents/bucket-notice.pdf");
    expect(await objects()).toContain(row?.file_key);
    const served = responseOf(await callLoader(siteDocumentRoute, get("/documents/bucket-notice.pdf")));
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(await served.text()).toBe("%PDF-1.4\nfrom the bucket\n%%EOF\n");
  });

  it("out of reach: each form says so in its own words, writes no row, and the site answers 503 for a file", async () => {
    const cookie = await signIn("bucket-admin");
    const album = await createPhotoAlbum({
      title: "Later",
      audience: "group",
      date: "2026-01-03",
      description: "",
    });
    await s3.stop();
    const log = console.error;
    console.error = () => undefined;
    try {
      const res = await uploadPhoto(album.id, cookie);
      expect(await res.json()).toEqual({
        results: [
          {
            name: "sports.png",
            ok: false,
            error: "“sports.png” could not be saved because of a problem on the server. Please try again.",
          },
        ],
      });
      expect(await listPhotos(album.id)).toEqual([]);

      const refused = await callAction(
        documentsRoute,
        post("/admin/documents", newDocument("never-stored", "lost"), { cookie }),
      );
      expect(statusOf(refused)).toBe(503);
      expect(dataOf<DocumentRefusal>(refused).formError).toBe(
        "The document could not be saved because of a problem on the server. Nothing typed is lost: please try again.",
      );
      expect(await getDocumentByPath("/documents/never-stored.pdf")).toBeUndefined();

      const file = await fetch(`${base}/uploads/${storedKey}`);
      expect(file.status).toBe(503);
      expect(file.headers.get("cache-control")).toBe("no-store");
      const pdf = responseOf(await callLoader(siteDocumentRoute, get("/documents/bucket-notice.pdf")));
      expect(pdf.status).toBe(503);
    } finally {
      console.error = log;
    }
  });
});
