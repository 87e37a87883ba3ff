import type { Block, ContentPage } from "../schemas/page";

/** An office bearer: a person of content/people.ts by id, their post in the PTA, and a line of detail. */
type Entry = Extract<Block, { type: "people" }>["people"][number];

/**
 * The office bearers of each school's PTA for the current academic year (`{{Academic year}}` in the
 * pages' text), written once ("People, once", architecture ruling 11): the school's PTA page draws this
 * list and /pta draws the PTA pages' lists (a "People of another page" block), so no two can differ. Each person is a
 * People entry; `role` is their post in the PTA, and the card's second line is their post at school
 * (a parent's class, a teacher's subject) unless `detail` says what the page says of them instead.
 *
 * Where /pta and the school pages gave different office bearers, the school's own PTA page was kept:
 * it is the page the specification describes (spec 2.4 for Vidhyapeeth), and the list of Vidhyashram's
 * is the one its public disclosure publishes. The Vidhyapeeth middle-school teacher representative was
 * a second "Mr. R. Karthik" beside the principal of that name as Secretary, which read as one man
 * holding two posts: the seat is Mrs. A. Jayanthi's (content/people.ts says why).
 */
export const ptaCommittees = {
  vidhyashram: [
    { person: "r-suresh", role: "President" },
    { person: "p-kalaivani", role: "Vice President" },
    { person: "l-shanthi", role: "Chairperson" },
    { person: "a-sumathi", role: "Secretary" },
    { person: "n-balaji", role: "Treasurer" },
    { person: "h-farzana", role: "Parent Representative" },
    { person: "j-thomas", role: "Parent Representative" },
    { person: "t-deepa", role: "Teacher Representative" },
    { person: "s-arun", role: "Teacher Representative" },
  ],
  vidhyapeeth: [
    { person: "m-arunachalam", role: "President" },
    { person: "r-karthik", role: "Secretary" },
    { person: "g-kalaivani", role: "Parent Representative" },
    { person: "s-venkatesh", role: "Parent Representative" },
    { person: "b-nandhini", role: "Parent Representative" },
    { person: "p-revathi", role: "Teacher Representative", detail: "Primary section" },
    { person: "a-jayanthi", role: "Teacher Representative", detail: "Middle school section" },
    { person: "k-prabhu", role: "Teacher Representative", detail: "Higher secondary section" },
  ],
} satisfies Record<"vidhyashram" | "vidhyapeeth", Entry[]>;

/** What every PTA list says of its names (invented sample people, architecture ruling 11). */
export const PTA_SAMPLE_NOTE =
  "Sample list: the names are placeholders until the school office publishes the office bearers elected at the PTA's general body meeting.";

/** A school's PTA office bearers as a people block headed `heading`. */
export function ptaBlock(school: keyof typeof ptaCommittees, heading: string): Block {
  return {
    type: "people",
    heading,
    intro: PTA_SAMPLE_NOTE,
    people: ptaCommittees[school].map((entry) => ({ ...entry })),
  };
}

/**
 * /pta (spec 2.2 footer quick link, spec 9 "PTA year 2025-2026"): the Parent Teacher Associations of
 * both schools, what they do, when they meet, and each school's own PTA page.
 */
export const ptaPage: ContentPage = {
  path: "/pta",
  title: "Parent Teacher Association",
  description: `The Parent Teacher Associations of Vidhyashram and Vidhyapeeth for {{Academic year}}: office bearers, what the PTA does and when it meets.`,
  intro: `Parents and teachers working together for our children: the PTA office bearers of both schools for the academic year {{Academic year}}.`,
  blocks: [
    {
      type: "text",
      heading: "What the PTA does",
      paragraphs: [
        "Every parent of a student and every teacher is a member of the school's Parent Teacher Association. Each year the members choose office bearers who meet regularly with the principal.",
        "The PTA brings parents' views to the school and the school's plans to parents. It does not handle individual complaints about marks or fees: for those, please meet the class teacher or the school office.",
      ],
      bullets: [
        "Shares parents' suggestions on studies, safety, transport and facilities.",
        "Helps organise Sports Day, Annual Day, health camps and awareness talks.",
        "Supports students who need help with books, uniforms or fees.",
        "Encourages parents to take part in their children's learning at home.",
      ],
    },
    // Each school's list as its PTA page keeps it: typed once, there.
    { type: "peopleOf", heading: "Vidhyashram PTA {{Academic year}}", page: "/vidhyashram/about-us/pta" },
    { type: "peopleOf", heading: "Vidhyapeeth PTA {{Academic year}}", page: "/vidhyapeeth/aboutus/pta" },
    {
      type: "list",
      heading: "Meeting schedule",
      ordered: false,
      items: [
        "General body meeting: once a year, at the start of the academic year, when the office bearers are chosen.",
        "Executive committee: once a term, with the principal, to review the term's plans and parents' suggestions.",
        "Parent-teacher meetings: after each term assessment, when parents meet the class teachers and see the answer papers.",
        "Special meetings: whenever the president and the principal agree that a matter needs the members' views.",
      ],
    },
    {
      type: "links",
      heading: "Each school's PTA",
      links: [
        {
          label: "Vidhyashram PTA",
          to: "/vidhyashram/about-us/pta",
          description: "The CBSE school's PTA page.",
        },
        {
          label: "Vidhyapeeth PTA",
          to: "/vidhyapeeth/aboutus/pta",
          description: "The matriculation school's PTA page.",
        },
      ],
    },
  ],
};
