import { matchRoutes } from "react-router";
import { AUDIENCE_NAMES, canWriteAudience } from "~/lib/auth/permissions.server";
import type { PublicUser } from "~/lib/auth/users.server";
import { readPageListing } from "~/lib/content-store/page-store.server";
import { sectionOf } from "~/lib/content-store/sections";
import { type DB, db } from "~/lib/platform/db.server";
import { type RouteEntry, routeTreeOf } from "~/lib/platform/route-tree";
import { listedPaths } from "~/lib/site/sitemap.server";

/**
 * The addresses of the site as the Pages tab checks them (migration 0017): whether a new page may take
 * an address, and which pages a deleted page's address may lead to. Both come from the route table of
 * the server build (app/routes.ts as React Router serves it), so a route added tomorrow is refused
 * tomorrow without a list to keep here, and from the `pages` table (pages the office added, hid or
 * deleted).
 */

/** The server build's flat route manifest. */
export type RouteManifest = Record<string, RouteEntry | undefined>;

/** The route table React Router serves (the server build's manifest; tests stand it in with the real table's). */
export async function routeManifest(): Promise<RouteManifest> {
  return (await import("virtual:react-router/server-build")).routes;
}

/**
 * First segments React Router never sees or that are kept for later, so no page may start with them:
 * `/assets` and `/uploads` are files answered before the app (server/index.ts), `/healthz` and
 * `/readyz` the probes (server/middleware/health.ts), `/ta` the Tamil pages to come (architecture
 * ruling 18).
 */
const RESERVED_SEGMENTS = new Set(["assets", "uploads", "healthz", "readyz", "ta"]);

/** A page's address: "/" then lower-case words of a-z and 0-9 joined by single hyphens, between single slashes. */
const ADDRESS = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** The longest address, in characters, and the most segments: a parent can still read it aloud. */
const ADDRESS_MAX = 120;
const SEGMENTS_MAX = 5;

/** The homes of the two schools: a new page may sit under them (their own pages do). */
const SCHOOL_HOMES = new Set(["/vidhyashram", "/vidhyapeeth"]);

/**
 * The route of the table that answers `path` (its deepest match), or undefined when only the
 * catch-all does (no route of its own: a page the office may add there).
 */
function routeAt(tree: ReturnType<typeof routeTreeOf>, path: string) {
  const leaf = matchRoutes(tree, path)?.at(-1)?.route;
  return leaf && leaf.path !== "*" ? leaf : undefined;
}

/**
 * Why `address` cannot be a new page's, or null when it can: its form (lower case a-z, 0-9 and
 * hyphens between slashes, from "/"), its section (a school's editor adds pages to that school's
 * section only: `/vidhyapeeth/…`), the route table (an address a route answers — `/admin`, `/login`,
 * `/documents/…`, any content page — or that lies under a route that is no page — `/admin/x`,
 * `/gallery/x`), the reserved first segments, and the `pages` table (`taken`: the state of a row at
 * that address, or undefined). Each message is for a clerk and sits next to the Address field.
 */
export function addressProblem(
  address: string,
  user: Pick<PublicUser, "role" | "scope">,
  routes: RouteManifest,
  taken: { deleted: boolean } | undefined,
): string | null {
  if (!address.startsWith("/")) {
    return "Start the address with /, for example /vidhyashram/facilities/robotics-lab.";
  }
  if (!ADDRESS.test(address)) {
    return "Use only lower-case letters a-z, digits and hyphens between the slashes, with no spaces, capitals or a slash at the end: for example /vidhyashram/facilities/robotics-lab.";
  }
  const segments = address.split("/").slice(1);
  if (address.length > ADDRESS_MAX || segments.length > SEGMENTS_MAX) {
    return `Use a shorter address: at most ${ADDRESS_MAX} characters and ${SEGMENTS_MAX} parts between slashes.`;
  }
  const section = sectionOf(address);
  if (!canWriteAudience(user, section)) {
    return user.scope === "vidhyashram" || user.scope === "vidhyapeeth"
      ? `Your account adds pages to ${AUDIENCE_NAMES[user.scope]} only: start the address with /${user.scope}/.`
      : "Your account adds the group's pages only: start the address with neither /vidhyashram nor /vidhyapeeth.";
  }
  if (RESERVED_SEGMENTS.has(segments[0] ?? "")) {
    return "This address belongs to a part of the website that is not a page: choose another.";
  }
  const tree = routeTreeOf(routes);
  if (routeAt(tree, address)) return "A page of the website already has this address: choose another.";
  for (let depth = 1; depth < segments.length; depth++) {
    const above = `/${segments.slice(0, depth).join("/")}`;
    const route = routeAt(tree, above);
    // Under a content page or a school's home is fine; under the staff area, a list, a form or files is not.
    if (route && !route.id?.startsWith("page:") && !SCHOOL_HOMES.has(above)) {
      return `${above} is a part of the website that is not a page: a new page cannot go under it. Choose another address.`;
    }
  }
  if (taken?.deleted) {
    return "A deleted page had this address: bring it back from its editor (Pages, then the page), or choose another address.";
  }
  if (taken) return "A page already has this address: choose another.";
  return null;
}

/**
 * The address the Pages tab offers for a page called `title` under `parent` ("/" or a page's address):
 * the title in lower-case words of a-z and 0-9 joined by hyphens ("Robotics lab" under
 * /vidhyashram/facilities → /vidhyashram/facilities/robotics-lab), cut to 60 characters at a word.
 * Empty when the title has no letter or digit to make a word of.
 */
export function suggestedAddress(title: string, parent: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  if (!slug) return "";
  return `${parent === "/" ? "" : parent.replace(/\/+$/, "")}/${slug}`;
}

/**
 * Every page of the site a visitor can open, by address: the route table's public pages less those
 * hidden or deleted, with the office's pages (as the sitemap lists them). For the redirect of a
 * deleted page. Never throws for the database (`readPageListing`).
 */
export async function sitePages(routes: RouteManifest, database: DB = db()): Promise<Set<string>> {
  return new Set(listedPaths(routes, await readPageListing(database)));
}
