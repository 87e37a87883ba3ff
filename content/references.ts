import { formatIndianPhone } from "./phone";
import type { Person } from "./schemas/people";
import type { Settings } from "./schemas/settings";
import { site } from "./site";

/**
 * References: facts that running text names instead of copying (one fact, one place). A text the office
 * writes, or that `content/` ships, holds `{{Vidhyapeeth office phone}}` where the fact goes; every page,
 * dialog and preview replaces it with the fact as it stands when the page is drawn
 * (app/lib/site/references.ts), so changing the fact once changes it everywhere. The token is the fact's
 * label, the words the clerk sees in the editor, matched without regard to case or spacing.
 */

/** A reference token in text: `{{label}}`. */
export const REFERENCE_TOKEN = /\{\{\s*([^{}]{1,80}?)\s*\}\}/g;

/** One fact a text may name. */
export interface Reference {
  /** The clerk's words, and the token: "Vidhyapeeth office phone". */
  label: string;
  /** The fact as a page shows it: "+91 00000 00100". */
  value: string;
  /** The fact as an address takes it after `tel:` or `mailto:` ("+910000000100"), when it differs. */
  raw?: string;
}

/** What the facts are read from: the site settings in force and the people. */
export interface ReferenceSources {
  settings: Pick<Settings, "site" | "contacts">;
  people: Iterable<Person>;
}

/** The key a label is found by: lower case, single spaces. */
export function referenceKey(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Every fact a text may name, from `sources`: the admissions year and the group's name; for each school
 * its name, office hours, address, each phone and e-mail by what it is for ("Vidhyapeeth office phone",
 * "Vidhyashram admissions e-mail"), and the holder of each post ("Vidhyapeeth principal"; a post of the
 * group by its name alone, "Correspondent"). The first person listed holds a post two people share.
 */
export function referencesOf({ settings, people }: ReferenceSources): Reference[] {
  const out: Reference[] = [
    { label: "Admissions year", value: settings.site.admissionsYear },
    { label: "Academic year", value: settings.site.academicYear },
    { label: "Group name", value: settings.site.groupName },
  ];
  for (const slug of Object.keys(site.schools) as (keyof typeof site.schools)[]) {
    // Labels use the school's shipped name, so a token keeps working when the office renames the school.
    const name = site.schools[slug].name;
    const contact = settings.contacts.schools[slug];
    out.push(
      { label: `${name} name`, value: settings.site.schools[slug].name },
      { label: `${name} office hours`, value: contact.officeHours },
      { label: `${name} address`, value: contact.address.join(", ") },
    );
    for (const entry of contact.phones) {
      // "School office" → "office": "Vidhyapeeth office phone".
      const what = entry.label.replace(/^school /i, "").toLowerCase();
      out.push({ label: `${name} ${what} phone`, value: formatIndianPhone(entry.number), raw: entry.number });
    }
    for (const entry of contact.emails) {
      const what = entry.label.replace(/^school /i, "").toLowerCase();
      out.push({ label: `${name} ${what} e-mail`, value: entry.address });
    }
  }
  const seen = new Set(out.map((r) => referenceKey(r.label)));
  for (const person of people) {
    const school = person.audience === "group" ? "" : `${site.schools[person.audience].name} `;
    const label = `${school}${person.post.toLowerCase()}`;
    const key = referenceKey(label);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ label: school ? label : person.post, value: person.name });
  }
  return out;
}
