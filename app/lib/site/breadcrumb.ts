import { menuGroupOf, sectionNavigation } from "~content/navigation";
import { site } from "~content/site";
import { sectionOf } from "./sections";

/** One step of a page's breadcrumb trail (spec 2.5). */
export interface Crumb {
  label: string;
  /** Absent for a heading that is not a page (a menu group) and for the current page. */
  to?: string;
}

/** The school names a trail or title uses: the site settings' (issue 23 item 6), the shipped ones by default. */
type SchoolNames = Record<keyof typeof site.schools, { name: string }>;

/**
 * The breadcrumb of a page: its section's home, the menu group that lists it (not a link), the page.
 * A page outside every menu group gets section home › page. `schools`: the names of the site settings.
 */
export function breadcrumbFor(path: string, title: string, schools: SchoolNames = site.schools): Crumb[] {
  const section = sectionOf(path);
  const home: Crumb =
    section === "group" ? { label: "Home", to: "/" } : { label: schools[section].name, to: `/${section}` };
  const group = menuGroupOf(section, path);
  const first = sectionNavigation[section].menu[0];
  // A school's first menu group is the school itself: naming it again would repeat the home crumb.
  // Nor is a group named like the page ("Admissions › Admissions").
  const middle: Crumb[] =
    group && group !== first && group.heading !== title ? [{ label: group.heading }] : [];
  return [home, ...middle, { label: title }];
}

/** The `<title>` start of a page: its own title, and on a school's page that school's name (of `schools`). */
export function documentTitle(path: string, title: string, schools: SchoolNames = site.schools): string {
  const section = sectionOf(path);
  return section === "group" ? title : `${title} — ${schools[section].name}`;
}
