/**
 * Constants the admin forms share between the server's validation (`schemas.ts`) and the browser (field
 * limits, the audience choice), kept apart so that the browser bundle does not carry the validation
 * library.
 */

/** Upper bounds on stored text, in characters. */
export const LIMITS = {
  title: 200,
  description: 2000,
  url: 2000,
} as const;

export const AUDIENCES = ["group", "vidhyashram", "vidhyapeeth"] as const;

/** Labels for the audience choice, in the order the admin sees them. */
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  group: "Both schools (whole group)",
  vidhyashram: "Vidhyashram only",
  vidhyapeeth: "Vidhyapeeth only",
};
