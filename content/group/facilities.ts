import type { ContentPage } from "../schemas/page";

/**
 * /facilities (spec 2.2 footer quick link, spec 9 campus facts): both schools' facilities, their key
 * figures, and links into each school's facility pages.
 */
export const facilitiesPage: ContentPage = {
  path: "/facilities",
  title: "Facilities",
  description:
    "Facilities of Vidhyashram and Vidhyapeeth: campuses, libraries, laboratories, smart classrooms, playgrounds, badminton courts and school buses.",
  intro:
    "Two well-kept campuses with the rooms, books, laboratories and play spaces children need to learn and grow.",
  blocks: [
    {
      type: "text",
      heading: "On both campuses",
      paragraphs: [
        "Both schools have airy classrooms with smart boards, science and computer laboratories, a large library, playgrounds for games and athletics, and a fleet of school buses.",
        "The campuses follow the 5S programme: rooms, laboratories and grounds are kept clean, safe and in order, and checked regularly.",
      ],
    },
    {
      type: "facts",
      heading: "Vidhyashram (CBSE) in figures",
      facts: [
        { value: "10,730 sq m", label: "Campus land" },
        { value: "Over 17,000", label: "Books in the library" },
        { value: "7921 sq ft", label: "Badminton court" },
        { value: "Over 3565 sq m", label: "Playground" },
        { value: "3100", label: "Students" },
      ],
    },
    {
      type: "cards",
      heading: "Vidhyashram facilities",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Infrastructure",
          paragraphs: [
            "Classroom blocks, the Tiny Tots Block, staff rooms and safe corridors on a 10,730 sq m campus.",
          ],
          link: { label: "Vidhyashram infrastructure", to: "/vidhyashram/facilities/infrastructure" },
        },
        {
          title: "Library",
          paragraphs: ["Over 17,000 books, reference works, periodicals and a quiet reading room."],
          link: { label: "Vidhyashram library", to: "/vidhyashram/facilities/library" },
        },
        {
          title: "Laboratories",
          paragraphs: ["Physics, chemistry, biology, computer and mathematics laboratories."],
          link: { label: "Vidhyashram laboratories", to: "/vidhyashram/facilities/lab" },
        },
        {
          title: "Badminton court",
          paragraphs: ["An indoor badminton court of 7921 sq ft, with coaching for beginners and teams."],
          link: { label: "Vidhyashram badminton court", to: "/vidhyashram/facilities/badminton" },
        },
        {
          title: "Smart classrooms",
          paragraphs: ["Smart boards that bring diagrams, videos and models into every lesson."],
          link: { label: "Vidhyashram smart classrooms", to: "/vidhyashram/facilities/smartboard" },
        },
        {
          title: "School ground",
          paragraphs: ["A playground of over 3565 sq m for athletics, games, drill and assemblies."],
          link: { label: "Vidhyashram school ground", to: "/vidhyashram/facilities/schoolground" },
        },
        {
          title: "Transport",
          paragraphs: ["School buses on fixed routes and stops, with a driver and an attendant on each bus."],
          link: { label: "Vidhyashram transport", to: "/vidhyashram/facilities/transport" },
        },
      ],
    },
    {
      type: "facts",
      heading: "Vidhyapeeth (Matriculation) in figures",
      facts: [
        { value: "26,932 sq ft", label: "Campus land" },
        { value: "Over 15,000", label: "Books in the library" },
        { value: "Over 3585.99 sq m", label: "Playground" },
        { value: "About 30", label: "Students in a class" },
      ],
    },
    {
      type: "cards",
      heading: "Vidhyapeeth facilities",
      columns: { base: 1, md: 2, lg: 3 },
      cards: [
        {
          title: "Infrastructure",
          paragraphs: ["Spacious classrooms for classes of about 30 on a 26,932 sq ft campus."],
          link: { label: "Vidhyapeeth infrastructure", to: "/vidhyapeeth/facilities/infrastructure" },
        },
        {
          title: "Laboratories",
          paragraphs: ["Science, computer, mathematics and language laboratories."],
          link: { label: "Vidhyapeeth laboratories", to: "/vidhyapeeth/facilities/lab" },
        },
        {
          title: "Library",
          paragraphs: ["Over 15,000 books in English and Tamil, with reading hours for every class."],
          link: { label: "Vidhyapeeth library", to: "/vidhyapeeth/facilities/library" },
        },
        {
          title: "Playground",
          paragraphs: ["A playground of over 3585.99 sq m for athletics, team games and sports days."],
          link: { label: "Vidhyapeeth playground", to: "/vidhyapeeth/facilities/playground" },
        },
        {
          title: "Smart classrooms",
          paragraphs: ["Smart boards and digital lessons that support the matriculation syllabus."],
          link: { label: "Vidhyapeeth smart classrooms", to: "/vidhyapeeth/facilities/smartboard" },
        },
        {
          title: "Transport",
          paragraphs: ["School buses on fixed routes across the town and nearby villages."],
          link: { label: "Vidhyapeeth transport", to: "/vidhyapeeth/facilities/transport" },
        },
        {
          title: "Badminton court",
          paragraphs: ["A badminton court for practice, coaching and inter-house matches."],
          link: { label: "Vidhyapeeth badminton court", to: "/vidhyapeeth/facilities/badmintoncourt" },
        },
      ],
    },
    {
      type: "links",
      heading: "Getting to school",
      links: [
        { label: "Bus routes", to: "/bus-routes", description: "Routes R1 to R6 with stops and times." },
        { label: "Transport rules", to: "/transportrules", description: "Bus fees, notice and stops." },
      ],
    },
  ],
};
