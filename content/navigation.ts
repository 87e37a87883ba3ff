import { externalLinks } from "./external-links";
import type { NavGroup, SectionNavigation } from "./schemas/navigation";
import { type SchoolSlug, site } from "./site";
import { vidhyapeethNavigation } from "./vidhyapeeth/navigation";
import { vidhyashramNavigation } from "./vidhyashram/navigation";

/** The group's pages, or one school's (as `sectionOf` in app/lib/site/sections.ts). */
type Section = SchoolSlug | "group";

/**
 * The group's menus (spec 2.2, 2.5): the header bar's links and the full menu of the group's pages.
 * Add a page here when it exists; every `to` must be a route in app/routes.ts (a test checks).
 */
export const groupNavigation: SectionNavigation = {
  header: [
    { to: "/", label: "Home", end: true },
    { to: "/aboutus", label: "About us" },
    { to: "/admissions", label: "Admissions" },
    { to: "/notifications", label: "Notice board" },
    { to: "/fees", label: "Fees" },
    { to: "/contactus", label: "Contact" },
  ],
  menu: [
    {
      heading: "About the group",
      links: [
        { to: "/", label: "Home" },
        { to: "/aboutus", label: "About us" },
        { to: "/ourpurpose", label: "Our purpose" },
        { to: "/aims", label: "Our aims" },
        { to: "/why-choose", label: "Why choose us" },
        { to: "/administration", label: "Administration" },
        { to: "/srmjvteam", label: "Leadership team" },
        { to: "/wearethankful", label: "We are thankful" },
      ],
    },
    {
      heading: "Admissions",
      links: [
        { to: "/admissions", label: "Admissions" },
        { to: "/enquiry", label: "Admission enquiry" },
        { href: externalLinks.scholarshipApply, label: "Scholarship test: apply" },
        { to: "/facilities", label: "Facilities" },
      ],
    },
    {
      heading: "For parents",
      links: [
        { to: "/notifications", label: "Notice board" },
        { to: "/fees", label: "Fees" },
        { to: "/gallery", label: "Photo gallery" },
        { to: "/bus-routes", label: "Bus routes" },
        { to: "/transportrules", label: "Transport rules" },
        { to: "/pta", label: "Parent Teacher Association" },
        { to: "/contactus", label: "Contact us" },
      ],
    },
    {
      heading: "Staff and alumni",
      links: [
        { to: "/training", label: "Teacher training" },
        { to: "/careers", label: "Careers" },
        { href: externalLinks.alumniForm, label: "Alumni form" },
        { to: "/login", label: "Staff sign-in" },
      ],
    },
  ],
};

/**
 * What parents come for most (issue 20 item 4): at the top of the menu, before every page of the site.
 */
export const parentTasks: { to: string; label: string }[] = [
  { to: "/notifications", label: "Notices" },
  { to: "/admissions", label: "Admissions" },
  { to: "/fees", label: "Fees" },
  { to: "/bus-routes", label: "Bus routes" },
  { to: "/contactus", label: "Contact" },
];

/** The menu's sections, in the order a visitor from `section` reads them: their own first. */
export function menuSections(section: Section): { section: Section; heading: string; groups: NavGroup[] }[] {
  const headings: Record<Section, string> = {
    group: "Both schools: the group",
    vidhyashram: `${site.schools.vidhyashram.name} pages`,
    vidhyapeeth: `${site.schools.vidhyapeeth.name} pages`,
  };
  const order: Section[] = [
    section,
    ...(["group", "vidhyashram", "vidhyapeeth"] as const).filter((s) => s !== section),
  ];
  return order.map((s) => ({ section: s, heading: headings[s], groups: sectionNavigation[s].menu }));
}

/** Each section's menus: the group's, and each school's from its own module. */
export const sectionNavigation: Record<Section, SectionNavigation> = {
  group: groupNavigation,
  vidhyashram: vidhyashramNavigation,
  vidhyapeeth: vidhyapeethNavigation,
};

/**
 * The menu groups a section's footer lists: the section's own, then (on a school page) the group's
 * "For parents" links, or (on a group page) each school's first group.
 */
export function footerMenu(section: Section): NavGroup[] {
  const own = sectionNavigation[section].menu;
  if (section === "group") {
    return [...own, vidhyashramNavigation.menu[0], vidhyapeethNavigation.menu[0]].filter((g): g is NavGroup =>
      Boolean(g),
    );
  }
  const parents = groupNavigation.menu.find((g) => g.heading === "For parents");
  return parents ? [...own, { ...parents, heading: "Our group" }] : own;
}

/** Where a page sits: the menu group that lists `path` in its section, if any. */
export function menuGroupOf(section: Section, path: string): NavGroup | undefined {
  return sectionNavigation[section].menu.find((g) => g.links.some((l) => "to" in l && l.to === path));
}

/** Every page path the menus link to (for the test that each is a route). */
export function allMenuPaths(): string[] {
  return (["group", "vidhyashram", "vidhyapeeth"] as const).flatMap((s) => [
    ...sectionNavigation[s].header.map((l) => l.to),
    ...sectionNavigation[s].menu.flatMap((g) => g.links.flatMap((l) => ("to" in l ? [l.to] : []))),
  ]);
}
