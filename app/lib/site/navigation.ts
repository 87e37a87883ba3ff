import { type TamilValue, tamilKey, tamilOf, tamilValuesOf } from "~content/bilingual";
import { shippedMenuWords } from "~content/navigation";
import type {
  MenuGroupSetting,
  MenuLinkSetting,
  NavigationSettings,
  PageLinkSetting,
  SectionMenus,
} from "~content/schemas/navigation";
import { otherPages, otherPagesTamil } from "~content/site-pages";
import type { Section } from "../content-store/sections";
import { englishPathOf } from "./language";

/**
 * The menus and the footer as the chrome draws them: the `navigation` settings with each link resolved
 * to where it goes and the words it shows (a page link without words of its own shows the page's
 * title as it is now). Made on the server once per request (`publicSettings`), sent with every page,
 * read by the header, the full menu, the footer and the breadcrumbs.
 */

/** A link to a page of this site, with its words. */
export interface ChromePageLink {
  to: string;
  label: string;
}

/** A link of a menu or a footer column: a page of this site (`to`) or an outside address (`href`). */
export type ChromeLink = ChromePageLink | { href: string; label: string };

/** A heading with its links (a group of the full menu, a column of the footer). */
export interface ChromeGroup {
  heading: string;
  links: ChromeLink[];
}

/** One section's header links, full menu and footer columns. */
export interface ChromeSection {
  header: ChromePageLink[];
  menu: ChromeGroup[];
  footer: ChromeGroup[];
}

/** Every section's menus, the full menu's quick links and the footer's headings. */
export interface ChromeNavigation extends Record<Section, ChromeSection> {
  quickLinks: ChromePageLink[];
  footerHeadings: NavigationSettings["footerHeadings"];
}

/**
 * `navigation` resolved for drawing: a page link's words are its own, else the page's title in
 * `titles` (address → title), else the page's fixed name (`otherPages`), else the shipped menus' words
 * for it (no titles at hand: a preview), else its address; an outside
 * address goes through `hrefOf` (a shipped outside link is drawn at its current address, `currentLink`),
 * a page's address through `pageIn` (a Tamil page's menus lead to Tamil pages: `pathIn`, decision 0030;
 * the English address unless given).
 */
export function resolveNavigation(
  navigation: NavigationSettings,
  titles: ReadonlyMap<string, string>,
  hrefOf: (href: string) => string = (href) => href,
  pageIn: (path: string) => string = (path) => path,
  /** Each page's Tamil title (`readTamilPageTitles`), for a link that shows a page's title. */
  tamilTitles: ReadonlyMap<string, TamilValue> = new Map(),
): ChromeNavigation {
  // Equal parts (a link in several menus, a footer column that is a menu group) become one object:
  // React Router sends a repeated object once with the page, so the footers cost almost nothing.
  const seen = new Map<string, unknown>();
  const once = <T>(value: T): T => {
    const key = JSON.stringify(value);
    const known = seen.get(key);
    if (known !== undefined) return known as T;
    seen.set(key, value);
    return value;
  };
  const page = (link: PageLinkSetting): ChromePageLink => {
    const label =
      link.label ??
      titles.get(link.page) ??
      otherPages[link.page] ??
      shippedMenuWords.get(link.page) ??
      link.page;
    // Its Tamil (decision 0032): the link's own words', else the page's Tamil title, else the Tamil
    // name of a page without a title of its own; the page draws it on a Tamil page (`inLanguage`).
    const named = otherPagesTamil[link.page];
    const tamil =
      link.label !== undefined
        ? tamilOf(link, "label")
        : (tamilTitles.get(link.page) ??
          (named && label === otherPages[link.page] ? { text: named, for: label } : undefined));
    return once({ to: pageIn(link.page), label, ...(tamil ? { [tamilKey("label")]: tamil } : {}) });
  };
  // A link to a page visitors cannot open now (hidden or deleted: no title) is left out of the menus.
  const open = (l: MenuLinkSetting | PageLinkSetting) =>
    !("page" in l) || titles.has(l.page) || l.page in otherPages;
  const link = (l: MenuLinkSetting): ChromeLink =>
    "page" in l ? page(l) : once({ ...tamilValuesOf(l), href: hrefOf(l.href), label: l.label });
  const group = (g: MenuGroupSetting): ChromeGroup =>
    once({ ...tamilValuesOf(g), heading: g.heading, links: once(g.links.filter(open).map(link)) });
  const section = (s: SectionMenus): ChromeSection => ({
    header: once(s.header.filter(open).map(page)),
    menu: once(s.menu.map(group)),
    footer: once(s.footer.map(group)),
  });
  return {
    quickLinks: once(navigation.quickLinks.filter(open).map(page)),
    group: section(navigation.group),
    vidhyashram: section(navigation.vidhyashram),
    vidhyapeeth: section(navigation.vidhyapeeth),
    footerHeadings: navigation.footerHeadings,
  };
}

/**
 * True for a section's home page ("/", "/vidhyashram", "/vidhyapeeth", and their Tamil twins): its
 * header link is marked as the current page only there, not on every page below it.
 */
export function isSectionHome(to: string): boolean {
  const page = englishPathOf(to);
  return page === "/" || page === "/vidhyashram" || page === "/vidhyapeeth";
}

/** One part of the full menu: a section's heading and its groups. */
export interface MenuPart {
  section: Section;
  heading: string;
  groups: ChromeGroup[];
}

/**
 * The full menu's parts in the order a visitor from `section` reads them, their own section first,
 * each headed by the group's words or the school's name (`schools`: the site settings' names).
 */
export function menuParts(
  section: Section,
  navigation: ChromeNavigation,
  schools: Record<Exclude<Section, "group">, { name: string }>,
): MenuPart[] {
  const headings: Record<Section, string> = {
    group: "Both schools: the group",
    vidhyashram: `${schools.vidhyashram.name} pages`,
    vidhyapeeth: `${schools.vidhyapeeth.name} pages`,
  };
  const order: Section[] = [
    section,
    ...(["group", "vidhyashram", "vidhyapeeth"] as const).filter((s) => s !== section),
  ];
  return order.map((s) => ({ section: s, heading: headings[s], groups: navigation[s].menu }));
}
