import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPictures } from "~/lib/content-store/pictures.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
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
import * as libraryRoute from "./picture-library";
import * as picturesRoute from "./pictures";

// Uploads of this file go to a folder of its own.
const uploads = mkdtempSync(join(tmpdir(), "route-pictures-"));
process.env.UPLOADS_DIR = uploads;
process.env.UPLOAD_MAX_MB = "1";
env(true);

function files(): string[] {
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

/** A multipart body with `file` and `alt`. */
function upload(file: File | null, alt: string): FormData {
  const body = new FormData();
  body.append("alt", alt);
  if (file) body.append("file", file);
  return body;
}

/** The audit rows about site pictures, oldest first. */
function audits() {
  return db()
    .selectFrom("audit_log")
    .select(["username", "action", "entity_id", "summary"])
    .where("entity", "=", "site_images")
    .orderBy("id")
    .execute();
}

let png: Buffer;
beforeAll(async () => {
  await migrateToLatest(db());
  png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#963" } })
    .png()
    .toBuffer();
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe("the picture picker's upload route", () => {
  it("refuses a signed-out visitor with a JSON 401 and stores nothing", async () => {
    const body = upload(new File([new Uint8Array(png)], "a.png", { type: "image/png" }), "A picture");
    const refused = responseOf(await callAction(libraryRoute, post("/admin/pictures/library", body)));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("no longer signed in") });
    const list = responseOf(await callLoader(libraryRoute, get("/admin/pictures/library")));
    expect(list.status).toBe(401);
    expect(await listPictures()).toEqual([]);
    expect(files()).toEqual([]);
  });

  it("stores a real PNG with its AVIF/WebP variants and answers the choice that selects it", async () => {
    const cookie = await signIn("pictures-admin");
    const body = upload(new File([new Uint8Array(png)], "library.png", { type: "image/png" }), "The library");
    const answer = responseOf(
      await callAction(libraryRoute, post("/admin/pictures/library", body, { cookie })),
    );
    expect(answer.status).toBe(200);
    const { picture } = (await answer.json()) as { picture: { value: string; thumb: string } };
    expect(picture).toMatchObject({ caption: "The library", alt: "The library", uploaded: true });
    const match = /^upload\/pictures\/([0-9a-f]{24})\/800x600$/.exec(picture.value);
    expect(match).not.toBeNull();
    const stem = match?.[1];
    expect(picture.thumb).toBe(`/uploads/pictures/${stem}-thumb.webp`);
    expect(files()).toEqual(
      [
        ...[320, 640, 800].flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`]),
        `${stem}-thumb.webp`,
      ].sort(),
    );
    const [row] = await listPictures();
    expect(row).toMatchObject({ alt: "The library", original_name: "library.png", width: 800, height: 600 });
    expect(await audits()).toEqual([
      {
        username: "pictures-admin",
        action: "upload",
        entity_id: row?.id,
        summary: "Uploaded the picture “The library”",
      },
    ]);

    const list = responseOf(await callLoader(libraryRoute, get("/admin/pictures/library", { cookie })));
    expect(await list.json()).toEqual({ pictures: [expect.objectContaining({ value: picture.value })] });
  });

  it("refuses a text file named .png, and a picture without a description, with a message per field", async () => {
    const cookie = await signIn("pictures-admin");
    const before = files();
    const text = upload(new File(["hello"], "notes.png", { type: "image/png" }), "Notes");
    const refused = responseOf(
      await callAction(libraryRoute, post("/admin/pictures/library", text, { cookie })),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: { file: expect.stringContaining("is not a photo") } });
    const bare = upload(new File([new Uint8Array(png)], "a.png", { type: "image/png" }), " ");
    const noAlt = responseOf(
      await callAction(libraryRoute, post("/admin/pictures/library", bare, { cookie })),
    );
    expect(noAlt.status).toBe(422);
    expect(await noAlt.json()).toEqual({
      errors: { alt: "Say what the picture shows, for people who cannot see it." },
    });
    const noFile = responseOf(
      await callAction(libraryRoute, post("/admin/pictures/library", upload(null, "Alt"), { cookie })),
    );
    expect(await noFile.json()).toEqual({ errors: { file: "Choose a picture to upload." } });
    expect(files()).toEqual(before);
  });
});

describe("the Pictures screen", () => {
  it("sends a signed-out visitor to the sign-in page", async () => {
    expect(locationOf(await callLoader(picturesRoute, get("/admin/pictures")))).toMatch(
      /^\/login\?redirectTo=/,
    );
  });

  it("uploads without JavaScript, lists the picture with its thumbnail, and edits its description", async () => {
    const cookie = await signIn("pictures-editor", { role: "editor", scope: "vidhyapeeth" });
    const refused = await callAction(
      picturesRoute,
      post("/admin/pictures", upload(new File(["x"], "x.png"), "Kept text"), { cookie }),
    );
    expect(statusOf(refused)).toBe(400);
    expect(dataOf(refused)).toMatchObject({
      kind: "upload",
      errors: { file: expect.stringContaining("is not a photo") },
      values: { alt: "Kept text" },
    });
    const done = await callAction(
      picturesRoute,
      post("/admin/pictures", upload(new File([new Uint8Array(png)], "hall.png"), "The hall"), { cookie }),
    );
    expect(locationOf(done)).toBe("/admin/pictures?done=uploaded");
    const screen = await loaderData(picturesRoute, get("/admin/pictures?done=uploaded", { cookie }));
    expect(screen.done).toBe("uploaded");
    const hall = screen.pictures.find((p) => p.alt === "The hall");
    expect(hall?.thumb).toMatch(/^\/uploads\/pictures\/[0-9a-f]{24}-thumb\.webp$/);
    expect(hall?.usedOn).toEqual([]);

    const empty = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: String(hall?.id), alt: " " }, { cookie }),
    );
    expect(statusOf(empty)).toBe(400);
    expect(dataOf(empty)).toMatchObject({ kind: "alt", id: hall?.id, errors: { alt: expect.any(String) } });
    // The one picture-description rule: a pasted control character is refused beside the field.
    const pasted = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: String(hall?.id), alt: "The\u0000 hall" }, { cookie }),
    );
    expect(statusOf(pasted)).toBe(400);
    expect(dataOf(pasted)).toMatchObject({
      kind: "alt",
      errors: { alt: CONTROL_CHARACTER_MESSAGE },
      values: { alt: "The\u0000 hall" },
    });
    const saved = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: String(hall?.id), alt: "The assembly hall" }, { cookie }),
    );
    expect(locationOf(saved)).toBe("/admin/pictures?done=saved");
    expect((await listPictures()).find((p) => p.id === hall?.id)?.alt).toBe("The assembly hall");
    expect((await audits()).slice(-2)).toEqual([
      expect.objectContaining({
        username: "pictures-editor",
        action: "upload",
        summary: "Uploaded the picture “The hall”",
      }),
      expect.objectContaining({ action: "update", summary: "Described a picture as “The assembly hall”" }),
    ]);
    const gone = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: "999999", alt: "x" }, { cookie }),
    );
    expect(locationOf(gone)).toBe("/admin/pictures?done=gone");
  });
});
