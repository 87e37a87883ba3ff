import type { ContentPage } from "../schemas/page";

/**
 * /contactus (spec 2.2 "/Contactus"): both schools' address, phones, e-mails and map link (from
 * content/contacts.ts, drawn by the `contact` block), office hours (spec 9) and where to go next.
 */
export const contactPage: ContentPage = {
  path: "/contactus",
  title: "Contact us",
  description:
    "Contact Vidhyashram and Vidhyapeeth: addresses, phone numbers, e-mails, maps and office hours.",
  intro: "We are glad to help. Call, write or visit either school office during its office hours.",
  blocks: [
    { type: "contact", school: "vidhyashram" },
    { type: "contact", school: "vidhyapeeth" },
    {
      type: "note",
      heading: "Office hours",
      paragraphs: [
        "Vidhyashram's office is open {{Vidhyashram office hours}}; Vidhyapeeth's {{Vidhyapeeth office hours}}. Both are closed on Sundays and public holidays.",
      ],
    },
    {
      type: "links",
      heading: "Looking for something else?",
      links: [
        {
          label: "Admission enquiry",
          to: "/enquiry",
          description: "Send us your child's details; the office will call you back.",
        },
        { label: "Bus routes", to: "/bus-routes", description: "Routes R1 to R6 with stops and times." },
        { label: "Administration", to: "/administration", description: "Whom to contact for what." },
      ],
    },
  ],
};
