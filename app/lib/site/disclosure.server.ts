import { admissions } from "~content/admissions";
import { tamilOf, tamilValuesOf } from "~content/bilingual";
import {
  type Board,
  DISCLOSURE_DOCUMENTS,
  DISCLOSURE_SECTIONS,
  type Disclosure,
  type DisclosureDocumentKey,
  type DisclosureSection,
  EXAMS,
  MAX_PUPILS_PER_TEACHER,
  MIN_TEACHERS_PER_SECTION,
  mandatoryDocuments,
  TEACHER_CATEGORIES,
} from "~content/schemas/disclosure";
import { type FeeOrder, feeOrderAuthority, feeOrderYears } from "~content/schemas/fees";
import type { Block } from "~content/schemas/page";
import type { Person } from "~content/schemas/people";
import type { Settings } from "~content/schemas/settings";
import { readPage, readSection } from "../content-store/page-store.server";
import { readPeople } from "../content-store/people.server";
import { settingsFor } from "../content-store/settings.server";
import { type DB, db } from "../platform/db.server";
import { canonicalJson, readJson, readTamilColumn } from "../platform/stored-json.server";

/**
 * The mandatory public disclosure as a visitor reads it (decision 0019): the office's disclosure value
 * with every fact it names looked up in its one place — the school's name and contacts in the settings,
 * people in People, each document's dates in the Documents library, the fees in the fee order, the PTA
 * on the PTA page — the ratios computed, and each section's "last updated" date taken from the page's
 * history. The compliance dashboard reads the same object, so the page and its warnings cannot differ.
 */

/**
 * The schools that publish a disclosure, with their board and where their PTA, fees and School
 * Management Committee pages are: a committee with a page of its own is listed from it (Vidhyapeeth's
 * SMDC), one without (Vidhyashram's SMC) from the disclosure's own list.
 */
export const DISCLOSURE_SCHOOLS = {
  vidhyashram: {
    board: "cbse",
    path: "/vidhyashram/publicdisclosure",
    pta: "/vidhyashram/about-us/pta",
    fees: "/vidhyashram/fees",
    smc: null,
  },
  vidhyapeeth: {
    board: "state",
    path: "/vidhyapeeth/publicdisclosure",
    pta: "/vidhyapeeth/aboutus/pta",
    fees: "/vidhyapeeth/fees",
    smc: "/vidhyapeeth/aboutus/smdc",
  },
} as const satisfies Record<
  string,
  { board: Board; path: string; pta: string; fees: string; smc: string | null }
>;

export type DisclosureSchool = keyof typeof DISCLOSURE_SCHOOLS;

/** A person as the disclosure names them: name, qualification (CBSE asks for it) and post. */
export interface NamedPerson {
  id: string;
  name: string;
  qualification?: string;
  post: string;
  /** The id names no one in People (deleted): the dashboard lists it as missing. */
  missing?: boolean;
}

/** What the disclosure shows of a document of the Documents library. */
export interface DocumentFact {
  url: string;
  title: string;
  issuedOn?: string;
  validFrom?: string;
  validUntil?: string;
  attestedByManager?: boolean;
  attestedByPrincipal?: boolean;
  /** "no": a scanned picture, which screen readers cannot read. */
  textLayer?: "yes" | "no" | null;
  /** Whether the URL names a document of the library at all. */
  exists: boolean;
  /** The current file's size in bytes, for "(PDF, 24 KB)" beside its link. */
  size?: number;
}

export interface ResolvedResult {
  exam: "X" | "XII";
  examLabel: string;
  year: number;
  registered: number;
  passed: number;
  /** Passed ÷ registered, in per cent with one decimal; null when no one registered. */
  passPercent: number | null;
  remarks?: string;
}

export interface ResolvedDisclosure {
  school: DisclosureSchool;
  board: Board;
  path: string;
  title: string;
  description: string;
  intro: string;
  /** When each section last changed (ISO-8601 UTC), from the page's published versions. */
  updated: Record<DisclosureSection, string>;
  general: {
    name: string;
    boardName: string;
    affiliationNumber: string;
    schoolCode: string;
    address: string[];
    /** The six-digit PIN code found in the address, if any. */
    pin?: string;
    principal: NamedPerson | null;
    email?: string;
    phone?: string;
  };
  documents: { key: DisclosureDocumentKey; label: string; document: DocumentFact | null }[];
  academics: {
    fees: {
      academicYear?: string;
      classes: { code: string; label: string; total: number }[];
      page: string;
      /** The fee order the fees come from (Tamil Nadu's Fee Determination Committee), if given. */
      order?: { number: string; date: string; years: string[]; authority: string; pdf: DocumentFact };
    };
    calendar: DocumentFact | null;
    annualReport: DocumentFact | null;
    smc: (NamedPerson & { role?: string })[];
    /** The committee's page the members come from, or null where the disclosure lists them itself. */
    smcPage: string | null;
    pta: (NamedPerson & { role?: string })[];
    ptaPage: string;
    results: ResolvedResult[];
  };
  staff: {
    principal: NamedPerson | null;
    vicePrincipals: NamedPerson[];
    headTeachers: NamedPerson[];
    specialEducator: NamedPerson | null;
    counsellor: NamedPerson | null;
    teachers: { category: string; label: string; count: number; people: NamedPerson[] }[];
    /** Teachers of the three categories: the principal, PE teacher and counsellor are not counted. */
    totalTeachers: number;
    enrolment: number;
    sections: number;
    /** Students per teacher, one decimal; null without teachers. */
    pupilsPerTeacher: number | null;
    /** Teachers per section, two decimals; null without sections. */
    teachersPerSection: number | null;
    ratioWithinLimit: boolean;
    perSectionWithinLimit: boolean;
    /** The limits the two ratios are held to (CBSE): 30 pupils a teacher, 1.5 teachers a section. */
    maxPupilsPerTeacher: number;
    minTeachersPerSection: number;
  };
  infrastructure: Disclosure["infrastructure"];
}

/** The fee order of `school` in the settings' fees, if the office gave one. */
function settingsOrder(settings: Settings, school: DisclosureSchool): FeeOrder | undefined {
  return settings.fees.schools[school].order;
}

/** The school whose disclosure is at `path`, or undefined. */
export function disclosureSchoolAt(path: string): DisclosureSchool | undefined {
  return (Object.keys(DISCLOSURE_SCHOOLS) as DisclosureSchool[]).find(
    (school) => DISCLOSURE_SCHOOLS[school].path === path,
  );
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Who `id` is, for the disclosure; a missing person keeps the id so the dashboard can name it. */
function named(people: ReadonlyMap<string, Person>, id: string | undefined): NamedPerson | null {
  if (!id) return null;
  const person = people.get(id);
  if (!person) return { id, name: id, post: "", missing: true };
  // The Tamil of the name, qualification and post travels with them to /ta (decision 0032).
  return {
    id,
    name: person.name,
    qualification: person.qualification,
    post: person.post,
    ...tamilValuesOf({
      "name@ta": tamilOf(person, "name"),
      "qualification@ta": tamilOf(person, "qualification"),
      "post@ta": tamilOf(person, "post"),
    }),
  };
}

/** The documents at `urls` as the library records them (dates, attestation, text layer). */
export async function readDocumentFacts(
  urls: string[],
  database: DB = db(),
): Promise<Map<string, DocumentFact>> {
  const wanted = [...new Set(urls)];
  const out = new Map<string, DocumentFact>();
  if (wanted.length === 0) return out;
  const rows = await database.selectFrom("documents").selectAll().where("path", "in", wanted).execute();
  for (const row of rows) {
    out.set(row.path, {
      url: row.path,
      title: row.title,
      validFrom: row.valid_from ?? undefined,
      validUntil: row.valid_until ?? undefined,
      issuedOn: row.issued_on ?? undefined,
      attestedByManager: Boolean(row.attested_by_manager),
      attestedByPrincipal: Boolean(row.attested_by_principal),
      textLayer: row.text_layer === "yes" || row.text_layer === "no" ? row.text_layer : null,
      exists: true,
      size: row.size,
      // The title's Tamil, which /ta shows in its place (decision 0032).
      ...readTamilColumn(row.tamil),
    });
  }
  return out;
}

/**
 * When each section of the disclosure at `path` last changed: walking the published versions from the
 * newest, the oldest of the run whose section equals `current`'s. A section never published by the office
 * dates from the row's last change (the shipped default's arrival).
 */
async function sectionDates(
  path: string,
  current: Disclosure,
  database: DB,
): Promise<Record<DisclosureSection, string>> {
  const [versions, row] = await Promise.all([
    database
      .selectFrom("page_versions")
      .select(["data", "published_at"])
      .where("path", "=", path)
      .orderBy("number", "desc")
      .execute(),
    database
      .selectFrom("pages")
      .select(["updated_at", "edited_at"])
      .where("path", "=", path)
      .executeTakeFirst(),
  ]);
  const fallback = row?.edited_at ?? row?.updated_at ?? new Date(0).toISOString();
  const out = {} as Record<DisclosureSection, string>;
  for (const section of DISCLOSURE_SECTIONS) {
    const now = canonicalJson(current[section]);
    let since: string | undefined;
    for (const version of versions) {
      const data = readJson(version.data) as Partial<Disclosure>;
      if (canonicalJson(data?.[section]) !== now) break;
      since = version.published_at;
    }
    out[section] = since ?? fallback;
  }
  return out;
}

/** The people of a page's people blocks (the PTA page lists its office bearers so). */
function peopleOfBlocks(blocks: readonly Block[]): { person: string; role?: string }[] {
  return blocks.flatMap((block) => (block.type === "people" ? block.people : []));
}

/**
 * The disclosure of `school` as visitors read it, from the database (each part falling back to what
 * `content/` ships when its store cannot be read, as every public page does). `context` is the request's
 * load context, so the settings are read once per request; `value` is a draft to draw instead of the
 * published disclosure (the staff preview).
 */
export async function resolveDisclosure(
  school: DisclosureSchool,
  options: { context?: object; database?: DB; value?: Disclosure } = {},
): Promise<ResolvedDisclosure> {
  const { context = {}, database = db() } = options;
  const where = DISCLOSURE_SCHOOLS[school];
  const board: Board = where.board;
  const value = options.value ?? (await readSection<Disclosure>(where.path, database));
  const [settings, people, ptaPage, smcPage, updated] = await Promise.all([
    settingsFor(context, database),
    readPeople(database),
    readPage(where.pta, database),
    where.smc ? readPage(where.smc, database) : Promise.resolve(undefined),
    sectionDates(where.path, value, database).catch(() => {
      const now = new Date().toISOString();
      return Object.fromEntries(DISCLOSURE_SECTIONS.map((s) => [s, now])) as Record<
        DisclosureSection,
        string
      >;
    }),
  ]);
  const documentKeys = mandatoryDocuments(board);
  const documentUrls = [
    ...documentKeys.map((key) => value.documents[key]),
    value.academics.academicCalendar,
    value.academics.annualReport,
    settingsOrder(settings, school)?.pdf,
  ].filter((url): url is string => typeof url === "string");
  const facts = await readDocumentFacts(documentUrls, database).catch(() => new Map<string, DocumentFact>());
  const fact = (url: string | undefined): DocumentFact | null =>
    url ? (facts.get(url) ?? { url, title: url, exists: false }) : null;

  const contact = settings.contacts.schools[school];
  const names = settings.site.schools[school];
  const address = contact.address;
  const pin = address.join(" ").match(/\b\d{3}\s?\d{3}\b/)?.[0];

  const feeRows = settings.fees.schools[school].rows;
  const feeOrder = settingsOrder(settings, school);
  const totals = new Map<string, number>();
  for (const row of feeRows) totals.set(row.class, (totals.get(row.class) ?? 0) + row.amount);
  const feeClasses = admissions.classes
    .filter((c) => totals.has(c.code))
    .map((c) => ({ code: c.code, label: c.label, total: totals.get(c.code) ?? 0 }));

  const teachers = value.staff.teachers.map((group) => ({
    category: group.category,
    label: TEACHER_CATEGORIES[board][group.category] ?? group.category,
    count: group.count,
    people: group.people.map((id) => named(people, id)).filter((p): p is NamedPerson => p !== null),
  }));
  const totalTeachers = teachers.reduce((sum, group) => sum + group.count, 0);
  const pupilsPerTeacher = totalTeachers > 0 ? round(value.staff.enrolment / totalTeachers, 1) : null;
  const teachersPerSection = value.staff.sections > 0 ? round(totalTeachers / value.staff.sections, 2) : null;
  const principal = named(people, value.general.principal);
  const list = (ids: readonly string[]) =>
    ids.map((id) => named(people, id)).filter((p): p is NamedPerson => p !== null);
  const members = (entries: readonly { person: string; role?: string }[]) =>
    entries.flatMap((entry) => {
      const person = named(people, entry.person);
      return person ? [{ ...person, role: entry.role }] : [];
    });

  return {
    school,
    board,
    path: where.path,
    title: value.title,
    description: value.description,
    intro: value.intro,
    updated,
    general: {
      name: names.name,
      boardName: names.board,
      affiliationNumber: value.general.affiliationNumber,
      schoolCode: value.general.schoolCode,
      address,
      pin,
      principal,
      email: contact.emails[0]?.address,
      phone: contact.phones[0]?.number,
    },
    documents: documentKeys.map((key) => ({
      key,
      label: DISCLOSURE_DOCUMENTS[key].label,
      document: fact(value.documents[key]),
    })),
    academics: {
      fees: {
        academicYear: settings.fees.academicYear,
        classes: feeClasses,
        page: where.fees,
        order: feeOrder
          ? {
              number: feeOrder.number,
              date: feeOrder.date,
              years: feeOrderYears(feeOrder),
              authority: feeOrderAuthority(feeOrder),
              pdf: fact(feeOrder.pdf) as DocumentFact,
            }
          : undefined,
      },
      calendar: fact(value.academics.academicCalendar),
      annualReport: fact(value.academics.annualReport),
      // The committee's own page, where it has one: its members typed once, there.
      smc: members(smcPage ? peopleOfBlocks(smcPage.blocks) : value.academics.smc),
      smcPage: where.smc,
      pta: members(ptaPage ? peopleOfBlocks(ptaPage.blocks) : []),
      ptaPage: where.pta,
      results: value.academics.results
        .map((r) => ({
          exam: r.exam,
          examLabel: EXAMS[board][r.exam] ?? r.exam,
          year: r.year,
          registered: r.registered,
          passed: r.passed,
          passPercent: r.registered > 0 ? round((r.passed / r.registered) * 100, 1) : null,
          remarks: r.remarks,
        }))
        .sort((a, b) => a.exam.localeCompare(b.exam) || b.year - a.year),
    },
    staff: {
      principal,
      vicePrincipals: list(value.staff.vicePrincipals),
      headTeachers: list(value.staff.headTeachers),
      specialEducator: named(people, value.staff.specialEducator),
      counsellor: named(people, value.staff.counsellor),
      teachers,
      totalTeachers,
      enrolment: value.staff.enrolment,
      sections: value.staff.sections,
      pupilsPerTeacher,
      teachersPerSection,
      ratioWithinLimit: pupilsPerTeacher !== null && pupilsPerTeacher <= MAX_PUPILS_PER_TEACHER,
      perSectionWithinLimit: teachersPerSection !== null && teachersPerSection >= MIN_TEACHERS_PER_SECTION,
      maxPupilsPerTeacher: MAX_PUPILS_PER_TEACHER,
      minTeachersPerSection: MIN_TEACHERS_PER_SECTION,
    },
    infrastructure: value.infrastructure,
  };
}
