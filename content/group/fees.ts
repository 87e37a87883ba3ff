import { externalLinks } from "../external-links";
import type { ContentPage } from "../schemas/page";
import { site } from "../site";

/**
 * /fees: where a parent pays the school fees. Each school's online payment portal,
 * paying at the school office counter in office hours, the bus fee dates (from /transportrules), and
 * each school's fees by class for the year (the `fees` settings group: Tamil Nadu requires a private
 * school to publish its approved fees), or, until the office enters them, how to ask.
 */
/** What a school's fee section says while the office has not entered its fees for the year. */
const NOT_PUBLISHED =
  "Each school's fee structure for the year will be published here by the school office. Until then, please ask the office of your child's school.";

export const feesPage: ContentPage = {
  path: "/fees",
  title: "Fees",
  description:
    "Pay Vidhyashram and Vidhyapeeth school fees online through each school's payment portal, or at the school office counter.",
  intro:
    "Fees can be paid online at any time through your child's school portal, or at the school office counter in office hours.",
  blocks: [
    {
      type: "links",
      heading: "Pay online",
      links: [
        {
          label: `${site.schools.vidhyashram.name} online fee payment`,
          href: externalLinks.vidhyashramFees,
          kind: "external",
          description: `${site.schools.vidhyashram.board}: sign in with your child's admission number.`,
        },
        {
          label: `${site.schools.vidhyapeeth.name} online fee payment`,
          href: externalLinks.vidhyapeethFees,
          kind: "external",
          description: `${site.schools.vidhyapeeth.board}: sign in with your child's admission number.`,
        },
      ],
    },
    {
      type: "note",
      heading: "Pay at the school office",
      paragraphs: [
        "Each school office takes fees at its counter during its office hours (Vidhyashram {{Vidhyashram office hours}}; Vidhyapeeth {{Vidhyapeeth office hours}}), except on public holidays. Please bring your child's admission number; a receipt is given for every payment.",
      ],
    },
    {
      type: "list",
      heading: "Bus fees",
      ordered: false,
      items: [
        "The bus fee for Term I must be paid before 10 April.",
        "The bus fee for Term II must be paid before 10 October.",
      ],
    },
    // Each school's fees by class, as the office enters them in Site settings, Fees.
    {
      type: "fees",
      heading: `Fee structure: ${site.schools.vidhyashram.name}`,
      school: "vidhyashram",
      notPublished: NOT_PUBLISHED,
    },
    {
      type: "fees",
      heading: `Fee structure: ${site.schools.vidhyapeeth.name}`,
      school: "vidhyapeeth",
      notPublished: NOT_PUBLISHED,
    },
    {
      type: "links",
      heading: "Each school's fee page",
      links: [
        {
          label: `${site.schools.vidhyashram.name} fees`,
          to: "/vidhyashram/fees",
          description: "The fee order, the fees by class and the fee PDF to print or keep.",
        },
        {
          label: `${site.schools.vidhyapeeth.name} fees`,
          to: "/vidhyapeeth/fees",
          description: "The fee order, the fees by class and the fee PDF to print or keep.",
        },
      ],
    },
    {
      type: "links",
      heading: "Related pages",
      links: [
        {
          label: "Transport rules",
          to: "/transportrules",
          description: "Bus fee dates, refunds and notice.",
        },
        {
          label: "Contact us",
          to: "/contactus",
          description: "Each school office's phone number and e-mail.",
        },
      ],
    },
  ],
};
