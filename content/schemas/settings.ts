import { z } from "zod";
import { admissionRulesSchema } from "./admissions";
import { pictureSchema, text } from "./common";
import { contactsSchema } from "./contacts";
import { externalLinksSchema } from "./external-links";
import { feeSchoolsSchema } from "./fees";
import { navigationSettingsSchema } from "./navigation";
import { privacySettingsSchema } from "./privacy";

/**
 * The site settings: what the office edits on one screen that is not a page. One
 * schema per group, each stored as one row of the `settings` table (migration 0012) and read back
 * through it; the shipped defaults are `settingsDefaults` in `content/settings.ts`.
 */

/** Text with an upper bound, so a setting cannot swell every page it is drawn on. */
const bounded = (max: number) => text.max(max, `Use at most ${max} characters.`);

/**
 * An academic year as the office writes it, "2025-2026": two consecutive years, so
 * "2025-2027" or "2026-2025" is refused.
 */
export const academicYearSchema = z
  .string()
  .trim()
  .regex(/^(19|20|21)\d\d-(19|20|21)\d\d$/, "Write two consecutive years, such as 2025-2026.")
  .refine((year) => {
    const [from, to] = year.split("-").map(Number);
    return to === (from ?? 0) + 1;
  }, "The second year must follow the first, such as 2025-2026.");

/** One school's name, board and summary (header, footer, landing pages, structured data). */
export const schoolSettingsSchema = z.object({
  name: bounded(80).meta({ label: "School name" }),
  /** Board and level, as parents say it. */
  board: bounded(120).meta({
    label: "Board and level",
    help: "As parents say it, such as CBSE senior secondary.",
  }),
  summary: bounded(600).meta({ label: "Summary", widget: "multiline" }),
});

export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

/** The `site` group: the names, tagline, description and the admissions year. */
export const siteSettingsSchema = z.object({
  groupName: bounded(80).meta({ label: "Name of the group" }),
  tagline: bounded(160).meta({ label: "Tagline" }),
  description: bounded(400).meta({ widget: "multiline", label: "Description" }),
  schools: z
    .object({
      vidhyashram: schoolSettingsSchema.meta({ label: "Vidhyashram" }),
      vidhyapeeth: schoolSettingsSchema.meta({ label: "Vidhyapeeth" }),
    })
    .meta({ label: "Schools" }),
  admissionsYear: academicYearSchema.meta({
    label: "Admissions year",
    help: "Two consecutive years, such as 2025-2026. The home page, the landing pages, the admission ages and the enquiry page show it.",
  }),
  /**
   * The school year now running, which the PTA and committee pages name: it moves apart from the
   * admissions year while next year's admissions are open.
   */
  academicYear: academicYearSchema.meta({
    label: "Current academic year",
    help: "The school year now running, such as 2025-2026: the PTA and committee pages name it. Admissions may already be open for the next one.",
  }),
});

/** The `contacts` group: `content/schemas/contacts.ts` as it is (addresses, phones, e-mails, maps). */
export const contactsSettingsSchema = contactsSchema;

/** The `links` group: `content/schemas/external-links.ts` as it is (fee, portal, alumni, scholarship). */
export const linksSettingsSchema = externalLinksSchema;

/** Most slides the home carousel takes: its dots and labels stay readable on a phone. */
export const MAX_HOME_SLIDES = 8;

/** One slide of the home carousel: the shape of `content/schemas/home.ts`'s `carousel.slides`. */
export const homeSlideSchema = pictureSchema.extend({
  alt: bounded(200).meta({ label: "What the picture shows" }),
  title: bounded(80).meta({ label: "Title" }),
  description: bounded(240).meta({ widget: "multiline", label: "Line of text" }),
});

/** The `homeSlides` group: 1 to 8 slides (the carousel copes with any count; one slide shows alone). */
export const homeSlidesSettingsSchema = z
  .array(homeSlideSchema)
  .min(1, "Keep at least one slide.")
  .max(MAX_HOME_SLIDES, `At most ${MAX_HOME_SLIDES} slides.`)
  .meta({ itemLabel: "Slide" });

/**
 * The `fees` group: the academic year the fees are for and each school's fees by class, term and fee
 * (`content/schemas/fees.ts`), which `/fees` and the enquiry form draw.
 */
export const feesSettingsSchema = z
  .object({
    // Optional while no fees are entered: the pages then speak of the admissions year (Site settings).
    academicYear: academicYearSchema.optional().meta({
      label: "Academic year of these fees",
      help: "Two consecutive years, such as 2026-2027: the pages say which year the fees are for.",
    }),
    schools: feeSchoolsSchema,
  })
  .refine(
    (fees) =>
      fees.academicYear !== undefined ||
      Object.values(fees.schools).every((school) => school.rows.length === 0),
    { path: ["academicYear"], message: "Give the academic year these fees are for, such as 2026-2027." },
  )
  .meta({ label: "Fees" });

/** Every group's schema by its key (the `settings` table's primary key). */
export const settingsSchemas = {
  // Each group's `label` names it in the Site settings list and its editor.
  site: siteSettingsSchema.meta({ label: "Names and admissions year" }),
  contacts: contactsSettingsSchema.meta({ label: "Contact details and office hours" }),
  links: linksSettingsSchema.meta({ label: "Fee, portal, alumni and scholarship links" }),
  homeSlides: homeSlidesSettingsSchema.meta({ label: "Home page slides" }),
  fees: feesSettingsSchema,
  admissions: admissionRulesSchema,
  navigation: navigationSettingsSchema,
  privacy: privacySettingsSchema,
} as const;

export type SettingsGroup = keyof typeof settingsSchemas;

/** The groups, in the order the settings screen shows them. */
export const SETTINGS_GROUPS = [
  "site",
  "contacts",
  "homeSlides",
  "links",
  "fees",
  "admissions",
  "navigation",
  "privacy",
] as const satisfies readonly SettingsGroup[];

export type Settings = { [G in SettingsGroup]: z.infer<(typeof settingsSchemas)[G]> };
