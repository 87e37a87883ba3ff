import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { closeDb, type DB, now } from "~/lib/platform/db.server";
import { ALT_MAX, CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
import { testDatabases, useAsAppDatabase } from "../../../../tests/support/databases";
import {
  callAction,
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

/**
 * The Pictures tab's forms as the office uses them, on SQLite and on PostgreSQL: the forms the loader
 * draws from content/schemas/uploaded-pictures.ts, posted exactly as drawn with what a clerk types, save; an
 * invisible control character (NUL, which PostgreSQL cannot store) or an over-long description is
 * refused beside the field with the schema's message, and the form comes back holding what was typed.
 * The picture picker's upload refuses the same description with its JSON answer's shape.
 */

// Uploads of this file go to a folder of its own.
const uploads = mkdtempSync(join(tmpdir(), "route-picture-forms-"));
process.env.UPLOADS_DIR = uploads;
process.env.UPLOAD_MAX_MB = "1";

/** The files in the upload storage. */
function storedFiles(): string[] {
  if (!existsSync(uploads)) return [];
  return readdirSync(uploads, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

type Text = Extract<FieldNode, { kind: "text" }>;

/** The control named `name` in the drawn `node`. */
function fieldOf(node: FieldNode | undefined, name: string): FieldNode | undefined {
  if (!node) return undefined;
  if ("name" in node && node.name === name) return node;
  if (node.kind === "group") {
    for (const child of node.children) {
      const found = fieldOf(child, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** The fields the drawn `node` posts, with `changes` typed over them. */
function typedOver(node: FieldNode, changes: Record<string, string>): Record<string, string> {
  return { ...Object.fromEntries(postedFields(node)), ...changes };
}

afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe.each(testDatabases())("the Pictures tab's forms ($name)", (target) => {
  let database: DB;
  let cookie = "";
  let png: Buffer;
  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    cookie = await signIn(`pictures-clerk-${target.name}`);
    png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#396" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  /** A picture in the library (its row only: the forms never read its files), by its description. */
  async function addPicture(alt: string): Promise<number> {
    const key = `pictures/${Math.random().toString(16).slice(2, 14).padEnd(12, "0")}${"a".repeat(12)}`;
    const row = await database
      .insertInto("site_images")
      .values({
        file_key: key,
        width: 800,
        height: 600,
        alt,
        original_name: "hall.png",
        uploaded_at: now(),
        updated_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The screen's data, as its loader gives it. */
  const screen = () => loaderData(picturesRoute, get("/admin/pictures", { cookie }));

  /** The "Default description" form of picture `id`, as the loader draws it. */
  async function descriptionForm(id: number): Promise<FieldNode> {
    const picture = (await screen()).pictures.find((p) => p.id === id);
    if (!picture) throw new Error(`picture ${id} is not listed`);
    return picture.form;
  }

  const storedAlt = async (id: number) =>
    (await database.selectFrom("site_images").select("alt").where("id", "=", id).executeTakeFirst())?.alt;

  it("draws the Default description from the schema, and saves it posted as drawn and as typed", async () => {
    const id = await addPicture("The hall");
    const form = await descriptionForm(id);
    const alt = fieldOf(form, "alt") as Text | undefined;
    expect(alt).toMatchObject({ kind: "text", label: "Default description", value: "The hall" });
    expect(alt).toMatchObject({ required: true, maxLength: ALT_MAX });

    const asDrawn = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: String(id), ...typedOver(form, {}) }, { cookie }),
    );
    expect(locationOf(asDrawn)).toBe("/admin/pictures?done=unchanged");

    const typed = await callAction(
      picturesRoute,
      post(
        "/admin/pictures",
        { id: String(id), ...typedOver(form, { alt: "  The assembly hall " }) },
        { cookie },
      ),
    );
    expect(locationOf(typed)).toBe("/admin/pictures?done=saved");
    expect(await storedAlt(id)).toBe("The assembly hall");
    expect(fieldOf(await descriptionForm(id), "alt")).toMatchObject({ value: "The assembly hall" });
  });

  it.each([
    ["a NUL", "The\u0000 hall", CONTROL_CHARACTER_MESSAGE],
    [
      "an over-long description",
      "h".repeat(ALT_MAX + 1),
      `At most ${ALT_MAX} characters. Please shorten it.`,
    ],
    ["an empty description", "  ", "Say what the picture shows, for people who cannot see it."],
  ])("refuses %s beside the Default description, keeping what was typed", async (_, typed, message) => {
    const id = await addPicture("The library");
    const form = await descriptionForm(id);
    const result = await callAction(
      picturesRoute,
      post("/admin/pictures", { id: String(id), ...typedOver(form, { alt: typed }) }, { cookie }),
    );
    expect(statusOf(result)).toBe(400);
    const refusal = dataOf<{ kind: string; id: number; errors: Record<string, string>; node: FieldNode }>(
      result,
    );
    expect(refusal).toMatchObject({ kind: "alt", id, errors: { alt: message } });
    expect(fieldOf(refusal.node, "alt")).toMatchObject({ error: message, value: typed });
    expect(await storedAlt(id)).toBe("The library");
  });

  it("the upload form, posted as drawn with a file and a description, stores the picture", async () => {
    const { uploadForm } = await screen();
    expect(fieldOf(uploadForm, "file")).toMatchObject({
      kind: "file",
      label: "Picture file",
      required: true,
      help: "JPEG, PNG, WebP, AVIF or GIF. Up to 1 MB.",
    });
    expect(fieldOf(uploadForm, "alt")).toMatchObject({
      kind: "text",
      label: "What the picture shows (for people who cannot see it)",
      required: true,
      maxLength: ALT_MAX,
    });
    const body = new FormData();
    for (const [name, value] of Object.entries(typedOver(uploadForm, { alt: "Sports day" }))) {
      body.set(name, value);
    }
    body.set("file", new File([new Uint8Array(png)], "sports.png", { type: "image/png" }));
    const done = await callAction(picturesRoute, post("/admin/pictures", body, { cookie }));
    expect(locationOf(done)).toBe("/admin/pictures?done=uploaded");
    const row = await database
      .selectFrom("site_images")
      .select(["alt", "original_name"])
      .where("alt", "=", "Sports day")
      .executeTakeFirst();
    expect(row).toEqual({ alt: "Sports day", original_name: "sports.png" });
  });

  it("refuses a control character in an upload's description beside the field, storing nothing", async () => {
    const before = storedFiles().length;
    const count = async () =>
      Number(
        (
          await database
            .selectFrom("site_images")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );
    const rows = await count();
    const upload = () => {
      const body = new FormData();
      body.set("alt", "Annual\u0000 day");
      body.set("file", new File([new Uint8Array(png)], "annual.png", { type: "image/png" }));
      return body;
    };

    const screenRefusal = await callAction(picturesRoute, post("/admin/pictures", upload(), { cookie }));
    expect(statusOf(screenRefusal)).toBe(400);
    const refused = dataOf<{ errors: Record<string, string>; values: { alt: string }; node: FieldNode }>(
      screenRefusal,
    );
    expect(refused).toMatchObject({
      kind: "upload",
      errors: { alt: CONTROL_CHARACTER_MESSAGE },
      values: { alt: "Annual\u0000 day" },
    });
    expect(fieldOf(refused.node, "alt")).toMatchObject({
      error: CONTROL_CHARACTER_MESSAGE,
      value: "Annual\u0000 day",
    });

    // The picker dialog's script reads `{ errors: { file?, alt? } }`.
    const picker = responseOf(
      await callAction(libraryRoute, post("/admin/pictures/library", upload(), { cookie })),
    );
    expect(picker.status).toBe(422);
    expect(await picker.json()).toEqual({ errors: { alt: CONTROL_CHARACTER_MESSAGE } });

    expect(await count()).toBe(rows);
    expect(storedFiles()).toHaveLength(before);
  });
});
