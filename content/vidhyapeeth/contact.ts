import type { ContentPage } from "../schemas/page";

/** /vidhyapeeth/contactus (spec 2.4 "/vidhyapeeth/contactus"): the school's contact card from content/contacts.ts. */
export const contactPage: ContentPage = {
  path: "/vidhyapeeth/contactus",
  title: "Contact us",
  description:
    "How to reach Vidhyapeeth: address, phone numbers, e-mail, office hours and a map, with links for admission enquiries and bus routes.",
  intro: "We are glad to hear from you. Call, write or visit the school office during office hours.",
  blocks: [
    { type: "contact", school: "vidhyapeeth" },
    {
      type: "links",
      heading: "Quick links",
      links: [
        {
          label: "Admission enquiry",
          to: "/enquiry",
          description: "Send an enquiry and the school office will call you back.",
        },
        {
          label: "Bus routes",
          to: "/bus-routes",
          description: "Routes, stops and timings of the school buses.",
        },
        {
          label: "Contact both schools",
          to: "/contactus",
          description: "Addresses and phones of Vidhyashram and Vidhyapeeth.",
        },
        {
          label: "Grievance Redressal Committee",
          to: "/vidhyapeeth/aboutus/grievanceredressalcommittee",
          description: "How to raise a concern with the school.",
        },
      ],
    },
    {
      type: "note",
      paragraphs: [
        "Visitors are requested to sign in at the school office. To meet a teacher, please take an appointment through the office.",
      ],
    },
  ],
};
