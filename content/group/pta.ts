import type { Block, ContentPage } from "../schemas/page";
import { site } from "../site";

/**
 * An office bearer: a person of content/people.ts by id (issue 23 item 4) and their PTA role; the
 * details column shows their post, or `detail` where this page says more (a principal's school).
 */
type Member = { role: string; person: string; detail?: string };

/** One school's PTA office bearers as a table (invented sample people, architecture ruling 11). */
function ptaTable(school: string, members: Member[]): Extract<Block, { type: "table" }> {
  return {
    type: "table",
    heading: `${school} PTA ${site.admissionsYear}`,
    caption: `${school} PTA ${site.admissionsYear}`,
    sample: true,
    columns: [
      { key: "role", label: "Role" },
      { key: "name", label: "Name" },
      { key: "detail", label: "Details" },
    ],
    rows: members.map((m) => ({
      role: m.role,
      name: { person: m.person, show: "name" },
      detail: m.detail ?? { person: m.person, show: "post" },
    })),
  };
}

/**
 * /pta (spec 2.2 footer quick link, spec 9 "PTA year 2025-2026"): the Parent Teacher Associations of
 * both schools, what they do, when they meet, and each school's own PTA page.
 */
export const ptaPage: ContentPage = {
  path: "/pta",
  title: "Parent Teacher Association",
  description: `The Parent Teacher Associations of Vidhyashram and Vidhyapeeth for ${site.admissionsYear}: office bearers, what the PTA does and when it meets.`,
  intro: `Parents and teachers working together for our children: the PTA office bearers of both schools for the academic year ${site.admissionsYear}.`,
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
    ptaTable("Vidhyashram", [
      { role: "President", person: "v-ganesan" },
      { role: "Secretary", person: "l-shanthi", detail: "Principal, Vidhyashram" },
      { role: "Parent Representative", person: "a-kalaivani" },
      { role: "Parent Representative", person: "p-rajesh" },
      { role: "Parent Representative", person: "m-sangeetha" },
      { role: "Teacher Representative", person: "r-bhuvaneswari" },
      { role: "Teacher Representative", person: "k-prakash" },
    ]),
    ptaTable("Vidhyapeeth", [
      { role: "President", person: "s-arumugam" },
      { role: "Secretary", person: "r-karthik", detail: "Principal, Vidhyapeeth" },
      { role: "Parent Representative", person: "t-malathi" },
      { role: "Parent Representative", person: "n-saravanan" },
      { role: "Parent Representative", person: "b-jayanthi" },
      { role: "Teacher Representative", person: "s-vijayalakshmi" },
      { role: "Teacher Representative", person: "g-manikandan" },
    ]),
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
