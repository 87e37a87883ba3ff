import { groupPages } from "~content/group/pages";
import { menuGroupOf, sectionNavigation } from "~content/navigation";
import type { ContentPage } from "~content/schemas/page";
import { site } from "~content/site";
import { vidhyapeethPages } from "~content/vidhyapeeth/pages";
import { vidhyashramPages } from "~content/vidhyashram/pages";
import type { Crumb } from "../components/page/Breadcrumb";
import { sectionOf } from "./sections";

/**
 * The content pages of the whole site (DESIGN 2: pages are data under `content/`), by path. Server
 * only: a page's content reaches the browser as its loader's data, so no page carries the others'.
 */
export const contentPages: ReadonlyMap<string, ContentPage> = new Map(
  [...groupPages, ...vidhyashramPages, ...vidhyapeethPages].map((page) => [page.path, page]),
);

/** The page at `path` (lower case, no trailing slash), or undefined. */
export function contentPage(path: string): ContentPage | undefined {
  return contentPages.get(path);
}

/**
 * The breadcrumb of a page: its section's home, the menu group that lists it (not a link), the page.
 * A page outside every menu group gets section home › page.
 */
export function breadcrumbFor(path: string, title: string): Crumb[] {
  const section = sectionOf(path);
  const home: Crumb =
    section === "group"
      ? { label: "Home", to: "/" }
      : { label: site.schools[section].name, to: `/${section}` };
  const group = menuGroupOf(section, path);
  const first = sectionNavigation[section].menu[0];
  // A school's first menu group is the school itself: naming it again would repeat the home crumb.
  const middle: Crumb[] = group && group !== first ? [{ label: group.heading }] : [];
  return [home, ...middle, { label: title }];
}

/** The `<title>` start of a page: its own title, and on a school's page that school's name. */
export function documentTitle(path: string, title: string): string {
  const section = sectionOf(path);
  return section === "group" ? title : `${title} — ${site.schools[section].name}`;
}
