import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { request as httpRequest, type IncomingHttpHeaders, STATUS_CODES } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { editables, settingsGroupOf, titleOf } from "../content-store/editables.server";
import { type Audience, type DB, type LinkOutcome, db as sharedDb } from "../platform/db.server";
import { env } from "../platform/env.server";
import { withLease } from "../platform/lease.server";
import { readJson, writeJson } from "../platform/stored-json.server";
import { isPublicAddress } from "./public-address.server";

/**
 * The link check (architecture ruling 17: CBSE inspectors look for "links to documents that no longer
 * work"). `collectLinks` finds every link the site shows and where; `checkLinks` asks for each over HTTP
 * and records the answer in `link_checks` (migration 0019); `brokenLinks` lists the failures for the
 * compliance dashboard. The server runs it daily (app/lib/ops/scheduled.server.ts), one instance at a
 * time; `npm run links:check` runs it by hand.
 *
 * The links are written by editors, so the check asks only the public internet: every host is resolved
 * first and refused when any of its addresses is not a public one (app/lib/ops/public-address.server.ts)
 * or the port is not 80 or 443, and the connection then goes to the very addresses that were checked (a
 * name that resolves differently the second time cannot switch it). Redirects are followed by hand and
 * every hop is judged again. The office is told one of two things about a failed link, "broken" (the
 * site answered an error or could not be reached) or "not allowed", never which network error it was:
 * told "refused" from "no answer" for internal addresses, the check would be a port scanner. The whole
 * run has a time budget; links it did not reach wait for the next run.
 */

/** Where a link is shown: a public page's path (or the staff screen where it is set) and its title. */
export interface LinkPlace {
  path: string;
  title: string;
}

/** A link the site shows, as written there (`/documents/x.pdf`, `https://…`), and every place that shows it. */
export interface SiteLink {
  url: string;
  foundOn: LinkPlace[];
}

/**
 * What the office is told of a failed link: "broken" (the site answered an error, or could not be
 * reached at all) or "not allowed" (the link, or a redirect on its way, names an address the check may
 * not ask: this machine, a private or internal network, another scheme or port).
 */
export type LinkFailure = "broken" | "not allowed";

/** A failed link for the dashboard, as `brokenLinks` and `checkLinks` give it. */
export interface BrokenLink {
  url: string;
  outcome: LinkFailure;
  /** The HTTP error the site answered; null when it did not answer one. */
  status: number | null;
  /** Why, in plain words: `The site answered 404 Not Found`, `NOT_REACHED` or `NOT_ALLOWED`. */
  reason: string;
  foundOn: LinkPlace[];
  /** ISO-8601 UTC. */
  checkedAt: string;
}

/** What one check found. */
export interface LinkResult {
  /**
   * "ok", "redirect" (fine after redirects), one of the failures, or "unfinished": the run's time
   * budget ended first, so there is nothing to record and the link waits for the next run.
   */
  outcome: "ok" | "redirect" | LinkFailure | "unfinished";
  /** The last HTTP status received; null when nothing answered. */
  status: number | null;
  /** Where the redirects ended (or the hop that was refused); null without redirects. */
  finalUrl: string | null;
  redirects: number;
  /** Time taken, in ms. */
  ms: number;
  /** The reason the office reads (see `BrokenLink.reason`); null when the link is fine. */
  reason: string | null;
  /**
   * For the server's log only, never stored or shown: what happened underneath (the network error's
   * code, the refused address). Null when there is nothing to add.
   */
  detail: string | null;
}

/** What `checkLinks` did. */
export interface LinkCheckSummary {
  /** How many links were checked and recorded. */
  checked: number;
  /** The failures of this run, worst first (as `brokenLinks`). */
  broken: BrokenLink[];
  /** How many answered after redirects (fine, but worth updating). */
  redirected: number;
  /** The site's own links left unchecked because no `baseUrl` was given. */
  skipped: string[];
  /** How many links the time budget left for the next run (their last answers are kept). */
  unfinished: number;
}

/**
 * How the check reaches the network. Production sets none of it; tests resolve made-up names and let
 * the check ask their own loopback server.
 */
export interface LinkNetwork {
  /** Every address of a host name, as `dns.lookup(host, { all: true })` (the default) gives them. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  /** Whether the check may connect to `address` on `port` (default: `isPublicWebAddress`). */
  allow?: (address: string, port: number) => boolean;
}

/** The reason stored and shown for a link that names an address the check may not ask. */
export const NOT_ALLOWED =
  "The link leads to a private or internal address, or to a port other than 80 and 443: the check does not ask such addresses";

/** The reason stored and shown for a site that gave no answer (whatever the network said). */
export const NOT_REACHED = "The site could not be reached";

/** Each link given up after this long, in ms (a slow site is as good as down for a parent on mobile data). */
export const LINK_TIMEOUT_MS = 10_000;

/** The time budget of a whole check, in ms: the links not reached by then wait for the next run. */
export const LINK_CHECK_BUDGET_MS = 10 * 60 * 1000;

/**
 * How the failures are kept in `link_checks.outcome` (its constraint, migration 0019, predates the two
 * outcomes): "broken" is broken, "error" with the reason `NOT_ALLOWED` is not allowed. "timeout",
 * "loop" and any other "error" are rows of older checks, read as broken.
 */
const STORED_FAILURES: readonly LinkOutcome[] = ["broken", "error", "loop", "timeout"];

/** Most redirects followed (browsers follow about 20; a link that needs more than 5 wants fixing). */
const MAX_REDIRECTS = 5;

/** The ports a link may name: the web's own. Any other (an admin console, a database) is not for visitors. */
const WEB_PORTS: readonly number[] = [80, 443];

/**
 * Whether the link check may connect to `address` on `port`: a public unicast address
 * (`isPublicAddress`) on port 80 or 443. What production uses; never throws.
 */
export function isPublicWebAddress(address: string, port: number): boolean {
  return WEB_PORTS.includes(port) && isPublicAddress(address);
}

/** Keys of the stored JSON whose text is a link target (beside any value that is a URL or site path). */
const LINK_KEYS = new Set(["href", "to", "url", "link", "file", "page"]);

/** A URL in running text (a notice's description). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'()[\]]+/gi;

/**
 * `value` as a link to check: an absolute http(s) URL, or a path of this site (from "/"), without its
 * `#fragment`; undefined for anything else: mailto:, tel:, anchors, `{{…}}` references (resolved per
 * request, so what they name is a setting, checked where it is set), text.
 */
function linkOf(value: string): string | undefined {
  const text = value.trim();
  if (!text || text.includes("{{") || /\s/.test(text)) return undefined;
  const bare = text.split("#")[0] ?? "";
  if (/^https?:\/\/[^/]/i.test(bare)) return bare;
  if (bare.startsWith("//")) return `https:${bare}`;
  if (bare.startsWith("/")) return bare;
  return undefined;
}

/** Collects links and their places, one entry per link, each place once. */
class LinkMap {
  private readonly map = new Map<string, Map<string, LinkPlace>>();

  add(url: string | undefined, place: LinkPlace): void {
    if (!url) return;
    let places = this.map.get(url);
    if (!places) {
      places = new Map();
      this.map.set(url, places);
    }
    places.set(`${place.path}\n${place.title}`, place);
  }

  /** Every link found in running text at `place`. */
  addText(text: string | null, place: LinkPlace): void {
    for (const match of text?.match(URL_IN_TEXT) ?? [])
      this.add(linkOf(match.replace(/[.,;:!?]+$/, "")), place);
  }

  links(): SiteLink[] {
    return [...this.map.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([url, places]) => ({ url, foundOn: [...places.values()] }));
  }
}

/**
 * Every link in a stored page value: a string under a link key (`href`, `to`, `url`, `link`, `file`,
 * `page`), any string that is an http(s) URL or a site path, and http(s) URLs within text; not the
 * page's own `path` (its address).
 */
function walkValue(value: unknown, place: LinkPlace, found: LinkMap, top = true): void {
  if (typeof value === "string") {
    const link = linkOf(value);
    // A URL written into running text is shown too (a reader may copy it).
    if (link) found.add(link, place);
    else found.addText(value, place);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walkValue(item, place, found, false);
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (top && key === "path") continue;
      if (LINK_KEYS.has(key) && typeof item === "string") found.add(linkOf(item), place);
      else walkValue(item, place, found, false);
    }
  }
}

/** The gallery page that shows an album of `audience`. */
function galleryOf(audience: Audience): string {
  return audience === "group" ? "/gallery" : `/${audience}/gallery`;
}

/**
 * Every link the site shows, sorted, each with the places that show it:
 * - each document's permanent URL (`documents`), at its Documents tab screen (`/admin/documents/<id>`)
 *   and wherever a page links to it;
 * - the links in the published value of each row of `pages` that visitors can see (not hidden, not
 *   deleted): content pages and pages the office added (at their path, with their title), sectioned
 *   pages, and the settings groups (links, menus and footer…) at `/admin/settings/<group>` (a menu
 *   entry of a hidden or deleted page is left out, as the menus leave it out);
 * - URLs in notices' text and announcements' links (at `/notifications`), link albums' links and
 *   thumbnails (at their gallery). The media library holds YouTube video ids drawn through the
 *   click-to-load facade, not links, so it has none.
 * Site paths are returned as written (`/documents/x.pdf`); `checkLinks` asks the site for them.
 * Throws when the database cannot be read.
 */
export async function collectLinks(db: DB): Promise<SiteLink[]> {
  const found = new LinkMap();
  const documents = await db.selectFrom("documents").select(["id", "path", "title"]).orderBy("id").execute();
  for (const doc of documents)
    found.add(linkOf(doc.path), { path: `/admin/documents/${doc.id}`, title: doc.title });

  const rows = await db
    .selectFrom("pages")
    .select(["path", "published", "hidden", "deleted_at"])
    .orderBy("path")
    .execute();
  const shown = (row: { hidden: number; deleted_at: string | null }) =>
    Number(row.hidden) === 0 && !row.deleted_at;
  // The menus leave out a page visitors cannot open (app/lib/site/navigation.ts), so its entry is no link.
  const unseen = new Set(rows.filter((row) => !shown(row)).map((row) => row.path));
  for (const row of rows.filter(shown)) {
    let value: unknown;
    try {
      value = readJson(row.published);
    } catch {
      continue;
    }
    const entry = editables.get(row.path);
    const group = settingsGroupOf(row.path);
    const ownTitle = (value as { title?: unknown } | null)?.title;
    const title = entry ? titleOf(entry, value) : typeof ownTitle === "string" ? ownTitle : row.path;
    const place = { path: group ? `/admin/settings/${group}` : row.path, title };
    if (group === "navigation") {
      const menus = new LinkMap();
      walkValue(value, place, menus);
      for (const link of menus.links()) if (!unseen.has(link.url)) found.add(link.url, place);
    } else walkValue(value, place, found);
  }

  const notices = await db
    .selectFrom("notifications")
    .select(["title", "description"])
    .orderBy("id")
    .execute();
  for (const notice of notices)
    found.addText(notice.description, { path: "/notifications", title: notice.title });
  const announcements = await db
    .selectFrom("announcements")
    .select(["title", "description", "link"])
    .orderBy("id")
    .execute();
  for (const item of announcements) {
    const place = { path: "/notifications", title: item.title };
    found.add(item.link ? linkOf(item.link) : undefined, place);
    found.addText(item.description, place);
  }
  const albums = await db
    .selectFrom("albums")
    .select(["title", "link", "thumbnail", "audience"])
    .where("status", "=", "published")
    .orderBy("id")
    .execute();
  for (const album of albums) {
    const place = { path: galleryOf(album.audience), title: album.title };
    found.add(linkOf(album.link), place);
    if (album.thumbnail) found.add(linkOf(album.thumbnail), place);
  }
  return found.links();
}

/** A hop the check may not ask; its message (the refused address or scheme) is for the log only. */
class NotAllowed extends Error {}

/** What one request was answered: its status and where a redirect points. */
interface Answer {
  status: number;
  location: IncomingHttpHeaders["location"];
}

/** `promise`, or its rejection as soon as `signal` aborts (a DNS lookup cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The addresses `url` may be asked at, all of them checked with `allow`: its host resolved (an address
 * written in the link is its own answer). Throws `NotAllowed` for a scheme other than http(s) or when
 * any address is refused (a name with one public and one internal address could be connected to
 * either), and the resolver's error when the name is unknown.
 */
async function checkedAddresses(
  url: URL,
  network: Required<LinkNetwork>,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new NotAllowed(`scheme ${url.protocol}`);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await untilAborted(network.resolve(host), signal);
  if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" });
  const refused = addresses.find((entry) => !network.allow(entry.address, port));
  if (refused) throw new NotAllowed(`${host} port ${port} is at ${refused.address}`);
  return addresses;
}

/**
 * A `lookup` for the connection that gives only `addresses`, the ones already checked: the connection
 * never resolves the name again, so a name that answers a public address to the check and an internal
 * one a moment later (DNS rebinding) still reaches the public one.
 */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted =
      options.family === 4 || options.family === "IPv4"
        ? 4
        : options.family === 6 || options.family === "IPv6"
          ? 6
          : 0;
    const usable = addresses.filter((entry) => !wanted || entry.family === wanted);
    const first = usable[0];
    if (!first) callback(Object.assign(new Error("No address of that family"), { code: "ENOTFOUND" }), "");
    else if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

/**
 * One request for `url` with `method`, connecting through `lookup` (the system's when undefined), on a
 * connection of its own that is closed afterwards; resolves when the status line and headers arrive
 * (the body is never read). Rejects with the network's error or when `signal` aborts.
 */
function ask(
  url: URL,
  method: "HEAD" | "GET",
  lookup: LookupFunction | undefined,
  signal: AbortSignal,
): Promise<Answer> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method,
        agent: false,
        signal,
        ...(lookup ? { lookup } : {}),
        headers: { accept: "*/*", "user-agent": "School website link check" },
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        // The body is not wanted; a late error of the dropped connection is nobody's concern.
        response.on("error", () => undefined);
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The reason for the office of a site that answered `status` (4xx, 5xx). */
function answeredReason(status: number): string {
  return `The site answered ${`${status} ${STATUS_CODES[status] ?? ""}`.trim()}`;
}

/** What went wrong underneath, for the log: the network error's code, else its message. */
function detailOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const code = (error as { code?: string } | undefined)?.code ?? cause?.code;
  return code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Asks for `url` (absolute http(s)) as a browser following the link would: HEAD, or GET when HEAD is
 * refused (405, 501); redirects followed by hand, at most `MAX_REDIRECTS`, each hop judged again. A hop
 * is asked only when its scheme is http(s) and every address its host resolves to passes
 * `network.allow` (default: a public address on port 80 or 443), and then at those very addresses;
 * else the link is "not allowed" and nothing is sent. Hops at `trustedOrigin` (the site's own address,
 * for the site's own links) are asked as they are, as long as the chain has not left it. A 2xx is "ok",
 * or "redirect" after redirects; a 4xx or 5xx, no answer within `timeoutMs` (ms, the whole chain), a
 * network error or a redirect loop "broken"; "unfinished" when `signal` (the run's budget) aborts first.
 * `network` replaces the resolver and the rule (tests). Never throws.
 */
export async function checkLink(
  url: string,
  options: { timeoutMs?: number; signal?: AbortSignal; network?: LinkNetwork; trustedOrigin?: string } = {},
): Promise<LinkResult> {
  const timeoutMs = options.timeoutMs ?? LINK_TIMEOUT_MS;
  const network: Required<LinkNetwork> = {
    resolve: options.network?.resolve ?? ((host) => dnsLookup(host, { all: true })),
    allow: options.network?.allow ?? isPublicWebAddress,
  };
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout.signal, options.signal]) : timeout.signal;
  const started = performance.now();
  const visited = [url];
  let current = url;
  let trusted = options.trustedOrigin !== undefined;
  let status: number | null = null;
  const result = (outcome: LinkResult["outcome"], reason: string | null, detail: string | null = null) => ({
    outcome,
    status,
    finalUrl: visited.length > 1 ? current : null,
    redirects: visited.length - 1,
    ms: Math.round(performance.now() - started),
    reason,
    detail,
  });
  try {
    for (;;) {
      const target = new URL(current);
      // The site's own address is trusted only until a redirect leaves it.
      trusted &&= target.origin === options.trustedOrigin;
      const lookup = trusted ? undefined : pinnedLookup(await checkedAddresses(target, network, signal));
      let answer = await ask(target, "HEAD", lookup, signal);
      if (answer.status === 405 || answer.status === 501) answer = await ask(target, "GET", lookup, signal);
      status = answer.status;
      if (status >= 200 && status < 300) return result(visited.length > 1 ? "redirect" : "ok", null);
      if (status >= 400) return result("broken", answeredReason(status));
      if (status < 300 || !answer.location)
        return result(
          "broken",
          NOT_REACHED,
          `answered ${status}${status < 300 ? "" : " without a Location"}`,
        );
      const next = new URL(answer.location, target).toString().split("#")[0] ?? "";
      if (visited.includes(next))
        return result("broken", NOT_REACHED, `redirect loop: ${[...visited, next].join(" → ")}`);
      if (visited.length > MAX_REDIRECTS)
        return result("broken", NOT_REACHED, `more than ${MAX_REDIRECTS} redirects`);
      visited.push(next);
      current = next;
    }
  } catch (error) {
    if (error instanceof NotAllowed) return result("not allowed", NOT_ALLOWED, error.message);
    if (options.signal?.aborted) return result("unfinished", null, "the run's time budget ended");
    if (timeout.signal.aborted) return result("broken", NOT_REACHED, `no answer within ${timeoutMs} ms`);
    return result("broken", NOT_REACHED, detailOf(error));
  } finally {
    clearTimeout(timer);
  }
}

/** How `outcome` is kept in `link_checks.outcome` (see `STORED_FAILURES`). */
function storedOutcome(outcome: "ok" | "redirect" | LinkFailure): LinkOutcome {
  return outcome === "not allowed" ? "error" : outcome;
}

/** A row of `link_checks` as the dashboard reads it (older rows' outcomes folded into the two). */
function brokenOf(row: {
  url: string;
  outcome: LinkOutcome;
  status: number | null;
  error: string | null;
  found_on: string;
  checked_at: string;
}): BrokenLink {
  let foundOn: LinkPlace[] = [];
  try {
    foundOn = readJson(row.found_on) as LinkPlace[];
  } catch {
    // An unreadable list of places still reports the link.
  }
  const notAllowed = row.outcome === "error" && row.error === NOT_ALLOWED;
  const status = row.status === null ? null : Number(row.status);
  // Only an error the site answered is worth its number; the reason never says how a connection failed.
  const answered = !notAllowed && status !== null && status >= 400 ? status : null;
  return {
    url: row.url,
    outcome: notAllowed ? "not allowed" : "broken",
    status: answered,
    reason: notAllowed ? NOT_ALLOWED : answered !== null ? answeredReason(answered) : NOT_REACHED,
    foundOn,
    checkedAt: row.checked_at,
  };
}

/** Broken links first (what an inspector meets), then the link shown in more places, then by URL. */
function worstFirst(a: BrokenLink, b: BrokenLink): number {
  const rank = (link: BrokenLink) => (link.outcome === "broken" ? 0 : 1);
  return (
    rank(a) - rank(b) || b.foundOn.length - a.foundOn.length || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)
  );
}

/**
 * Checks every link of `collectLinks` and records each answer in `link_checks` (replacing the last),
 * removing the rows of links the site no longer shows. Site paths are asked of `baseUrl` (the running
 * site, e.g. `http://127.0.0.1:3000`, trusted as the site's own); without it they are not checked and
 * their last answers are kept. Every other link is asked as `checkLink` says (public addresses only).
 * `concurrency` links at a time, each given up after `timeoutMs` (ms); the whole run ends after
 * `budgetMs` (ms) or when `signal` aborts, and the links not reached by then keep their last answers
 * for the next run, which starts with the links checked longest ago. `log` gets a line per failure with
 * its detail (for the operator; the office sees only the reason). `network` and `now` for tests.
 * Returns what it did. Throws only when the database cannot be read or written.
 */
export async function checkLinks(options: {
  db: DB;
  baseUrl?: string;
  network?: LinkNetwork;
  timeoutMs?: number;
  budgetMs?: number;
  signal?: AbortSignal;
  concurrency?: number;
  now?: () => Date;
  log?: (line: string) => void;
}): Promise<LinkCheckSummary> {
  const { db, baseUrl, network, timeoutMs = LINK_TIMEOUT_MS, concurrency = 4, log } = options;
  const now = options.now ?? (() => new Date());
  const links = await collectLinks(db);
  const internal = (url: string) => url.startsWith("/");
  const skipped = links.filter((link) => internal(link.url) && !baseUrl).map((link) => link.url);
  const origin = baseUrl ? new URL(baseUrl).origin : undefined;
  const lastChecked = new Map(
    (await db.selectFrom("link_checks").select(["url", "checked_at"]).execute()).map((row) => [
      row.url,
      row.checked_at,
    ]),
  );
  // Never checked first, then the oldest answers: a run the budget cut short is carried on by the next.
  const queue = links
    .filter((link) => !internal(link.url) || baseUrl)
    .sort((a, b) => {
      const [x, y] = [lastChecked.get(a.url) ?? "", lastChecked.get(b.url) ?? ""];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const budget = new AbortController();
  const budgetTimer = setTimeout(() => budget.abort(), options.budgetMs ?? LINK_CHECK_BUDGET_MS);
  const signal = options.signal ? AbortSignal.any([budget.signal, options.signal]) : budget.signal;
  const broken: BrokenLink[] = [];
  let checked = 0;
  let redirected = 0;
  let unfinished = 0;

  const checkOne = async (link: SiteLink) => {
    const target = internal(link.url) ? new URL(link.url, baseUrl).toString() : link.url;
    const found = await checkLink(target, {
      timeoutMs,
      signal,
      network,
      trustedOrigin: internal(link.url) ? origin : undefined,
    });
    if (found.outcome === "unfinished") {
      unfinished++;
      return;
    }
    if (found.outcome === "broken" || found.outcome === "not allowed")
      log?.(`Link check: ${link.url} is ${found.outcome}${found.detail ? ` (${found.detail})` : ""}`);
    // A redirect within the site is shown as the site writes its links.
    const finalUrl =
      found.finalUrl && origin && internal(link.url) && found.finalUrl.startsWith(`${origin}/`)
        ? found.finalUrl.slice(origin.length)
        : found.finalUrl;
    const row = {
      status: found.status,
      outcome: storedOutcome(found.outcome),
      final_url: finalUrl,
      redirects: found.redirects,
      ms: found.ms,
      checked_at: now().toISOString(),
      found_on: writeJson(link.foundOn),
      error: found.reason,
    };
    await db
      .insertInto("link_checks")
      .values({ url: link.url, ...row })
      .onConflict((conflict) => conflict.column("url").doUpdateSet(row))
      .execute();
    checked++;
    if (found.outcome === "redirect") redirected++;
    if (STORED_FAILURES.includes(row.outcome)) broken.push(brokenOf({ url: link.url, ...row }));
  };

  const worker = async () => {
    while (!signal.aborted) {
      const link = queue.shift();
      if (!link) return;
      await checkOne(link);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  } finally {
    clearTimeout(budgetTimer);
  }
  unfinished += queue.length;

  const shown = links.map((link) => link.url);
  let stale = db.deleteFrom("link_checks");
  if (shown.length) stale = stale.where("url", "not in", shown);
  await stale.execute();
  return { checked, broken: broken.sort(worstFirst), redirected, skipped, unfinished };
}

/**
 * The failed links of the last check, worst first (broken, then not allowed; then the link shown in
 * more places first): what the compliance dashboard lists. Throws when the database cannot be read.
 */
export async function brokenLinks(db: DB): Promise<BrokenLink[]> {
  const rows = await db
    .selectFrom("link_checks")
    .select(["url", "outcome", "status", "error", "found_on", "checked_at"])
    .where("outcome", "in", STORED_FAILURES)
    .execute();
  return rows.map(brokenOf).sort(worstFirst);
}

/** When a link was last checked (ISO-8601 UTC), or null before the first check. */
export async function lastLinkCheck(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom("link_checks")
    .select((eb) => eb.fn.max("checked_at").as("last"))
    .executeTakeFirst();
  return row?.last ?? null;
}

/** The lease of the daily check: longer than any run (the budget, then the last writes), so one instance runs it. */
export const LINK_CHECK_LEASE_MS = 3 * LINK_CHECK_BUDGET_MS;

/** A check this recent makes the scheduled one wait for the next day, so a restart does not check again. */
export const LINK_CHECK_EVERY_MS = 20 * 60 * 60 * 1000;

/**
 * The running site's own address for its internal links, from where the server listens (`HOST`,
 * `PORT`): `http://127.0.0.1:<PORT>` when it listens on every address or on this machine's loopback,
 * else `HOST` itself.
 */
export function ownBaseUrl(config: { HOST: string; PORT: number } = env()): string {
  const host = config.HOST.trim();
  if (["", "0.0.0.0", "::", "localhost", "127.0.0.1", "::1"].includes(host))
    return `http://127.0.0.1:${config.PORT}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}`;
}

/**
 * The daily job of app/lib/ops/scheduled.server.ts: unless `LINK_CHECK` is off, or the links were
 * checked less than `LINK_CHECK_EVERY_MS` ago, runs `checkLinks` against the server's own address under
 * the lease "link-check" (one instance at a time), within `LINK_CHECK_BUDGET_MS`, each failure's detail
 * to `log` (default: the console). Returns the line for the log, or undefined when it did nothing.
 * Options replace the configuration, database, network, time limits (ms) and clock (tests). Throws
 * when the database cannot be read or written.
 */
export async function scheduledLinkCheck(
  options: {
    enabled?: boolean;
    db?: DB;
    baseUrl?: string;
    network?: LinkNetwork;
    timeoutMs?: number;
    budgetMs?: number;
    now?: () => Date;
    log?: (line: string) => void;
  } = {},
): Promise<string | undefined> {
  if (!(options.enabled ?? env().LINK_CHECK)) return undefined;
  const database = options.db ?? sharedDb();
  const now = options.now ?? (() => new Date());
  const last = await lastLinkCheck(database);
  if (last && now().getTime() - Date.parse(last) < LINK_CHECK_EVERY_MS) return undefined;
  const outcome = await withLease(
    "link-check",
    LINK_CHECK_LEASE_MS,
    () =>
      checkLinks({
        db: database,
        baseUrl: options.baseUrl ?? ownBaseUrl(),
        network: options.network,
        timeoutMs: options.timeoutMs,
        budgetMs: options.budgetMs,
        now,
        log: options.log ?? console.log,
      }),
    { db: database, now },
  );
  if (!outcome.ran) return undefined;
  return summaryLine(outcome.result);
}

/** `summary` in one line for a log or a terminal: "12 links checked: 1 broken, 0 not allowed, 2 redirected". */
function summaryLine(summary: LinkCheckSummary): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const count = (outcome: LinkFailure) => summary.broken.filter((link) => link.outcome === outcome).length;
  const left = summary.unfinished ? `; ${summary.unfinished} left for the next run (time budget)` : "";
  return `${plural(summary.checked, "link")} checked: ${count("broken")} broken, ${count("not allowed")} not allowed, ${summary.redirected} redirected${left}`;
}
