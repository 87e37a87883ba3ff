import type { Cell, ContentPage } from "../schemas/page";

/**
 * Vidhyapeeth's "About us" pages (spec 2.4 "/vidhyapeeth/aboutus/"): history, school management
 * committee, student care cell, grievance redressal committee, PTA and the committee against sexual
 * harassment. Every person named here is an invented sample record with placeholder contacts (architecture
 * ruling 11) until the school gives its own lists, referred to by id (content/people.ts, issue 23 item 4).
 */

/** A placeholder phone (zeros and ones only) as a table cell: "+91 00000 00101" (kept on one line), tap to call. */
function phone(last5: string): Cell {
  return { text: `+91\u00a000000\u00a0${last5}`, href: `tel:+9100000${last5}` };
}

/** A placeholder e-mail address on the school's example.org domain, as a table cell. */
function email(local: string): Cell {
  const address = `${local}@vidhyapeeth.example.org`;
  return { text: address, href: `mailto:${address}` };
}

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
      type: "table",
      heading: "Members of the committee",
      caption: "Members of the committee",
      columns: [
        { key: "name", label: "Name" },
        { key: "role", label: "Role in the committee" },
        { key: "represents", label: "Represents" },
      ],
      rows: [
        {
          name: { person: "s-venkatesan", show: "name" },
          role: "Chairperson",
          represents: "School management (Correspondent)",
        },
        { name: { person: "r-karthik", show: "name" }, role: "Member Secretary", represents: "Principal" },
        { name: { person: "j-revathi", show: "name" }, role: "Member", represents: "Vice Principal" },
        { name: { person: "p-senthil-kumar-physics", show: "name" }, role: "Member", represents: "Teachers" },
        { name: { person: "a-jayanthi", show: "name" }, role: "Member", represents: "Teachers" },
        { name: { person: "m-arunachalam", show: "name" }, role: "Member", represents: "Parents" },
        { name: { person: "g-kalaivani", show: "name" }, role: "Member", represents: "Parents" },
        {
          name: { person: "n-balasubramanian", show: "name" },
          role: "Member",
          represents: "Educationist (nominated)",
        },
        { name: { person: "v-murugesan", show: "name" }, role: "Member", represents: "Local body" },
      ],
      sample: true,
      note: "The names above are sample entries; the school office publishes the committee for the current year.",
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
      type: "table",
      heading: "Teachers in charge",
      caption: "Teachers in charge",
      columns: [
        { key: "grades", label: "Grade band" },
        { key: "name", label: "In-charge" },
        { key: "designation", label: "Designation" },
      ],
      rows: [
        {
          grades: "Pre KG - UKG",
          name: { person: "s-lakshmi-kindergarten", show: "name" },
          designation: { person: "s-lakshmi-kindergarten", show: "post" },
        },
        {
          grades: "I - II",
          name: { person: "p-revathi", show: "name" },
          designation: { person: "p-revathi", show: "post" },
        },
        {
          grades: "III - V",
          name: { person: "m-sangeetha-primary", show: "name" },
          designation: { person: "m-sangeetha-primary", show: "post" },
        },
        {
          grades: "VI - VIII",
          name: { person: "r-karthik-science", show: "name" },
          designation: { person: "r-karthik-science", show: "post" },
        },
        {
          grades: "IX - X",
          name: { person: "t-anitha", show: "name" },
          designation: { person: "t-anitha", show: "post" },
        },
        {
          grades: "XI - XII",
          name: { person: "k-prabhu", show: "name" },
          designation: { person: "k-prabhu", show: "post" },
        },
      ],
      sample: true,
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
      type: "table",
      heading: "Members of the committee",
      caption: "Members of the committee",
      columns: [
        { key: "name", label: "Name" },
        { key: "designation", label: "Designation" },
        { key: "role", label: "Role in the committee" },
      ],
      rows: [
        {
          name: { person: "r-karthik", show: "name" },
          designation: { person: "r-karthik", show: "post" },
          role: "Chairperson",
        },
        {
          name: { person: "j-revathi", show: "name" },
          designation: { person: "j-revathi", show: "post" },
          role: "Convener",
        },
        {
          name: { person: "p-senthil-kumar-physics", show: "name" },
          designation: { person: "p-senthil-kumar-physics", show: "post" },
          role: "Member",
        },
        {
          name: { person: "a-jayanthi", show: "name" },
          designation: { person: "a-jayanthi", show: "post" },
          role: "Member",
        },
        {
          name: { person: "d-priya", show: "name" },
          designation: { person: "d-priya", show: "post" },
          role: "Member",
        },
        {
          name: { person: "m-arunachalam", show: "name" },
          designation: "Parent representative",
          role: "Member",
        },
        {
          name: { person: "j-suresh", show: "name" },
          designation: { person: "j-suresh", show: "post" },
          role: "Member",
        },
      ],
      sample: true,
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
  description:
    "Vidhyapeeth's Parent Teacher Association for the academic year 2025-2026: President, Secretary, Parent Representatives and Teacher Representatives.",
  intro:
    "Parents and teachers working together for every child: the Parent Teacher Association (PTA) of Vidhyapeeth.",
  blocks: [
    {
      type: "table",
      heading: "PTA office bearers, academic year 2025-2026",
      caption: "PTA office bearers, academic year 2025-2026",
      columns: [
        { key: "role", label: "Role" },
        { key: "name", label: "Name" },
        { key: "from", label: "From" },
      ],
      rows: [
        {
          role: "President",
          name: { person: "m-arunachalam", show: "name" },
          from: { person: "m-arunachalam", show: "post" },
        },
        {
          role: "Secretary",
          name: { person: "r-karthik", show: "name" },
          from: { person: "r-karthik", show: "post" },
        },
        {
          role: "Parent Representative",
          name: { person: "g-kalaivani", show: "name" },
          from: { person: "g-kalaivani", show: "post" },
        },
        {
          role: "Parent Representative",
          name: { person: "s-venkatesh", show: "name" },
          from: { person: "s-venkatesh", show: "post" },
        },
        {
          role: "Parent Representative",
          name: { person: "b-nandhini", show: "name" },
          from: { person: "b-nandhini", show: "post" },
        },
        {
          role: "Teacher Representative",
          name: { person: "p-revathi", show: "name" },
          from: "Primary section",
        },
        {
          role: "Teacher Representative",
          name: { person: "r-karthik-science", show: "name" },
          from: "Middle school section",
        },
        {
          role: "Teacher Representative",
          name: { person: "k-prabhu", show: "name" },
          from: "Higher secondary section",
        },
      ],
      sample: true,
      note: "The names above are sample entries; the office bearers are elected at the PTA's general body meeting.",
    },
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
      type: "table",
      heading: "Members of the committee",
      caption: "Members of the committee",
      columns: [
        { key: "name", label: "Name" },
        { key: "designation", label: "Designation" },
        { key: "department", label: "Department" },
        { key: "email", label: "E-mail" },
        { key: "phone", label: "Phone" },
      ],
      rows: [
        {
          name: { person: "j-revathi", show: "name" },
          designation: "Presiding Officer",
          department: "Administration",
          email: email("j.revathi"),
          phone: phone("00101"),
        },
        {
          name: { person: "t-anitha", show: "name" },
          designation: "Member Secretary",
          department: "English",
          email: email("t.anitha"),
          phone: phone("00110"),
        },
        {
          name: { person: "d-priya", show: "name" },
          designation: "Member",
          department: "Counselling",
          email: email("d.priya"),
          phone: phone("00111"),
        },
        {
          name: { person: "s-lakshmi-kindergarten", show: "name" },
          designation: "Member",
          department: "Kindergarten",
          email: email("s.lakshmi"),
          phone: phone("01000"),
        },
        {
          name: { person: "p-senthil-kumar-physics", show: "name" },
          designation: "Member",
          department: "Physics",
          email: email("p.senthilkumar"),
          phone: phone("01001"),
        },
        {
          name: { person: "m-sangeetha-primary", show: "name" },
          designation: "Member",
          department: "Primary",
          email: email("m.sangeetha"),
          phone: phone("01010"),
        },
        {
          name: { person: "j-suresh", show: "name" },
          designation: "Member",
          department: "Office",
          email: email("j.suresh"),
          phone: phone("01011"),
        },
        {
          name: { person: "v-radha", show: "name" },
          designation: "External Member",
          department: "Women's welfare organisation",
          email: email("v.radha"),
          phone: phone("01100"),
        },
      ],
      sample: true,
      note: "Names, e-mail addresses and phone numbers above are placeholders until the school publishes the committee's contacts.",
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
