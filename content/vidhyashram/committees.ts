import { ptaBlock } from "../group/pta";
import type { Block, Cell, ContentPage } from "../schemas/page";
import { site } from "../site";

/**
 * Vidhyashram's committees (spec 2.3 "/vidhyashram/about-us/…"): what each committee is for, what it
 * does, its members and how to reach it. Every member is a person of content/people.ts, referred to by
 * id ("People, once", architecture ruling 11), so a name or a post is typed once for every page and
 * document that shows it; an entry's `role` is the member's post in that committee, and the card's
 * second line their post at school. The members are invented sample records until the school office
 * gives the real lists; the committees are reached through their (placeholder) e-mail box and the
 * school office, phone numbers of zeros and ones and addresses on `example.org`.
 */

const school = site.schools.vidhyashram.name;

/** A committee member: a person of content/people.ts by id and their post in the committee. */
export type Member = Extract<Block, { type: "people" }>["people"][number] & { role: string };

/** What the lists of committee members say of their names (architecture ruling 11). */
const SAMPLE_NOTE =
  "Sample list: the names are placeholders until the school office publishes the committee's members.";

/** The members of a committee as a people block (cards: name, post in the committee, post at school). */
function membersBlock(heading: string, members: Member[], intro = SAMPLE_NOTE): Block {
  return { type: "people", heading, intro, people: members };
}

/** A committee's placeholder e-mail address. */
const email = (box: string): Cell => ({
  text: `${box}@vidhyashram.example.org`,
  href: `mailto:${box}@vidhyashram.example.org`,
});

/** The school office's number, as a table cell: a reference to the Site settings' (content/references.ts). */
function officePhone(): Cell {
  return { text: "{{Vidhyashram office phone}}", href: "tel:{{Vidhyashram office phone}}" };
}

/** How to reach a committee: its e-mail box, the school office, and in person. */
function reach(box: string, extra: { way: string; details: string }[] = []): Block {
  return {
    type: "table",
    heading: "How to reach the committee",
    caption: "How to reach the committee",
    columns: [
      { key: "way", label: "Contact by" },
      { key: "details", label: "Details" },
    ],
    rows: [
      { way: "E-mail", details: email(box) },
      { way: "School office", details: officePhone() },
      { way: "In person", details: "At the school office, {{Vidhyashram office hours}}" },
      ...extra,
    ],
    note: "Every concern is heard in confidence. A written complaint gets an acknowledgement within three working days.",
  };
}

/** The principal, chairing most committees (one person per post: the name of /administration). */
const principal = (): Member => ({ person: "l-shanthi", role: "Chairperson" });

/** spec 2.3 "sexual-harassment-committee": protection of students from sexual harassment (POCSO Act, 2012). */
export const sexualHarassmentCommitteePage: ContentPage = {
  path: "/vidhyashram/about-us/sexual-harassment-committee",
  title: "Sexual Harassment Committee",
  description:
    "Vidhyashram's committee that protects students from sexual harassment and abuse: its purpose, duties, members and how to reach it in confidence.",
  intro:
    "Every child has the right to feel safe in school, on the bus and on every school outing. This committee makes sure of it.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        `The committee works under the Protection of Children from Sexual Offences (POCSO) Act, 2012 and the CBSE guidelines on the safety of children. It keeps ${school} free of sexual harassment and abuse, and it acts at once when a child, a parent or a member of staff raises a concern.`,
        "Complaints are handled in strict confidence. The identity of the child is never disclosed, and no student who complains is penalised in any way.",
      ],
    },
    {
      type: "list",
      heading: "What the committee does",
      ordered: false,
      items: [
        "Receives and inquires into complaints of sexual harassment of students, and reports cases to the authorities as the law requires.",
        "Runs age-appropriate awareness sessions on body safety and good touch and bad touch for students.",
        "Trains teachers, drivers, attendants and support staff on their duties under the POCSO Act.",
        "Checks that every area of the campus and every school bus is supervised.",
        "Keeps the school's child-protection policy up to date and shares it with parents.",
      ],
    },
    membersBlock("Members of the Sexual Harassment Committee", [
      principal(),
      { person: "s-lakshmi", role: "Presiding Officer" },
      { person: "k-priya", role: "Member" },
      { person: "v-anitha", role: "Member" },
      { person: "p-senthil-kumar", role: "Member" },
      { person: "g-kavitha", role: "Parent Representative" },
      { person: "m-revathi", role: "External Member (Legal)" },
    ]),
    reach("safety-of-children"),
  ],
};

/** spec 2.3 "student-care-cell": care and counselling of students, one in-charge per grade band. */
export const studentCareCellPage: ContentPage = {
  path: "/vidhyashram/about-us/student-care-cell",
  title: "Student Care Cell",
  description:
    "Vidhyashram's Student Care Cell: counselling, well-being and learning support for every child, with an in-charge for each grade band.",
  intro:
    "A child who is happy and heard learns better. The Student Care Cell looks after the well-being of every student from Pre KG to Class XII.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The cell is the first place a student or parent can turn to with a worry about studies, friendships, health or life at home. Each grade band has a teacher in charge who knows its children, supported by the school counsellor.",
        "The cell also spots children who need extra help early, and works with class teachers and parents on a plan for each of them.",
      ],
    },
    {
      type: "list",
      heading: "What the cell does",
      ordered: false,
      items: [
        "One-to-one counselling for students, by appointment or walk-in.",
        "Guidance on study habits, examination stress and career choices for the senior classes.",
        "Support for children with learning difficulties, with the class teacher and the parents.",
        "Talks and workshops on health, hygiene, online safety and emotional well-being.",
        "Follow-up of long absences, sudden changes in marks or behaviour, and bullying.",
      ],
    },
    membersBlock("Members of the Student Care Cell", [
      { person: "s-lakshmi", role: "Coordinator" },
      { person: "k-priya", role: "Counsellor, all classes" },
      { person: "b-saranya", role: "In-charge, Pre KG to UKG" },
      { person: "t-deepa", role: "In-charge, Classes I and II" },
      { person: "n-jayanthi", role: "In-charge, Classes III to V" },
      { person: "s-arun", role: "In-charge, Classes VI to VIII" },
      { person: "l-bhuvana", role: "In-charge, Classes IX and X" },
      { person: "r-venkatesan", role: "In-charge, Classes XI and XII" },
    ]),
    reach("care-cell", [
      { way: "Counsellor's room", details: "Ground floor of the main block, during school hours" },
    ]),
  ],
};

/** spec 2.3 "grievance-redressal-committee": fair, time-bound handling of parents' and students' grievances. */
export const grievanceRedressalCommitteePage: ContentPage = {
  path: "/vidhyashram/about-us/grievance-redressal-committee",
  title: "Grievance Redressal Committee",
  description:
    "How Vidhyashram hears and settles grievances of students, parents and staff: the committee's purpose, procedure, members and contact.",
  intro:
    "A concern raised is a chance to do better. The committee makes sure every grievance is heard fairly and answered in good time.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The Grievance Redressal Committee hears grievances about academics, examinations, fees, transport, facilities or the conduct of any member of the school community. It is impartial, and its decisions are recorded and communicated in writing.",
        "Most concerns are settled by the class teacher or the section coordinator; the committee takes up those that are not, and any that are raised with it directly.",
      ],
    },
    {
      type: "list",
      heading: "How a grievance is handled",
      ordered: true,
      items: [
        "Write to the committee by e-mail, drop a letter in the grievance box at the school office, or meet the convenor.",
        "The committee acknowledges the grievance within three working days.",
        "It hears the people concerned and looks into the facts, in confidence.",
        "It gives its decision in writing within fifteen working days, and follows up that it is carried out.",
      ],
    },
    membersBlock("Members of the Grievance Redressal Committee", [
      principal(),
      { person: "s-lakshmi", role: "Convenor" },
      { person: "t-balaji", role: "Member" },
      { person: "a-sumathi", role: "Member" },
      { person: "d-prakash", role: "Member" },
      { person: "k-priya", role: "Member" },
      { person: "v-ramesh", role: "Parent Representative" },
    ]),
    reach("grievance"),
  ],
};

/** spec 2.3 "school-safety-committee": safety of the campus, transport and emergency drills. */
export const schoolSafetyCommitteePage: ContentPage = {
  path: "/vidhyashram/about-us/school-safety-committee",
  title: "School Safety Committee",
  description:
    "Vidhyashram's School Safety Committee: safe buildings, buses, drills and first aid. Its duties, members and how to report a safety concern.",
  intro:
    "Safe buildings, safe buses and a school that knows what to do in an emergency: the School Safety Committee plans, checks and drills.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The committee follows the CBSE and state guidelines on school safety. It inspects the campus every term, keeps the fire, building and water certificates valid, and sees that what it finds is put right.",
        "Anyone who notices a hazard, on the campus or on a school bus, can report it to the committee. Urgent matters go straight to the school office.",
      ],
    },
    {
      type: "list",
      heading: "What the committee does",
      ordered: false,
      items: [
        "Inspects classrooms, laboratories, stairs, water tanks, electrical fittings and play areas every term.",
        "Holds fire and evacuation drills at least twice a year, and earthquake drills once a year.",
        "Checks the school buses: speed governors, first-aid kits, fire extinguishers, attendants and drivers' licences.",
        "Keeps the sick room and first-aid boxes stocked, with trained staff on every floor.",
        "Manages visitors' entry, CCTV coverage and the safe hand-over of young children at dispersal.",
      ],
    },
    membersBlock("Members of the School Safety Committee", [
      principal(),
      { person: "t-balaji", role: "Convenor" },
      { person: "d-murugan", role: "Member, transport safety" },
      { person: "p-senthil-kumar", role: "Member, drills" },
      { person: "j-vasanthi", role: "Member, first aid" },
      { person: "a-murugan", role: "Member, buildings" },
      { person: "s-radha", role: "Parent Representative" },
    ]),
    reach("safety"),
  ],
};

/** spec 2.3 "pta" and spec 9 (PTA year 2025-2026): the Parent Teacher Association. */
export const ptaPage: ContentPage = {
  path: "/vidhyashram/about-us/pta",
  title: "Parent Teacher Association",
  description: `Vidhyashram's Parent Teacher Association for the academic year {{Academic year}}: what it does, its office bearers and representatives, and how to take part.`,
  intro: `Parents and teachers working together for every child. The PTA's office bearers for the academic year {{Academic year}} are listed below.`,
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The Parent Teacher Association brings parents and teachers together to support the children's learning and the life of the school. Every parent of a Vidhyashram student and every teacher is a member.",
        "The association meets once a term. Its executive committee is elected at the general body meeting at the start of each academic year.",
      ],
    },
    {
      type: "list",
      heading: "What the PTA does",
      ordered: false,
      items: [
        "Shares parents' suggestions on academics, transport, safety and facilities with the school management.",
        "Helps organise Sports Day, Annual Day, exhibitions and community service drives.",
        "Supports awareness talks for parents on health, adolescence, online safety and careers.",
        "Takes part in the school's committees through its parent representatives.",
      ],
    },
    ptaBlock("vidhyashram", `PTA executive committee {{Academic year}}`),
    reach("pta", [
      {
        way: "Parent-teacher meetings",
        details: "On the dates in the school calendar and on the notice board",
      },
    ]),
  ],
};

/** spec 2.3 "internal-complaints-committee": the ICC for staff under the POSH Act, 2013. */
export const internalComplaintsCommitteePage: ContentPage = {
  path: "/vidhyashram/about-us/internal-complaints-committee",
  title: "Internal Complaints Committee",
  description:
    "Vidhyashram's Internal Complaints Committee under the POSH Act, 2013: how staff can complain of sexual harassment at work, its members and contact.",
  intro:
    "Every woman who works at Vidhyashram has the right to a workplace free of sexual harassment. The Internal Complaints Committee protects that right.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The Internal Complaints Committee (ICC) is constituted under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013. It receives and inquires into complaints of sexual harassment made by teaching and non-teaching staff, trainees and visitors.",
        "The committee is presided over by a senior woman employee, at least half its members are women, and one member is from an organisation that works for women's rights. Inquiries are confidential and completed within the time the Act allows.",
      ],
    },
    {
      type: "list",
      heading: "What the committee does",
      ordered: false,
      items: [
        "Receives written complaints within three months of the incident, and helps a complainant put a complaint in writing.",
        "Offers conciliation where the complainant asks for it, or holds an inquiry.",
        "Recommends action to the management and protects the complainant and witnesses from victimisation.",
        "Holds an awareness session for all staff every year and files the annual report the Act requires.",
      ],
    },
    membersBlock("Members of the Internal Complaints Committee", [
      { person: "s-lakshmi", role: "Presiding Officer" },
      { person: "v-anitha", role: "Member" },
      { person: "l-bhuvana", role: "Member" },
      { person: "t-balaji", role: "Member" },
      { person: "c-jothi", role: "External Member" },
    ]),
    reach("icc"),
  ],
};

/** spec 2.3 "anti-drug-committee": awareness and prevention of substance abuse. */
export const antiDrugCommitteePage: ContentPage = {
  path: "/vidhyashram/about-us/anti-drug-committee",
  title: "Anti-Drug Committee",
  description:
    "Vidhyashram's Anti-Drug Committee: awareness, prevention and early help on tobacco, alcohol and drug abuse. Its work, members and contact.",
  intro:
    "A drug-free campus and young people who can say no with confidence: the Anti-Drug Committee works on both.",
  blocks: [
    {
      type: "text",
      heading: "Purpose",
      paragraphs: [
        "The committee keeps the campus and its surroundings free of tobacco, alcohol and drugs, as the law and the CBSE guidelines require. Its main work is prevention: helping students understand the harm of substance abuse and resist pressure from others.",
        "A student who needs help is supported in confidence, with the parents, the counsellor and, where needed, a health professional.",
      ],
    },
    {
      type: "list",
      heading: "What the committee does",
      ordered: false,
      items: [
        "Holds awareness talks, poster and essay competitions and a rally on the International Day against Drug Abuse (26 June).",
        "Invites doctors and police officers to speak to the middle and senior classes.",
        "Works with local shops and the police to keep tobacco sales away from the school's surroundings.",
        "Guides teachers and parents on the early signs of substance abuse and where to get help.",
      ],
    },
    membersBlock(
      "Members of the Anti-Drug Committee",
      [
        principal(),
        { person: "k-priya", role: "Convenor" },
        { person: "p-senthil-kumar", role: "Member" },
        { person: "r-venkatesan", role: "Member" },
        { person: "j-vasanthi", role: "Member" },
        { person: "g-ravi", role: "Parent Representative" },
      ],
      `The Head Boy and the Head Girl of Class XII are the students' representatives, reached through the school office. ${SAMPLE_NOTE}`,
    ),
    reach("anti-drug"),
  ],
};

export const committeePages: ContentPage[] = [
  sexualHarassmentCommitteePage,
  studentCareCellPage,
  grievanceRedressalCommitteePage,
  schoolSafetyCommitteePage,
  ptaPage,
  internalComplaintsCommitteePage,
  antiDrugCommitteePage,
];
