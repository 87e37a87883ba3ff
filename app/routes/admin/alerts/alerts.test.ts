import { createRequestHandler } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  dataOf,
  loadContext,
  locationOf,
  post,
  SITE,
  signIn,
  siteServerBuild,
  statusOf,
} from "../../../../tests/support/routes";
import * as alertsRoute from "./alerts";
import { defaultExpiry } from "./alerts.server";

/**
 * Urgent alerts (architecture ruling 22): the office posts one line for a school or both; it shows at
 * the top of every public page of that audience (and the group's pages) until it expires or is ended;
 * a school's editor may post for that school only; each post and end is audited.
 */

let admin = "";
let vidhyashramEditor = "";
let handle: (path: string) => Promise<Response>;

beforeAll(async () => {
  await migrateToLatest(db());
  admin = await signIn("alert-admin");
  vidhyashramEditor = await signIn("alert-editor", { role: "editor", scope: "vidhyashram" });
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
});

beforeEach(async () => {
  await db().deleteFrom("alerts").execute();
});

/** India's clock an hour from now, as a `datetime-local` value. */
const inAnHour = () => new Date(Date.now() + (60 + 330) * 60_000).toISOString().slice(0, 16);

const RAIN = "School closed tomorrow due to heavy rain";

/** The page's alert banner, or null. */
async function bannerOn(path: string) {
  const html = await (await handle(path)).text();
  return /<section[^>]*aria-label="Urgent alert"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
}

describe("posting an urgent alert", () => {
  it("shows a Vidhyapeeth alert on Vidhyapeeth's pages and the group's, not on Vidhyashram's, and audits it", async () => {
    const result = await callAction(
      alertsRoute,
      post(
        "/admin/alerts",
        {
          intent: "post",
          message: RAIN,
          link: "/notifications",
          audience: "vidhyapeeth",
          expires_at: inAnHour(),
        },
        { cookie: admin },
      ),
    );
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/alerts?done=posted");
    for (const path of ["/vidhyapeeth", "/vidhyapeeth/facilities/library", "/", "/notifications", "/aims"]) {
      const banner = await bannerOn(path);
      expect(banner, path).toContain(RAIN);
      expect(banner, path).toContain('href="/notifications"');
      expect(banner, path).toContain('role="status"');
      expect(banner, path).toMatch(/type="checkbox"/);
    }
    for (const path of ["/vidhyashram", "/vidhyashram/curriculum"]) {
      expect(await bannerOn(path), path).toBeNull();
    }
    const audit = await db().selectFrom("audit_log").selectAll().where("entity", "=", "alerts").execute();
    expect(audit.at(-1)?.summary).toBe(`Posted the urgent alert “${RAIN}” for Vidhyapeeth only`);
  });

  it("refuses an empty line, a past expiry and a bad link beside each field, keeping what was typed", async () => {
    const result = await callAction(
      alertsRoute,
      post(
        "/admin/alerts",
        {
          intent: "post",
          message: "",
          link: "not a link",
          audience: "group",
          expires_at: "2020-01-01T10:00",
        },
        { cookie: admin },
      ),
    );
    expect(statusOf(result)).toBe(400);
    const refusal = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(result);
    expect(refusal.errors.message).toMatch(/one short line/);
    expect(refusal.errors.link).toMatch(/page of this site/);
    expect(refusal.errors.expires_at).toMatch(/in the future/);
    expect(refusal.values.link).toBe("not a link");
  });

  it("takes a link only where a page's link may go: a path of this site or a web address", async () => {
    const postWith = (link: string) =>
      callAction(
        alertsRoute,
        post(
          "/admin/alerts",
          { intent: "create", message: RAIN, link, audience: "group", expires_at: inAnHour() },
          { cookie: admin },
        ),
      );
    for (const link of [
      "/\\evil.example",
      "//evil.example",
      "\\\\evil.example",
      "/%5Cevil.example",
      "/%5cevil.example",
      "/%2F/evil.example",
      "/\t/evil.example",
      "javascript:alert(document.cookie)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
    ]) {
      const result = await postWith(link);
      expect(statusOf(result), link).toBe(400);
      const refusal = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(result);
      expect(refusal.errors.link, link).toMatch(/page of this site/);
      expect(refusal.values.link).toBe(link);
    }
    expect(await db().selectFrom("alerts").select("id").execute()).toEqual([]);

    for (const [link, stored] of [
      ["/admissions", "/admissions"],
      ["/notices/12-exam-timetable?x=1#top", "/notices/12-exam-timetable?x=1#top"],
      [`${SITE}/admissions`, `${SITE}/admissions`],
      ["https://www.example.org/notices/12", "https://www.example.org/notices/12"],
      ["www.cbse.gov.in/circulars", "https://www.cbse.gov.in/circulars"],
    ] as const) {
      expect(statusOf(await postWith(link)), link).toBe(302);
      const row = await db()
        .selectFrom("alerts")
        .select("link")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(row.link).toBe(stored);
    }
  });

  it("draws no link for a stored alert whose link is not one a page may have", async () => {
    await db()
      .insertInto("alerts")
      .values({
        message: RAIN,
        link: "/\\evil.example",
        audience: "group",
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const banner = await bannerOn("/");
    expect(banner).toContain(RAIN);
    expect(banner).not.toContain("evil.example");
  });

  it("lets a Vidhyashram editor post for Vidhyashram only", async () => {
    const refused = await callAction(
      alertsRoute,
      post(
        "/admin/alerts",
        { intent: "post", message: RAIN, link: "", audience: "vidhyapeeth", expires_at: inAnHour() },
        { cookie: vidhyashramEditor },
      ),
    );
    expect(statusOf(refused)).toBe(403);
    const allowed = await callAction(
      alertsRoute,
      post(
        "/admin/alerts",
        {
          intent: "post",
          message: "Sports Day moved to Friday",
          link: "",
          audience: "vidhyashram",
          expires_at: inAnHour(),
        },
        { cookie: vidhyashramEditor },
      ),
    );
    expect(statusOf(allowed)).toBe(302);
  });

  it("leaves every page once ended, and the editor of the other school may not end it", async () => {
    await callAction(
      alertsRoute,
      post(
        "/admin/alerts",
        { intent: "post", message: RAIN, link: "", audience: "vidhyapeeth", expires_at: inAnHour() },
        { cookie: admin },
      ),
    );
    const alert = await db().selectFrom("alerts").select("id").executeTakeFirstOrThrow();
    const notTheirs = await callAction(
      alertsRoute,
      post("/admin/alerts", { intent: "end", id: String(alert.id) }, { cookie: vidhyashramEditor }),
    );
    expect(statusOf(notTheirs)).toBe(403);
    const ended = await callAction(
      alertsRoute,
      post("/admin/alerts", { intent: "end", id: String(alert.id) }, { cookie: admin }),
    );
    expect(locationOf(ended)).toBe("/admin/alerts?done=ended");
    expect(await bannerOn("/vidhyapeeth")).toBeNull();
  });

  it("offers the end of the next day, India time, as the expiry", () => {
    // 27 Nov 2026, 20:00 in India (14:30 UTC): the next day ends on 28 Nov at 23:59.
    expect(defaultExpiry(Date.parse("2026-11-27T14:30:00Z"))).toBe("2026-11-28T23:59");
    // 28 Nov 2026, 00:30 in India (27 Nov 19:00 UTC): already the 28th there, so the 29th.
    expect(defaultExpiry(Date.parse("2026-11-27T19:00:00Z"))).toBe("2026-11-29T23:59");
  });
});
