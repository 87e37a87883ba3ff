import { settingsSchemas } from "~content/schemas/settings";
import { type DB, db } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { readJson } from "../platform/stored-json.server";
import { folderOf, overviewFolder } from "./overviews";
import { readPageTitles } from "./page-titles.server";

/** A place that links to a page: the page or settings group that holds the link, in words. */
export interface LinkingPlace {
  /** The page's address (`/facilities`) or the settings row (`settings:navigation`). */
  path: string;
  /** "Facilities", "Site settings: Menus and footer". */
  name: string;
  /** How many links it holds to the page. */
  links: number;
}

/**
 * How a settings row (`settings:navigation`) is named to a clerk: "Site settings: Menus and footer",
 * its group's label; undefined for a page's address.
 */
export function settingsPlaceName(path: string): string | undefined {
  if (!path.startsWith("settings:")) return undefined;
  const group = path.slice("settings:".length);
  const label = settingsSchemas[group as keyof typeof settingsSchemas]?.meta()?.label;
  return `Site settings: ${label ?? group}`;
}

/** How many links to `target` a stored value holds: `to` (blocks' links), `page` (menus), `href`. */
function countLinks(value: unknown, target: string): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countLinks(item, target), 0);
  if (!value || typeof value !== "object") return 0;
  const record = value as Record<string, unknown>;
  const own = ["to", "page", "href"].some((key) => record[key] === target) ? 1 : 0;
  return own + Object.values(record).reduce<number>((sum, item) => sum + countLinks(item, target), 0);
}

/**
 * Every published page and settings group that links to the page at `target`, with its name and how many
 * links, in address order; the page itself left out. An overview of `target`'s folder counts as one link
 * (it lists the office's pages there). For the editor's Hide and Delete, which say what
 * visitors will no longer be led to (public pages drop such links: `withoutRemovedLinks`). Never throws:
 * a failed read logs "Error fetching links to a page:" and gives an empty list.
 */
export async function linksTo(target: string, database: DB = db()): Promise<LinkingPlace[]> {
  const rows = await safeRead(
    "links to a page",
    () =>
      database
        .selectFrom("pages")
        .select(["path", "published"])
        .where("published", "is not", null)
        .where("deleted_at", "is", null)
        .where("path", "<>", target)
        .execute(),
    [],
  );
  const titles = await readPageTitles(database);
  const places: LinkingPlace[] = [];
  for (const row of rows) {
    let value: unknown;
    try {
      value = readJson(row.published);
    } catch {
      continue;
    }
    // An overview of the page's folder lists it without a stored link (`withAddedPages`).
    const blocks = (value as { blocks?: unknown }).blocks;
    const listed =
      Array.isArray(blocks) && blocks.some((block) => overviewFolder(block) === folderOf(target)) ? 1 : 0;
    const links = countLinks(value, target) || listed;
    if (links === 0) continue;
    places.push({
      path: row.path,
      name: settingsPlaceName(row.path) ?? titles.get(row.path) ?? row.path,
      links,
    });
  }
  return places.sort((a, b) => a.path.localeCompare(b.path));
}
