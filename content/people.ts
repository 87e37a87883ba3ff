import type { Person } from "./schemas/people";

/**
 * The shipped people ("People, once", architecture ruling 11): every named individual of the
 * administration, leadership team, founders, committees, PTAs, SMDC, SMC and public disclosure of the
 * group and both schools, each written once. Pages and the generated disclosure PDFs refer to them by
 * id (`personRef`; scripts/sample-documents.ts prints the lists from this file), so renaming one here,
 * or in the staff area's People screen, changes every page that shows them. All are invented sample
 * records (architecture ruling 11) until the school gives its own; the only contacts are placeholders
 * (`example.org`, numbers of zeros and ones) of the Vidhyapeeth committee against sexual harassment,
 * whose members the specification lists with an e-mail address and a phone.
 *
 * One person per post: where the pages gave the same post to different names, the name of the
 * /administration page was kept. The merges:
 *
 * - Principal, Vidhyashram: "Mrs. S. Lakshmi" (Vidhyashram committees and PTA, public disclosure and
 *   its PTA members PDF) became Mrs. L. Shanthi (`l-shanthi`);
 * - Vice Principal, Vidhyashram: "Mrs. R. Meenakshi" (Vidhyashram committees, and the SMC list's
 *   teacher representative) became Mrs. S. Lakshmi (`s-lakshmi`); Mrs. R. Meenakshi remains the
 *   trust's Secretary;
 * - Administrative Officer: "Mr. K. Venkatesan" (Vidhyashram committees) became Mr. T. Balaji
 *   (`t-balaji`);
 * - Transport In-charge: "Mr. M. Rajesh" (Vidhyashram safety committee) became Mr. D. Murugan
 *   (`d-murugan`);
 * - Principal, Vidhyapeeth: "Mrs. R. Vasanthi" (Vidhyapeeth SMDC, grievance committee, PTA) became
 *   Mr. R. Karthik (`r-karthik`);
 * - Vice Principal, Vidhyapeeth: "Mrs. K. Meenakshi" (Vidhyapeeth SMDC, student care cell, grievance
 *   and sexual harassment committees) became Mrs. J. Revathi (`j-revathi`);
 * - Correspondent: "Mr. S. Ramanathan" (Vidhyapeeth SMDC, student care cell) became Mr. S. Venkatesan
 *   (`s-venkatesan`).
 *
 * No school has two people of one name: the Vidhyapeeth pages also had a middle-school science teacher
 * "Mr. R. Karthik", who as the PTA's teacher representative beside the principal of that name as its
 * Secretary read as one man holding two posts. The principal kept the name (the merge above) and the
 * Secretary's seat (both PTA lists give it to the principal); the teacher's seats (PTA representative
 * of the middle school, in-charge of Classes VI to VIII) went to the middle-school teacher Mrs. A.
 * Jayanthi (`a-jayanthi`). The PTA office bearers that only /pta named (it disagreed with both school
 * PTA pages, which were kept, content/group/pta.ts) are no longer people of the site.
 *
 * No two people of the site share a name, even across the schools: a parent reading "Mr. R. Karthik" on
 * a Vidhyashram committee would take him for the Vidhyapeeth principal. The sample teachers who shared
 * a name with someone at the other school were given names of their own (`r-venkatesan`, `s-kavitha`,
 * `m-saravanan`).
 */

/** A shipped person: every field but `sample`, which is true for all of them. */
type Shipped = Omit<Person, "sample">;

const group: Shipped[] = [
  {
    id: "k-subramaniam",
    name: "Sri K. Subramaniam",
    post: "Founder",
    audience: "group",
    photo: "group-founder-1",
  },
  {
    id: "s-saraswathi",
    name: "Smt. S. Saraswathi",
    post: "Co-founder",
    audience: "group",
    photo: "group-founder-2",
  },
  {
    id: "k-ramasamy",
    name: "Mr. K. Ramasamy",
    post: "Chairman",
    audience: "group",
    photo: "group-team-chairman",
  },
  {
    id: "r-meenakshi",
    name: "Mrs. R. Meenakshi",
    post: "Secretary",
    audience: "group",
    photo: "group-team-secretary",
  },
  {
    id: "s-venkatesan",
    name: "Mr. S. Venkatesan",
    post: "Correspondent",
    audience: "group",
    photo: "group-team-correspondent",
  },
  {
    id: "p-anand",
    name: "Dr. P. Anand",
    post: "Director (Academics)",
    audience: "group",
    photo: "group-team-director-academics",
  },
  {
    id: "v-kavitha",
    name: "Mrs. V. Kavitha",
    post: "Director (Administration)",
    audience: "group",
    photo: "group-team-director-administration",
  },
  {
    id: "n-deepa",
    name: "Mrs. N. Deepa",
    post: "Academic Coordinator, Pre-primary and Primary",
    audience: "group",
    photo: "group-team-coordinator-primary",
  },
  {
    id: "t-balaji",
    name: "Mr. T. Balaji",
    post: "Administrative Officer",
    audience: "group",
    photo: "group-admin-officer",
  },
  {
    id: "k-uma",
    name: "Mrs. K. Uma",
    post: "Accounts Officer",
    audience: "group",
    photo: "group-admin-accounts",
  },
  {
    id: "d-murugan",
    name: "Mr. D. Murugan",
    post: "Transport In-charge",
    audience: "group",
    photo: "group-admin-transport",
  },
];

const vidhyashram: Shipped[] = [
  {
    id: "l-shanthi",
    name: "Mrs. L. Shanthi",
    post: "Principal",
    qualification: "M.Sc., M.Ed.",
    photo: "group-admin-principal-vidhyashram",
  },
  { id: "s-lakshmi", name: "Mrs. S. Lakshmi", post: "Vice Principal", photo: "group-admin-vp-vidhyashram" },
  {
    id: "g-priya",
    name: "Mrs. G. Priya",
    post: "Academic Coordinator, Vidhyashram",
    photo: "group-team-coordinator-vidhyashram",
  },
  { id: "k-priya", name: "Ms. K. Priya", post: "School Counsellor", qualification: "M.Sc. (Psychology)" },
  {
    id: "p-geetha",
    name: "Mrs. P. Geetha",
    post: "Special Educator",
    qualification: "B.Ed. (Special Education)",
  },
  {
    id: "v-anitha",
    name: "Mrs. V. Anitha",
    post: "PGT Biology",
    qualification: "M.Sc., B.Ed.",
    department: "Biology",
  },
  {
    id: "a-sumathi",
    name: "Mrs. A. Sumathi",
    post: "PGT Chemistry",
    qualification: "M.Sc., B.Ed.",
    department: "Chemistry",
  },
  {
    id: "r-venkatesan",
    name: "Mr. R. Venkatesan",
    post: "PGT Physics",
    qualification: "M.Sc., M.Phil., B.Ed.",
    department: "Physics",
  },
  {
    id: "p-senthil-kumar",
    name: "Mr. P. Senthil Kumar",
    post: "TGT Physical Education",
    department: "Physical Education",
  },
  {
    id: "s-arun",
    name: "Mr. S. Arun",
    post: "TGT Science",
    qualification: "B.Sc., B.Ed.",
    department: "Science",
  },
  {
    id: "l-bhuvana",
    name: "Mrs. L. Bhuvana",
    post: "TGT Social Science",
    qualification: "B.A., B.Ed.",
    department: "Social Science",
  },
  {
    id: "d-prakash",
    name: "Mr. D. Prakash",
    post: "TGT Mathematics",
    qualification: "B.Sc., B.Ed.",
    department: "Mathematics",
  },
  {
    id: "t-deepa",
    name: "Mrs. T. Deepa",
    post: "PRT English",
    qualification: "B.A., D.El.Ed.",
    department: "English",
  },
  {
    id: "n-jayanthi",
    name: "Mrs. N. Jayanthi",
    post: "PRT Mathematics",
    qualification: "B.Sc., D.El.Ed.",
    department: "Mathematics",
  },
  { id: "b-saranya", name: "Mrs. B. Saranya", post: "Kindergarten Head", department: "Kindergarten" },
  { id: "j-vasanthi", name: "Mrs. J. Vasanthi", post: "School Nurse" },
  { id: "a-murugan", name: "Mr. A. Murugan", post: "Estate Supervisor" },
  { id: "m-revathi", name: "Adv. M. Revathi", post: "Advocate" },
  { id: "v-krishnan", name: "Mr. V. Krishnan", post: "Nominee of the trust" },
  { id: "k-parvathi", name: "Mrs. K. Parvathi", post: "Nominee of the trust" },
  { id: "a-selvaraj", name: "Dr. A. Selvaraj", post: "Educationist" },
  { id: "n-subramanian", name: "Mr. N. Subramanian", post: "Nominee of the CBSE" },
  { id: "c-jothi", name: "Mrs. C. Jothi", post: "Women's welfare organisation" },
  { id: "g-kavitha", name: "Mrs. G. Kavitha", post: "Parent" },
  { id: "v-ramesh", name: "Mr. V. Ramesh", post: "Parent" },
  { id: "s-radha", name: "Mrs. S. Radha", post: "Parent" },
  { id: "g-ravi", name: "Mr. G. Ravi", post: "Parent" },
  { id: "r-suresh", name: "Mr. R. Suresh", post: "Parent, Class VII" },
  { id: "p-kalaivani", name: "Mrs. P. Kalaivani", post: "Parent, Class IV" },
  { id: "n-balaji", name: "Mr. N. Balaji", post: "Parent, Class X" },
  { id: "h-farzana", name: "Mrs. H. Farzana", post: "Parent, Class II" },
  { id: "j-thomas", name: "Mr. J. Thomas", post: "Parent, Class XII" },
].map((person) => ({ ...person, audience: "vidhyashram" as const }));

/**
 * Placeholder public contacts of a Vidhyapeeth person (architecture ruling 11: an `example.org` address,
 * a number of zeros and ones): the members of the committee against sexual harassment, whom the
 * specification lists with an e-mail address and a phone (spec 2.4).
 */
const contacts = (mailbox: string, last5: string) => ({
  email: `${mailbox}@vidhyapeeth.example.org`,
  phone: `+91 00000 ${last5}`,
});

const vidhyapeeth: Shipped[] = [
  {
    id: "r-karthik",
    name: "Mr. R. Karthik",
    post: "Principal",
    qualification: "M.A., M.Ed.",
    photo: "group-admin-principal-vidhyapeeth",
  },
  {
    id: "j-revathi",
    name: "Mrs. J. Revathi",
    post: "Vice Principal",
    photo: "group-admin-vp-vidhyapeeth",
    ...contacts("j.revathi", "00101"),
  },
  {
    id: "a-suresh",
    name: "Mr. A. Suresh",
    post: "Academic Coordinator, Vidhyapeeth",
    photo: "group-team-coordinator-vidhyapeeth",
  },
  {
    id: "m-saravanan",
    name: "Mr. M. Saravanan",
    post: "Post Graduate Teacher (Physics)",
    qualification: "M.Sc., B.Ed.",
    department: "Physics",
    ...contacts("m.saravanan", "01001"),
  },
  {
    id: "k-prabhu",
    name: "Mr. K. Prabhu",
    post: "Post Graduate Teacher (Mathematics)",
    qualification: "M.Sc., B.Ed.",
    department: "Mathematics",
  },
  { id: "a-jayanthi", name: "Mrs. A. Jayanthi", post: "Graduate Teacher", qualification: "B.A., B.Ed." },
  {
    id: "t-anitha",
    name: "Mrs. T. Anitha",
    post: "Graduate Teacher (English)",
    qualification: "B.A., B.Ed.",
    department: "English",
    ...contacts("t.anitha", "00110"),
  },
  {
    id: "s-kavitha",
    name: "Mrs. S. Kavitha",
    post: "Kindergarten Coordinator",
    department: "Kindergarten",
    ...contacts("s.kavitha", "01000"),
  },
  {
    id: "p-revathi",
    name: "Mrs. P. Revathi",
    post: "Primary Teacher",
    qualification: "D.T.Ed.",
    department: "Primary",
  },
  {
    id: "m-sangeetha-primary",
    name: "Mrs. M. Sangeetha",
    post: "Primary Teacher",
    qualification: "B.Lit., D.T.Ed.",
    department: "Primary",
    ...contacts("m.sangeetha", "01010"),
  },
  {
    id: "d-priya",
    name: "Mrs. D. Priya",
    post: "School Counsellor",
    department: "Counselling",
    ...contacts("d.priya", "00111"),
  },
  {
    id: "j-suresh",
    name: "Mr. J. Suresh",
    post: "Office Superintendent",
    department: "Office",
    ...contacts("j.suresh", "01011"),
  },
  {
    id: "v-radha",
    name: "Mrs. V. Radha",
    post: "Women's welfare organisation",
    ...contacts("v.radha", "01100"),
  },
  { id: "n-balasubramanian", name: "Dr. N. Balasubramanian", post: "Educationist (nominated)" },
  { id: "v-murugesan", name: "Mr. V. Murugesan", post: "Local body representative" },
  { id: "m-arunachalam", name: "Mr. M. Arunachalam", post: "Parent, Class X" },
  { id: "g-kalaivani", name: "Mrs. G. Kalaivani", post: "Parent, Class III" },
  { id: "s-venkatesh", name: "Mr. S. Venkatesh", post: "Parent, Class VII" },
  { id: "b-nandhini", name: "Mrs. B. Nandhini", post: "Parent, Class XI" },
].map((person) => ({ ...person, audience: "vidhyapeeth" as const }));

/** Every shipped person, in the order the People screen lists them at first (group, then each school). */
export const people: Person[] = [...group, ...vidhyashram, ...vidhyapeeth].map((person) => ({
  ...person,
  sample: true,
}));

const byId = new Map(people.map((person) => [person.id, person]));

/** The shipped people by id. */
export const shippedPeople: ReadonlyMap<string, Person> = byId;

/** The shipped person with `id`; throws (at build and test time) for an id no one has. */
export function person(id: string): Person {
  const found = byId.get(id);
  if (!found) throw new Error(`No person "${id}" in content/people.ts`);
  return found;
}
