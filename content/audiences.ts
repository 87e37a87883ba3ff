/**
 * Whose a record is, and the limits of a record's text: shared by the records' schemas
 * (content/schemas/schedule.ts) and by the staff screens' drawing code (app/lib/forms/limits.ts), which
 * must not carry the validation library, so kept here without it.
 */

/** The audiences of a record: both schools (the group's pages) or one school (architecture ruling 6). */
export const AUDIENCES = ["group", "vidhyashram", "vidhyapeeth"] as const;

/** The words the office reads for each audience, in the order the screens offer them. */
export const AUDIENCE_OPTIONS = {
  group: "Both schools (whole group)",
  vidhyashram: "Vidhyashram only",
  vidhyapeeth: "Vidhyapeeth only",
} as const satisfies Record<(typeof AUDIENCES)[number], string>;

/** The longest text of a record's title, description and web address, in characters. */
export const RECORD_MAX = { title: 200, description: 2000, url: 2000 } as const;
