import { contacts } from "../contacts";
import type { Cell, ContentPage } from "../schemas/page";
import { type SchoolSlug, site } from "../site";
import { leadership } from "./team";

/**
 * A school's phone with `label` from content/contacts.ts, as a table cell that calls it: a reference to
 * the number (content/references.ts), so the table follows the Site settings.
 */
function phone(school: SchoolSlug, label: string): Cell {
  if (!contacts.schools[school].phones.some((p) => p.label === label)) {
    throw new Error(`No "${label}" phone for ${school} in content/contacts.ts`);
  }
  const token = `{{${site.schools[school].name} ${label.replace(/^school /i, "").toLowerCase()} phone}}`;
  return { text: token, href: `tel:${token}` };
}

/**
 * /administration (spec 2.2 "/Administration"): the people who run the schools day to day (sample
 * people of content/people.ts, by id; architecture ruling 11) and whom to contact for
 * what. Its names are the ones every other page follows (one person per post).
 */
export const administrationPage: ContentPage = {
  path: "/administration",
  title: "Administration",
  description:
    "The administration of Vidhyashram and Vidhyapeeth: correspondent, principals, vice principals, office, accounts and transport, and whom to contact.",
  intro: "The people who run our two schools day to day, and the right desk for each question.",
  blocks: [
    {
      type: "text",
      heading: "How the administration works",
      paragraphs: [
        "Each school has its own principal and vice principal, who lead the teachers and answer for the students' learning and welfare. The correspondent represents the management in both schools.",
        "The administrative office, the accounts office and the transport desk serve both schools. For most questions, the school office is the place to start: the staff there will direct you to the right person.",
      ],
    },
    {
      type: "people",
      heading: "Our administration",
      people: [
        leadership.correspondent,
        {
          person: "l-shanthi",
          role: "Principal, Vidhyashram",
          detail: "Leads the CBSE school's teachers, academics and student welfare.",
        },
        {
          person: "r-karthik",
          role: "Principal, Vidhyapeeth",
          detail: "Leads the matriculation school's teachers, academics and student welfare.",
        },
        {
          person: "s-lakshmi",
          role: "Vice Principal, Vidhyashram",
          detail: "Timetables, examinations, discipline and parents' meetings.",
        },
        {
          person: "j-revathi",
          role: "Vice Principal, Vidhyapeeth",
          detail: "Timetables, examinations, discipline and parents' meetings.",
        },
        { person: "t-balaji", detail: "Admissions records, certificates, staff and the school office." },
        { person: "k-uma", detail: "Fees, receipts, concessions and the school accounts." },
        { person: "d-murugan", detail: "Bus routes, stops, drivers, attendants and bus passes." },
      ],
    },
    {
      type: "table",
      heading: "Whom to contact for what",
      intro:
        "Call or visit the desk below during office hours: Vidhyashram {{Vidhyashram office hours}}; Vidhyapeeth {{Vidhyapeeth office hours}}.",
      caption: "Whom to contact for what",
      sample: true,
      columns: [
        { key: "matter", label: "For" },
        { key: "contact", label: "Contact" },
        { key: "vidhyashram", label: "Vidhyashram" },
        { key: "vidhyapeeth", label: "Vidhyapeeth" },
      ],
      rows: [
        {
          matter: "Admissions, registration forms and enquiries",
          contact: "Admissions desk",
          vidhyashram: phone("vidhyashram", "Admissions"),
          vidhyapeeth: phone("vidhyapeeth", "Admissions"),
        },
        {
          matter: "Fee payment, receipts and concessions",
          contact: "Accounts Officer",
          vidhyashram: phone("vidhyashram", "School office"),
          vidhyapeeth: phone("vidhyapeeth", "School office"),
        },
        {
          matter: "Bus routes, bus passes and stopping the bus",
          contact: "Transport In-charge",
          vidhyashram: phone("vidhyashram", "Transport desk"),
          vidhyapeeth: phone("vidhyapeeth", "Transport desk"),
        },
        {
          matter: "Transfer, bonafide and conduct certificates",
          contact: "Administrative Officer",
          vidhyashram: phone("vidhyashram", "School office"),
          vidhyapeeth: phone("vidhyapeeth", "School office"),
        },
        {
          matter: "Studies, examinations and leave of absence",
          contact: "Class teacher, then the Vice Principal",
          vidhyashram: phone("vidhyashram", "School office"),
          vidhyapeeth: phone("vidhyapeeth", "School office"),
        },
        {
          matter: "Student welfare, discipline and concerns",
          contact: "Principal",
          vidhyashram: phone("vidhyashram", "School office"),
          vidhyapeeth: phone("vidhyapeeth", "School office"),
        },
        {
          matter: "Jobs for teachers and staff",
          contact: "Correspondent's office",
          vidhyashram: { text: "Careers page", href: "/careers" },
          vidhyapeeth: { text: "Careers page", href: "/careers" },
        },
      ],
    },
    {
      type: "links",
      heading: "See also",
      links: [
        {
          label: "Leadership team",
          to: "/srmjvteam",
          description: "Chairman, secretary, correspondent, directors and coordinators.",
        },
        { label: "Contact us", to: "/contactus", description: "Addresses, phones, e-mails and maps." },
        { label: "Transport rules", to: "/transportrules", description: "Bus fees and rules." },
      ],
    },
  ],
};
