import type { SectionNavigation } from "../schemas/navigation";

/**
 * Vidhyapeeth's menus (spec 2.4, 2.5): the header bar's links and the full menu of its section, which
 * the menu overlay, the footer and the breadcrumbs use. Every page of the section is listed here.
 */
export const vidhyapeethNavigation: SectionNavigation = {
  header: [
    { to: "/vidhyapeeth", label: "Vidhyapeeth", end: true },
    { to: "/vidhyapeeth/gallery", label: "Gallery" },
    { to: "/notifications", label: "Notice board" },
  ],
  menu: [
    {
      heading: "Vidhyapeeth (Matriculation)",
      links: [
        { to: "/vidhyapeeth", label: "Vidhyapeeth home" },
        { to: "/vidhyapeeth/gallery", label: "Vidhyapeeth gallery" },
      ],
    },
  ],
};
