import { BARRIER_REPORT_KEEP_MONTHS } from "~content/accessibility";
import type { Language } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import {
  BACKUP_ROTATION_DAYS,
  fullNoticeTemplates,
  NOTICE_DATE,
  type NoticeSection,
  type NoticeTemplate,
  shortNoticeTemplates,
  tamilFullNoticeTemplates,
  tamilShortNoticeTemplates,
} from "~content/privacy";
import type { PrivacySettings } from "~content/schemas/privacy";
import { privacyDefaults } from "~content/site-settings";
import { formatDate } from "../platform/dates";
import {
  ADMISSIONS_CLOSE_MONTH_DAY,
  admissionYearFor,
  DEFAULT_AUDIT_LOG_MONTHS,
  formatDay,
  indiaDay,
  KEPT_ADMISSION_MONTHS,
  keptUntil,
} from "./retention";

/**
 * The privacy notice as a parent reads it (architecture ruling 21): the templates of `content/privacy.ts`
 * filled from the settings and the day. Shared by the server (the action records the version a consent
 * was given under) and the pages (the short notice beside the enquiry form, `/privacy`), so both say
 * and version the same words.
 */

/** What the notice needs of the settings: the school names, the admissions year and the `privacy` group. */
export interface NoticeSettings {
  site: { admissionsYear: string; schools: Record<"vidhyashram" | "vidhyapeeth", { name: string }> };
  /** `auditLogMonths` may be missing (a group saved before it existed): `DEFAULT_AUDIT_LOG_MONTHS`. */
  privacy?: Omit<PrivacySettings, "auditLogMonths"> & { auditLogMonths?: number };
}

/** Each language's templates: the short notice and the full one. */
const TEMPLATES: Record<Language, { short: readonly NoticeTemplate[]; full: readonly NoticeSection[] }> = {
  en: { short: shortNoticeTemplates, full: fullNoticeTemplates },
  ta: { short: tamilShortNoticeTemplates, full: tamilFullNoticeTemplates },
};

/** The notice for one day: its items and sections in words, and the version a consent records. */
export interface PrivacyNotice {
  /**
   * `NOTICE_DATE` and a hash of the filled-in words: `2026-11-26.3fa2c10b`; the Tamil notice's is marked
   * `ta` (`2026-11-26.ta.5d0e9a21`), so a consent's record says which words the parent read.
   */
  version: string;
  /** The admissions year an enquiry sent that day is for, "2027-2028". */
  admissionYear: string;
  /** Its last day kept, `YYYY-MM-DD`. */
  keptUntil: string;
  /** The short notice beside the Send button. */
  items: NoticeTemplate[];
  /** The full notice at `/privacy`. */
  sections: NoticeSection[];
  /** The grievance officer, for a contact link. */
  grievance: PrivacySettings["grievance"];
}

/** `template` with each `{name}` replaced by `values[name]` (an unknown name is left as it is). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** FNV-1a (32 bits) of `text`, as 8 hex digits: a short, stable fingerprint, not a secret. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * The notice as of `at` (the day decides the admissions year and the day an enquiry is kept until)
 * under `settings` (the shipped `privacy` group when it has none), in `language` (English by default;
 * the names and facts of the settings as they are, the day written in that language). Pure; never throws.
 */
export function privacyNotice(
  settings: NoticeSettings,
  at: Date | string,
  language: Language = "en",
): PrivacyNotice {
  const privacy = settings.privacy ?? privacyDefaults;
  const admissionYear = admissionYearFor(at, settings.site.admissionsYear);
  const lastDay = keptUntil(admissionYear, privacy.retentionMonths);
  const values: Record<string, string> = {
    holder: privacy.holder,
    schools: `${settings.site.schools.vidhyashram.name} and ${settings.site.schools.vidhyapeeth.name}`,
    schoolsTa: `${settings.site.schools.vidhyashram.name}, ${settings.site.schools.vidhyapeeth.name}`,
    keptUntil: language === "ta" ? formatDate(lastDay, "ta") : formatDay(lastDay),
    retentionMonths: String(privacy.retentionMonths),
    admissionYear,
    grievanceTitle: privacy.grievance.title,
    grievanceEmail: privacy.grievance.email,
    grievancePhone: formatIndianPhone(privacy.grievance.phone),
    backupDays: String(BACKUP_ROTATION_DAYS),
    logMonths: String(privacy.auditLogMonths ?? DEFAULT_AUDIT_LOG_MONTHS),
    keptAdmissionMonths: String(KEPT_ADMISSION_MONTHS),
    barrierMonths: String(BARRIER_REPORT_KEEP_MONTHS),
  };
  const templates = TEMPLATES[language];
  const items = templates.short.map((item) => ({ ...item, text: fill(item.text, values) }));
  const sections = templates.full.map((section) => ({
    ...section,
    paragraphs: section.paragraphs.map((paragraph) => fill(paragraph, values)),
  }));
  return {
    version: `${NOTICE_DATE}.${language === "en" ? "" : `${language}.`}${fingerprint(noticeWords({ items, sections }))}`,
    admissionYear,
    keptUntil: lastDay,
    items,
    sections,
    grievance: privacy.grievance,
  };
}

/**
 * The notice's exact words as stored with the consents given under it (`notice_texts.words`): the JSON
 * of `[items, sections]`, the text the version's fingerprint is taken of.
 */
export function noticeWords(notice: Pick<PrivacyNotice, "items" | "sections">): string {
  return JSON.stringify([notice.items, notice.sections]);
}

/** The short notice and the full one, read back from `words` (`noticeWords`); undefined when malformed. */
export function readNoticeWords(
  words: string,
): { items: NoticeTemplate[]; sections: NoticeSection[] } | undefined {
  try {
    const [items, sections] = JSON.parse(words) as [NoticeTemplate[], NoticeSection[]];
    return Array.isArray(items) && Array.isArray(sections) ? { items, sections } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when `words` are the words `version` was taken of: its fingerprint matches (the proof that the
 * stored text is what the consent's version names, not edited since).
 */
export function wordsMatchVersion(version: string, words: string): boolean {
  return version.endsWith(`.${fingerprint(words)}`);
}

/**
 * The instant (ms since the epoch) after `at` from which the notice's words may change with no setting
 * saved: the start of the next 1 August in India (00:00 IST, 18:30 UTC the day before), the only day on
 * which `admissionYearFor` moves on, and with it the admissions year and the day kept until. A page that
 * shows the notice keeps its cached copy until then (`freshUntil`). It may come early: when the
 * settings advertise a later year, the words stay as they were and the page is merely drawn again.
 */
export function noticeChangesAt(at: Date | string): number {
  const day = indiaDay(at);
  const year = Number(day.slice(0, 4)) + (day.slice(5) > ADMISSIONS_CLOSE_MONTH_DAY ? 1 : 0);
  // The end of the close day in India (no daylight saving there: always 24 hours after its start).
  return Date.parse(`${year}-${ADMISSIONS_CLOSE_MONTH_DAY}T00:00:00+05:30`) + 86_400_000;
}
