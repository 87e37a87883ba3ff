import type { SectionNavigation } from "../schemas/navigation";

/**
 * Vidhyashram's menus (spec 2.3, 2.5): the header bar's links and the full menu of its section, which
 * the menu overlay, the footer and the breadcrumbs use (a page's breadcrumb names its menu group). Every
 * page of the section is listed here.
 */
export const vidhyashramNavigation: SectionNavigation = {
  header: [
    { to: "/vidhyashram", label: "Vidhyashram", end: true },
    { to: "/vidhyashram/curriculum", label: "Curriculum" },
    { to: "/vidhyashram/gallery", label: "Gallery" },
    { to: "/notifications", label: "Notice board" },
  ],
  menu: [
    {
      heading: "Vidhyashram (CBSE)",
      links: [
        { to: "/vidhyashram", label: "Vidhyashram home" },
        { to: "/vidhyashram/curriculum", label: "Curriculum" },
        { to: "/vidhyashram/publicdisclosure", label: "Public disclosure" },
        { to: "/vidhyashram/rules-regulations", label: "Rules and regulations" },
        { to: "/vidhyashram/gallery", label: "Vidhyashram gallery" },
      ],
    },
    {
      heading: "About us",
      links: [
        { to: "/vidhyashram/about-us/ourjourney", label: "Our journey" },
        { to: "/vidhyashram/about-us/our-objectives", label: "Our objectives" },
        { to: "/vidhyashram/about-us/pta", label: "Parent Teacher Association" },
        { to: "/vidhyashram/about-us/student-care-cell", label: "Student Care Cell" },
        { to: "/vidhyashram/about-us/grievance-redressal-committee", label: "Grievance Redressal Committee" },
        { to: "/vidhyashram/about-us/school-safety-committee", label: "School Safety Committee" },
        { to: "/vidhyashram/about-us/sexual-harassment-committee", label: "Sexual Harassment Committee" },
        { to: "/vidhyashram/about-us/internal-complaints-committee", label: "Internal Complaints Committee" },
        { to: "/vidhyashram/about-us/anti-drug-committee", label: "Anti-Drug Committee" },
      ],
    },
    {
      heading: "Facilities",
      links: [
        { to: "/vidhyashram/facilities/infrastructure", label: "Infrastructure" },
        { to: "/vidhyashram/facilities/library", label: "Library" },
        { to: "/vidhyashram/facilities/lab", label: "Laboratories" },
        { to: "/vidhyashram/facilities/smartboard", label: "Smart boards" },
        { to: "/vidhyashram/facilities/badminton", label: "Badminton court" },
        { to: "/vidhyashram/facilities/schoolground", label: "School ground" },
        { to: "/vidhyashram/facilities/transport", label: "Transport" },
      ],
    },
    {
      heading: "Community services",
      links: [
        { to: "/vidhyashram/community-services/scouts", label: "Scouts and Guides" },
        { to: "/vidhyashram/community-services/karuna", label: "Karuna Club" },
        { to: "/vidhyashram/community-services/eco", label: "Eco Club" },
      ],
    },
  ],
};
