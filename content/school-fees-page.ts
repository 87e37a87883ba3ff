import type { ContentPage } from "./schemas/page";
import { type SchoolSlug, site } from "./site";

/**
 * A school's fee page (`/vidhyashram/fees`, `/vidhyapeeth/fees`): its fee order and its fees by class and
 * term, from the `fees` settings group (Tamil Nadu requires a private school to publish the fee its Fee
 * Determination Committee approved), with the link to the fee PDF. Printing the page gives the order and
 * the table alone (app/app.css). One page shape for both schools, written once.
 */
export function schoolFeesPage(school: SchoolSlug): ContentPage {
  const name = site.schools[school].name;
  return {
    path: `/${school}/fees`,
    title: `Fees at ${name}`,
    description: `${name}'s fee order and approved fees by class and term, with a printable fee PDF.`,
    intro:
      "The fee of each class as approved by the Fee Determination Committee, term by term and for the year. Print this page or download the fee PDF for your records.",
    blocks: [
      {
        type: "fees",
        heading: "Fee order and fees by class",
        school,
        notPublished: "Until the fees are published here, please ask the school office.",
      },
      {
        type: "links",
        heading: "Related pages",
        links: [
          {
            label: "Fees of both schools and how to pay",
            to: "/fees",
            description: "Online payment and the office counter.",
          },
          {
            label: "Admission enquiry",
            to: "/enquiry",
            description: "Ask for a seat: the form shows the fee of the class you choose.",
          },
        ],
      },
    ],
  };
}
