import { shippedNavigation } from "~content/navigation";
import { site } from "~content/site";
import { type Section, sectionOf } from "../content-store/sections";

/** One step of a page's breadcrumb trail (spec 2.5). */
export interface Crumb {
  label: string;
  /** Absent for a heading that is not a page (a menu group) and for the current page. */
  to?: string;
}

/** The school names a trail or title uses: the site settings', the shipped ones by default. */
type SchoolNames = Record<keyof typeof site.schools, { name: string }>;

/** A menu link as a trail reads it: the page it names, as the settings hold it (`page`) or drawn (`to`). */
type TrailLink = { page: string } | { to: string } | { href: string };

/**
 * The menus a trail finds a page's group in: each section's full menu, from the `navigation` settings
 * as stored or as the chrome draws them (`ChromeNavigation`); the shipped menus by default.
 */
export type TrailMenus = Record<
  Section,
  { menu: readonly { heading: string; links: readonly TrailLink[] }[] }
>;

const pageOf = (link: TrailLink): string | undefined =>
  "page" in link ? link.page : "to" in link ? link.to : undefined;

/**
 * The breadcrumb of a page: its section's home, the menu group that lists it in `menus` (not a link),
 * the page by `title` (its title as published now). A page outside every menu group gets section home
 * › page. `schools`: the names of the site settings.
 */
export function breadcrumbFor(
  path: string,
  title: string,
  schools: SchoolNames = site.schools,
  menus: TrailMenus = shippedNavigation,
): Crumb[] {
  const section = sectionOf(path);
  const home: Crumb =
    section === "group" ? { label: "Home", to: "/" } : { label: schools[section].name, to: `/${section}` };
  const { menu } = menus[section];
  const group = menu.find((g) => g.links.some((l) => pageOf(l) === path));
  // A school's first menu group is the school itself: naming it again would repeat the home crumb.
  // Nor is a group named like the page ("Admissions › Admissions").
  const middle: Crumb[] =
    group && group !== menu[0] && group.heading !== title ? [{ label: group.heading }] : [];
  return [home, ...middle, { label: title }];
}

/** The `<title>` start of a page: its own title, and on a school's page that school's name (of `schools`). */
export function documentTitle(path: string, title: string, schools: SchoolNames = site.schools): string {
  const section = sectionOf(path);
  return section === "group" ? title : `${title} — ${schools[section].name}`;
}
