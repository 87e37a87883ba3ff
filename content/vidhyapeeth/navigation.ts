import type { SectionMenus } from "../schemas/navigation";

/**
 * Vidhyapeeth's menus as shipped (spec 2.4, 2.5): the header bar's links and the full menu of its section, part of
 * the `navigation` settings' default (`content/navigation.ts`), which the office edits from there.
 * Every page of the section is listed here; the words are those the menus had before the office could
 * edit them (`content/settings.ts` leaves out the words that are the page's own title, so those links
 * follow a renamed page).
 */
export const vidhyapeethNavigation: Omit<SectionMenus, "footer"> = {
  header: [
    { page: "/vidhyapeeth", label: "Vidhyapeeth" },
    { page: "/vidhyapeeth/achievements", label: "Achievements" },
    { page: "/vidhyapeeth/gallery", label: "Gallery" },
    { page: "/notifications", label: "Notice board" },
    { page: "/vidhyapeeth/contactus", label: "Contact" },
  ],
  menu: [
    {
      heading: "Vidhyapeeth (Matriculation)",
      links: [
        { page: "/vidhyapeeth", label: "Vidhyapeeth home" },
        { page: "/vidhyapeeth/achievements", label: "Achievements" },
        { page: "/vidhyapeeth/rules-regulations", label: "Rules and regulations" },
        { page: "/vidhyapeeth/fees", label: "Vidhyapeeth fees" },
        { page: "/vidhyapeeth/publicdisclosure", label: "Public disclosure" },
        { page: "/vidhyapeeth/rte", label: "RTE admissions" },
        { page: "/vidhyapeeth/gallery", label: "Vidhyapeeth gallery" },
        { page: "/vidhyapeeth/contactus", label: "Contact Vidhyapeeth" },
      ],
    },
    {
      heading: "About us",
      links: [
        { page: "/vidhyapeeth/aboutus/history", label: "Our history" },
        { page: "/vidhyapeeth/aboutus/smdc", label: "School Management Committee" },
        { page: "/vidhyapeeth/aboutus/student-care-cell", label: "Student Care Cell" },
        { page: "/vidhyapeeth/aboutus/grievanceredressalcommittee", label: "Grievance Redressal Committee" },
        { page: "/vidhyapeeth/aboutus/pta", label: "Parent Teacher Association" },
        { page: "/vidhyapeeth/aboutus/sexual-harassment-committee", label: "Sexual Harassment Committee" },
      ],
    },
    {
      heading: "Facilities",
      links: [
        { page: "/vidhyapeeth/facilities/infrastructure", label: "Infrastructure" },
        { page: "/vidhyapeeth/facilities/lab", label: "Laboratories" },
        { page: "/vidhyapeeth/facilities/library", label: "Library" },
        { page: "/vidhyapeeth/facilities/playground", label: "Playground" },
        { page: "/vidhyapeeth/facilities/badmintoncourt", label: "Badminton court" },
        { page: "/vidhyapeeth/facilities/smartboard", label: "Smart boards" },
        { page: "/vidhyapeeth/facilities/transport", label: "Transport" },
      ],
    },
    {
      heading: "Community services",
      links: [
        { page: "/vidhyapeeth/community-services/eco", label: "Eco club" },
        { page: "/vidhyapeeth/community-services/karuna", label: "Karuna club" },
        { page: "/vidhyapeeth/community-services/scouts", label: "Scouts and Guides" },
      ],
    },
  ],
};
