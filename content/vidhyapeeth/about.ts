import { ptaBlock } from "../group/pta";
import type { ContentPage } from "../schemas/page";

/**
 * Vidhyapeeth's "About us" pages (spec 2.4 "/vidhyapeeth/aboutus/"): history, school management
 * committee, student care cell, grievance redressal committee, PTA and the committee against sexual
 * harassment. Every member of a committee is a person of content/people.ts, referred to by id in a
 * people block ("People, once", architecture ruling 11): the entry's `role` is their post in the
 * committee, and the card's second line their post at school. All are invented sample records with
 * placeholder contacts (the e-mail addresses and phones of the sexual harassment committee's members
 * are theirs in People) until the school gives its own lists.
 */

/** What the lists of members say of their names (architecture ruling 11). */
const SAMPLE_NOTE =
  "Sample list: the names are placeholders until the school office publishes the committee for the current year.";

/** /vidhyapeeth/aboutus/history (spec 2.4 "history"). */
export const historyPage: ContentPage = {
  path: "/vidhyapeeth/aboutus/history",
  title: "Our history",
  description:
    "How Vidhyapeeth grew from a small primary school into a matriculation higher secondary school from Pre KG to Class XII.",
  intro:
    "From a few classrooms and a handful of families to a full matriculation higher secondary school: the story of Vidhyapeeth.",
  blocks: [
    {
      type: "imageText",
      items: [
        {
          title: "How we began",
          paragraphs: [
            "Vidhyapeeth was started by a group of educationists and parents of our town who wanted a school that taught the Tamil Nadu state-board syllabus with the care and discipline of the best schools in the district.",
            "It opened with a few primary classes in a rented building. Word spread through families who saw their children grow in confidence, and the school soon moved to its own campus on Main Road.",
          ],
          picture: {
            image: "vidhyapeeth-history",
            alt: "The front of the Vidhyapeeth school building with its name board and entrance gate",
          },
        },
      ],
    },
    {
      type: "text",
      heading: "Growing with our town",
      paragraphs: [
        "Class by class, the school added the middle and high school years and then the higher secondary classes, with science and commerce groups for Classes XI and XII. Laboratories, a library, smart classrooms and a wide playground followed as the number of students grew.",
        "Through every change we kept what parents valued most: classes small enough for a teacher to know each child, a close link between home and school, and fees within the reach of working families.",
      ],
    },
    {
      type: "list",
      heading: "Milestones along the way",
      ordered: false,
      items: [
        "Recognition as a matriculation school under the Tamil Nadu state board.",
        "Upgrade to a higher secondary school with Classes XI and XII.",
        "Physics, chemistry, biology, computer, mathematics and English language laboratories.",
        "A library that has grown to over 15,000 books.",
        "Smart boards in the classrooms, and a playground of over 3585.99 sq m.",
        "The Tiny Tots Block for Pre KG, LKG and UKG.",
      ],
    },
    {
      type: "text",
      heading: "Part of the Vidhya Group of Schools",
      paragraphs: [
        "Vidhyapeeth and its sister school Vidhyashram (CBSE) form the Vidhya Group of Schools. The two schools share a purpose, training for their teachers and a transport service, while each keeps its own board, curriculum and character.",
      ],
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        {
          label: "Our purpose",
          to: "/ourpurpose",
          description: "The vision, mission and values of the group.",
        },
        {
          label: "School management committee",
          to: "/vidhyapeeth/aboutus/smdc",
          description: "Who plans and reviews the work of the school.",
        },
        {
          label: "Facilities",
          to: "/vidhyapeeth/facilities/infrastructure",
          description: "Our campus, classrooms, laboratories and playground.",
        },
      ],
    },
  ],
};

/** /vidhyapeeth/aboutus/smdc (spec 2.4 "smdc (school management committee table)"). */
export const smdcPage: ContentPage = {
  path: "/vidhyapeeth/aboutus/smdc",
  title: "School Management Committee",
  description:
    "The School Management and Development Committee of Vidhyapeeth: its members, the groups they represent and what the committee does.",
  intro:
    "The School Management and Development Committee (SMDC) brings the management, teachers, parents and the community together to plan and review the work of the school.",
  blocks: [
    {
      type: "people",
      heading: "Members of the committee",
      intro: SAMPLE_NOTE,
      display: "table",
      people: [
        { person: "s-venkatesan", role: "Chairperson, for the school management" },
        { person: "r-karthik", role: "Member Secretary" },
        { person: "j-revathi", role: "Member" },
        { person: "m-saravanan", role: "Member, for the teachers" },
        { person: "a-jayanthi", role: "Member, for the teachers" },
        { person: "m-arunachalam", role: "Member, for the parents" },
        { person: "g-kalaivani", role: "Member, for the parents" },
        { person: "n-balasubramanian", role: "Member" },
        { person: "v-murugesan", role: "Member, for the local body" },
      ],
    },
    {
      type: "text",
      heading: "What the committee does",
      paragraphs: [
        "The committee meets at least once a term. It reviews the school development plan, examination results, attendance, safety and the use of the school's facilities, and it follows up on suggestions from parents and teachers.",
      ],
      bullets: [
        "Plans improvements to classrooms, laboratories, the library and the playground.",
        "Reviews student welfare, safety and transport arrangements.",
        "Monitors academic progress and supports remedial and enrichment programmes.",
        "Keeps parents informed of decisions that affect their children.",
      ],
    },
  ],
};

/** /vidhyapeeth/aboutus/student-care-cell (spec 2.4: six in-charge rows by grade band, originated and approved by). */
export const studentCareCellPage: ContentPage = {
  path: "/vidhyapeeth/aboutus/student-care-cell",
  title: "Student Care Cell",
  description:
    "Vidhyapeeth's Student Care Cell looks after the well-being of every child, with a teacher in charge for each grade band from Pre KG to Class XII.",
  intro:
    "Every child should feel safe, heard and supported at school. The Student Care Cell is the first place a student or parent can turn to with a worry.",
  blocks: [
    {
      type: "text",
      heading: "What the cell does",
      paragraphs: [
        "The cell watches over the health, safety and emotional well-being of students. Its teachers talk with children who seem unhappy or are falling behind, meet parents when needed and, with the family's consent, arrange counselling.",
        "Students can speak to the in-charge of their grade band at any time during the school day. What they share is treated with care and discretion.",
      ],
      bullets: [
        "Guidance for students facing difficulties with studies, friendships or at home.",
        "Awareness sessions on health, hygiene, online safety and personal safety.",
        "Support during examinations and when a child joins the school mid-year.",
      ],
    },
    {
      type: "people",
      heading: "Teachers in charge",
      intro: "One teacher looks after each grade band, from Pre KG to Class XII.",
      people: [
        { person: "s-kavitha", role: "In-charge, Pre KG - UKG" },
        { person: "p-revathi", role: "In-charge, I - II" },
        { person: "m-sangeetha-primary", role: "In-charge, III - V" },
        { person: "a-jayanthi", role: "In-charge, VI - VIII" },
        { person: "t-anitha", role: "In-charge, IX - X" },
        { person: "k-prabhu", role: "In-charge, XI - XII" },
      ],
    },
    {
      type: "people",
      heading: "Originated and approved by",
      people: [
        { person: "j-revathi", detail: "Originated by" },
        { person: "s-venkatesan", detail: "Approved by" },
      ],
    },
    {
      type: "note",
      paragraphs: [
        "The names on this page are sample entries; the school office shares the current list with parents at the start of each academic year.",
      ],
    },
  ],
};

/** /vidhyapeeth/aboutus/grievanceredressalcommittee (spec 2.4: 7 members, office note dated 22 July 2022). */
export const grievancePage: ContentPage = {
  path: "/vidhyapeeth/aboutus/grievanceredressalcommittee",
  title: "Grievance Redressal Committee",
  description:
    "The seven members of Vidhyapeeth's Grievance Redressal Committee, constituted by office note dated 22 July 2022, and how to raise a grievance.",
  intro:
    "The Grievance Redressal Committee hears the concerns of students, parents and staff and sees that each one is answered fairly and in good time.",
  blocks: [
    {
      type: "note",
      paragraphs: ["Constituted by Office note Ref. No. VP/GRC/2022/07 dated 22 July 2022."],
    },
    {
      type: "people",
      heading: "Members of the committee",
      intro: SAMPLE_NOTE,
      people: [
        { person: "r-karthik", role: "Chairperson" },
        { person: "j-revathi", role: "Convener" },
        { person: "m-saravanan", role: "Member" },
        { person: "a-jayanthi", role: "Member" },
        { person: "d-priya", role: "Member" },
        { person: "m-arunachalam", role: "Member, parent representative" },
        { person: "j-suresh", role: "Member" },
      ],
    },
    {
      type: "list",
      heading: "How to raise a grievance",
      ordered: true,
      items: [
        "Write to the committee, giving your name, your child's name and class, and the matter in brief.",
        "Hand the letter in at the school office, drop it in the suggestion box, or e-mail grievance@vidhyapeeth.example.org.",
        "The convener acknowledges it within three working days.",
        "The committee looks into the matter, hears everyone concerned and replies in writing, normally within fifteen working days.",
      ],
    },
    {
      type: "text",
      heading: "Our promise",
      paragraphs: [
        "Every grievance is handled in confidence. No student or parent will be treated unfairly for raising a concern in good faith.",
      ],
    },
  ],
};

/** /vidhyapeeth/aboutus/pta (spec 2.4: academic year 2025-2026; President, Secretary, Parent and Teacher Representatives). */
export const ptaPage: ContentPage = {
  path: "/vidhyapeeth/aboutus/pta",
  title: "Parent Teacher Association",
  description: `Vidhyapeeth's Parent Teacher Association for the academic year {{Academic year}}: President, Secretary, Parent Representatives and Teacher Representatives.`,
  intro:
    "Parents and teachers working together for every child: the Parent Teacher Association (PTA) of Vidhyapeeth.",
  blocks: [
    ptaBlock("vidhyapeeth", `PTA office bearers, academic year {{Academic year}}`),
    {
      type: "text",
      heading: "What the PTA does",
      paragraphs: [
        "The PTA meets every term to share parents' suggestions with the school and to help with events such as Sports Day, Annual Day, health camps and community drives.",
        "Every parent of a Vidhyapeeth student is a member. Parents who wish to help can give their name to the class teacher or the school office.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        { label: "Parent Teacher Association of the group", to: "/pta" },
        { label: "Rules and regulations", to: "/vidhyapeeth/rules-regulations" },
      ],
    },
  ],
};

/** /vidhyapeeth/aboutus/sexual-harassment-committee (spec 2.4: 8 members with designation, department, e-mail, phone). */
export const sexualHarassmentCommitteePage: ContentPage = {
  path: "/vidhyapeeth/aboutus/sexual-harassment-committee",
  title: "Sexual Harassment Committee",
  description:
    "The eight members of Vidhyapeeth's committee against sexual harassment, with their designation, department, e-mail and phone, and how to reach them.",
  intro:
    "Vidhyapeeth does not tolerate sexual harassment of any student or staff member. This committee receives and inquires into complaints in confidence.",
  blocks: [
    {
      type: "people",
      heading: "Members of the committee",
      intro:
        "Names, e-mail addresses and phone numbers are placeholders until the school publishes the committee's contacts.",
      people: [
        { person: "j-revathi", role: "Presiding Officer" },
        { person: "t-anitha", role: "Member Secretary" },
        { person: "d-priya", role: "Member" },
        { person: "s-kavitha", role: "Member" },
        { person: "m-saravanan", role: "Member" },
        { person: "m-sangeetha-primary", role: "Member" },
        { person: "j-suresh", role: "Member" },
        { person: "v-radha", role: "External Member" },
      ],
    },
    {
      type: "text",
      heading: "How to make a complaint",
      paragraphs: [
        "A student, parent or staff member can speak to or write to any member of the committee. A complaint may also be sent in a sealed cover marked \u201cConfidential\u201d to the Presiding Officer at the school office.",
        "The committee inquires into every complaint promptly and fairly, keeps the identity of the people involved confidential, and recommends action to the management. No one who complains in good faith will face any disadvantage for doing so.",
      ],
    },
  ],
};

export const aboutPages: ContentPage[] = [
  historyPage,
  smdcPage,
  studentCareCellPage,
  grievancePage,
  ptaPage,
  sexualHarassmentCommitteePage,
];
