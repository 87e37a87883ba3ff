import { type Kysely, sql } from "kysely";
import { asTamil, type TamilValue } from "~content/bilingual";
import { shippedPageTitles } from "~content/page-titles";
import type { PageLink } from "~content/schemas/page";
import { noteAddedPages, otherPages, titledPages } from "~content/site-pages";
import { type DB, db, isPostgres } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";

/**
 * What each page of this site is called now, for the links that name a page rather than copy its
 * words: the menus and the footer (`navigation` settings), the links and cards of the pages. A page
 * the office titles (`titledPages`, and any page the office added) is called by the title it has as
 * published; the others by their fixed name (`otherPages` of `content/site-pages.ts`). A hidden or
 * deleted page has no name here, so the menus leave it out (`resolveNavigation`).
 */

/** Page address → what a link to it shows. */
export type PageTitles = ReadonlyMap<string, string>;

/** The names before any title is read: the shipped titles and the other pages' names. */
const SHIPPED: PageTitles = new Map([...Object.entries(otherPages), ...shippedPageTitles]);

const TITLED = new Set(titledPages);

/** The longest title a page may have (`pageSchema`'s `title`): a longer stored one is no valid page. */
const TITLE_MAX = 120;

/**
 * Every page's current name (`PageTitles`): the `title` of each titled page's published value in
 * `pages`, read in one query that takes the title out of the stored JSON in the database (not the
 * pages' blocks), over the shipped titles and names. The pages the office added are among them, and
 * are noted as pages a link may name (`noteAddedPages`). Never throws (every public page calls it): a
 * failed read logs "Error fetching page titles:" and gives the shipped titles; a row whose title is
 * missing, empty or too long keeps the shipped one (the page itself then shows its shipped default).
 */
export async function readPageTitles(database: DB = db()): Promise<PageTitles> {
  const rows = await safeRead(
    "page titles",
    async () => {
      // The title alone, taken out of the JSON by the database: not every page's blocks per request.
      const title = isPostgres(database as Kysely<unknown>)
        ? sql<unknown>`published ->> 'title'`
        : sql<unknown>`case when json_valid(published) then json_extract(published, '$.title') end`;
      return database
        .selectFrom("pages")
        .select(["path", title.as("title"), "hidden", "deleted_at"])
        .where("path", "like", "/%")
        .execute();
    },
    null,
  );
  // A read that failed says nothing of the office's titles or pages: the shipped names, and the pages
  // the office added as the last read saw them.
  if (rows === null) return SHIPPED;
  const titles = new Map(SHIPPED);
  const added: string[] = [];
  for (const row of rows) {
    // A hidden or deleted page is no page a visitor can open: it has no name, so no menu lists it.
    if (Number(row.hidden) || row.deleted_at !== null) {
      titles.delete(row.path);
      if (!TITLED.has(row.path)) added.push(row.path);
      continue;
    }
    // Pages without a title of their own (home pages, lists, forms) keep their fixed names.
    if (row.path in otherPages || typeof row.title !== "string") continue;
    const trimmed = row.title.trim();
    if (!trimmed || trimmed.length > TITLE_MAX) continue;
    titles.set(row.path, trimmed);
    if (!TITLED.has(row.path)) added.push(row.path);
  }
  noteAddedPages(added);
  return titles;
}

/** Titles already read for a request, by its load context (one read per request, however many loaders). */
const perRequest = new WeakMap<object, Promise<PageTitles>>();

/**
 * The page titles for the request whose load context is `context` (React Router's
 * `RouterContextProvider`, one per request): read once, shared by the root loader (menus, footer) and
 * the page's own loader (its links). Never throws.
 */
export function pageTitlesFor(context: object, database?: DB): Promise<PageTitles> {
  let titles = perRequest.get(context);
  if (!titles) {
    titles = readPageTitles(database);
    perRequest.set(context, titles);
  }
  return titles;
}

/** Each page's Tamil title (decision 0032), by address, with the English it was written for. */
export type TamilPageTitles = ReadonlyMap<string, TamilValue>;

/**
 * The Tamil title of every page of the `pages` table that has one, for the menus of the Tamil pages:
 * taken out of the JSON by the database (the title's Tamil only). Empty when the database cannot be
 * read (the menus then show the English titles, marked as English). Never throws.
 */
export async function readTamilPageTitles(database: DB = db()): Promise<TamilPageTitles> {
  const rows = await safeRead("Tamil page titles", async () => {
    const tamil = isPostgres(database as Kysely<unknown>)
      ? sql<unknown>`published -> 'title@ta'`
      : sql<unknown>`case when json_valid(published) then json_extract(published, '$."title@ta"') end`;
    return database
      .selectFrom("pages")
      .select(["path", tamil.as("tamil")])
      .where("path", "like", "/%")
      .execute();
  }, []);
  const titles = new Map<string, TamilValue>();
  for (const row of rows) {
    let value: unknown = row.tamil;
    if (typeof value === "string") {
      try {
        value = JSON.parse(value);
      } catch {
        continue;
      }
    }
    const tamil = asTamil(value);
    if (tamil) titles.set(row.path, tamil);
  }
  return titles;
}

const tamilPerRequest = new WeakMap<object, Promise<TamilPageTitles>>();

/** `readTamilPageTitles`, once per request (its load context). Never throws. */
export function tamilPageTitlesFor(context: object, database?: DB): Promise<TamilPageTitles> {
  let titles = tamilPerRequest.get(context);
  if (!titles) {
    titles = readTamilPageTitles(database);
    tamilPerRequest.set(context, titles);
  }
  return titles;
}

/**
 * The words a link of a page's blocks shows: its own; for a link to a page of this site without
 * words of its own, or whose words are that page's shipped title (the shipped pages name the pages
 * they link to by their titles), the page's title in `titles` as it is now, so the link follows a
 * rename. A link without words to an address that is no named page shows the address.
 */
export function linkWords(link: PageLink, titles: PageTitles): string {
  if (!("to" in link)) return link.label;
  const current = titles.get(link.to);
  if (link.label !== undefined && link.label !== shippedPageTitles.get(link.to)) return link.label;
  return current ?? link.label ?? link.to;
}

/** The blocks that hold links to pages, as this step reads them (whatever other steps did). */
type AnyBlock = { type: string };
type LinksBlock = { type: "links"; links: PageLink[] };
type CardsBlock = { type: "cards"; cards: { link?: PageLink }[] };
const isLinks = (block: AnyBlock): block is LinksBlock => block.type === "links";
const isCards = (block: AnyBlock): block is CardsBlock => block.type === "cards";

/** True when one of `blocks` links to a page of this site (a links block's or a card's link). */
export function linksToPages(blocks: readonly AnyBlock[]): boolean {
  return blocks.some(
    (block) =>
      (isLinks(block) && block.links.some((link) => "to" in link)) ||
      (isCards(block) && block.cards.some((card) => card.link && "to" in card.link)),
  );
}

/**
 * `page` with the words of each of its links to a page of this site set by `linkWords` (a links
 * block's links, a card's link), so a renamed page is named by its new title wherever a page links to
 * it by its title. Other blocks and links are left as they are; pure.
 */
export function withPageTitles<P extends { blocks: readonly AnyBlock[] }>(page: P, titles: PageTitles): P {
  const words = <L extends PageLink>(link: L): L =>
    "to" in link ? { ...link, label: linkWords(link, titles) } : link;
  return {
    ...page,
    blocks: page.blocks.map((block) => {
      if (isLinks(block)) return { ...block, links: block.links.map(words) };
      if (isCards(block)) {
        return {
          ...block,
          cards: block.cards.map((card) => (card.link ? { ...card, link: words(card.link) } : card)),
        };
      }
      return block;
    }),
  };
}
