import type { SectionNavigation } from "../schemas/navigation";

/**
 * Vidhyashram's menus (spec 2.3, 2.5): the header bar's links and the full menu of its section, which
 * the menu overlay, the footer and the breadcrumbs use. Every page of the section is listed here.
 */
export const vidhyashramNavigation: SectionNavigation = {
  header: [
    { to: "/vidhyashram", label: "Vidhyashram", end: true },
    { to: "/vidhyashram/gallery", label: "Gallery" },
    { to: "/notifications", label: "Notice board" },
  ],
  menu: [
    {
      heading: "Vidhyashram (CBSE)",
      links: [
        { to: "/vidhyashram", label: "Vidhyashram home" },
        { to: "/vidhyashram/gallery", label: "Vidhyashram gallery" },
      ],
    },
  ],
};
