import type { SchoolSlug } from "~content/site";

/**
 * The addresses of the notice feeds (architecture ruling 22), shared by the server that makes them and
 * the pages that link to them.
 */

/** The feeds' file names under `/notifications/`: `all`, or a school's slug. */
export type FeedName = "all" | SchoolSlug;

/** `/notifications/<name>.<rss|atom>`. */
export function feedPath(name: FeedName, format: "rss" | "atom"): string {
  return `/notifications/${name}.${format}`;
}
