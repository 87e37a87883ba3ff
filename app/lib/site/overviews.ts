import type { ContentPage } from "~content/schemas/page";
import { folderOf, overviewFolder, pageLinks } from "../content-store/overviews";

/**
 * Overviews list the pages of their folder. A block of cards or links whose page links all lead into one
 * folder (Vidhyashram's facilities, a school's committees) is that folder's overview: a page the office
 * added there and published joins it, at the end, under its current title, and leaves it when it is
 * hidden, deleted or moved. The office's own cards and links are never changed. Pure.
 */

type Block = ContentPage["blocks"][number];

/** True when `blocks` has an overview, so `withAddedPages` needs the office's pages. */
export function hasOverview(blocks: readonly Block[]): boolean {
  return blocks.some((block) => overviewFolder(block) !== null);
}

/**
 * `page` with each overview block given a card or link for every page of `added` (the office's pages,
 * published and shown, with their current titles) in its folder that it does not link yet.
 */
export function withAddedPages<P extends Pick<ContentPage, "blocks">>(
  page: P,
  added: ReadonlyMap<string, string>,
): P {
  if (added.size === 0 || !hasOverview(page.blocks)) return page;
  const blocks = page.blocks.map((block): Block => {
    const folder = overviewFolder(block);
    if (!folder) return block;
    const linked = new Set(pageLinks(block));
    const joining = [...added].filter(([path]) => folderOf(path) === folder && !linked.has(path));
    if (joining.length === 0) return block;
    if (block.type === "cards") {
      return {
        ...block,
        cards: [...block.cards, ...joining.map(([to, title]) => ({ title, link: { to } }))],
      };
    }
    if (block.type === "links")
      return { ...block, links: [...block.links, ...joining.map(([to]) => ({ to }))] };
    return block;
  });
  return { ...page, blocks };
}

/** What `withoutRemovedLinks` needs of the page listing (`readPageListing`). */
export interface RemovedPages {
  /** Hidden or deleted pages. */
  unlisted: ReadonlySet<string>;
  /** Deleted pages whose address sends visitors on: address → where. */
  redirects: ReadonlyMap<string, string>;
}

/**
 * `page` (at `path`) without links to pages visitors cannot open: a link to a deleted page whose address
 * sends visitors on leads where it sends them, unless that is this page itself; any other link to a
 * hidden or deleted page is taken off (a card keeps its words, a links block that loses every link
 * goes). The editor lists these links before a page is hidden or deleted (`linksTo`). Pure.
 */
export function withoutRemovedLinks<P extends Pick<ContentPage, "blocks">>(
  page: P,
  path: string,
  removed: RemovedPages,
): P {
  if (removed.unlisted.size === 0) return page;
  /** Where a link to `to` should lead now: `to` itself, another page, or nowhere (null). */
  const target = (to: string): string | null => {
    if (!removed.unlisted.has(to)) return to;
    const next = removed.redirects.get(to);
    return next && next !== path && !removed.unlisted.has(next) ? next : null;
  };
  const touches = (to: string) => removed.unlisted.has(to);
  if (!page.blocks.some((block) => pageLinks(block).some(touches))) return page;
  const blocks = page.blocks.flatMap((block): Block[] => {
    if (block.type === "cards") {
      const cards = block.cards.map((card) => {
        if (!card.link || !("to" in card.link) || !touches(card.link.to)) return card;
        const to = target(card.link.to);
        const { link, ...rest } = card;
        return to ? { ...rest, link: { ...link, to } } : rest;
      });
      return [{ ...block, cards }];
    }
    if (block.type === "links") {
      const links = block.links.flatMap((link) => {
        if (!("to" in link) || !touches(link.to)) return [link];
        const to = target(link.to);
        return to ? [{ ...link, to }] : [];
      });
      return links.length > 0 ? [{ ...block, links }] : [];
    }
    return [block];
  });
  return { ...page, blocks };
}
