import { englishPathOf } from "./language";

/**
 * Which chrome a path gets: whether it is the staff area's, and whether it has the public header and
 * footer. Its section (which header and footer) is the content store's `sectionOf`
 * (app/lib/content-store/sections.ts), which files each page under it.
 */

/**
 * Whether a path is in the staff area: its first whole segment is `admin`
 * (`/administration` is a public page, not the staff area). Case-insensitive, as the router matches.
 */
export function isStaffArea(pathname: string): boolean {
  return pathname.toLowerCase().split("/")[1] === "admin";
}

/**
 * Paths with no public header (spec 2.5: the home page, `/` and its Tamil twin `/ta`; the admin area
 * has its own bar).
 */
export function hasPublicChrome(pathname: string): { header: boolean; footer: boolean } {
  if (isStaffArea(pathname)) return { header: false, footer: false };
  return { header: englishPathOf(pathname) !== "/", footer: true };
}

/** What a route module may export as `handle` to choose the page's chrome. */
export interface ChromeHandle {
  /** "staff": a page of the staff area or its door (sign-in): no public quick-actions bar or tools. */
  chrome?: "staff";
}

/**
 * Whether the matched routes make this a staff page: one of them exports
 * `handle = { chrome: "staff" }` (the sign-in route and the admin layout). Decided by the route that
 * answered, not by the URL's spelling.
 */
export function isStaffPage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as ChromeHandle | undefined)?.chrome === "staff");
}
