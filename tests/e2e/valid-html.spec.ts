import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { BrowserContext } from "@playwright/test";
import { vnuJar } from "../support/vnu-jar";
import { expect, test } from "./fixtures";
import { expectOnAdmin, signedIn } from "./support";

/**
 * Valid HTML: the Nu HTML Checker (vnu.jar, the W3C validator's engine; needs Java) finds no error on any
 * page of the sitemap, a few views of them it leaves out, the sign-in page, the not-found page, or any
 * staff screen: every tab of the admin area, the dialogs each tab opens from its URL (decision 0001) and
 * the first of each screen's own pages (an album, a document, a page editor, a settings group). Each page
 * is fetched with the request a visitor's browser makes (the page cache answers some of them), its HTML
 * written to a temporary folder and the checker run once over all of them: one Java start, not one per
 * page.
 */

/**
 * In order, in one worker, even if the suite is ever run fully parallel: the checker's run is one Java
 * process over all pages, and two at once would share the two cores with the server they measure.
 * (Not "serial": a failure of one test must not skip the other.)
 */
test.describe.configure({ mode: "default" });

/**
 * Views of public pages that the sitemap leaves out (a query names them): search results, with and without
 * a match, the calendar as a list, a filtered notice board and the enquiry form with a class chosen.
 */
const PUBLIC_VIEWS = [
  "/search?q=fees",
  "/search?q=zzzz",
  "/calendar?view=list",
  "/notifications?school=vidhyashram",
  "/enquiry?class=LKG",
];

/** The admin area's tabs (app/routes/admin/layout.tsx), as the seeded administrator sees them. */
const STAFF_TABS = [
  "/admin",
  "/admin/alerts",
  "/admin/announcements",
  "/admin/events",
  "/admin/pages",
  "/admin/people",
  "/admin/media",
  "/admin/albums",
  "/admin/pictures",
  "/admin/documents",
  "/admin/enquiries",
  "/admin/compliance",
  "/admin/users",
  "/admin/audit",
  "/admin/settings",
  "/admin/password",
];

/**
 * A staff screen's own pages that a tab links to (the first of each kind is checked). The sample data has
 * no enquiry, so an enquiry's screen is checked when one exists.
 */
const STAFF_SUBSCREENS = {
  album: /^\/admin\/albums\/\d+$/,
  document: /^\/admin\/documents\/\d+$/,
  "page editor": /^\/admin\/pages\/.+/,
  "settings group": /^\/admin\/settings\/[^/]+$/,
  enquiry: /^\/admin\/enquiries\/\d+$/,
};

type Checked = { path: string; html: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

/** Pages fetched at once: the server renders one while the next request travels. */
const AT_ONCE = 4;

/**
 * Fetches pages with the request a visitor's browser makes: the headers Chromium sent for a real
 * navigation (Accept, Accept-Encoding, Accept-Language, User-Agent, …) and the context's cookies, but
 * without a renderer loading each page's pictures and scripts. Returns the HTML the server sent (not the
 * DOM after scripts), failing on an answer other than a page.
 */
async function browserFetcher(context: BrowserContext) {
  const page = await context.newPage();
  const navigation = await page.goto("/", { waitUntil: "commit" });
  const sent = (await navigation?.request().allHeaders()) ?? {};
  await page.close();
  const headers = Object.fromEntries(
    Object.entries(sent).filter(([name]) => !name.startsWith(":") && !["cookie", "host"].includes(name)),
  );
  expect(headers.accept, "the browser's own Accept header").toMatch(/^text\/html/);
  const one = async (path: string): Promise<Checked> => {
    const response = await context.request.get(path, { headers, maxRedirects: 0 });
    expect([200, 404], `${path} answers ${response.status()}`).toContain(response.status());
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    return { path, html: await response.text() };
  };
  /** The pages of `paths`, in that order, `AT_ONCE` at a time. */
  return async (paths: string[]): Promise<Checked[]> => {
    const fetched: Checked[] = new Array(paths.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < paths.length; index = next++) {
        fetched[index] = await one(paths[index] as string);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    return fetched;
  };
}

/** The hrefs of the links in `html` (as written: relative `?dialog=…` links resolved against `path`). */
function linksOf(html: string, path: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
  return hrefs.map((href) => {
    const url = new URL(href, `http://site${path}`);
    return url.origin === "http://site" ? `${url.pathname}${url.search}` : href;
  });
}

/**
 * Runs vnu.jar once over the files of `dir` and returns its errors (warnings are not asked for).
 * Throws when Java cannot be started: the test then fails with that message, never passes unchecked.
 */
async function runVnu(dir: string): Promise<VnuMessage[]> {
  const args = [
    // The checker's run is short: the quick compiler only (C1) and one GC thread take about half the CPU
    // time of Java's defaults (measured: 7 s against 15 s over 104 pages); C1's deeper stack frames need
    // more than the 512 KB stack the checker asks for at least.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-Xss8m",
    "-jar",
    vnuJar(),
    "--format",
    "json",
    "--errors-only",
    "--stdout",
    "--skip-non-html",
    dir,
  ];
  // vnu exits 1 when it reports an error; its JSON is on stdout either way.
  const output = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure: { stdout?: string; message: string }) => {
      if (!failure.stdout) throw new Error(`vnu.jar did not run: ${failure.message}`);
      return { stdout: failure.stdout };
    },
  );
  return (JSON.parse(output.stdout) as { messages: VnuMessage[] }).messages;
}

test("every public page and every staff screen is valid HTML (Nu HTML Checker: no errors)", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const context = await browser.newContext();
  const fetchAll = await browserFetcher(context);
  const pages: Checked[] = [];

  await test.step("public pages: the sitemap, views it leaves out, sign-in and the not-found page", async () => {
    const answer = await context.request.get("/sitemap.xml");
    expect(answer.status(), "/sitemap.xml").toBe(200);
    const sitemap = await answer.text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(paths.length).toBeGreaterThan(60);
    pages.push(...(await fetchAll([...paths, ...PUBLIC_VIEWS, "/login", "/no-such-page-here"])));
  });

  await test.step("staff screens: every tab, its dialogs and its own pages", async () => {
    const page = await context.newPage();
    await signedIn(page);
    await expectOnAdmin(page);
    await page.close();
    const tabs = await fetchAll(STAFF_TABS);
    const more = new Set<string>();
    const subscreens = new Map<string, string>();
    for (const { path: tab, html } of tabs) {
      const kinds = new Set<string>();
      for (const link of linksOf(html, tab)) {
        const url = new URL(link, "http://site");
        // One dialog of each kind the tab opens (add, edit, delete, …): the first row's.
        const kind = url.searchParams.get("dialog");
        if (kind && url.pathname === tab && !kinds.has(kind)) {
          kinds.add(kind);
          more.add(link);
        }
        const screen = Object.entries(STAFF_SUBSCREENS).find(
          ([name, pattern]) => pattern.test(url.pathname) && !subscreens.has(name),
        );
        if (screen && !url.search) subscreens.set(screen[0], url.pathname);
      }
    }
    expect([...subscreens.keys()].filter((name) => name !== "enquiry").sort()).toEqual([
      "album",
      "document",
      "page editor",
      "settings group",
    ]);
    pages.push(...tabs, ...(await fetchAll([...more, ...subscreens.values()])));
  });
  await context.close();

  const dir = await mkdtemp(join(tmpdir(), "valid-html-"));
  try {
    const files = new Map<string, string>();
    await Promise.all(
      pages.map(async ({ path, html }, index) => {
        const file = join(dir, `${String(index).padStart(3, "0")}.html`);
        files.set(file, path);
        await writeFile(file, html);
      }),
    );
    const fetched = Date.now();
    const errors = await runVnu(dir);
    const lines = errors.map((error) => {
      const file = decodeURIComponent(new URL(error.url).pathname);
      return `${files.get(file) ?? file}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"} ${error.message}${
        error.extract ? `\n    ${error.extract.replace(/\s+/g, " ").trim()}` : ""
      }`;
    });
    const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
    console.log(
      `valid-html: ${pages.length} pages fetched in ${seconds(started, fetched)} s, checked in ${seconds(fetched, Date.now())} s`,
    );
    expect(lines.length, `${lines.length} HTML errors:\n${lines.join("\n")}`).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * Why the tables need no ARIA roles (which HTML forbids on a native table's rows and cells): at a phone's
 * width a table's rows become cards (`display: block`, cells `flex`), and Chromium, the engine of
 * parents' Android phones, still gives screen readers a table with its caption, column headers, rows and
 * cells. Read from Chromium's own accessibility tree (the DevTools protocol), not from the DOM.
 */
test("a table whose rows are cards on a 360 px phone is still a table to a screen reader, with no ARIA roles", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/administration");
  const table = page.locator("main table").first();
  expect(await table.evaluate((node) => getComputedStyle(node).display)).toBe("block");
  expect(
    await table
      .locator("tbody tr")
      .first()
      .evaluate((node) => getComputedStyle(node).display),
  ).toBe("block");
  await expect(table.locator("[role]")).toHaveCount(0);
  const bodyRows = await table.locator("tbody tr").count();
  const columns = await table.locator("th").count();
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  const roles = (role: string) => nodes.filter((node) => node.role?.value === role);
  const caption = (await table.locator("caption").textContent())?.trim();
  expect(roles("table").map((node) => node.name?.value)).toContain(caption);
  expect(roles("columnheader")).toHaveLength(columns);
  expect(roles("row")).toHaveLength(bodyRows + 1);
  expect(roles("cell")).toHaveLength(bodyRows * columns);
});
