import { createRequestHandler } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { saveSettings } from "~/lib/content-store/settings.server";
import { privacyNotice } from "~/lib/enquiries/privacy-notice";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { FRESH_UNTIL_HEADER, isShareable } from "~/lib/platform/http-cache";
import { publicPaths } from "~/lib/site/sitemap.server";
import { settingsDefaults } from "~content/settings";
import { callLoader, headerOf, loadContext, SITE, siteServerBuild } from "../../../../tests/support/routes";
import * as privacyRoute from "./privacy";

/**
 * `/privacy`, as a signed-out parent gets it: the full notice filled from the office's settings, a
 * page every visitor shares (and the page cache keeps) without a cookie, linked from every footer and
 * listed in the sitemap; its copy ends when the admissions year it names moves on, with nobody
 * publishing anything.
 */

let handle: (path: string) => Promise<Response>;
let build: Awaited<ReturnType<typeof siteServerBuild>>;

/** The version the page shows (React may put a comment between the words and the value). */
const VERSION = /Version of this notice: (?:<!-- -->)?(\d{4}-\d{2}-\d{2}\.[0-9a-f]{8})/;

/** Any placeholder of the notice's templates left unfilled. */
const PLACEHOLDER = /\{(holder|schools|keptUntil|retentionMonths|admissionYear|grievance\w*|backupDays)\}/;

beforeAll(async () => {
  await migrateToLatest(db());
  build = await siteServerBuild();
  const request = createRequestHandler(build, "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
});

afterEach(async () => {
  vi.useRealTimers();
  await db().deleteFrom("pages").where("path", "like", "settings:%").execute();
});

/** Sets the clock the loaders read (`Date` only: timers run as usual) to `at`. */
function todayIs(at: string) {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
}

describe("the privacy notice at /privacy", () => {
  it("gives a signed-out visitor the full notice, shareable and without a cookie", async () => {
    todayIs("2026-11-26T05:00:00Z");
    const response = await handle("/privacy");
    expect(response.status).toBe(200);
    expect(isShareable(response.headers.get("Cache-Control"))).toBe(true);
    // The notice says only signed-in staff get a cookie: a visitor reading it gets none.
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Privacy notice<\/h1>/);
    for (const fact of [
      "Vidhya Educational Trust",
      "data fiduciary",
      "18 or older",
      "admissions 2027-2028",
      "31 January 2028",
      "privacy@vidhya.example.org",
      "+91 00000 00111",
      "90 days",
      "Data Protection Board of India",
    ]) {
      expect(html, fact).toContain(fact);
    }
    expect(html.match(VERSION)?.[1]).toBe(privacyNotice(settingsDefaults, new Date()).version);
    expect(html).not.toMatch(PLACEHOLDER);
  });

  it("shows what the office saves in Parents' data and privacy, under a new version", async () => {
    todayIs("2026-11-26T05:00:00Z");
    const before = privacyNotice(settingsDefaults, new Date()).version;
    await saveSettings(
      "privacy",
      {
        ...settingsDefaults.privacy,
        holder: "Sri Vidhya Charitable Trust",
        grievance: { ...settingsDefaults.privacy.grievance, email: "dpo@vidhya.example.org" },
        retentionMonths: 12,
      },
      { id: 1 },
    );
    const html = await (await handle("/privacy")).text();
    expect(html).toContain("Sri Vidhya Charitable Trust");
    expect(html).not.toContain("Vidhya Educational Trust");
    expect(html).toContain("dpo@vidhya.example.org");
    // 12 months after admissions for 2027-2028 close on 31 July 2027.
    expect(html).toContain("31 July 2028");
    expect(html).not.toContain("31 January 2028");
    const shown = html.match(VERSION)?.[1];
    expect(shown).toBeDefined();
    expect(shown).not.toBe(before);
  });

  it("is linked from the footer of every public page and listed in the sitemap", async () => {
    expect(publicPaths(build.routes)).toContain("/privacy");
    for (const path of ["/", "/contactus", "/vidhyapeeth", "/privacy"]) {
      const html = await (await handle(path)).text();
      expect(html, path).toMatch(/<footer[\s\S]*href="\/privacy"[^>]*>Privacy notice<\/a>[\s\S]*<\/footer>/);
    }
  });

  it("keeps its copy only until the admissions year it names moves on (1 August, India's time)", async () => {
    todayIs("2027-07-31T04:30:00Z"); // 10 AM in India on the last day of admissions for 2027-2028
    const july = await callLoader(privacyRoute, new Request(`${SITE}/privacy`));
    const until = headerOf(july, FRESH_UNTIL_HEADER);
    expect(until).toBe("2027-07-31T18:30:00.000Z"); // midnight in India
    const end = Date.parse(until ?? "");
    // The words differ on either side of that instant, and not before it.
    expect(privacyNotice(settingsDefaults, new Date(end - 1)).admissionYear).toBe("2027-2028");
    expect(privacyNotice(settingsDefaults, new Date(end)).admissionYear).toBe("2028-2029");

    todayIs("2027-08-01T04:30:00Z");
    const august = await callLoader(privacyRoute, new Request(`${SITE}/privacy`));
    expect(headerOf(august, FRESH_UNTIL_HEADER)).toBe("2028-07-31T18:30:00.000Z");
  });
});
