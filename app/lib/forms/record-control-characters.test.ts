import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { newAccountSchema, ownPasswordChangeSchema, passwordResetSchema } from "~content/schemas/accounts";
import { linkAlbumSchema, photoAlbumSchema, photoAltsSchema } from "~content/schemas/albums";
import { alertSchema } from "~content/schemas/alerts";
import { announcementSchema } from "~content/schemas/announcements";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "~content/schemas/common";
import { documentRecordSchema } from "~content/schemas/documents";
import { eventSchema } from "~content/schemas/events";
import { noticeSchema } from "~content/schemas/notices";
import { personSchema } from "~content/schemas/people";
import { pictureDescriptionSchema, pictureUploadSchema } from "~content/schemas/uploaded-pictures";
import { videoSchema } from "~content/schemas/videos";
import { readRecordAsync } from "./record-form.server";
import { type FieldNode, postedFields } from "./schema-form";
import { describeValue } from "./schema-form.server";

/**
 * Every record the office types (notices, announcements, videos, events, urgent alerts, photo albums
 * and their photos' descriptions, link albums, people, documents, the picture library's upload and
 * default descriptions, accounts) refuses an invisible control character in any of its text fields,
 * wherever in the text and whichever control it is, with the one message beside that field (the record reader, `readRecord`): it is refused before anything
 * reaches a database, so SQLite and PostgreSQL (which cannot store a NUL) answer the same. The route tests post the same forms to both.
 */

const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS || 20);

/** Rules the account forms are given by the server; here they accept everything. */
const anyPassword = () => null;
const nobodyHasIt = async () => false;

/** Each record's schema, with what a clerk types into the fields its form leaves empty. */
const records: { name: string; schema: z.ZodType; typed: Record<string, string> }[] = [
  { name: "notice", schema: noticeSchema, typed: { title: "Holiday", date: "2026-06-15" } },
  { name: "announcement", schema: announcementSchema, typed: { title: "Sports day", date: "2026-06-15" } },
  {
    name: "video",
    schema: videoSchema,
    typed: { title: "Annual day", youtube_id: "https://youtu.be/aBcDeFgHiJ0" },
  },
  {
    name: "event",
    schema: eventSchema,
    typed: { title: "PTA meeting", start_date: "2026-06-15", start_time: "10:00", end_time: "12:00" },
  },
  { name: "urgent alert", schema: alertSchema, typed: { message: "School closed tomorrow" } },
  { name: "photo album", schema: photoAlbumSchema, typed: { title: "Sports day", date: "2026-06-15" } },
  { name: "photos' descriptions", schema: photoAltsSchema([1, 2]), typed: {} },
  {
    name: "link album",
    schema: linkAlbumSchema,
    typed: { title: "Sports day", link: "https://photos.example.com/sports-day" },
  },
  {
    name: "person",
    schema: personSchema.omit({ id: true }),
    typed: { name: "Mrs. L. Shanthi", post: "Principal" },
  },
  { name: "document", schema: documentRecordSchema, typed: { title: "Fee order" } },
  { name: "picture upload", schema: pictureUploadSchema, typed: { alt: "Pupils in the library" } },
  { name: "picture's default description", schema: pictureDescriptionSchema, typed: {} },
  {
    name: "new account",
    schema: newAccountSchema(anyPassword, nobodyHasIt),
    typed: { username: "office", password: "a-long-password-1" },
  },
  {
    name: "password reset",
    schema: passwordResetSchema(anyPassword, "office"),
    typed: { password: "a-long-password-1" },
  },
  {
    name: "own password",
    schema: ownPasswordChangeSchema(anyPassword, "office"),
    typed: { current: "the-old-password", password: "a-long-password-1", confirm: "a-long-password-1" },
  },
];

/** The names of the free-text fields of `node` (not dates, times or choices: their values are fixed forms). */
function textFields(node: FieldNode, into: string[] = []): string[] {
  if (node.kind === "text" && !["date", "time", "datetime-local"].includes(node.inputType ?? "text")) {
    into.push(node.name);
  }
  if (node.kind === "group") for (const child of node.children) textFields(child, into);
  if (node.kind === "list") for (const item of node.items) textFields(item, into);
  return into;
}

/** The invisible controls no text may hold (NUL, the other C0 controls but tab and line breaks, DEL). */
const controls = [...Array(128).keys()]
  .map((code) => String.fromCharCode(code))
  .filter((char) => CONTROL_CHARACTERS.test(char));

describe.each(records)("a control character in a $name's text", ({ schema, typed }) => {
  const node = describeValue(schema, {}, "", {});
  const fields = textFields(node);
  const posted = postedFields(node).map(([name, value]) => [name, typed[name] ?? value] as const);

  it("is refused beside the field it is in, with the one message", async () => {
    expect(fields.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.constantFrom(...controls),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        async (field, control, before, after) => {
          const form = new FormData();
          for (const [name, value] of posted) {
            // Inside the words: at either end, a tab-like control is trimmed away with the spaces.
            const words = value || "words";
            const pasted = `${before}${words.slice(0, 1)}${control}${words.slice(1)}${after}`;
            form.append(name, name === field ? pasted : value);
          }
          if (!posted.some(([name]) => name === field)) form.append(field, `${before}w${control}x${after}`);
          const read = await readRecordAsync(schema, form);
          expect(read.ok).toBe(false);
          if (!read.ok) expect(read.errors[field]).toBe(CONTROL_CHARACTER_MESSAGE);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
