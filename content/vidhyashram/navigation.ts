import type { SectionMenus } from "../schemas/navigation";

/**
 * Vidhyashram's menus as shipped (spec 2.3, 2.5): the header bar's links and the full menu of its section, part of
 * the `navigation` settings' default (`content/navigation.ts`), which the office edits from there.
 * Every page of the section is listed here; the words are those the menus had before the office could
 * edit them (`content/settings.ts` leaves out the words that are the page's own title, so those links
 * follow a renamed page).
 */
export const vidhyashramNavigation: Omit<SectionMenus, "footer"> = {
  header: [
    { page: "/vidhyashram", label: "Vidhyashram" },
    { page: "/vidhyashram/curriculum", label: "Curriculum" },
    { page: "/vidhyashram/gallery", label: "Gallery" },
    { page: "/notifications", label: "Notice board" },
  ],
  menu: [
    {
      heading: "Vidhyashram (CBSE)",
      links: [
        { page: "/vidhyashram", label: "Vidhyashram home" },
        { page: "/vidhyashram/curriculum", label: "Curriculum" },
        { page: "/vidhyashram/publicdisclosure", label: "Public disclosure" },
        { page: "/vidhyashram/rte", label: "RTE admissions" },
        { page: "/vidhyashram/rules-regulations", label: "Rules and regulations" },
        { page: "/vidhyashram/fees", label: "Vidhyashram fees" },
        { page: "/vidhyashram/gallery", label: "Vidhyashram gallery" },
      ],
    },
    {
      heading: "About us",
      links: [
        { page: "/vidhyashram/about-us/ourjourney", label: "Our journey" },
        { page: "/vidhyashram/about-us/our-objectives", label: "Our objectives" },
        { page: "/vidhyashram/about-us/pta", label: "Parent Teacher Association" },
        { page: "/vidhyashram/about-us/student-care-cell", label: "Student Care Cell" },
        {
          page: "/vidhyashram/about-us/grievance-redressal-committee",
          label: "Grievance Redressal Committee",
        },
        { page: "/vidhyashram/about-us/school-safety-committee", label: "School Safety Committee" },
        { page: "/vidhyashram/about-us/sexual-harassment-committee", label: "Sexual Harassment Committee" },
        {
          page: "/vidhyashram/about-us/internal-complaints-committee",
          label: "Internal Complaints Committee",
        },
        { page: "/vidhyashram/about-us/anti-drug-committee", label: "Anti-Drug Committee" },
      ],
    },
    {
      heading: "Facilities",
      links: [
        { page: "/vidhyashram/facilities/infrastructure", label: "Infrastructure" },
        { page: "/vidhyashram/facilities/library", label: "Library" },
        { page: "/vidhyashram/facilities/lab", label: "Laboratories" },
        { page: "/vidhyashram/facilities/smartboard", label: "Smart boards" },
        { page: "/vidhyashram/facilities/badminton", label: "Badminton court" },
        { page: "/vidhyashram/facilities/schoolground", label: "School ground" },
        { page: "/vidhyashram/facilities/transport", label: "Transport" },
      ],
    },
    {
      heading: "Community services",
      links: [
        { page: "/vidhyashram/community-services/scouts", label: "Scouts and Guides" },
        { page: "/vidhyashram/community-services/karuna", label: "Karuna Club" },
        { page: "/vidhyashram/community-services/eco", label: "Eco Club" },
      ],
    },
  ],
};
