import type { ContentPage } from "../schemas/page";

/**
 * spec 2.3 "/vidhyashram/rules-regulations": six rule sections and the suggestion-box note. The times,
 * limits and fines are the specification's, exactly (spec 9): in school before 8:30 AM; sick leave over
 * 3 days needs a medical certificate; late and uniform default fine Rs.50 after three warnings.
 */
export const rulesPage: ContentPage = {
  path: "/vidhyashram/rules-regulations",
  title: "Rules and regulations",
  description:
    "Vidhyashram's rules for students and parents: attendance and punctuality, uniform, leave, conduct, homework and safety, and the suggestion box.",
  intro:
    "A few clear rules help every child learn in a safe, orderly school. Parents are requested to read them with their children.",
  blocks: [
    {
      type: "list",
      heading: "Attendance and punctuality",
      ordered: false,
      items: [
        "Students must be in school before 8:30 AM. The gate closes after the first bell.",
        "A student who comes late reports to the office and brings a note from the parent.",
        "Students who are late three times are given a warning each time; after three warnings, a fine of Rs.50 is charged for each further late arrival.",
        "Students need at least 75% attendance to sit for the annual and CBSE board examinations.",
      ],
    },
    {
      type: "list",
      heading: "Uniform and appearance",
      ordered: false,
      items: [
        "Students come in the full, clean school uniform with the identity card every day, and in the house uniform on the days fixed for it.",
        "Hair is neatly cut or tied; nails are kept short. Jewellery, coloured hair and fancy accessories are not allowed.",
        "A uniform default is noted with a warning; after three warnings, a fine of Rs.50 is charged for each further default.",
      ],
    },
    {
      type: "list",
      heading: "Leave",
      ordered: false,
      items: [
        "Leave is applied for in advance with a letter from the parent, or through the school diary.",
        "Sick leave over 3 days needs a medical certificate when the student returns.",
        "A student may not leave school during the day except with a parent or a person the parent has authorised, after signing the register at the office.",
        "Leave is not granted during examinations except for illness, with a medical certificate.",
      ],
    },
    {
      type: "list",
      heading: "Conduct",
      ordered: false,
      items: [
        "Students are courteous to teachers, staff, visitors and one another, on the campus, on the bus and outside school.",
        "Bullying, ragging, abusive language and violence are not tolerated and are dealt with strictly.",
        "Mobile phones, smart watches and electronic gadgets are not allowed in school; any found will be taken and returned only to a parent.",
        "Students speak in English on the campus, except in language classes.",
      ],
    },
    {
      type: "list",
      heading: "Academics and homework",
      ordered: false,
      items: [
        "Homework is completed on time and the school diary is signed by a parent every day.",
        "Students bring the books and notebooks of the day's timetable, neatly covered and labelled.",
        "Students absent for an assessment take it only with the principal's permission, on medical grounds.",
        "Any form of malpractice in an assessment is treated as serious misconduct.",
      ],
    },
    {
      type: "list",
      heading: "Safety and school property",
      ordered: false,
      items: [
        "Students stay within the campus and in the areas of their class during school hours.",
        "Laboratories, the library and the playground are used only under a teacher's supervision.",
        "Damage to school property must be made good by the student responsible.",
        "Students do not bring valuables or large sums of money to school; the school is not responsible for their loss.",
      ],
    },
    {
      type: "note",
      heading: "Suggestion box",
      paragraphs: [
        "A suggestion box is kept near the school office. Students and parents are welcome to drop in suggestions to improve the school; they are read by the principal every week.",
        "Suggestions may be signed or left unsigned. Concerns that need an answer can also be taken to the Grievance Redressal Committee.",
      ],
    },
    {
      type: "links",
      links: [
        { label: "Grievance Redressal Committee", to: "/vidhyashram/about-us/grievance-redressal-committee" },
        { label: "Transport rules", to: "/transportrules" },
      ],
    },
  ],
};
