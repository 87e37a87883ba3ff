import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { readPageListing } from "~/lib/content-store/page-store.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { languageOf, pathIn } from "~/lib/site/language";
import { listedPaths, publicPaths, sitemapXml } from "~/lib/site/sitemap.server";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * Every public page in both languages (decision 0030): a signed-out crawl of the route table's public
 * addresses finds each English page's Tamil twin under `/ta` answering 200 in Tamil (`<html lang>`),
 * the two naming each other (`hreflang`) and English as the default, the link to the other language
 * on both, and both in the sitemap unless both carry `noindex` (then neither is).
 */

let handle: (path: string) => Promise<Response>;
let english: string[];
let all: string[];
let sitemap: string;
const origin = () => env().siteOrigin;

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const build = await siteServerBuild();
  const request = createRequestHandler(build, "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
  all = publicPaths(build.routes);
  english = all.filter((path) => languageOf(path) === "en");
  sitemap = sitemapXml(origin(), listedPaths(build.routes, await readPageListing()));
});

/** A page's `<meta name="robots" content="noindex">`. */
const NOINDEX_TAG = /<meta name="robots" content="noindex"\/?>/;

/** The `href` of the page's `<link rel="alternate" hreflang=…>` for `lang`, or undefined. */
function alternate(html: string, lang: string): string | undefined {
  const links = html.match(/<link rel="alternate"[^>]*>/g) ?? [];
  const link = links.find((tag) => new RegExp(`hreflang="${lang}"`, "i").test(tag));
  return link ? /href="([^"]*)"/.exec(link)?.[1] : undefined;
}

/** The `href` of the page's link with `lang="<lang>"` and `hreflang="<lang>"` (the language switch). */
function switchTo(html: string, lang: string): string | undefined {
  const links = html.match(/<a [^>]*>/g) ?? [];
  const link = links.find(
    (tag) => tag.includes(`lang="${lang}"`) && new RegExp(`hreflang="${lang}"`, "i").test(tag),
  );
  return link ? /href="([^"]*)"/.exec(link)?.[1] : undefined;
}

describe("every public address in Tamil", () => {
  it("has its twin under /ta in the route table", () => {
    expect(english.length).toBeGreaterThan(50);
    expect(all.filter((path) => languageOf(path) === "ta").sort()).toEqual(
      english.map((path) => pathIn("ta", path)).sort(),
    );
  });

  it("answers 200 in Tamil, names its English page both ways, links to it, and is in the sitemap", async () => {
    const wrong: string[] = [];
    const check = (path: string, ok: boolean, what: string) => {
      if (!ok) wrong.push(`${path}: ${what}`);
    };
    for (const path of english) {
      const twin = pathIn("ta", path);
      const [en, ta] = await Promise.all([handle(path), handle(twin)]);
      check(path, en.status === 200, `English answered ${en.status}`);
      check(twin, ta.status === 200, `answered ${ta.status}`);
      const [enHtml, taHtml] = await Promise.all([en.text(), ta.text()]);
      check(path, /<html lang="en-IN"/.test(enHtml), "<html lang> is not English");
      check(twin, /<html lang="ta(-IN)?"/.test(taHtml), "<html lang> is not Tamil");
      for (const [page, html] of [
        [path, enHtml],
        [twin, taHtml],
      ] as const) {
        check(page, alternate(html, "en") === `${origin()}${path}`, "no hreflang en to the English page");
        check(page, alternate(html, "ta") === `${origin()}${twin}`, "no hreflang ta to the Tamil page");
        check(page, alternate(html, "x-default") === `${origin()}${path}`, "no hreflang x-default");
      }
      check(path, switchTo(enHtml, "ta") === twin, "no link தமிழ் to the Tamil page");
      check(twin, switchTo(taHtml, "en") === path, "no link English to the English page");
      // In the sitemap exactly when search engines may index it, both twins alike (the RTE pages are not).
      const indexed = !NOINDEX_TAG.test(enHtml);
      check(twin, NOINDEX_TAG.test(taHtml) === !indexed, "indexed differently from its English page");
      for (const page of [path, twin]) {
        const listed = sitemap.includes(`<loc>${origin()}${page}</loc>`);
        check(page, listed === indexed, indexed ? "not in the sitemap" : "noindex, yet in the sitemap");
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the RTE pages, whose lists name children, out of search engines in both languages", async () => {
    for (const path of [
      "/vidhyashram/rte",
      "/vidhyapeeth/rte",
      "/ta/vidhyashram/rte",
      "/ta/vidhyapeeth/rte",
    ]) {
      const response = await handle(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toMatch(NOINDEX_TAG);
      expect(sitemap, path).not.toContain(`${path}</loc>`);
    }
    // A page that is indexed says nothing of the kind.
    expect(await (await handle("/aims")).text()).not.toMatch(NOINDEX_TAG);
  });

  it("marks the office's still-English text as English on a Tamil page only", async () => {
    const ta = await (await handle("/ta/aims")).text();
    expect(ta).toMatch(/<h1 lang="en"/);
    expect(ta).toMatch(/<div lang="en">/);
    const en = await (await handle("/aims")).text();
    expect(en).not.toContain('lang="en"');
  });

  it("answers the calendar feeds' twins, which lead to the Tamil pages", async () => {
    for (const feed of ["all", "vidhyashram", "vidhyapeeth"]) {
      const response = await handle(`/ta/calendar/${feed}.ics`);
      expect(response.status, feed).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    }
    const calendar = await (await handle("/ta/calendar")).text();
    expect(calendar).toContain("/ta/calendar/all.ics");
  });
});
