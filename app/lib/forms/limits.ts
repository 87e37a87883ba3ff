/**
 * The audiences of the site's content and their words, shared by the server and the browser's screens,
 * kept apart so that the browser bundle does not carry the validation library.
 */

export const AUDIENCES = ["group", "vidhyashram", "vidhyapeeth"] as const;

/** Labels for the audience choice, in the order the admin sees them. */
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  group: "Both schools (whole group)",
  vidhyashram: "Vidhyashram only",
  vidhyapeeth: "Vidhyapeeth only",
};
