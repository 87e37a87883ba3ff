import type { PageLink } from "~content/schemas/page";
import { type DB, db } from "../platform/db.server";
import { documentSizes, shippedFileSize } from "./documents.server";

/**
 * The step of `resolvePage` (app/lib/site/resolve-page.server.ts) for documents:
 * every link of a page to a document (`/documents/…` or `kind: "pdf"`, in a links block or on a card)
 * gets the size of the file the URL serves today, so that the page says "PDF, 240 KB" beside it.
 */

/** True for a link to a document of this site. */
export function isDocumentLink(link: PageLink): link is Extract<PageLink, { href: string }> {
  return "href" in link && link.href.startsWith("/documents/");
}

/** The blocks that may hold document links, as this step reads them (whatever other steps did). */
type LinksBlock = { type: "links"; links: PageLink[] };
type CardsBlock = { type: "cards"; cards: { link?: PageLink }[] };
type AnyBlock = { type: string };
const isLinks = (block: AnyBlock): block is LinksBlock => block.type === "links";
const isCards = (block: AnyBlock): block is CardsBlock => block.type === "cards";

/** The document paths a page links to. */
function documentPaths(blocks: readonly AnyBlock[]): string[] {
  const paths: string[] = [];
  for (const block of blocks) {
    if (isLinks(block)) for (const link of block.links) if (isDocumentLink(link)) paths.push(link.href);
    if (isCards(block)) {
      for (const card of block.cards) if (card.link && isDocumentLink(card.link)) paths.push(card.link.href);
    }
  }
  return paths;
}

/**
 * The sizes of `paths`: from the `documents` table; when it cannot be read (architecture ruling 5),
 * from the shipped files, logged as "Error fetching document sizes:". A path of neither has no size.
 */
async function sizesOf(paths: string[], database: DB): Promise<Map<string, number>> {
  try {
    return await documentSizes(paths, database);
  } catch (error) {
    console.error("Error fetching document sizes:", error instanceof Error ? error.message : error);
    const sizes = new Map<string, number>();
    for (const path of paths) {
      const size = await shippedFileSize(path);
      if (size !== null) sizes.set(path, size);
    }
    return sizes;
  }
}

/**
 * `page` with the current size (`size`, bytes) on each of its document links; links to anything else,
 * and to a path that is no document, are left as they are. Never throws for a public page. A page
 * without document links is returned as it is, without a query.
 */
export async function attachDocumentSizes<P extends { blocks: readonly AnyBlock[] }>(
  page: P,
  database: DB = db(),
): Promise<P> {
  const paths = documentPaths(page.blocks);
  if (paths.length === 0) return page;
  return withDocumentSizes(page, await sizesOf(paths, database));
}

/**
 * `page` with `sizes` (path → bytes) on its document links: the synchronous half of
 * `attachDocumentSizes`, for a caller that has the sizes already (the round-trip test draws the
 * shipped pages with the shipped files' sizes). A document link without a size loses any it had.
 */
export function withDocumentSizes<P extends { blocks: readonly AnyBlock[] }>(
  page: P,
  sizes: ReadonlyMap<string, number>,
): P {
  const withSize = <L extends PageLink>(link: L): L => {
    if (!isDocumentLink(link)) return link;
    const size = sizes.get(link.href);
    if (size === undefined) {
      const { size: _stale, ...rest } = link;
      return rest as L;
    }
    return { ...link, size };
  };
  return {
    ...page,
    blocks: page.blocks.map((block) => {
      if (isLinks(block)) return { ...block, links: block.links.map(withSize) };
      if (isCards(block)) {
        return {
          ...block,
          cards: block.cards.map((card) => (card.link ? { ...card, link: withSize(card.link) } : card)),
        };
      }
      return block;
    }),
  };
}
