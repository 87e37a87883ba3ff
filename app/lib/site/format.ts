/**
 * The dates of the site's pages as people in India read them, for the pages' drawing code. They live in
 * `app/lib/platform/dates.ts`, below every domain (documents and events format dates too); this module
 * hands them on to the components and routes that import them from here.
 */
export { formatDate, MONTH_NAMES, todayInIndia } from "../platform/dates";
