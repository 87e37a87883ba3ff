/**
 * Constants the admin forms share between the server's validation (`schemas.ts`) and the browser (field
 * limits, the audience choice), kept apart so that the browser bundle does not carry the validation
 * library.
 */

import { AUDIENCE_OPTIONS, RECORD_MAX } from "~content/audiences";

export { AUDIENCES } from "~content/audiences";

/** Upper bounds on stored text, in characters: a record's (content/audiences.ts). */
export const LIMITS = RECORD_MAX;

/** Labels for the audience choice, in the order the admin sees them. */
export const AUDIENCE_LABELS: Record<keyof typeof AUDIENCE_OPTIONS, string> = AUDIENCE_OPTIONS;
