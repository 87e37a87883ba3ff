import type { SchoolSlug } from "~content/site";

/**
 * The section of the site a path belongs to: a school's, or the group's. The content store files each
 * page under it (`pages.section`, who may edit it), and the site draws that section's header and footer
 * (spec 2.5; `app/lib/site/sections.ts` hands it on to the drawing code).
 */

/** Which header and footer a path gets (spec 2.5): by its first segment. */
export type Section = SchoolSlug | "group";

/**
 * The section of a path: `/vidhyashram/...` → "vidhyashram", `/vidhyapeeth/...` → "vidhyapeeth", else
 * "group". A Tamil twin's address is its English page's section (`/ta/vidhyapeeth/...` → "vidhyapeeth";
 * decision 0030): the language prefix is not a section.
 */
export function sectionOf(pathname: string): Section {
  const segments = pathname.toLowerCase().split("/");
  const first = segments[1] === "ta" ? segments[2] : segments[1];
  return first === "vidhyashram" || first === "vidhyapeeth" ? first : "group";
}
