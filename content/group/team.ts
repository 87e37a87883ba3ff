import type { Block, ContentPage } from "../schemas/page";

type Entry = Extract<Block, { type: "people" }>["people"][number];

/**
 * The group's leadership team: people of content/people.ts by id (invented sample
 * people, architecture ruling 11) with what the team pages say of them; shared by /srmjvteam,
 * /careers and /administration.
 */
export const leadership = {
  chairman: {
    person: "k-ramasamy",
    detail: "Guides the trust that runs both schools and chairs the governing council.",
  },
  secretary: {
    person: "r-meenakshi",
    detail: "Keeps the trust's records, budgets and plans for new buildings and equipment.",
  },
  correspondent: {
    person: "s-venkatesan",
    detail: "The link between the management, the principals, the parents and the education department.",
  },
  directorAcademics: {
    person: "p-anand",
    detail: "Plans the curriculum, teacher training and assessments across both schools.",
  },
  directorAdministration: {
    person: "v-kavitha",
    detail: "Looks after the offices, accounts, transport and campus upkeep of both schools.",
  },
  coordinatorVidhyashram: {
    person: "g-priya",
    detail: "Coordinates lesson plans, CBSE assessments and the IIT Exposure Program.",
  },
  coordinatorVidhyapeeth: {
    person: "a-suresh",
    detail: "Coordinates lesson plans, matriculation board examinations and remedial classes.",
  },
  coordinatorPrimary: {
    person: "n-deepa",
    detail: "Leads the Pre KG to Class V teams of both schools and their activity-based learning.",
  },
} satisfies Record<string, Entry>;

/** /srmjvteam (spec 2.2): the leadership team of the group, with role and photo. */
export const teamPage: ContentPage = {
  path: "/srmjvteam",
  title: "Leadership team",
  description:
    "The leadership team of the Vidhya Group of Schools: chairman, secretary, correspondent, directors and academic coordinators.",
  intro: "The people who lead Vidhyashram and Vidhyapeeth, plan their growth and answer to parents for them.",
  blocks: [
    {
      type: "text",
      heading: "How the schools are led",
      paragraphs: [
        "Both schools are run by one educational trust. Its governing council, led by the chairman, sets the direction, approves the budget and plans new buildings and equipment.",
        "The correspondent and the two directors turn those plans into daily work with the principals. The academic coordinators work with the teachers in the classrooms, so that what is decided at the top reaches every child.",
      ],
    },
    {
      type: "people",
      heading: "The governing council",
      people: [leadership.chairman, leadership.secretary, leadership.correspondent],
    },
    {
      type: "people",
      heading: "Directors",
      people: [leadership.directorAcademics, leadership.directorAdministration],
    },
    {
      type: "people",
      heading: "Academic coordinators",
      people: [
        leadership.coordinatorVidhyashram,
        leadership.coordinatorVidhyapeeth,
        leadership.coordinatorPrimary,
      ],
    },
    {
      type: "note",
      paragraphs: [
        "The leadership team meets every month and reviews each school's results, feedback from parents and the progress of the Total Quality Management plan.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        {
          label: "Administration",
          to: "/administration",
          description: "Principals, office staff and whom to contact for what.",
        },
        { label: "About us", to: "/aboutus", description: "The story of the group and its two schools." },
        { label: "Careers", to: "/careers", description: "Join our teaching and office teams." },
      ],
    },
  ],
};
