import { groupPages } from "~content/group/pages";
import type { ContentPage } from "~content/schemas/page";
import { vidhyapeethPages } from "~content/vidhyapeeth/pages";
import { vidhyashramPages } from "~content/vidhyashram/pages";

/**
 * The content pages of the whole site (architecture 2: pages are data under `content/`), by path. Server
 * only: a page's content reaches the browser as its loader's data, so no page carries the others'.
 */
export const contentPages: ReadonlyMap<string, ContentPage> = new Map(
  [...groupPages, ...vidhyashramPages, ...vidhyapeethPages].map((page) => [page.path, page]),
);

/** The page at `path` (lower case, no trailing slash), or undefined. */
export function contentPage(path: string): ContentPage | undefined {
  return contentPages.get(path);
}
