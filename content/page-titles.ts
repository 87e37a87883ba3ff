import { disclosures } from "./disclosure";
import { groupPages } from "./group/pages";
import { rtePages } from "./rte";
import { training } from "./training";
import { vidhyapeethPages } from "./vidhyapeeth/pages";
import { vidhyashramPages } from "./vidhyashram/pages";

/**
 * The shipped title of every page the office titles (`titledPages` of `content/site-pages.ts`), by
 * path: what a link to the page is called until the office renames it, and where the menus' shipped
 * words are the page's title, the sign that a menu link should follow the title. Loads every content
 * page: for the server and tests, not for modules a browser loads.
 */
export const shippedPageTitles: ReadonlyMap<string, string> = new Map([
  ...[...groupPages, ...vidhyashramPages, ...vidhyapeethPages].map((page): [string, string] => [
    page.path,
    page.title,
  ]),
  ["/training", training.title],
  ["/vidhyashram/publicdisclosure", disclosures.vidhyashram.title],
  ["/vidhyapeeth/publicdisclosure", disclosures.vidhyapeeth.title],
  ["/vidhyashram/rte", rtePages.vidhyashram.title],
  ["/vidhyapeeth/rte", rtePages.vidhyapeeth.title],
]);
