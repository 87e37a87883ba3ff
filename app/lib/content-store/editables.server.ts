import type { z } from "zod";
import { type ContentPage, pageSchema } from "~content/schemas/page";
import { SETTINGS_GROUPS, type SettingsGroup, settingsSchemas } from "~content/schemas/settings";
import { sectionedPages } from "~content/sectioned-pages";
import { settingsDefaults } from "~content/settings";
import { shippedTamil, withTamilTexts } from "~content/tamil";
import { type DB, db } from "../platform/db.server";
import { readThroughSchema } from "../platform/stored-json.server";
import { contentPages } from "./pages.server";

/**
 * Everything the office edits in the Pages section, by the URL of the page it
 * draws: the content pages (blocks, `content/schemas/page.ts`) and the pages built of fixed sections —
 * the home page, the two school home pages, bus routes, training, and the words (title, introduction,
 * summary) of the pages whose list is kept elsewhere: the notice board, the three galleries, the media
 * library and the admission enquiry — each with its own schema and its shipped default from `content/`. All are stored the same way, in the `pages` table
 * (page-store.server.ts), and edited by the same editor, drawn from the schema.
 */
export interface Editable<T = unknown> {
  /** The URL of the page it draws; its key in the `pages` table. */
  path: string;
  /** What the Pages list calls it when the value has no `title` of its own. */
  title: string;
  /**
   * "page": blocks drawn by routes/site/page.tsx; "sections": a page with a route of its own;
   * "settings": a group of the site settings, drawn by many pages (decision 0017).
   */
  kind: "page" | "sections" | "settings";
  schema: z.ZodType<T>;
  /** The default this release ships; for a page the office added, the value it was first published with. */
  shipped: T;
  /** "office" for a page the office added (migration 0017); shipped things leave it out. */
  origin?: "office";
}

/** The pages built of fixed sections, as content/sectioned-pages.ts declares them. */
const sections: Editable[] = Object.entries(sectionedPages).map(([path, page]) => ({
  path,
  title: page.title,
  kind: "sections",
  schema: page.schema as z.ZodType,
  shipped: page.shipped,
}));

/** The `pages` key of settings group `group`: `settings:<group>`, which no URL can be (URLs start with "/"). */
export function settingsPath(group: SettingsGroup): string {
  return `settings:${group}`;
}

/**
 * The settings group stored at `path`, or undefined when `path` is no settings key. Without regard to
 * case: the site answers every URL in lower case (architecture ruling 1), so `/admin/settings/homeslides`
 * names `homeSlides`.
 */
export function settingsGroupOf(path: string): SettingsGroup | undefined {
  const group = path.toLowerCase().startsWith("settings:")
    ? path.slice("settings:".length).toLowerCase()
    : "";
  return SETTINGS_GROUPS.find((g) => g.toLowerCase() === group);
}

/** The words a settings group goes by: its schema's `meta({ label })`, else its key. */
function groupTitle(group: SettingsGroup): string {
  const meta = settingsSchemas[group].meta() as { label?: string } | undefined;
  return meta?.label ?? group;
}

/** Each settings group as an editable thing, in the order the Site settings screen lists them. */
const settingsEntries: Editable[] = SETTINGS_GROUPS.map((group) => ({
  path: settingsPath(group),
  title: groupTitle(group),
  kind: "settings",
  schema: settingsSchemas[group] as z.ZodType,
  shipped: settingsDefaults[group],
}));

/**
 * Everything the office edits with the schema editor, by its key in the `pages` table: the sectioned
 * pages, then the content pages as `content/` lists them, then the settings groups. Each ships with
 * its Tamil beside its English (`shippedTamil`, content/tamil/), which a `/ta` page shows.
 */
export const editables: ReadonlyMap<string, Editable> = new Map(
  [
    ...sections,
    ...[...contentPages.values()].map(
      (page): Editable<ContentPage> => ({
        path: page.path,
        title: page.title,
        kind: "page",
        schema: pageSchema,
        shipped: page,
      }),
    ),
    ...settingsEntries,
  ].map((e) => [
    e.path,
    { ...e, shipped: withTamilTexts(e.shipped, shippedTamil[e.path] ?? {}) } as Editable,
  ]),
);

/** The editable page at `path`, or undefined. */
export function editable(path: string): Editable | undefined {
  return editables.get(path);
}

/** The title of `value` of `entry`: its own `title` when it has one, else the entry's. */
export function titleOf(entry: Editable, value: unknown): string {
  const own = (value as { title?: unknown } | null)?.title;
  return typeof own === "string" && own.trim() ? own : entry.title;
}

/**
 * The page the office added at `path` (migration 0017) as an editable thing, or undefined when no
 * office page is stored there. Its schema is the content page schema; what it "ships" is the value it
 * was first published with (its oldest kept version), else its stored value (not published yet). A
 * stored value that is no page any more gives undefined (start-up's `checkStoredContent` refuses such
 * a row before anything reads it). Throws when the database cannot be read.
 */
export async function officeEditable(path: string, database: DB = db()): Promise<Editable | undefined> {
  const row = await database
    .selectFrom("pages")
    .select("published")
    .where("path", "=", path)
    .where("origin", "=", "office")
    .executeTakeFirst();
  if (!row) return undefined;
  const first = await database
    .selectFrom("page_versions")
    .select("data")
    .where("path", "=", path)
    .orderBy("number", "asc")
    .limit(1)
    .executeTakeFirst();
  const read = (value: unknown, what: string) =>
    readThroughSchema(value, pageSchema, undefined, `page ${path}`, { instead: what, once: what });
  const published = read(row.published, "not editing it");
  if (!published) return undefined;
  return {
    path,
    title: published.title,
    kind: "page",
    schema: pageSchema as z.ZodType,
    shipped: (first && read(first.data, "taking the published page as its first version")) ?? published,
    origin: "office",
  };
}

/**
 * What is edited at `path`: a shipped thing of `editables`, else a page the office added
 * (`officeEditable`), else undefined. The one look-up of the editor, the preview and the page store.
 * Throws when the database must be read and cannot be.
 */
export async function editableAt(path: string, database: DB = db()): Promise<Editable | undefined> {
  return editables.get(path) ?? (path.startsWith("/") ? officeEditable(path, database) : undefined);
}
