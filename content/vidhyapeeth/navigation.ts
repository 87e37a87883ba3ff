import type { SectionNavigation } from "../schemas/navigation";

/**
 * Vidhyapeeth's menus (spec 2.4, 2.5): the header bar's links and the full menu of its section, which
 * the menu overlay, the footer and the breadcrumbs use. Every page of the section is listed here.
 */
export const vidhyapeethNavigation: SectionNavigation = {
  header: [
    { to: "/vidhyapeeth", label: "Vidhyapeeth", end: true },
    { to: "/vidhyapeeth/achievements", label: "Achievements" },
    { to: "/vidhyapeeth/gallery", label: "Gallery" },
    { to: "/notifications", label: "Notice board" },
    { to: "/vidhyapeeth/contactus", label: "Contact" },
  ],
  menu: [
    {
      heading: "Vidhyapeeth (Matriculation)",
      links: [
        { to: "/vidhyapeeth", label: "Vidhyapeeth home" },
        { to: "/vidhyapeeth/achievements", label: "Achievements" },
        { to: "/vidhyapeeth/rules-regulations", label: "Rules and regulations" },
        { to: "/vidhyapeeth/gallery", label: "Vidhyapeeth gallery" },
        { to: "/vidhyapeeth/contactus", label: "Contact Vidhyapeeth" },
      ],
    },
    {
      heading: "About us",
      links: [
        { to: "/vidhyapeeth/aboutus/history", label: "Our history" },
        { to: "/vidhyapeeth/aboutus/smdc", label: "School Management Committee" },
        { to: "/vidhyapeeth/aboutus/student-care-cell", label: "Student Care Cell" },
        { to: "/vidhyapeeth/aboutus/grievanceredressalcommittee", label: "Grievance Redressal Committee" },
        { to: "/vidhyapeeth/aboutus/pta", label: "Parent Teacher Association" },
        { to: "/vidhyapeeth/aboutus/sexual-harassment-committee", label: "Sexual Harassment Committee" },
      ],
    },
    {
      heading: "Facilities",
      links: [
        { to: "/vidhyapeeth/facilities/infrastructure", label: "Infrastructure" },
        { to: "/vidhyapeeth/facilities/lab", label: "Laboratories" },
        { to: "/vidhyapeeth/facilities/library", label: "Library" },
        { to: "/vidhyapeeth/facilities/playground", label: "Playground" },
        { to: "/vidhyapeeth/facilities/badmintoncourt", label: "Badminton court" },
        { to: "/vidhyapeeth/facilities/smartboard", label: "Smart boards" },
        { to: "/vidhyapeeth/facilities/transport", label: "Transport" },
      ],
    },
    {
      heading: "Community services",
      links: [
        { to: "/vidhyapeeth/community-services/eco", label: "Eco club" },
        { to: "/vidhyapeeth/community-services/karuna", label: "Karuna club" },
        { to: "/vidhyapeeth/community-services/scouts", label: "Scouts and Guides" },
      ],
    },
  ],
};
