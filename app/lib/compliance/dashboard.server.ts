import type { PublicUser } from "~/lib/auth/users.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { brokenLinks } from "~/lib/ops/link-check.server";
import { formatDate } from "~/lib/platform/dates";
import { type Audience, type DB, db } from "~/lib/platform/db.server";
import {
  DISCLOSURE_SCHOOLS,
  type DisclosureSchool,
  disclosureSchoolAt,
  type ResolvedDisclosure,
  resolveDisclosure,
} from "~/lib/site/disclosure.server";
import { ACCESSIBILITY_LAST_CHECKED } from "~content/accessibility";
import { admissions } from "~content/admissions";
import {
  type Board,
  DISCLOSURE_SECTIONS,
  type Disclosure,
  type DisclosureSection,
  mustBeValid,
} from "~content/schemas/disclosure";
import { EXPIRY_WARNING_DAYS } from "~content/schemas/documents";
import { feeOrderEnds, feeOrderExpiresThisYear, feeOrderYears } from "~content/schemas/fees";
import type { Settings } from "~content/schemas/settings";
import { UNREADABLE_NOTE, unreadableDocuments } from "../documents/unreadable.server";
import { admissionsCloseOn, admissionYearFor } from "../enquiries/retention";
import { type CheckerStatus, checkerStatus } from "./checkers.server";

/**
 * The compliance dashboard (decision 0019) as a go-live checklist: what a CBSE inspector (Vidhyashram)
 * or the Tamil Nadu Directorate of Matriculation Schools and the Fee Determination Committee
 * (Vidhyapeeth, and the fees of both) would find wrong on the site today, each with the screen that
 * fixes it. Read from the same objects the public pages draw (`resolveDisclosure`, the Documents
 * library, the fee order, the link checker), so a warning is exactly what a visitor would see. CBSE's
 * reminder of 12 January 2026 names what inspectors reject: invalid documents and partial uploads; so a
 * shipped sample, a "valid" certificate without its valid-until date and a copy nobody self-attested are
 * urgent, never "soon". Each school is held to its own board's rules, and a state-board school's items
 * never speak of CBSE.
 */

/** The last day of the annual report's window: 15 September (CBSE). */
const ANNUAL_REPORT_DUE = "09-15";

/** The words of each disclosure section in a warning. */
const SECTION_NAMES: Record<DisclosureSection, string> = {
  general: "A. General information",
  documents: "B. Documents and information",
  academics: "C. Result and academics",
  staff: "D. Staff (teaching)",
  infrastructure: "E. School infrastructure",
};

/** One thing to put right. */
export interface ComplianceWarning {
  /** "urgent": wrong on the site now (expired, missing, broken); "soon": due within weeks. */
  level: "urgent" | "soon";
  /** Whose it is: a school's, or the group's. */
  audience: Audience;
  /** What is wrong, in a clerk's words. */
  title: string;
  /** More about it (dates, where a link is). */
  detail?: string;
  /** Each thing wrong with it, when there are several (a document's checklist). */
  problems?: string[];
  /** The staff screen that fixes it, and its words. */
  fix: { href: string; label: string };
  /** What kind of warning it is, to group them on the screen. */
  kind:
    | "document"
    | "fees"
    | "disclosure"
    | "ratio"
    | "missing"
    | "annual-report"
    | "link"
    | "scanned"
    | "admissions-year"
    | "classes"
    | "checker"
    | "consent"
    | "accessibility";
}

/** The audiences whose warnings `user` sees: an administrator or an unscoped editor all, else their own. */
export function complianceAudiences(user: Pick<PublicUser, "role" | "scope">): Audience[] {
  if (user.role === "admin" || user.scope === null) return ["group", "vidhyashram", "vidhyapeeth"];
  return [user.scope];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `today` to `day` (both `YYYY-MM-DD`): negative when `day` is past. */
function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * The academic year `today` (`YYYY-MM-DD`) falls in, as `2026-2027`: CBSE's session starts on 1 April.
 * Worked out from the date, not the settings, so a year the office forgot to move on still warns.
 */
export function academicYearOf(today: string): string {
  const year = Number(today.slice(0, 4));
  const first = today.slice(5) >= "04-01" ? year : year - 1;
  return `${first}-${first + 1}`;
}

/** The first day of the academic year `2026-2027`: 1 April 2026 (CBSE's session). */
function academicYearStart(academicYear: string): string {
  return `${academicYear.slice(0, 4)}-04-01`;
}

/**
 * The day teachers' names and qualifications are due on the disclosure of `academicYear`: its first
 * day, 1 April. Neither CBSE nor the Directorate gives a later date: CBSE's Affiliation Bye-Laws 2018
 * (Appendix IX, 2026 format) and its reminder of 12 January 2026 ask for the disclosure complete and
 * current at all times, and the session's staff are known when it starts. So within the academic year
 * a date falls in, an unnamed teacher or a missing qualification is always past due: urgent.
 */
export function teachersDueOn(academicYear: string): string {
  return academicYearStart(academicYear);
}

/**
 * What the disclosures ask of one document of the library: the items it stands for, whether it must be
 * a "valid" certificate (with its valid-until date) and self-attested, and the board of the disclosure
 * that links it (null when both schools' disclosures link it: its warning then names neither board).
 */
export interface DocumentNeeds {
  /** The disclosure items it is, as "Vidhyashram: Fire safety certificate of the competent authority". */
  items: string[];
  valid: boolean;
  attested: boolean;
  board: Board | null;
}

/**
 * What the disclosures `ds` ask of each document they link, by its permanent URL: section B's documents
 * must be self-attested by the manager and the principal (CBSE Affiliation Bye-Laws 2018, Appendix IX:
 * "self-attested copies"; the group holds its state-board school's disclosure to the same rule),
 * and those `mustBeValid` marks need their valid-until date; the calendar, the annual report and the fee
 * order's PDF are listed so a sample of them is caught too.
 */
export function documentNeeds(ds: readonly ResolvedDisclosure[]): Map<string, DocumentNeeds> {
  const out = new Map<string, DocumentNeeds>();
  const add = (
    d: ResolvedDisclosure,
    url: string | undefined,
    item: string,
    valid: boolean,
    attested: boolean,
  ) => {
    if (!url) return;
    const needs = out.get(url) ?? { items: [], valid: false, attested: false, board: d.board };
    needs.items.push(`${d.general.name}: ${item}`);
    needs.valid ||= valid;
    needs.attested ||= attested;
    // A document both schools link is held to CBSE's words only where CBSE asks for it.
    if (needs.board !== d.board) needs.board = null;
    out.set(url, needs);
  };
  for (const d of ds) {
    for (const entry of d.documents) add(d, entry.document?.url, entry.label, mustBeValid(entry.key), true);
    add(d, d.academics.calendar?.url, "Annual academic calendar", false, false);
    add(d, d.academics.annualReport?.url, "Annual report", false, false);
    add(d, d.academics.fees.order?.pdf.url, "Fee order", false, false);
  }
  return out;
}

/** Why a document's checklist matters, in the words of the board that asks for it. */
function documentRule(board: Board | null): string {
  if (board === "cbse")
    return "CBSE asks for self-attested copies of valid documents (Affiliation Bye-Laws 2018, Appendix IX); its reminder of 12 January 2026 names invalid documents and partial uploads.";
  if (board === "state")
    return "Recognition under the Tamil Nadu Private Schools (Regulation) Act 2018 rests on the school's own certificates: publish its signed copies, never a sample.";
  return "Visitors and inspectors read this file on the website: it must be the school's own document.";
}

/** The board a document's warning speaks for: the disclosure's that links it, else its audience's. */
function boardOf(row: { audience: Audience }, needs: DocumentNeeds | undefined): Board | null {
  if (needs) return needs.board;
  return row.audience === "vidhyashram" ? "cbse" : row.audience === "vidhyapeeth" ? "state" : null;
}

/**
 * The warnings of the documents library at `today`: one urgent item per document listing all that is
 * wrong with it now (still the shipped sample file, expired, a "valid" certificate without its
 * valid-until date, not self-attested by the manager or the principal, as `needs` asks), and "soon"
 * items for a certificate ending within 60 days and for PDFs screen readers cannot read. `linkedOnly`:
 * only the documents `needsByPath` names. `names`: the schools' names, which head a school's document
 * (both schools have a "Fire safety certificate").
 */
async function documentWarnings(
  today: string,
  database: DB,
  needsByPath: ReadonlyMap<string, DocumentNeeds>,
  { linkedOnly = false, names }: { linkedOnly?: boolean; names: Settings["site"]["schools"] },
): Promise<ComplianceWarning[]> {
  const all = await database.selectFrom("documents").selectAll().execute();
  const rows = linkedOnly ? all.filter((row) => needsByPath.has(row.path)) : all;
  const unreadable = await unreadableDocuments(database);
  const out: ComplianceWarning[] = [];
  for (const row of rows) {
    const fix = { href: `/admin/documents/${row.id}`, label: `Edit “${row.title}”` };
    const needs = needsByPath.get(row.path);
    const problems: string[] = [];
    // A row without a file of its own serves the sample PDF shipped in content/files, headed "Sample
    // document" (scripts/sample-documents.ts): on a live site that is no document at all.
    if (row.file_key === null)
      problems.push("It is still the sample file shipped with the website (headed “Sample document”).");
    if (row.valid_until && daysUntil(row.valid_until, today) < 0) {
      problems.push(`It expired on ${formatDate(row.valid_until)}.`);
    } else if (!row.valid_until && needs?.valid) {
      problems.push("It has no valid-until date: the disclosure asks for a valid certificate.");
    }
    if (needs?.attested) {
      const manager = Number(row.attested_by_manager) === 1;
      const principal = Number(row.attested_by_principal) === 1;
      if (!manager || !principal) {
        const who =
          !manager && !principal ? "the manager or the principal" : manager ? "the principal" : "the manager";
        problems.push(`It is not marked self-attested by ${who}.`);
      }
    }
    if (problems.length > 0) {
      const where = needs
        ? `On the public disclosure as ${needs.items.map((i) => `“${i}”`).join(" and ")}. `
        : "";
      out.push({
        level: "urgent",
        kind: "document",
        audience: row.audience,
        title: `${row.audience === "group" ? "" : `${names[row.audience].name}: `}“${row.title}”`,
        problems,
        detail: `${where}${documentRule(boardOf(row, needs))}`,
        fix,
      });
    }
    if (row.valid_until) {
      const days = daysUntil(row.valid_until, today);
      if (days >= 0 && days <= EXPIRY_WARNING_DAYS) {
        out.push({
          level: "soon",
          kind: "document",
          audience: row.audience,
          title: `“${row.title}” expires on ${formatDate(row.valid_until)}, in ${days} day${days === 1 ? "" : "s"}`,
          detail: "Renew it in time and upload the new certificate.",
          fix,
        });
      }
    }
    // A PDF without a text layer is a picture screen readers cannot read (migration 0018).
    if (row.text_layer === "no") {
      out.push({
        level: "soon",
        kind: "scanned",
        audience: row.audience,
        title: `“${row.title}” is a scanned picture: screen readers cannot read it`,
        detail:
          "Upload a PDF saved from the original, or add a text layer (Rule 15 of the disability rules).",
        fix,
      });
    }
    // pdftotext was stopped at its limits: neither search nor screen readers can use the file.
    if (unreadable.has(row.id)) {
      out.push({
        level: "soon",
        kind: "scanned",
        audience: row.audience,
        title: `“${row.title}” ${UNREADABLE_NOTE}`,
        detail: "Upload a smaller PDF saved from the original document.",
        fix,
      });
    }
  }
  return out;
}

/** The warnings of one school's disclosure: stale sections, ratios, missing items, the annual report. */
function disclosureWarnings(d: ResolvedDisclosure, academicYear: string, today: string): ComplianceWarning[] {
  const out: ComplianceWarning[] = [];
  const name = d.general.name;
  const editor = { href: `/admin/pages${d.path}`, label: `Edit ${name}'s disclosure` };
  const push = (warning: Omit<ComplianceWarning, "audience" | "fix"> & { fix?: ComplianceWarning["fix"] }) =>
    out.push({ audience: d.school, fix: editor, ...warning });
  const since = academicYearStart(academicYear);
  for (const section of DISCLOSURE_SECTIONS) {
    const updated = d.updated[section].slice(0, 10);
    if (updated < since) {
      push({
        level: "soon",
        kind: "disclosure",
        title: `${name}: “${SECTION_NAMES[section]}” not updated this academic year`,
        detail: `Last updated ${formatDate(updated)}; the year ${academicYear} began on ${formatDate(since)}.`,
      });
    }
  }
  const s = d.staff;
  if (!s.ratioWithinLimit) {
    push({
      level: "urgent",
      kind: "ratio",
      title: `${name}: the pupil–teacher ratio is ${s.pupilsPerTeacher ?? "not known"} : 1, above ${s.maxPupilsPerTeacher} : 1`,
      detail: `${s.enrolment} students and ${s.totalTeachers} teachers. Check the numbers in section D, or the staffing.`,
    });
  }
  if (!s.perSectionWithinLimit) {
    push({
      level: "urgent",
      kind: "ratio",
      title: `${name}: ${s.teachersPerSection ?? "no"} teachers per section, below ${s.minTeachersPerSection}`,
      detail: `${s.totalTeachers} teachers for ${s.sections} sections. Check the numbers in section D, or the staffing.`,
    });
  }
  for (const entry of d.documents) {
    if (!entry.document?.exists) {
      push({
        level: "urgent",
        kind: "missing",
        title: `${name}: “${entry.label}” is missing from the disclosure`,
        detail: entry.document
          ? `${entry.document.url} is not in Documents.`
          : "Upload it in Documents, then choose it here.",
      });
    }
  }
  if (!d.general.principal || d.general.principal.missing) {
    push({ level: "urgent", kind: "missing", title: `${name}: the disclosure names no principal` });
  } else if (!d.general.principal.qualification) {
    push({
      level: "urgent",
      kind: "missing",
      title: `${name}: the principal's qualification is missing`,
      fix: {
        href: `/admin/people/${d.general.principal.id}`,
        label: `Edit ${d.general.principal.name} in People`,
      },
    });
  }
  // Teachers' names and qualifications are due from the first day of the academic year: see
  // `teachersDueOn`. Past it (always, within the year the date falls in) they are urgent.
  const teachersLevel = today >= teachersDueOn(academicYear) ? "urgent" : "soon";
  const teachersRule =
    d.board === "cbse"
      ? `CBSE's disclosure format asks for every teacher's name and qualification, complete and current from the start of the session (${formatDate(since)}).`
      : `The disclosure lists every teacher with their qualification, as the school's staff register holds them, from the start of the year (${formatDate(since)}).`;
  for (const group of s.teachers) {
    const unnamed = group.count - group.people.length;
    if (unnamed > 0) {
      push({
        level: teachersLevel,
        kind: "missing",
        title: `${name}: ${unnamed} of ${group.count} ${group.label} are not named`,
        detail: teachersRule,
      });
    }
    const noQualification = group.people.filter((p) => !p.qualification && !p.missing);
    if (noQualification.length > 0) {
      push({
        level: teachersLevel,
        kind: "missing",
        title: `${name}: ${noQualification.length} ${group.label} have no qualification in People`,
        detail: `${noQualification.map((p) => p.name).join(", ")}. ${teachersRule}`,
        fix: { href: "/admin/people", label: "Open People" },
      });
    }
  }
  // CBSE's Appendix IX, E.7: the link to the school's inspection video on YouTube. A state-board
  // school's disclosure has no such item.
  if (d.board === "cbse" && !d.infrastructure.inspectionVideo) {
    push({
      level: "urgent",
      kind: "missing",
      title: `${name}: the inspection video (section E, item 7) is empty`,
      detail: "CBSE's disclosure asks for the link to the school's inspection video on YouTube.",
    });
  }
  if (d.academics.fees.classes.length === 0) {
    push({
      level: "urgent",
      kind: "missing",
      title: `${name}: no fees are published`,
      fix: { href: "/admin/settings/fees", label: "Open the fees (administrators)" },
    });
  }
  if (!d.academics.calendar?.exists) {
    push({ level: "soon", kind: "missing", title: `${name}: the annual academic calendar is missing` });
  }
  // The annual report of the year: CBSE's is due on the site before 15 September; a state-board
  // school has no such date, so its missing report stays "soon".
  const report = d.academics.annualReport;
  const reportDate = report?.exists ? (report.issuedOn ?? report.validFrom) : undefined;
  if (!reportDate || reportDate < since) {
    const detail =
      "Upload it in Documents (with its issue date), then choose it in section C of the disclosure.";
    if (d.board === "cbse") {
      const due = `${academicYear.slice(0, 4)}-${ANNUAL_REPORT_DUE}`;
      const late = today > due;
      push({
        level: late ? "urgent" : "soon",
        kind: "annual-report",
        title: `${name}: the annual report for ${academicYear} is ${late ? "overdue" : "due"} by ${formatDate(due)}`,
        detail,
      });
    } else {
      push({
        level: "soon",
        kind: "annual-report",
        title: `${name}: the annual report for ${academicYear} is not on the disclosure yet`,
        detail,
      });
    }
  }
  return out;
}

/** The staff screens that hold what a public list shows: notices and announcements, albums. */
const LISTS_EDITED_AT: Readonly<Record<string, { href: string; label: string }>> = {
  "/notifications": { href: "/admin/announcements", label: "Open Announcements (or Notifications)" },
  "/gallery": { href: "/admin/albums", label: "Open Photo albums" },
  "/vidhyashram/gallery": { href: "/admin/albums", label: "Open Photo albums" },
  "/vidhyapeeth/gallery": { href: "/admin/albums", label: "Open Photo albums" },
};

/** The staff screen where the office changes a link shown at `place`. */
function fixOfPlace(place: { path: string; title: string } | undefined): ComplianceWarning["fix"] {
  if (!place) return { href: "/admin/pages", label: "Open Pages" };
  if (place.path.startsWith("/admin/")) return { href: place.path, label: `Open ${place.title}` };
  const list = LISTS_EDITED_AT[place.path];
  if (list) return list;
  return { href: `/admin/pages${place.path === "/" ? "/" : place.path}`, label: `Edit ${place.title}` };
}

/** The fees screen, where each fee item is put right. */
const FEES_FIX = { href: "/admin/settings/fees", label: "Open the fees (administrators)" };

/**
 * The warnings of the fees of `schools` at `today`, from the `fees` settings group `fees` (the published
 * one, or a draft the editor is about to publish): a school with fees but no fee order; an order that
 * has expired (urgent: the fees then stand on no order) or ends this calendar year (soon); fees
 * published for an academic year the order does not cover; and classes the enquiry form offers
 * (`content/admissions.ts`, every class at each school) with no fee at that school. Tamil Nadu Schools
 * (Regulation of Collection of Fee) Act 2009: a private school, of either board, charges only the fee
 * its Fee Determination Committee order fixes, for the years it covers, and prints it on the forms.
 */
export function feeWarnings(
  fees: Settings["fees"],
  names: Settings["site"]["schools"],
  schools: readonly DisclosureSchool[],
  today: string,
): ComplianceWarning[] {
  const out: ComplianceWarning[] = [];
  for (const school of schools) {
    const { order, rows } = fees.schools[school];
    const name = names[school].name;
    const push = (
      warning: Omit<ComplianceWarning, "audience" | "kind" | "fix"> & Partial<ComplianceWarning>,
    ) => out.push({ audience: school, kind: "fees", fix: FEES_FIX, ...warning });
    if (!order) {
      if (rows.length > 0) {
        push({
          level: "urgent",
          title: `${name}: the fees name no fee order`,
          detail:
            "Tamil Nadu asks for the Fee Determination Committee's approved fee: give the order's number, date and PDF.",
        });
      }
    } else {
      const ends = feeOrderEnds(order);
      if (ends < today) {
        push({
          level: "urgent",
          title: `${name}: the fee order ${order.number} expired on ${formatDate(ends)}`,
          detail:
            "The fees published stand on no order now. Publish the Fee Determination Committee's new order and its fees.",
        });
      } else if (feeOrderExpiresThisYear(order, new Date(`${today}T00:00:00Z`))) {
        push({
          level: "soon",
          title: `${name}: the fee order ${order.number} ends on ${formatDate(ends)}`,
          detail:
            "Apply to the Fee Determination Committee for the next order: recognition renewal needs a valid one.",
        });
      }
      const years = feeOrderYears(order);
      if (rows.length > 0 && fees.academicYear && !years.includes(fees.academicYear)) {
        push({
          level: "urgent",
          title: `${name}: fees are published for ${fees.academicYear}, which the fee order ${order.number} does not cover`,
          detail: `The order covers ${years[0]} to ${years.at(-1)}. Publish the order for ${fees.academicYear}, or the fees of a year it covers.`,
        });
      }
    }
    if (rows.length > 0) {
      const charged = new Set(rows.map((row) => row.class));
      const unpriced = admissions.classes.filter((c) => !charged.has(c.code));
      if (unpriced.length > 0) {
        const list = unpriced.map((c) => c.label).join(", ");
        push({
          level: "urgent",
          kind: "classes",
          title: `${name}: ${list} ${unpriced.length === 1 ? "is" : "are"} offered on the enquiry form but ${unpriced.length === 1 ? "has" : "have"} no fee`,
          detail:
            "A parent can ask for a class whose fee is not published. Enter its fees from the fee order, or tell the office which classes the school does not admit.",
        });
      }
    }
  }
  return out;
}

/**
 * The warnings of checkers that cannot run (`CheckerStatus`): the dashboard cannot vouch for what
 * they check, so each is urgent. Shown to every staff member, whatever their school.
 */
export function checkerWarnings(status: CheckerStatus): ComplianceWarning[] {
  const out: ComplianceWarning[] = [];
  if (!status.pdftotext.available) {
    out.push({
      level: "urgent",
      kind: "checker",
      audience: "group",
      title: `The scanned-PDF check cannot run: pdftotext is missing (since ${formatDate(status.pdftotext.missingSince.slice(0, 10))})`,
      detail:
        "Without it no upload is checked for a text layer, so scanned pictures screen readers cannot read are not listed here. Install poppler-utils on the server.",
      fix: { href: "/admin/documents", label: "Open Documents" },
    });
  }
  if (!status.linkCheck.enabled) {
    const last = status.linkCheck.lastRun;
    out.push({
      level: "urgent",
      kind: "checker",
      audience: "group",
      title: `The daily link check is off: links last checked ${last ? `on ${formatDate(last.slice(0, 10))}` : "never"}`,
      detail:
        "Broken links are not listed here while LINK_CHECK is off. Switch it on in the server's settings, or run npm run links:check.",
      fix: { href: "/admin/compliance", label: "Ask whoever runs the server" },
    });
  }
  return out;
}

/** Today in India (`YYYY-MM-DD`). */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * Every warning `user` may see, most urgent first, at `today` (`YYYY-MM-DD`, India). `checkers` is
 * what the checkers' status is (default: as `checkerStatus` finds it). Throws only when the database
 * cannot be read at all.
 */
export async function complianceWarnings(options: {
  user: Pick<PublicUser, "role" | "scope">;
  today?: string;
  context?: object;
  database?: DB;
  checkers?: CheckerStatus;
}): Promise<ComplianceWarning[]> {
  const { user, context = {}, database = db() } = options;
  const today = options.today ?? indiaToday();
  const audiences = complianceAudiences(user);
  const settings = await settingsFor(context, database);
  const all = Object.keys(DISCLOSURE_SCHOOLS) as DisclosureSchool[];
  const schools = all.filter((s) => audiences.includes(s));
  // Both disclosures are read whoever asks: what they ask of a document decides its checklist.
  const [disclosures, links, checkers] = await Promise.all([
    Promise.all(all.map((school) => resolveDisclosure(school, { context, database }))),
    brokenLinks(database).catch(() => []),
    options.checkers ?? checkerStatus(database),
  ]);
  const documents = await documentWarnings(today, database, documentNeeds(disclosures), {
    names: settings.site.schools,
  });
  const out: ComplianceWarning[] = [...documents];
  // Every page names the admissions year of the settings; once its admissions have closed, the pages
  // would go on inviting enquiries for it while the privacy notice names the next year.
  const advertised = settings.site.admissionsYear;
  if (audiences.includes("group") && admissionsCloseOn(advertised) < today) {
    out.push({
      level: "urgent",
      kind: "admissions-year",
      audience: "group",
      title: `The admissions year ${advertised} has closed: every page still invites enquiries for it`,
      detail: `Its admissions closed on ${formatDate(admissionsCloseOn(advertised))}; an enquiry sent today is for ${admissionYearFor(`${today}T12:00:00+05:30`, advertised)}, as the privacy notice says. Set the admissions year (and its fees and rules) for the year parents enquire about now.`,
      fix: { href: "/admin/settings", label: "Open the names and admissions year (administrators)" },
    });
  }
  for (const d of disclosures) {
    if (schools.includes(d.school)) out.push(...disclosureWarnings(d, academicYearOf(today), today));
  }
  out.push(...feeWarnings(settings.fees, settings.site.schools, schools, today));
  out.push(...(await consentWarnings(database)), ...accessibilityWarnings(today));
  for (const link of links) {
    const place = link.foundOn[0];
    const audience: Audience = place?.path.startsWith("/vidhyashram")
      ? "vidhyashram"
      : place?.path.startsWith("/vidhyapeeth")
        ? "vidhyapeeth"
        : "group";
    out.push({
      level: "urgent",
      kind: "link",
      audience,
      title: `${link.outcome === "not allowed" ? "Link not allowed" : "Broken link"}: ${link.url}`,
      detail: `${link.reason}. On ${link.foundOn.map((p) => `${p.title} (${p.path})`).join(", ") || "the site"}.`,
      fix: fixOfPlace(place),
    });
  }
  return [...checkerWarnings(checkers), ...out.filter((w) => audiences.includes(w.audience))].sort((a, b) =>
    a.level === b.level ? 0 : a.level === "urgent" ? -1 : 1,
  );
}

/**
 * Published albums with no record that the school holds the parents' consent to publish their
 * children's photos (DPDP Act 2023 s.9(1)): those published before the album screen asked for it.
 * Urgent: a parent's complaint would find nothing to show.
 */
async function consentWarnings(database: DB): Promise<ComplianceWarning[]> {
  const rows = await database
    .selectFrom("albums")
    .select(["id", "title", "audience", "kind"])
    .where("status", "=", "published")
    .where("consent_at", "is", null)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    level: "urgent",
    kind: "consent",
    audience: row.audience,
    title: `The album “${row.title}” is published with no record of the parents' consent`,
    detail:
      "Confirm on the album's screen that the school holds the parents' written consent (then publish it again), or unpublish it.",
    // A link album has no screen of its own: it is edited from the albums list.
    fix:
      row.kind === "photo"
        ? { href: `/admin/albums/${row.id}`, label: `Open “${row.title}”` }
        : { href: "/admin/albums", label: "Open Photo albums" },
  }));
}

/** How long an accessibility statement's last full check stays current: a year (GIGW 3.0 asks for a yearly review). */
const ACCESSIBILITY_CHECK_DAYS = 365;

/** The accessibility statement's last full check, when it is more than a year before `today`. */
function accessibilityWarnings(today: string, lastChecked = ACCESSIBILITY_LAST_CHECKED): ComplianceWarning[] {
  if (daysUntil(lastChecked, today) >= -ACCESSIBILITY_CHECK_DAYS) return [];
  return [
    {
      level: "soon",
      kind: "accessibility",
      audience: "group",
      title: `The accessibility statement's last full check was on ${formatDate(lastChecked)}, over a year ago`,
      detail:
        "Check the site again (axe, the HTML checker, a keyboard and a screen reader, a phone), then whoever maintains the site moves the date in content/accessibility.ts.",
      fix: { href: "/accessibility", label: "Open the accessibility statement" },
    },
  ];
}

/**
 * The urgent items publishing `value` at `path` would leave on the dashboard, for the editor to show
 * beside its Publish button (a warning, not a refusal): for a school's disclosure, that disclosure's
 * items and those of the documents it links, drawn from the draft; for the `fees` settings group
 * (`settings:fees`), the fees' items of the draft. Empty for anything else. Throws when the database
 * cannot be read.
 */
export async function publishWarnings(options: {
  path: string;
  value: unknown;
  today?: string;
  context?: object;
  database?: DB;
}): Promise<ComplianceWarning[]> {
  const { path, context = {}, database = db() } = options;
  const today = options.today ?? indiaToday();
  const urgent = (warnings: ComplianceWarning[]) => warnings.filter((w) => w.level === "urgent");
  if (path === "settings:fees") {
    const settings = await settingsFor(context, database);
    const schools = Object.keys(DISCLOSURE_SCHOOLS) as DisclosureSchool[];
    return urgent(feeWarnings(options.value as Settings["fees"], settings.site.schools, schools, today));
  }
  const school = disclosureSchoolAt(path);
  if (!school) return [];
  const [d, settings] = await Promise.all([
    resolveDisclosure(school, { context, database, value: options.value as Disclosure }),
    settingsFor(context, database),
  ]);
  const needs = documentNeeds([d]);
  const documents = await documentWarnings(today, database, needs, {
    linkedOnly: true,
    names: settings.site.schools,
  });
  return urgent([...documents, ...disclosureWarnings(d, academicYearOf(today), today)]);
}
