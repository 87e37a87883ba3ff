import type { Insertable } from "kysely";
import type { z } from "zod";
import { classLabel } from "~content/admissions";
import { inLanguage, tamilOf } from "~content/bilingual";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import type { ResolvedPage } from "~content/schemas/resolved-page";
import { editable } from "../content-store/editables.server";
import { readPageListing } from "../content-store/page-store.server";
import { readPageTitles } from "../content-store/page-titles.server";
import { readPeople } from "../content-store/people.server";
import { readSettings } from "../content-store/settings.server";
import type { Audience, DB, SearchEntryTable } from "../platform/db.server";
import { readJson, readThroughSchema } from "../platform/stored-json.server";
import { eventPath, noticePath } from "../published/paths";
import { isNotIndexed } from "../site/not-indexed";
import { resolveReferences } from "../site/references";
import { currentReferences } from "../site/references.server";
import { resolvePage } from "../site/resolve-page.server";
import { rteListDocuments } from "../site/rte.server";
import { pageText, pageTitle } from "./page-text";
import { type DocumentFiles, documentTexts } from "./pdf-text.server";
import { withoutMarkers } from "./query";

/**
 * What site search can find, read from the tables visitors' pages are drawn from (never from drafts):
 * the published content pages visitors can open, every notice and announcement and event with its
 * schedule (filtered when searching, so that one published at 10:00 is found at 10:00 without a
 * rebuild), and every document with the words of its PDF. Never the pages kept out of every index
 * (../site/not-indexed.ts: the RTE pages) nor the documents of their lists, which name children.
 */

/** One row of the index. */
export type SearchEntry = Insertable<SearchEntryTable>;

/** Text made safe to index: no highlight markers, NFC (the form queries are normalised to). */
const clean = (text: string) => withoutMarkers(text).normalize("NFC");

/** `text` with the Tamil texts after it that are not already in it (each on its own line). */
function withTamil(text: string, ...tamil: string[]): string {
  return [text, ...tamil.filter((t) => t !== "" && !text.includes(t))].join("\n");
}

/**
 * The Tamil values of a record's `fields` (its JSON column, decision 0032) for the fields `keys`, as
 * text: none when it has none or cannot be read.
 */
function tamilTexts(fields: unknown, keys: readonly string[]): string[] {
  let stored: unknown;
  try {
    stored = readJson(fields ?? null);
  } catch {
    return [];
  }
  return keys.flatMap((key) => tamilOf(stored, key)?.text ?? []);
}

/** An entry with its text cleaned. */
function entry(row: SearchEntry): SearchEntry {
  return { ...row, title: clean(row.title), body: clean(row.body) };
}

/**
 * The published pages visitors can open: rows of `pages` at an address (settings rows are keyed
 * `settings:<group>`), not hidden, not deleted. References are replaced by today's facts and people
 * named by id by their names and posts.
 */
async function pageEntries(database: DB): Promise<SearchEntry[]> {
  const [rows, references, people] = await Promise.all([
    database
      .selectFrom("pages")
      .select(["path", "section", "published", "updated_at"])
      .where("path", "like", "/%")
      .where("hidden", "=", 0)
      .where("deleted_at", "is", null)
      .orderBy("path")
      .execute(),
    currentReferences(database),
    readPeople(database),
  ]);
  const names = new Map(
    [...people.values()].map((person) => [person.id, [person.name, person.post].filter(Boolean).join(", ")]),
  );
  // What each content page shows, as its route draws it: the fees and admission rules of the settings,
  // people, links by their titles (`resolvePage`), so a fact held in the settings is found on its page.
  const settings = readSettings(database);
  const titles = readPageTitles(database);
  const listing = readPageListing(database);
  const shown = async (value: unknown): Promise<unknown> => {
    if (!isContentPage(value)) return value;
    return withClassLabels(await resolvePage(value, database, settings, titles, listing));
  };
  // What visitors see: a stored value that no longer fits its schema gives the shipped default, as
  // `readPage` does, and an office page without one answers 404, so it is not indexed.
  const values = await Promise.all(
    rows.map(async (row) => {
      const entry = editable(row.path);
      const stored = readThroughSchema(
        row.published,
        (entry?.schema ?? pageSchema) as z.ZodType<unknown>,
        entry ? entry.shipped : undefined,
        `page ${row.path}`,
        { instead: "indexing the shipped one", once: row.updated_at },
      );
      return stored === undefined ? undefined : shown(resolveReferences(stored, references));
    }),
  );
  return rows.flatMap((row, index) => {
    const value = values[index];
    // A page kept out of every index (the RTE pages, whose lists name children) is not searched either.
    if (value === undefined || isNotIndexed(row.path)) return [];
    return entry({
      kind: "page",
      key: row.path,
      title: pageTitle(value) ?? editable(row.path)?.title ?? row.path,
      // The page's Tamil too, so a Tamil word finds it (decision 0032).
      body: withTamil(pageText(value, names), pageText(inLanguage(value, "ta"), names)),
      url: row.path,
      audience: row.section,
      publish_at: null,
      expire_at: null,
      date: null,
    });
  });
}

/** True for a stored content page (a path and blocks), which `resolvePage` draws. */
function isContentPage(value: unknown): value is ContentPage {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { path?: unknown }).path === "string" &&
    Array.isArray((value as { blocks?: unknown }).blocks)
  );
}

/** A drawn page with each fee row's class code as parents read it ("I" → "Class I"). */
function withClassLabels(page: ResolvedPage): ResolvedPage {
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === "fees" && block.fees
        ? {
            ...block,
            fees: {
              ...block.fees,
              rows: block.fees.rows.map((row) => ({ ...row, class: classLabel(row.class) })),
            },
          }
        : block,
    ),
  };
}

/** Every notification and announcement, their schedule kept for the search to check. */
async function noticeEntries(database: DB): Promise<SearchEntry[]> {
  const columns = [
    "id",
    "title",
    "description",
    "date",
    "audience",
    "publish_at",
    "expire_at",
    "fields",
  ] as const;
  const [notes, news] = await Promise.all([
    database.selectFrom("notifications").select(columns).orderBy("id").execute(),
    database.selectFrom("announcements").select(columns).orderBy("id").execute(),
  ]);
  const toEntry = (kind: "notification" | "announcement") => (row: (typeof notes)[number]) =>
    entry({
      kind: "notice",
      key: `${kind}:${row.id}`,
      title: row.title,
      body: withTamil(row.description, ...tamilTexts(row.fields, ["title", "description"])),
      url: noticePath(kind, row.id, row.title),
      audience: row.audience,
      publish_at: row.publish_at,
      expire_at: row.expire_at,
      date: row.date,
    });
  return [...notes.map(toEntry("notification")), ...news.map(toEntry("announcement"))];
}

/** Every event of the calendar: its title, place and description, dated by its first day. */
async function eventEntries(database: DB): Promise<SearchEntry[]> {
  const rows = await database
    .selectFrom("events")
    .select([
      "id",
      "title",
      "place",
      "description",
      "start_date",
      "audience",
      "publish_at",
      "expire_at",
      "fields",
    ])
    .orderBy("id")
    .execute();
  return rows.map((row) =>
    entry({
      kind: "event",
      key: `event:${row.id}`,
      title: row.title,
      body: withTamil(
        [row.place, row.description].filter(Boolean).join("\n"),
        ...tamilTexts(row.fields, ["title", "place", "description"]),
      ),
      url: eventPath(row.id, row.title),
      audience: row.audience,
      publish_at: row.publish_at,
      expire_at: row.expire_at,
      date: row.start_date,
    }),
  );
}

/**
 * Every document, found at its permanent URL by its title and the words of its PDF, except the lists
 * of the RTE pages (`rteListDocuments`).
 */
async function documentEntries(database: DB, files: DocumentFiles): Promise<SearchEntry[]> {
  const [rows, texts, rteLists] = await Promise.all([
    database
      .selectFrom("documents")
      .select(["id", "path", "title", "audience", "issued_on"])
      .orderBy("id")
      .execute(),
    documentTexts(database, files),
    rteListDocuments(database),
  ]);
  // The RTE lottery's lists name children: a search for a child's name finds nothing.
  return rows
    .filter((row) => !rteLists.has(row.path))
    .map((row) =>
      entry({
        kind: "document",
        key: `document:${row.id}`,
        title: row.title,
        body: texts.get(row.id) ?? "",
        url: row.path,
        audience: row.audience as Audience,
        publish_at: null,
        expire_at: null,
        date: row.issued_on,
      }),
    );
}

/**
 * Every entry of the index as the published tables hold them now. Reads new PDFs (slow the first
 * time, then cached: ./pdf-text.server.ts). Throws when the database cannot be read.
 */
export async function searchEntries(database: DB, files: DocumentFiles = {}): Promise<SearchEntry[]> {
  const [pages, notices, events, documents] = await Promise.all([
    pageEntries(database),
    noticeEntries(database),
    eventEntries(database),
    documentEntries(database, files),
  ]);
  return [...pages, ...notices, ...events, ...documents];
}
