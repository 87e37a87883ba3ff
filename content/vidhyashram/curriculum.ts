import type { ContentPage } from "../schemas/page";

/**
 * spec 2.3 "/vidhyashram/curriculum": classes and stages, exam schedules (spec 9: grades I-VIII PA-I,
 * TA-I, PA-II, TA-II, PA-III, TA-III; IX and XI; X and XII; each by month) and the senior-secondary
 * groups, the streams of Classes XI and XII, which the spec calls "matriculation groups" (spec 2.3:
 * "classes, exam schedules, matriculation groups"), so the heading names them both ways. The months
 * match the academic calendar in the public disclosure (content/documents.ts).
 */
export const curriculumPage: ContentPage = {
  path: "/vidhyashram/curriculum",
  title: "Curriculum",
  description:
    "Vidhyashram's CBSE curriculum from Pre KG to Class XII: stages, subjects, exam schedules by month and the senior-secondary groups.",
  intro:
    "We follow the curriculum of the Central Board of Secondary Education (CBSE) with NCERT textbooks, from Pre KG to Class XII.",
  blocks: [
    {
      type: "table",
      heading: "Classes and stages",
      intro: "Our classes follow the stages of the National Education Policy, 2020.",
      caption: "Classes and stages",
      columns: [
        { key: "stage", label: "Stage" },
        { key: "classes", label: "Classes" },
        { key: "focus", label: "Focus" },
      ],
      rows: [
        {
          stage: "Foundational",
          classes: "Pre KG, LKG, UKG, I and II",
          focus: "Play-based learning, language, early numbers, habits and motor skills.",
        },
        {
          stage: "Preparatory",
          classes: "III to V",
          focus: "Reading, writing and mathematics, environmental studies, art and games.",
        },
        {
          stage: "Middle",
          classes: "VI to VIII",
          focus: "Science, mathematics, social science, languages and computer education.",
        },
        {
          stage: "Secondary",
          classes: "IX and X",
          focus: "The CBSE secondary syllabus, leading to the Class X board examination.",
        },
        {
          stage: "Senior secondary",
          classes: "XI and XII",
          focus: "Science and commerce streams, leading to the Class XII board examination.",
        },
      ],
    },
    {
      type: "text",
      heading: "Languages and subjects",
      paragraphs: [
        "English is the medium of instruction. Students learn Tamil and Hindi from Class I; from Class VI, Hindi or Tamil is taken as the second language up to Class X.",
        "Alongside the main subjects, every class has periods for computer education, art, music, dance, physical education, yoga and library.",
      ],
    },
    {
      type: "table",
      heading: "Exam schedule: Classes I to VIII",
      intro:
        "Three terms, each with a periodic assessment (PA) and a term assessment (TA). Exact dates are given on the notice board.",
      caption: "Exam schedule: Classes I to VIII",
      columns: [
        { key: "exam", label: "Assessment" },
        { key: "kind", label: "Type" },
        { key: "month", label: "Month" },
      ],
      rows: [
        { exam: "PA-I", kind: "Periodic assessment, Term I", month: "July" },
        { exam: "TA-I", kind: "Term assessment, Term I", month: "September" },
        { exam: "PA-II", kind: "Periodic assessment, Term II", month: "November" },
        { exam: "TA-II", kind: "Term assessment, Term II", month: "December" },
        { exam: "PA-III", kind: "Periodic assessment, Term III", month: "January" },
        { exam: "TA-III", kind: "Term assessment, Term III", month: "March" },
      ],
    },
    {
      type: "table",
      heading: "Exam schedule: Classes IX and XI",
      caption: "Exam schedule: Classes IX and XI",
      columns: [
        { key: "exam", label: "Examination" },
        { key: "month", label: "Month" },
      ],
      rows: [
        { exam: "Unit Test I", month: "July" },
        { exam: "Half-yearly examination", month: "September" },
        { exam: "Unit Test II", month: "November" },
        { exam: "Unit Test III", month: "January" },
        { exam: "Annual examination", month: "March" },
      ],
    },
    {
      type: "table",
      heading: "Exam schedule: Classes X and XII",
      caption: "Exam schedule: Classes X and XII",
      columns: [
        { key: "exam", label: "Examination" },
        { key: "month", label: "Month" },
      ],
      rows: [
        { exam: "Unit Test I", month: "July" },
        { exam: "Half-yearly examination", month: "September" },
        { exam: "Revision test", month: "December" },
        { exam: "Pre-board examination", month: "January" },
        { exam: "CBSE practical examinations", month: "January to February" },
        { exam: "CBSE board examinations", month: "February to March" },
      ],
      note: "The dates of the CBSE practical and board examinations are set by the CBSE each year.",
    },
    {
      type: "table",
      heading: "Senior-secondary groups: the matriculation groups of Classes XI and XII",
      intro:
        "The streams a student chooses after the Class X board examination, at admission to Class XI. English Core is common to every group.",
      caption: "Senior-secondary groups: the matriculation groups of Classes XI and XII",
      columns: [
        { key: "group", label: "Group" },
        { key: "subjects", label: "Subjects" },
        { key: "leads", label: "Leads towards" },
      ],
      rows: [
        {
          group: "Science with Mathematics",
          subjects: "English Core, Physics, Chemistry, Mathematics, Computer Science",
          leads: "Engineering, technology, architecture and the sciences (JEE)",
        },
        {
          group: "Science with Biology",
          subjects: "English Core, Physics, Chemistry, Biology, Mathematics",
          leads: "Medicine and engineering (NEET and JEE), life sciences",
        },
        {
          group: "Science with Biology and Physical Education",
          subjects: "English Core, Physics, Chemistry, Biology, Physical Education",
          leads: "Medicine, nursing, pharmacy and allied health sciences (NEET)",
        },
        {
          group: "Commerce with Mathematics",
          subjects: "English Core, Accountancy, Business Studies, Economics, Mathematics",
          leads: "Chartered accountancy, economics, finance and management",
        },
        {
          group: "Commerce with Computer Applications",
          subjects: "English Core, Accountancy, Business Studies, Economics, Informatics Practices",
          leads: "Commerce, business administration and computer applications",
        },
      ],
    },
    {
      type: "links",
      heading: "Read more",
      links: [
        { label: "Rules and regulations", to: "/vidhyashram/rules-regulations" },
        { label: "Laboratories", to: "/vidhyashram/facilities/lab" },
        { label: "Admissions", to: "/admissions" },
      ],
    },
  ],
};
