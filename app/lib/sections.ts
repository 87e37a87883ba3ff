import type { SchoolSlug } from "~content/site";

/** Which header and footer a path gets (spec 2.5): by its first segment. */
export type Section = SchoolSlug | "group";

/** The section of a path: `/vidhyashram/...` → "vidhyashram", `/vidhyapeeth/...` → "vidhyapeeth", else "group". */
export function sectionOf(pathname: string): Section {
  const first = pathname.toLowerCase().split("/")[1];
  return first === "vidhyashram" || first === "vidhyapeeth" ? first : "group";
}

/** Paths with no public header (spec 2.5: the exact root path; the admin area has its own bar). */
export function hasPublicChrome(pathname: string): { header: boolean; footer: boolean } {
  if (pathname.startsWith("/admin")) return { header: false, footer: false };
  return { header: pathname !== "/", footer: true };
}
