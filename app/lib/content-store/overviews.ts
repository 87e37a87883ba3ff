import type { ContentPage } from "~content/schemas/page";

/**
 * Which folder a block of cards or links is the overview of (`app/lib/site/overviews.ts` adds the
 * office's pages to it when a page is drawn): the content store asks it too, to list an overview among
 * the places that lead to a page (`linksTo`). Pure.
 */

type Block = ContentPage["blocks"][number];

/** `/vidhyashram/facilities/library` → `/vidhyashram/facilities`. */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf("/")) || "/";

/** The page addresses a block's cards or links lead to, in order (outside links and files left out). */
export function pageLinks(block: Block): string[] {
  if (!block || typeof block !== "object") return [];
  if (block.type === "cards")
    return block.cards.flatMap((card) => (card.link && "to" in card.link ? [card.link.to] : []));
  if (block.type === "links") return block.links.flatMap((link) => ("to" in link ? [link.to] : []));
  return [];
}

/** The one folder a block's page links all lead into, when it has at least two of them; else null. */
export function overviewFolder(block: unknown): string | null {
  const links = pageLinks(block as Block);
  if (links.length < 2) return null;
  const folders = new Set(links.map(folderOf));
  const [folder] = folders;
  return folders.size === 1 && folder !== undefined && folder !== "/" ? folder : null;
}
