import type { FormValues } from "~/lib/forms/schemas";
import type { Settings, SettingsGroup } from "~content/schemas/settings";

/**
 * The Site settings screen's forms as flat fields (issue 23 item 6), shared by the screen and its
 * action: each group's value is posted as one field per leaf, named by its path joined with dots
 * (`schools.vidhyashram.phones.1.number`, `slides.0.alt`), so a refusal of the group's schema at a
 * path shows next to the field of that name. A postal address is one textarea (a line each).
 */

/** Most phone and e-mail rows a school's contact form offers (one more than stored, up to these). */
export const MAX_PHONES = 6;
export const MAX_EMAILS = 4;

/** What each group's save button says, and the `?done=` message after it. */
export const GROUP_SAVE: Record<SettingsGroup, { label: string; done: string }> = {
  site: { label: "Save names and admissions year", done: "The names and the admissions year are saved." },
  homeSlides: { label: "Save slides", done: "The home page's slides are saved." },
  links: { label: "Save links", done: "The links are saved." },
  contacts: { label: "Save contact details", done: "The contact details are saved." },
};

/** Each group's heading on the screen (its fieldset's legend); the audit log names a save by it. */
export const GROUP_LEGEND: Record<SettingsGroup, string> = {
  site: "Names and admissions year",
  homeSlides: "Home page slides",
  links: "Fee, portal, alumni and scholarship links",
  contacts: "Contact details",
};

/** The `?done=` after a save that changed nothing: nothing is written, nor audited. */
export const UNCHANGED = "unchanged";

/** The `?done=` messages of the screen, by group, and for a save that changed nothing. */
export const SETTINGS_DONE = {
  ...(Object.fromEntries(Object.entries(GROUP_SAVE).map(([group, { done }]) => [group, done])) as Record<
    SettingsGroup,
    string
  >),
  [UNCHANGED]: "Nothing was changed, so nothing was saved.",
};

/** The two schools, in the order their fieldsets show, with the name their legend gives them. */
export const SCHOOLS = [
  { slug: "vidhyashram", label: "Vidhyashram" },
  { slug: "vidhyapeeth", label: "Vidhyapeeth" },
] as const;

/**
 * The labels of the screen's fields, one place for the screen and the audit log, so the log names a
 * change with the words the office saw. A label of a numbered row takes its number from 1.
 */
export const LABELS = {
  admissionsYear: "Admissions year",
  groupName: "Name of the group",
  tagline: "Tagline",
  description: "Description",
  schoolName: "School name",
  board: "Board and level",
  summary: "Summary",
  slidePicture: (n: number) => `Picture of slide ${n}`,
  /** The alt-text control's words in `ImageField`, shortened. */
  slideAlt: "What the picture shows",
  slideTitle: "Title",
  slideLine: "Line of text",
  officeHours: "Office hours",
  cardName: "Name on the contact card",
  postalAddress: "Postal address",
  phoneLabel: (n: number) => `Phone ${n}: what it is for`,
  phoneNumber: (n: number) => `Phone ${n}: number`,
  emailLabel: (n: number) => `E-mail ${n}: what it is for`,
  emailAddress: (n: number) => `E-mail ${n}: address`,
  latitude: "Map: latitude of the gate",
  longitude: "Map: longitude of the gate",
} as const;

/** The label of each link of the links group (the field is named by the link's key). */
export const LINK_LABELS: Record<keyof Settings["links"], string> = {
  vidhyashramFees: "Vidhyashram fee payment",
  vidhyapeethFees: "Vidhyapeeth fee payment",
  vidhyashramStudentLogin: "Vidhyashram student portal",
  vidhyapeethStudentLogin: "Vidhyapeeth student portal",
  alumniForm: "Alumni registration form",
  scholarshipApply: "Scholarship test application form",
  careersForm: "Job application form (careers)",
  scholarshipGuidelines: "Scholarship test guidelines (PDF)",
  scholarshipSamplePaper: "Scholarship test sample paper (PDF)",
};

/**
 * Where the field `name` of `group` sits and what it is called, as the screen shows it: its label,
 * after the school's or the slide's name when it sits in one ("Vidhyashram, Phone 2: number",
 * "Slide 3, Title"). For the audit log; a name the screen does not have is returned as it is.
 */
export function fieldPlace(group: SettingsGroup, name: string): string {
  const parts = name.split(".");
  const row = (index: string | undefined) => Number(index) + 1;
  if (group === "homeSlides" && parts[0] === "slides" && parts.length === 3) {
    const n = row(parts[1]);
    const field = parts[2];
    if (field === "image") return LABELS.slidePicture(n);
    const label = { alt: LABELS.slideAlt, title: LABELS.slideTitle, description: LABELS.slideLine }[
      field ?? ""
    ];
    return label ? `Slide ${n}, ${label}` : name;
  }
  if (group === "links") return LINK_LABELS[name as keyof Settings["links"]] ?? name;
  if (parts[0] !== "schools") {
    const top: Partial<Record<string, string>> =
      group === "site"
        ? {
            admissionsYear: LABELS.admissionsYear,
            groupName: LABELS.groupName,
            tagline: LABELS.tagline,
            description: LABELS.description,
          }
        : { officeHours: LABELS.officeHours };
    return top[name] ?? name;
  }
  const school = SCHOOLS.find((s) => s.slug === parts[1])?.label;
  const [field, index, member] = parts.slice(2);
  let label: string | undefined;
  if (group === "site") {
    label = { name: LABELS.schoolName, board: LABELS.board, summary: LABELS.summary }[field ?? ""];
  } else if (field === "phones") {
    label = member === "label" ? LABELS.phoneLabel(row(index)) : LABELS.phoneNumber(row(index));
  } else if (field === "emails") {
    label = member === "label" ? LABELS.emailLabel(row(index)) : LABELS.emailAddress(row(index));
  } else if (field === "location") {
    label = index === "latitude" ? LABELS.latitude : LABELS.longitude;
  } else {
    label = { name: LABELS.cardName, address: LABELS.postalAddress }[field ?? ""];
  }
  return school && label ? `${school}, ${label}` : name;
}

/** The leaves of `value` as form fields named by their path (`a.b.0.c`); a string array (an address) joined by lines. */
function flatten(value: unknown, prefix: string, into: FormValues): FormValues {
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    into[prefix] = value.join("\n");
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flatten(item, prefix ? `${prefix}.${index}` : String(index), into);
    });
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && value !== null && typeof value !== "boolean") {
    into[prefix] = String(value);
  }
  return into;
}

/** The form fields of a stored group value (what the screen fills its fields with). */
export function formValuesOf<G extends SettingsGroup>(group: G, value: Settings[G]): FormValues {
  return group === "homeSlides" ? flatten(value, "slides", {}) : flatten(value, "", {});
}

/** How many rows the fields `<prefix>.<n>.…` of `values` hold: the highest `n` plus one (0 for none). */
export function rowCount(values: FormValues, prefix: string): number {
  let count = 0;
  for (const name of Object.keys(values)) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const index = Number(name.slice(prefix.length + 1).split(".")[0]);
    if (Number.isInteger(index) && index >= 0) count = Math.max(count, index + 1);
  }
  return count;
}
