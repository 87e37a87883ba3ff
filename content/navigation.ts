import { externalLinks } from "./external-links";
import type {
  MenuGroupSetting,
  MenuLinkSetting,
  NavigationSettings,
  PageLinkSetting,
  SectionMenus,
} from "./schemas/navigation";
import { vidhyapeethNavigation } from "./vidhyapeeth/navigation";
import { vidhyashramNavigation } from "./vidhyashram/navigation";

/**
 * The menus and the footer as shipped (spec 2.2-2.5): the default of the `navigation` settings group,
 * which the office edits (content/schemas/navigation.ts). Each link names a page of this site by its
 * address (`content/site-pages.ts` lists those a link may name, a test checks them against
 * app/routes.ts) or an outside address. The words written here are what the menus said before the
 * office could edit them; `content/settings.ts` leaves out those that are the page's own title, so that
 * a renamed page is renamed in the menus too. Light: the browser loads it, as the menus' words when a
 * page is drawn without the root's data (`DEFAULT_PUBLIC_SETTINGS`).
 */

/** The group's header bar and full menu (spec 2.2, 2.5). */
export const groupNavigation: Omit<SectionMenus, "footer"> = {
  header: [
    { page: "/", label: "Home" },
    { page: "/aboutus", label: "About us" },
    { page: "/admissions", label: "Admissions" },
    { page: "/notifications", label: "Notice board" },
    { page: "/fees", label: "Fees" },
    { page: "/contactus", label: "Contact" },
  ],
  menu: [
    {
      heading: "About the group",
      links: [
        { page: "/", label: "Home" },
        { page: "/aboutus", label: "About us" },
        { page: "/ourpurpose", label: "Our purpose" },
        { page: "/aims", label: "Our aims" },
        { page: "/why-choose", label: "Why choose us" },
        { page: "/administration", label: "Administration" },
        { page: "/srmjvteam", label: "Leadership team" },
        { page: "/wearethankful", label: "We are thankful" },
      ],
    },
    {
      heading: "Admissions",
      links: [
        { page: "/admissions", label: "Admissions" },
        { page: "/enquiry", label: "Admission enquiry" },
        { href: externalLinks.scholarshipApply, label: "Scholarship test: apply" },
        { page: "/facilities", label: "Facilities" },
      ],
    },
    {
      heading: "For parents",
      links: [
        { page: "/notifications", label: "Notice board" },
        { page: "/calendar", label: "Academic calendar" },
        { page: "/fees", label: "Fees" },
        { page: "/gallery", label: "Photo gallery" },
        { page: "/bus-routes", label: "Bus routes" },
        { page: "/transportrules", label: "Transport rules" },
        { page: "/pta", label: "Parent Teacher Association" },
        { page: "/contactus", label: "Contact us" },
      ],
    },
    {
      heading: "Staff and alumni",
      links: [
        { page: "/training", label: "Teacher training" },
        { page: "/careers", label: "Careers" },
        { href: externalLinks.alumniForm, label: "Alumni form" },
        { page: "/login", label: "Staff sign-in" },
      ],
    },
  ],
};

/** What parents come for most: at the top of the full menu, before every page of the site. */
const quickLinks: PageLinkSetting[] = [
  { page: "/notifications", label: "Notices" },
  { page: "/admissions", label: "Admissions" },
  { page: "/fees", label: "Fees" },
  { page: "/bus-routes", label: "Bus routes" },
  { page: "/contactus", label: "Contact" },
];

/** The group's "For parents" links, which a school's footer lists as "Our group". */
const forParents = groupNavigation.menu.find((g) => g.heading === "For parents");

/** A school's footer: its own menu's groups, then the group's links for parents. */
function schoolFooter(menu: MenuGroupSetting[]): MenuGroupSetting[] {
  return forParents ? [...menu, { ...forParents, heading: "Our group" }] : menu;
}

/**
 * The shipped menus with every link's words, as they were drawn before the office could edit them:
 * each section's header and full menu; its footer's columns (the group's pages: its own menu and each
 * school's first group; a school's pages: its own menu and the group's links for parents).
 */
export const shippedNavigation: NavigationSettings = {
  quickLinks,
  group: {
    ...groupNavigation,
    footer: [
      ...groupNavigation.menu,
      ...[vidhyashramNavigation.menu[0], vidhyapeethNavigation.menu[0]].filter((g): g is MenuGroupSetting =>
        Boolean(g),
      ),
    ],
  },
  vidhyashram: { ...vidhyashramNavigation, footer: schoolFooter(vidhyashramNavigation.menu) },
  vidhyapeeth: { ...vidhyapeethNavigation, footer: schoolFooter(vidhyapeethNavigation.menu) },
  footerHeadings: { schools: "Our schools", portals: "Student login and fees" },
};

/**
 * `navigation` with the words left out of every page link whose words are that page's title in
 * `titles` (path → title), so the link shows the page's title as it is now and follows a rename.
 * Returns a new value; outside links and other words are kept.
 */
export function followingTitles(
  navigation: NavigationSettings,
  titles: ReadonlyMap<string, string>,
): NavigationSettings {
  const link = <L extends MenuLinkSetting>(l: L): L => {
    if (!("page" in l) || l.label === undefined || titles.get(l.page) !== l.label) return l;
    const { label: _title, ...rest } = l;
    return rest as L;
  };
  const group = (g: MenuGroupSetting): MenuGroupSetting => ({ ...g, links: g.links.map(link) });
  const section = (s: SectionMenus): SectionMenus => ({
    header: s.header.map(link),
    menu: s.menu.map(group),
    footer: s.footer.map(group),
  });
  return {
    ...navigation,
    quickLinks: navigation.quickLinks.map(link),
    group: section(navigation.group),
    vidhyashram: section(navigation.vidhyashram),
    vidhyapeeth: section(navigation.vidhyapeeth),
  };
}

/** The three sections whose menus the settings hold, in the order the full menu lists them by default. */
export const MENU_SECTIONS = ["group", "vidhyashram", "vidhyapeeth"] as const;

/**
 * The words the shipped menus give each page they link to (the first they give it), for a page link
 * drawn where no title can be read (a page drawn without the root's data).
 */
export const shippedMenuWords: ReadonlyMap<string, string> = (() => {
  const words = new Map<string, string>();
  const note = (links: readonly MenuLinkSetting[]) => {
    for (const l of links) if ("page" in l && l.label && !words.has(l.page)) words.set(l.page, l.label);
  };
  note(shippedNavigation.quickLinks);
  for (const s of MENU_SECTIONS) {
    note(shippedNavigation[s].header);
    for (const g of [...shippedNavigation[s].menu, ...shippedNavigation[s].footer]) note(g.links);
  }
  return words;
})();

/** Every page address `navigation` links to (for the test that each is a page of the site). */
export function allMenuPaths(navigation: NavigationSettings = shippedNavigation): string[] {
  const pages = (links: readonly MenuLinkSetting[]) => links.flatMap((l) => ("page" in l ? [l.page] : []));
  return [
    ...pages(navigation.quickLinks),
    ...MENU_SECTIONS.flatMap((s) => {
      const { header, menu, footer } = navigation[s];
      return [...pages(header), ...[...menu, ...footer].flatMap((g) => pages(g.links))];
    }),
  ];
}
