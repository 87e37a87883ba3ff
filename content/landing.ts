import type { z } from "zod";
import type { faqItemSchema, reasonIcons, schoolLandingSchema } from "./schemas/landing";
import { type SchoolSlug, site } from "./site";

/**
 * The words and pictures of the two school landing pages (`/vidhyashram`, `/vidhyapeeth`; spec 2.1
 * "Homepage variant", architecture ruling 1): the top carousel, the classroom carousel, the nine reasons to
 * choose the school, the Tiny Tots Block inauguration, the alumni grid and the FAQ. Pictures are names
 * in `content/media.ts` (files under `public/media/`). Campus facts are the specification's, exactly
 * (spec 9, architecture ruling 11); the FAQ answers show the admission rules of the settings, so an
 * admission rule changes in one place.
 */

/** The lucide-react icon a reason card shows (the names are listed with the schema, `reasonIcons`). */
export type ReasonIcon = (typeof reasonIcons)[number];

export type SchoolLandingContent = z.infer<typeof schoolLandingSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;

/**
 * The five FAQ answers (spec 2.1 "FAQ accordion", spec 9). The answers about documents, ages and the
 * procedure end with parts of the admission rules (`admissionRules`), drawn from the settings when the
 * page is drawn: no date or step of the rules is typed here.
 */
function faq(school: SchoolSlug): SchoolLandingContent["faq"] {
  const name = site.schools[school].name;
  return {
    heading: "Frequently asked questions",
    items: [
      {
        id: "how-to-apply",
        question: "How do I apply for admission?",
        paragraphs: [
          "Admissions for {{Admissions year}} are open. Send us an admission enquiry with the form on this page and the school office will call you back, or visit the office to collect the registration form.",
          `The office is open {{${name} office hours}}.`,
        ],
        link: { to: `/enquiry?school=${school}`, label: "Send an admission enquiry" },
      },
      {
        id: "documents",
        question: "What documents are required?",
        paragraphs: ["Please bring the original document for the class you are applying for:"],
        admissionRules: ["documents"],
      },
      {
        id: "age-eligibility",
        question: "What is the age eligibility for each class?",
        paragraphs: [
          "For the youngest classes the child must be born on or before the date shown, and be at least the minimum age on the day named in the table.",
        ],
        admissionRules: ["ages"],
      },
      {
        id: "admission-procedure",
        question: "What is the admission procedure?",
        paragraphs: [`Admission to ${name} takes these steps:`],
        admissionRules: ["steps"],
      },
      {
        id: "location",
        question: `Where is ${name} located?`,
        paragraphs: [
          `${name} is one of the two schools of the ${site.groupName}, in the same town as its sister school. The address, phone numbers, e-mail addresses and a map of both schools are on our contact page.`,
        ],
        link: { to: "/contactus", label: "Contact us and find the school" },
      },
    ],
  };
}

const classroomSlides = (school: SchoolSlug, captions: [string, string][]) =>
  captions.map(([caption, alt], index) => ({
    image: `${school}-classroom-${index + 1}`,
    caption,
    alt,
  }));

/*
 * SAMPLE DATA: the alumni below are invented sample records with common names, not real people, until
 * the school sends its own (names, qualifications and photos, with the alumni's consent). Replace them
 * here and set `sample: false`. No contact details are kept for anyone (architecture ruling 11).
 */
const vidhyashramAlumni = [
  { name: "Arjun Kumar", qualification: "B.E. Computer Science" },
  { name: "Kavya Raman", qualification: "MBBS" },
  { name: "Rahul Srinivasan", qualification: "B.Com, Chartered Accountant" },
  { name: "Meena Krishnan", qualification: "M.Sc. Physics" },
  { name: "Vignesh Murugan", qualification: "B.Arch." },
  { name: "Divya Subramanian", qualification: "B.A. LL.B." },
];

/* SAMPLE DATA as above: invented records, to be replaced by the school's own. */
const vidhyapeethAlumni = [
  { name: "Karthik Raja", qualification: "B.Tech. Information Technology" },
  { name: "Priya Natarajan", qualification: "B.D.S." },
  { name: "Suresh Babu", qualification: "M.B.A." },
  { name: "Lakshmi Venkatesh", qualification: "B.Sc. Nursing" },
  { name: "Harish Kannan", qualification: "B.E. Mechanical Engineering" },
  { name: "Anitha Selvam", qualification: "M.A. English, B.Ed." },
];

const alumni = (school: SchoolSlug, people: { name: string; qualification: string }[]) => ({
  heading: "Our alumni",
  intro: `Former students of ${site.schools[school].name} carry what they learnt here into colleges and careers across the country.`,
  sample: true,
  people: people.map((p, index) => ({ ...p, image: `${school}-alumni-${index + 1}` })),
  formLinkLabel: "Alumni? Register with us",
});

const vidhyashram: SchoolLandingContent = {
  topCarousel: {
    label: "Vidhyashram highlights",
    slides: [
      {
        image: "vidhyashram-top-1",
        alt: "The main building of Vidhyashram",
        title: "Welcome to Vidhyashram",
        description: "A CBSE senior secondary school where every child is known, encouraged and challenged.",
      },
      {
        image: "vidhyashram-top-2",
        alt: "Students at the morning assembly",
        title: "Admissions open for {{Admissions year}}",
        description: "Send an admission enquiry and the school office will call you back.",
      },
      {
        image: "vidhyashram-top-3",
        alt: "The campus with its trees and open spaces",
        title: "A green, spacious campus",
        description: "Classrooms, laboratories, a library and playgrounds on one campus.",
      },
      {
        image: "vidhyashram-top-4",
        alt: "Students performing on stage at the Annual Day",
        title: "Beyond the classroom",
        description: "Music, dance, art, clubs and community service are part of every week.",
      },
      {
        image: "vidhyashram-top-5",
        alt: "The school building in the evening",
        title: "Learning for life",
        description: "Strong academics with values, discipline and care for one another.",
      },
    ],
  },
  classrooms: {
    heading: "Inside our classrooms",
    intro: "A glimpse of a school day, from the Pre KG play corner to the senior science laboratories.",
    slides: classroomSlides("vidhyashram", [
      ["Pre KG play corner", "Young children playing with blocks in the Pre KG classroom"],
      ["Storytime in LKG", "A teacher reading a picture book to LKG children sitting in a circle"],
      ["Primary maths", "Primary students counting with beads at their desks"],
      ["Smart board lesson", "A teacher explaining a diagram on the classroom smart board"],
      ["Reading in the library", "Students reading quietly at library tables"],
      ["Physics laboratory", "Senior students measuring with instruments in the physics lab"],
      ["Computer class", "Students working at computers in the computer lab"],
      ["Art and craft", "Children painting and cutting paper in an art class"],
      ["Group project", "Middle-school students planning a project together"],
    ]),
  },
  reasons: {
    heading: "Why choose Vidhyashram",
    intro: "Nine reasons parents choose us for their children.",
    items: [
      {
        icon: "GraduationCap",
        title: "CBSE senior secondary",
        description:
          "The CBSE curriculum from Pre KG to Class XII, with science and commerce streams in the senior classes.",
      },
      {
        icon: "LandPlot",
        title: "A spacious campus",
        description: "Our campus stands on 10,730 sq m of land, with airy classrooms and open green spaces.",
      },
      {
        icon: "Library",
        title: "Over 17,000 books",
        description:
          "A library of over 17,000 books, magazines and newspapers, with library periods in every timetable.",
      },
      {
        icon: "Trophy",
        title: "A large playground",
        description: "A playground of over 3565 sq m for athletics, team games and the annual sports day.",
      },
      {
        icon: "Volleyball",
        title: "Badminton court",
        description: "A 7921 sq ft badminton court where students train, play and compete.",
      },
      {
        icon: "Users",
        title: "A lively school community",
        description:
          "A student strength of 3100: friends, clubs and houses for every interest, with teachers who know each child.",
      },
      {
        icon: "FlaskConical",
        title: "Well-equipped laboratories",
        description: "Science and computer laboratories where students learn by observing and doing.",
      },
      {
        icon: "Presentation",
        title: "Smart classrooms",
        description: "Smart boards bring lessons to life with diagrams, videos and interactive exercises.",
      },
      {
        icon: "ShieldCheck",
        title: "Care and safety",
        description:
          "A student care cell, a school safety committee and caring staff look after every child's wellbeing.",
      },
    ],
  },
  tinyTots: {
    heading: "The Tiny Tots Block is open",
    paragraphs: [
      "Our youngest learners now have a building of their own. The Tiny Tots Block for Pre KG, LKG and UKG was inaugurated with a traditional lamp-lighting ceremony in the presence of parents, teachers and well-wishers.",
      "Bright classrooms, child-sized furniture, a play area and safe, easy-to-reach washrooms make the first years of school happy and comfortable.",
    ],
    images: [
      {
        image: "vidhyashram-tinytots-1",
        alt: "Guests lighting the lamp at the Tiny Tots Block inauguration",
      },
      { image: "vidhyashram-tinytots-2", alt: "A colourful classroom in the new Tiny Tots Block" },
    ],
  },
  alumni: alumni("vidhyashram", vidhyashramAlumni),
  faq: faq("vidhyashram"),
};

const vidhyapeeth: SchoolLandingContent = {
  topCarousel: {
    label: "Vidhyapeeth highlights",
    slides: [
      {
        image: "vidhyapeeth-top-1",
        alt: "The main building of Vidhyapeeth",
        title: "Welcome to Vidhyapeeth",
        description: "A matriculation higher secondary school where small classes mean every child is heard.",
      },
      {
        image: "vidhyapeeth-top-2",
        alt: "Students at the morning assembly",
        title: "Admissions open for {{Admissions year}}",
        description: "Send an admission enquiry and the school office will call you back.",
      },
      {
        image: "vidhyapeeth-top-3",
        alt: "The school campus and its playground",
        title: "Room to grow",
        description: "A wide playground, a well-stocked library and laboratories for every science.",
      },
      {
        image: "vidhyapeeth-top-4",
        alt: "Students in scout uniform on a community march",
        title: "Service and leadership",
        description: "Scouts and Guides, the eco club and the Karuna club teach responsibility.",
      },
      {
        image: "vidhyapeeth-top-5",
        alt: "The school building in the evening",
        title: "Learning for life",
        description: "Strong foundations in the state-board syllabus, with values and care.",
      },
    ],
  },
  classrooms: {
    heading: "Inside our classrooms",
    intro: "Classes of about 30 children, in classrooms built for learning together.",
    slides: classroomSlides("vidhyapeeth", [
      ["Pre KG circle time", "Pre KG children singing a rhyme with their teacher"],
      ["UKG activity corner", "UKG children sorting shapes and colours at an activity table"],
      ["Primary Tamil class", "Primary students writing in their Tamil notebooks"],
      ["Smart board lesson", "A teacher using the smart board in a middle-school class"],
      ["Library hour", "Students choosing books from the library shelves"],
      ["Chemistry laboratory", "Senior students carrying out an experiment in the chemistry lab"],
      ["Computer laboratory", "Students learning to code in the computer lab"],
      ["English language lab", "Students with headphones practising spoken English"],
      ["Mathematics class", "A teacher solving a problem on the board with a senior class"],
    ]),
  },
  reasons: {
    heading: "Why choose Vidhyapeeth",
    intro: "Nine reasons parents choose us for their children.",
    items: [
      {
        icon: "GraduationCap",
        title: "Matriculation higher secondary",
        description:
          "The Tamil Nadu state-board matriculation syllabus from Pre KG to Class XII, taught with care.",
      },
      {
        icon: "Users",
        title: "Small classes",
        description: "Classes of about 30 children, so teachers can give each child attention.",
      },
      {
        icon: "Library",
        title: "Over 15,000 books",
        description: "A library of over 15,000 books that encourages reading for pleasure and for study.",
      },
      {
        icon: "Trophy",
        title: "A wide playground",
        description:
          "A playground of over 3585.99 sq m for cricket, football, volleyball, basketball, throwball and more.",
      },
      {
        icon: "FlaskConical",
        title: "Laboratories for every subject",
        description: "Physics, chemistry, biology, computer, mathematics and English language laboratories.",
      },
      {
        icon: "Presentation",
        title: "Smart classrooms",
        description: "Smart boards make lessons clearer and more engaging, from primary to senior classes.",
      },
      {
        icon: "Rocket",
        title: "IIT exposure programme",
        description:
          "For classes 9 to 12: preparation for IIT, NEET, NTSE and Olympiad examinations alongside the syllabus.",
      },
      {
        icon: "Bus",
        title: "School transport",
        description: "School buses and vans for Grades I-VIII, allotted on a first-come, first-served basis.",
      },
      {
        icon: "HeartHandshake",
        title: "Clubs and community service",
        description:
          "Cubs and Bulbuls, Scouts and Guides, the eco club and the Karuna club build character and service.",
      },
    ],
  },
  tinyTots: {
    heading: "The Tiny Tots Block is open",
    paragraphs: [
      "Our youngest learners now have a building of their own. The Tiny Tots Block for Pre KG, LKG and UKG was inaugurated with a traditional lamp-lighting ceremony in the presence of parents, teachers and well-wishers.",
      "Cheerful classrooms, child-sized furniture, a play area and caring teachers help little ones settle happily into school.",
    ],
    images: [
      {
        image: "vidhyapeeth-tinytots-1",
        alt: "Guests cutting the ribbon at the Tiny Tots Block inauguration",
      },
      { image: "vidhyapeeth-tinytots-2", alt: "Children in a bright classroom of the Tiny Tots Block" },
    ],
  },
  alumni: alumni("vidhyapeeth", vidhyapeethAlumni),
  faq: faq("vidhyapeeth"),
};

/** Each school's landing page content (checked against the schema by content/landing.test.ts). */
export const landing: Record<SchoolSlug, SchoolLandingContent> = { vidhyashram, vidhyapeeth };
