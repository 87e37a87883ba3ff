import { externalLinks } from "../external-links";
import type { ContentPage } from "../schemas/page";

/**
 * /admissions (spec 2.2 footer quick link, 2.1 admissions section, spec 9): admissions for the year, the
 * age cut-offs, documents and steps — `admissionRules` blocks, drawn from the admission rules of the
 * settings, so this page never keeps its own copy of a date — the enquiry form, office hours and the
 * scholarship test.
 */
export const admissionsPage: ContentPage = {
  path: "/admissions",
  title: "Admissions",
  description: `Admissions {{Admissions year}} at Vidhyashram (CBSE) and Vidhyapeeth (Matriculation): age criteria, documents, steps to apply and the scholarship test.`,
  intro: `Admissions are open for the academic year {{Admissions year}} at Vidhyashram and Vidhyapeeth, from Pre KG to Class XII.`,
  blocks: [
    {
      type: "text",
      heading: `Admissions {{Admissions year}}`,
      paragraphs: [
        "Both schools admit students from Pre KG to Class XII, subject to seats in each class. Vidhyashram follows the CBSE curriculum and Vidhyapeeth the Tamil Nadu State Board Matriculation syllabus.",
        "Check the age criteria and documents below, then send us an enquiry or visit the school office. We are happy to show you around the campus.",
      ],
    },
    {
      type: "admissionRules",
      heading: "Age cut-offs",
      intro:
        "The child must be born on or before the date given for the class, and be at least the minimum age on the day shown. For the other classes the school office will tell you the age for the class you want.",
      show: ["ages"],
    },
    {
      type: "admissionRules",
      heading: "Documents to bring",
      intro: "Bring the original document with a photocopy when you submit the registration form.",
      show: ["documents"],
    },
    {
      type: "admissionRules",
      heading: "How to apply",
      show: ["steps"],
    },
    {
      type: "links",
      heading: "Send an enquiry",
      intro:
        "Or visit the school office: Vidhyashram {{Vidhyashram office hours}}; Vidhyapeeth {{Vidhyapeeth office hours}}.",
      links: [
        {
          label: "Admission enquiry form",
          to: "/enquiry",
          description: "Tell us about your child and the class you want; the office will call you back.",
        },
        { label: "Contact us", to: "/contactus", description: "Addresses, phones, e-mails and maps." },
      ],
    },
    {
      type: "note",
      heading: "Office hours",
      paragraphs: [
        "The admission office of Vidhyashram is open {{Vidhyashram office hours}}, and Vidhyapeeth's {{Vidhyapeeth office hours}}. Registration forms are issued at the office during these hours.",
      ],
    },
    {
      type: "links",
      heading: "Scholarship test",
      intro:
        "Our scholarship test rewards able students with a scholarship. Read the guidelines to see who can take it, practise with the sample paper, then apply online.",
      links: [
        {
          label: "Apply for the scholarship test",
          href: externalLinks.scholarshipApply,
          kind: "form",
          description: "The online application form opens in a new tab.",
        },
        {
          label: "Scholarship test guidelines",
          href: externalLinks.scholarshipGuidelines,
          kind: "pdf",
          description: "Eligibility, syllabus, test pattern and the award of scholarships.",
        },
        {
          label: "Scholarship test sample paper",
          href: externalLinks.scholarshipSamplePaper,
          kind: "pdf",
          description: "A sample question paper to practise with.",
        },
      ],
    },
    {
      type: "links",
      heading: "Also useful",
      links: [
        {
          label: "Facilities",
          to: "/facilities",
          description: "Campuses, libraries, laboratories and playgrounds.",
        },
        { label: "Bus routes", to: "/bus-routes", description: "Routes R1 to R6 with stops and times." },
        { label: "Why choose us", to: "/why-choose", description: "Academics, curriculum and student life." },
      ],
    },
  ],
};
