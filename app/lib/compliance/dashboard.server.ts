import type { PublicUser } from "~/lib/auth/users.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { brokenLinks } from "~/lib/ops/link-check.server";
import { formatDate } from "~/lib/platform/dates";
import { type Audience, type DB, db } from "~/lib/platform/db.server";
import {
  DISCLOSURE_SCHOOLS,
  type DisclosureSchool,
  type ResolvedDisclosure,
  resolveDisclosure,
} from "~/lib/site/disclosure.server";
import { DISCLOSURE_SECTIONS, type DisclosureSection } from "~content/schemas/disclosure";
import { EXPIRY_WARNING_DAYS } from "~content/schemas/documents";
import { feeOrderEnds, feeOrderExpiresThisYear } from "~content/schemas/fees";
import { UNREADABLE_NOTE, unreadableDocuments } from "../documents/unreadable.server";
import { admissionsCloseOn, admissionYearFor } from "../enquiries/retention";

/**
 * The compliance dashboard (decision 0019): what a CBSE inspector or the Directorate of Private Schools
 * would find wrong on the site today, each with the screen that fixes it. Read from the same objects
 * the public pages draw (`resolveDisclosure`, the Documents library, the fee order, the link checker),
 * so a warning is exactly what a visitor would see.
 */

/** The last day of the annual report's window: 15 September (CBSE). */
const ANNUAL_REPORT_DUE = "09-15";

/** The words of each disclosure section in a warning. */
const SECTION_NAMES: Record<DisclosureSection, string> = {
  general: "A. General information",
  documents: "B. Documents and information",
  academics: "C. Results and academics",
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
    | "admissions-year";
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

/** The warnings of the documents library: certificates expired or ending within 60 days, and scans. */
async function documentWarnings(today: string, database: DB): Promise<ComplianceWarning[]> {
  const rows = await database.selectFrom("documents").selectAll().execute();
  const unreadable = await unreadableDocuments(database);
  const out: ComplianceWarning[] = [];
  for (const row of rows) {
    const fix = { href: `/admin/documents/${row.id}`, label: `Edit “${row.title}”` };
    if (row.valid_until) {
      const days = daysUntil(row.valid_until, today);
      if (days < 0) {
        out.push({
          level: "urgent",
          kind: "document",
          audience: row.audience,
          title: `“${row.title}” expired on ${formatDate(row.valid_until)}`,
          detail: "Upload the renewed certificate and its new valid-until date.",
          fix,
        });
      } else if (days <= EXPIRY_WARNING_DAYS) {
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
  for (const group of s.teachers) {
    const unnamed = group.count - group.people.length;
    if (unnamed > 0) {
      push({
        level: "soon",
        kind: "missing",
        title: `${name}: ${unnamed} of ${group.count} ${group.label} are not named`,
        detail: "CBSE asks for every teacher's name and qualification.",
      });
    }
    const noQualification = group.people.filter((p) => !p.qualification && !p.missing);
    if (noQualification.length > 0) {
      push({
        level: "soon",
        kind: "missing",
        title: `${name}: ${noQualification.length} ${group.label} have no qualification in People`,
        detail: noQualification.map((p) => p.name).join(", "),
        fix: { href: "/admin/people", label: "Open People" },
      });
    }
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
  // The annual report of the year, on the site before 15 September (CBSE).
  const report = d.academics.annualReport;
  const reportDate = report?.exists ? (report.issuedOn ?? report.validFrom) : undefined;
  if (!reportDate || reportDate < since) {
    const due = `${academicYear.slice(0, 4)}-${ANNUAL_REPORT_DUE}`;
    const late = today > due;
    push({
      level: late ? "urgent" : "soon",
      kind: "annual-report",
      title: `${name}: the annual report for ${academicYear} is ${late ? "overdue" : "due"} by ${formatDate(due)}`,
      detail: "Upload it in Documents (with its issue date), then choose it in section C of the disclosure.",
    });
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

/**
 * Every warning `user` may see, most urgent first, at `today` (`YYYY-MM-DD`, India). Throws only when
 * the database cannot be read at all.
 */
export async function complianceWarnings(options: {
  user: Pick<PublicUser, "role" | "scope">;
  today?: string;
  context?: object;
  database?: DB;
}): Promise<ComplianceWarning[]> {
  const { user, context = {}, database = db() } = options;
  const today = options.today ?? new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const audiences = complianceAudiences(user);
  const settings = await settingsFor(context, database);
  const schools = (Object.keys(DISCLOSURE_SCHOOLS) as DisclosureSchool[]).filter((s) =>
    audiences.includes(s),
  );
  const [documents, disclosures, links] = await Promise.all([
    documentWarnings(today, database),
    Promise.all(schools.map((school) => resolveDisclosure(school, { context, database }))),
    brokenLinks(database).catch(() => []),
  ]);
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
  for (const d of disclosures) out.push(...disclosureWarnings(d, academicYearOf(today), today));
  for (const school of schools) {
    const fees = settings.fees.schools[school];
    const name = settings.site.schools[school].name;
    const order = fees.order;
    if (!order) {
      if (fees.rows.length > 0) {
        out.push({
          level: "urgent",
          kind: "fees",
          audience: school,
          title: `${name}: the fees name no fee order`,
          detail:
            "Tamil Nadu asks for the Fee Determination Committee's approved fee: give the order's number, date and PDF.",
          fix: { href: "/admin/settings/fees", label: "Open the fees (administrators)" },
        });
      }
    } else if (feeOrderExpiresThisYear(order, new Date(`${today}T00:00:00Z`))) {
      out.push({
        level: "soon",
        kind: "fees",
        audience: school,
        title: `${name}: the fee order ${order.number} ends on ${formatDate(feeOrderEnds(order))}`,
        detail:
          "Apply to the Fee Determination Committee for the next order: recognition renewal needs a valid one.",
        fix: { href: "/admin/settings/fees", label: "Open the fees (administrators)" },
      });
    }
  }
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
  return out
    .filter((w) => audiences.includes(w.audience))
    .sort((a, b) => (a.level === b.level ? 0 : a.level === "urgent" ? -1 : 1));
}
