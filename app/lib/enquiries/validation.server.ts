import { parsePhoneNumberFromString } from "libphonenumber-js/mobile";
import { z } from "zod";
import { admissions } from "~content/admissions";
import { LANGUAGES, type Language } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import { type EnquiryWords, enquiryWords } from "~content/words/enquiry";
import { type FieldErrors, validate } from "../forms/schemas";
import type { EnquirySchool } from "../platform/db.server";
import { ENQUIRY_STATUSES } from "./labels";

/**
 * Validation of the admission enquiry form (architecture ruling 4). Every field arrives as text; the
 * result is what we store. Phone numbers must be Indian mobile numbers (libphonenumber-js's mobile
 * metadata) and are stored in E.164 (`+919876543210`) whatever spacing or prefix was typed. The
 * messages are the enquiry catalogue's (`content/words/enquiry.ts`): each schema exists once per
 * language, so a form posted from a Tamil page is answered in Tamil (decision 0030).
 */

export const ENQUIRY_LIMITS = { name: 100, email: 254, message: 1000 } as const;

export const ENQUIRY_SCHOOLS: readonly EnquirySchool[] = ["vidhyashram", "vidhyapeeth", "not-sure"];

/**
 * A form value as text, without NUL characters (never typed on purpose, and PostgreSQL cannot store
 * them: a message with one would otherwise fail as if the database were down).
 */
const text = (value: unknown) => (typeof value === "string" ? value.replaceAll("\u0000", "") : "");

const name = (missing: string, tooLong: (max: number) => string) =>
  z.preprocess(
    text,
    z.string().trim().min(1, missing).max(ENQUIRY_LIMITS.name, tooLong(ENQUIRY_LIMITS.name)),
  );

/** `98765 43210`, `+91 98765-43210`, `098765 43210` → `+919876543210`; null when not an Indian mobile. */
export function normaliseIndianMobile(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[+\d][\d\s().-]{6,20}$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, "IN");
  return phone && phone.country === "IN" && phone.isValid() ? phone.number : null;
}

/** `+919876543210` → `+91 98765 43210`, for reading aloud and dialling (`formatIndianPhone`). */
export function formatPhone(e164: string): string {
  return formatIndianPhone(e164);
}

/**
 * `+919876543210` → `98765 43210`: how an Indian office dials a mobile, and text (not a number or a
 * formula) to a spreadsheet, so the CSV export needs no apostrophe in front of it.
 */
export function formatPhoneForSheet(e164: string): string {
  const national = parsePhoneNumberFromString(e164)?.nationalNumber ?? e164;
  return /^\d{10}$/.test(national) ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
}

/**
 * The enquiry's fields, in the form's order (its keys are the fields `parseForm` reads), with the
 * messages of `words`: only what answering needs (architecture ruling 21): the child's first name,
 * the class, the school, the parent's name and one way to reach them, a mobile number or an e-mail
 * address; the message is optional. The parent's correction through the private link uses it as it is.
 */
function enquiryFieldsIn(words: EnquiryWords) {
  return z.object({
    student_name: name(words.childNameMissing, words.childNameLong),
    parent_name: name(words.parentNameMissing, words.parentNameLong),
    phone: z.preprocess(
      text,
      z
        .string()
        .trim()
        .transform((value, ctx) => {
          if (!value) return null;
          const phone = normaliseIndianMobile(value);
          if (!phone) {
            ctx.addIssue({ code: "custom", message: words.phoneInvalid });
            return z.NEVER;
          }
          return phone;
        }),
    ),
    email: z.preprocess(
      text,
      z
        .string()
        .trim()
        .max(ENQUIRY_LIMITS.email, words.emailLong)
        .transform((value) => value || null)
        .pipe(z.email(words.emailInvalid).nullable()),
    ),
    class_sought: z.preprocess(
      text,
      z
        .string()
        .min(1, words.classMissing)
        .refine((code) => admissions.classes.some((c) => c.code === code), words.classUnknown),
    ),
    school: z.preprocess(
      (value) => (typeof value === "string" && value !== "" ? value : undefined),
      z.enum(ENQUIRY_SCHOOLS as [EnquirySchool, ...EnquirySchool[]], words.schoolMissing),
    ),
    message: z.preprocess(
      text,
      z
        .string()
        .trim()
        .max(ENQUIRY_LIMITS.message, words.messageLong(ENQUIRY_LIMITS.message))
        .transform((value) => value || null),
    ),
  });
}

/**
 * One way to reach the parent: a mobile number or an e-mail address. Checked even when other fields
 * failed (`when`), so a parent sees every problem at once; skipped when either field failed on its own.
 */
const canReach = (enquiry: { phone: string | null; email: string | null }) =>
  enquiry.phone !== null || enquiry.email !== null;
const reachParams = (words: EnquiryWords) => ({
  path: ["phone"],
  message: words.reachMissing,
  when: (payload: z.core.ParsePayload<unknown>) =>
    !payload.issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "email"),
});

/** The enquiry's fields and the one-way-to-reach rule, with the messages of `words`. */
const enquirySchemaIn = (words: EnquiryWords) => enquiryFieldsIn(words).refine(canReach, reachParams(words));

/**
 * The form a parent sends, with the messages of `words`: the enquiry, the consent box (required, never
 * ticked in advance) and the version of the privacy notice the page showed (kept with the consent).
 */
const enquiryFormSchemaIn = (words: EnquiryWords) =>
  enquiryFieldsIn(words)
    .extend({
      consent: z.preprocess(
        (value) => (value === "yes" ? "yes" : undefined),
        z.literal("yes", words.consentMissing),
      ),
      notice_version: z.preprocess(text, z.string().trim().max(100)),
    })
    .refine(canReach, reachParams(words));

/** Each language's enquiry schema: the fields and their messages in that language. */
export const enquirySchemas = Object.fromEntries(
  LANGUAGES.map((language) => [language, enquirySchemaIn(enquiryWords[language])]),
) as Record<Language, ReturnType<typeof enquirySchemaIn>>;

/** Each language's schema of the enquiry form a parent sends (the enquiry, the consent, the notice's version). */
export const enquiryFormSchemas = Object.fromEntries(
  LANGUAGES.map((language) => [language, enquiryFormSchemaIn(enquiryWords[language])]),
) as Record<Language, ReturnType<typeof enquiryFormSchemaIn>>;

/** The enquiry's fields with English messages (the staff screens and the English pages). */
export const enquirySchema = enquirySchemas.en;

/** The enquiry form a parent sends, with English messages. */
export const enquiryFormSchema = enquiryFormSchemas.en;

/** Said next to the mobile number when neither it nor an e-mail address was given. */
export const REACH_MESSAGE = enquiryWords.en.reachMissing;

export { CONSENT_STATEMENT } from "~content/privacy-consent";

export type EnquiryInput = z.infer<typeof enquirySchema>;

/** Validates the enquiry form's values; see `validate`. */
export function validateEnquiry(
  values: Record<string, unknown>,
): { ok: true; data: EnquiryInput } | { ok: false; errors: FieldErrors } {
  return validate(enquirySchema, values);
}

/** The inbox's status change: one of the statuses and an optional note (≤ 1000 characters). */
export const statusChangeSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, "Choose a status."),
  note: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z
      .string()
      .trim()
      .max(1000, "Keep the note to 1000 characters or fewer.")
      .transform((v) => v || null),
  ),
});
