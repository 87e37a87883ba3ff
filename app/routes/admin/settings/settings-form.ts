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

/** The `?done=` messages of the screen, by group. */
export const SETTINGS_DONE = Object.fromEntries(
  Object.entries(GROUP_SAVE).map(([group, { done }]) => [group, done]),
) as Record<SettingsGroup, string>;

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
