import { STATUS_CODES } from "node:http";
import { editables, settingsGroupOf, titleOf } from "../content-store/editables.server";
import { type Audience, type DB, type LinkOutcome, db as sharedDb } from "../platform/db.server";
import { env } from "../platform/env.server";
import { withLease } from "./lease.server";

/**
 * The link check (architecture ruling 17: CBSE inspectors look for "links to documents that no longer
 * work"). `collectLinks` finds every link the site shows and where; `checkLinks` asks for each over HTTP
 * and records the answer in `link_checks` (migration 0019); `brokenLinks` lists the failures for the
 * compliance dashboard. The server runs it daily (app/lib/ops/scheduled.server.ts), one instance at a
 * time; `npm run links:check` runs it by hand.
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

/** A failed link for the dashboard, as `brokenLinks` and `checkLinks` give it. */
export interface BrokenLink {
  url: string;
  outcome: LinkOutcome;
  /** The last HTTP status received; null when nothing answered. */
  status: number | null;
  /** Why, in plain words ("The server answered 404 Not Found"). */
  error: string | null;
  foundOn: LinkPlace[];
  /** ISO-8601 UTC. */
  checkedAt: string;
}

/** What one check found (a row of `link_checks` without the places). */
export interface LinkResult {
  outcome: LinkOutcome;
  status: number | null;
  /** Where the redirects ended; null without redirects. */
  finalUrl: string | null;
  redirects: number;
  /** Time taken, in ms. */
  ms: number;
  error: string | null;
}

/** What `checkLinks` did. */
export interface LinkCheckSummary {
  /** How many links were asked for. */
  checked: number;
  /** The failures of this run, worst first (as `brokenLinks`). */
  broken: BrokenLink[];
  /** How many answered after redirects (fine, but worth updating). */
  redirected: number;
  /** The site's own links left unchecked because no `baseUrl` was given. */
  skipped: string[];
}

/** The outcomes that are failures, worst first: dead, unreachable, going round, slow. */
const FAILURES: readonly LinkOutcome[] = ["broken", "error", "loop", "timeout"];

/** Most redirects followed (browsers follow about 20; a link that needs more than 5 wants fixing). */
const MAX_REDIRECTS = 5;

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
      value = typeof row.published === "string" ? JSON.parse(row.published) : row.published;
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

/** The reason in plain words for a request that got no answer (`error` is fetch's rejection). */
function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code ?? "";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return "The server's name was not found (the address may no longer exist)";
  if (code === "ECONNREFUSED") return "The server refused the connection";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET")
    return "The server closed the connection without answering";
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return "The server's security certificate is not valid";
  const detail = code || cause?.message || (error instanceof Error ? error.message : String(error));
  return `The server could not be reached (${detail})`;
}

/**
 * Asks for `url` (absolute) as a browser following the link would: HEAD, or GET when HEAD is refused
 * (405, 501); redirects followed by hand, at most `MAX_REDIRECTS`, a return to an address already
 * visited being a loop; the whole chain given up after `timeoutMs`. A 2xx is "ok", or "redirect" after
 * redirects; a 4xx or 5xx "broken"; no answer "timeout" or "error". Never throws.
 */
export async function checkLink(
  url: string,
  options: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<LinkResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = performance.now();
  const visited = [url];
  let current = url;
  let status: number | null = null;
  const result = (outcome: LinkOutcome, error: string | null): LinkResult => ({
    outcome,
    status,
    finalUrl: visited.length > 1 ? current : null,
    redirects: visited.length - 1,
    ms: Math.round(performance.now() - started),
    error,
  });
  const ask = async (method: "HEAD" | "GET") => {
    const response = await fetchImpl(current, {
      method,
      redirect: "manual",
      signal: controller.signal,
      headers: { accept: "*/*", "user-agent": "School website link check" },
    });
    // Only the status and headers matter: the body is not read.
    await response.body?.cancel().catch(() => undefined);
    return response;
  };
  try {
    for (;;) {
      let response = await ask("HEAD");
      if (response.status === 405 || response.status === 501) response = await ask("GET");
      status = response.status;
      if (status >= 200 && status < 300) return result(visited.length > 1 ? "redirect" : "ok", null);
      if (status >= 300 && status < 400) {
        const location = response.headers.get("location");
        if (!location) return result("error", `The server answered ${status} without saying where to go`);
        const next = new URL(location, current).toString().split("#")[0] ?? "";
        if (visited.includes(next)) {
          return result("loop", `The address redirects in a loop (${[...visited, next].join(" → ")})`);
        }
        if (visited.length > MAX_REDIRECTS) return result("loop", `More than ${MAX_REDIRECTS} redirects`);
        visited.push(next);
        current = next;
        continue;
      }
      return result("broken", `The server answered ${`${status} ${STATUS_CODES[status] ?? ""}`.trim()}`);
    }
  } catch (error) {
    if (controller.signal.aborted) return result("timeout", `No answer within ${timeoutMs / 1000} seconds`);
    return result("error", failureReason(error));
  } finally {
    clearTimeout(timer);
  }
}

/** A row of `link_checks` as the dashboard reads it. */
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
    foundOn = JSON.parse(row.found_on) as LinkPlace[];
  } catch {
    // An unreadable list of places still reports the link.
  }
  return {
    url: row.url,
    outcome: row.outcome,
    status: row.status === null ? null : Number(row.status),
    error: row.error,
    foundOn,
    checkedAt: row.checked_at,
  };
}

/** Worst first: by the order of `FAILURES`, then the link shown in more places, then by URL. */
function worstFirst(a: BrokenLink, b: BrokenLink): number {
  return (
    FAILURES.indexOf(a.outcome) - FAILURES.indexOf(b.outcome) ||
    b.foundOn.length - a.foundOn.length ||
    (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)
  );
}

/**
 * Checks every link of `collectLinks` and records each answer in `link_checks` (replacing the last),
 * removing the rows of links the site no longer shows. Site paths are asked of `baseUrl` (the running
 * site, e.g. `http://127.0.0.1:3000`); without it they are not checked and their last answers are kept.
 * `concurrency` links at a time, each given up after `timeoutMs`; `fetchImpl` and `now` for tests.
 * Returns what it did. Throws only when the database cannot be read or written.
 */
export async function checkLinks(options: {
  db: DB;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  concurrency?: number;
  now?: () => Date;
}): Promise<LinkCheckSummary> {
  const { db, baseUrl, fetchImpl, timeoutMs = 10_000, concurrency = 4 } = options;
  const now = options.now ?? (() => new Date());
  const links = await collectLinks(db);
  const internal = (url: string) => url.startsWith("/");
  const toCheck = links.filter((link) => !internal(link.url) || baseUrl);
  const skipped = links.filter((link) => internal(link.url) && !baseUrl).map((link) => link.url);
  const origin = baseUrl ? new URL(baseUrl).origin : undefined;
  const broken: BrokenLink[] = [];
  let redirected = 0;

  const checkOne = async (link: SiteLink) => {
    const target = internal(link.url) ? new URL(link.url, baseUrl).toString() : link.url;
    const found = await checkLink(target, { fetchImpl, timeoutMs });
    // A redirect within the site is shown as the site writes its links.
    const finalUrl =
      found.finalUrl && origin && internal(link.url) && found.finalUrl.startsWith(`${origin}/`)
        ? found.finalUrl.slice(origin.length)
        : found.finalUrl;
    const row = {
      status: found.status,
      outcome: found.outcome,
      final_url: finalUrl,
      redirects: found.redirects,
      ms: found.ms,
      checked_at: now().toISOString(),
      found_on: JSON.stringify(link.foundOn),
      error: found.error,
    };
    await db
      .insertInto("link_checks")
      .values({ url: link.url, ...row })
      .onConflict((conflict) => conflict.column("url").doUpdateSet(row))
      .execute();
    if (found.outcome === "redirect") redirected++;
    if (FAILURES.includes(found.outcome)) broken.push(brokenOf({ url: link.url, ...row }));
  };

  const queue = [...toCheck];
  const worker = async () => {
    for (let link = queue.shift(); link; link = queue.shift()) await checkOne(link);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));

  const shown = links.map((link) => link.url);
  let stale = db.deleteFrom("link_checks");
  if (shown.length) stale = stale.where("url", "not in", shown);
  await stale.execute();
  return { checked: toCheck.length, broken: broken.sort(worstFirst), redirected, skipped };
}

/**
 * The failed links of the last check, worst first (broken, unreachable, redirect loops, too slow; then
 * the link shown in more places first): what the compliance dashboard lists. Throws when the database
 * cannot be read.
 */
export async function brokenLinks(db: DB): Promise<BrokenLink[]> {
  const rows = await db
    .selectFrom("link_checks")
    .select(["url", "outcome", "status", "error", "found_on", "checked_at"])
    .where("outcome", "in", FAILURES)
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

/** The lease of the daily check: longer than any run (links × timeout ÷ concurrency), so one instance runs it. */
export const LINK_CHECK_LEASE_MS = 2 * 60 * 60 * 1000;

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
 * the lease "link-check" (one instance at a time). Returns the line for the log, or undefined when it
 * did nothing. Options replace the configuration, database, fetch and clock (tests). Throws when the
 * database cannot be read or written.
 */
export async function scheduledLinkCheck(
  options: {
    enabled?: boolean;
    db?: DB;
    baseUrl?: string;
    fetchImpl?: typeof fetch;
    timeoutMs?: number;
    now?: () => Date;
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
        fetchImpl: options.fetchImpl,
        timeoutMs: options.timeoutMs,
        now,
      }),
    { db: database, now },
  );
  if (!outcome.ran) return undefined;
  const { checked, broken, redirected } = outcome.result;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(checked, "link")} checked: ${broken.length} broken, ${redirected} redirected`;
}
