/**
 * The audiences of the site's content and their words, shared by the server and the browser's screens,
 * kept apart so that the browser bundle does not carry the validation library.
 */

import { AUDIENCE_OPTIONS } from "~content/audiences";

export { AUDIENCES } from "~content/audiences";

/** Labels for the audience choice, in the order the admin sees them. */
export const AUDIENCE_LABELS: Record<keyof typeof AUDIENCE_OPTIONS, string> = AUDIENCE_OPTIONS;
