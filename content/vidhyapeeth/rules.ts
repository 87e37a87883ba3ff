import type { ContentPage } from "../schemas/page";

/**
 * /vidhyapeeth/rules-regulations (spec 2.4: 17 instructions to parents, for the academic year, which is the
 * settings' `{{Academic year}}` where the old site printed 2024-2025). The
 * timings and the fine are spec 9's: students in school before 8:30 AM, a medical certificate for sick
 * leave over 3 days, Rs.50 after three warnings for lateness or uniform.
 */
export const rulesPage: ContentPage = {
  path: "/vidhyapeeth/rules-regulations",
  title: "Rules and regulations",
  description:
    "Vidhyapeeth's instructions to parents for the academic year {{Academic year}}: timings, leave, uniform, fees, mobile phones and more.",
  intro:
    "A school runs well when home and school follow the same rules. Please read these instructions with your child and keep them handy through the year.",
  blocks: [
    {
      type: "list",
      heading: "Instructions to parents, academic year {{Academic year}}",
      ordered: true,
      items: [
        "Students must be in school before 8:30 AM. Late-comers are sent to class only with the permission of the Principal or the Vice Principal.",
        "Repeated late arrival or improper uniform is recorded in the school diary; after three warnings a fine of Rs.50 is charged.",
        "Every absence must be explained by a leave letter signed by the parent, written in the school diary on the day the child returns.",
        "Sick leave of more than 3 days must be supported by a medical certificate from a registered doctor.",
        "Leave for family functions or travel must be applied for in advance; it is not granted during tests and examinations.",
        "Students must come to school in the prescribed uniform, neat and clean, with the school identity card, on every working day.",
        "School fees must be paid by the due dates announced by the school office; a child's name may be removed from the rolls when fees remain unpaid after repeated reminders.",
        "Mobile phones, smart watches and other electronic gadgets are not allowed in school. Any such item found will be confiscated and returned only to the parent.",
        "Students must not bring valuables, jewellery or large sums of money to school. The school is not responsible for their loss.",
        "Parents are requested to check and sign the school diary every day and to read all circulars sent home.",
        "Parents may meet teachers only on the days and times fixed by the school, or by prior appointment through the office; they may not enter classrooms during class hours.",
        "A child will be handed over during school hours only to the parent or to a person named by the parent in writing, who must show the identity card issued by the school.",
        "Any change of address or phone number must be informed to the school office at once, so that the school can reach you in an emergency.",
        "Students must take care of school property. Damage to furniture, books or equipment will have to be made good by the parent.",
        "A minimum attendance of 75% is required for a student to be promoted or to appear for the annual examination.",
        "Private tuition by the school's own teachers for their students is not encouraged; please speak to the class teacher if your child needs extra help.",
        "Parents are requested to attend Parent-Teacher meetings regularly and to cooperate with the school in matters of discipline and studies.",
      ],
    },
    {
      type: "facts",
      heading: "At a glance",
      facts: [
        { value: "8:30 AM", label: "Students in school before" },
        { value: "Over 3 days", label: "Sick leave needs a medical certificate" },
        { value: "Rs.50", label: "Fine after three warnings (late or uniform)" },
        { value: "{{Vidhyapeeth office hours}}", label: "Office hours" },
      ],
    },
    {
      type: "note",
      paragraphs: [
        "Suggestions are welcome. Please write to the Principal or use the suggestion box at the school office.",
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        { label: "Transport rules", to: "/transportrules" },
        { label: "Grievance Redressal Committee", to: "/vidhyapeeth/aboutus/grievanceredressalcommittee" },
        { label: "Parent Teacher Association", to: "/vidhyapeeth/aboutus/pta" },
      ],
    },
  ],
};
