import { beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readSection } from "~/lib/content-store/page-store.server";
import { readSettings, saveSettings } from "~/lib/content-store/settings.server";
import { markUnreadable } from "~/lib/documents/unreadable.server";
import { NOT_ALLOWED } from "~/lib/ops/link-check.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import type { Disclosure } from "~content/schemas/disclosure";
import { complianceWarnings } from "./dashboard.server";

/**
 * The compliance dashboard's warnings, as the office would act on them: a certificate ending within 60
 * days, a ratio out of CBSE's bounds, a missing document, the annual report due, each with the screen
 * that fixes it; a school's editor sees only that school's.
 */

const admin = { role: "admin" as const, scope: null };
/** Both checkers running: their own items are tested in checklist.server.test.ts. */
const checkers = {
  pdftotext: { available: true as const },
  linkCheck: { enabled: true, lastRun: "2026-11-25T03:00:00.000Z" },
};
const office = { actor: { id: 1, username: "office" } };
const TODAY = "2026-11-26";

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
});

describe("complianceWarnings", () => {
  it("warns of a certificate that ends next month, with a link to its record", async () => {
    const fire = await db()
      .selectFrom("documents")
      .select(["id", "title"])
      .where("path", "=", "/documents/vidhyashram/fire-safety-certificate.pdf")
      .executeTakeFirstOrThrow();
    await db()
      .updateTable("documents")
      .set({ valid_until: "2026-12-20" })
      .where("id", "=", fire.id)
      .execute();
    const warnings = await complianceWarnings({ user: admin, today: TODAY, checkers });
    const warning = warnings.find(
      (w) => w.kind === "document" && w.level === "soon" && w.title.includes(fire.title),
    );
    expect(warning).toMatchObject({
      level: "soon",
      audience: "vidhyashram",
      fix: { href: `/admin/documents/${fire.id}` },
    });
    expect(warning?.title).toContain("in 24 days");
    await db()
      .updateTable("documents")
      .set({ valid_until: "2026-11-01" })
      .where("id", "=", fire.id)
      .execute();
    const expired = (await complianceWarnings({ user: admin, today: TODAY, checkers })).find(
      (w) => w.kind === "document" && w.title.includes(fire.title),
    );
    expect(expired).toMatchObject({ level: "urgent" });
    expect(expired?.problems).toContain("It expired on 1 Nov 2026.");
  });

  it("warns when the teacher counts make the pupil–teacher ratio 32 : 1, and when a B document is left out", async () => {
    const path = "/vidhyashram/publicdisclosure";
    const value = structuredClone(await readSection<Disclosure>(path));
    value.staff.enrolment = 32 * 116;
    delete value.documents.noc;
    await publishPage(path, value, office);
    const warnings = await complianceWarnings({ user: admin, today: TODAY, checkers });
    const ratio = warnings.find((w) => w.kind === "ratio");
    expect(ratio?.title).toContain("32 : 1, above 30 : 1");
    expect(ratio?.fix.href).toBe("/admin/pages/vidhyashram/publicdisclosure");
    expect(warnings.some((w) => w.kind === "missing" && w.title.includes("No objection certificate"))).toBe(
      true,
    );
  });

  it("says the annual report is due by 15 September, and overdue after it", async () => {
    const due = (await complianceWarnings({ user: admin, today: "2026-08-01" })).find(
      (w) => w.kind === "annual-report" && w.audience === "vidhyashram",
    );
    expect(due).toMatchObject({ level: "soon" });
    expect(due?.title).toContain("due by 15 Sept 2026");
    const late = (await complianceWarnings({ user: admin, today: TODAY, checkers })).find(
      (w) => w.kind === "annual-report" && w.audience === "vidhyashram",
    );
    expect(late).toMatchObject({ level: "urgent" });
  });

  it("warns once the admissions year's admissions have closed, naming the year an enquiry is for now", async () => {
    const settings = await readSettings();
    const year = settings.site.admissionsYear;
    const closes = `${year.slice(0, 4)}-07-31`;
    const before = await complianceWarnings({ user: admin, today: closes, checkers });
    expect(before.some((w) => w.kind === "admissions-year")).toBe(false);
    const first = Number(year.slice(0, 4));
    const after = (await complianceWarnings({ user: admin, today: `${first}-08-01` })).find(
      (w) => w.kind === "admissions-year",
    );
    expect(after).toMatchObject({ level: "urgent", fix: { href: "/admin/settings" } });
    expect(after?.title).toContain(`The admissions year ${year} has closed`);
    expect(after?.detail).toContain(`for ${first + 1}-${first + 2}`);
    // A school's editor cannot change it: the warning is the administrators'.
    const scoped = await complianceWarnings({
      user: { role: "editor", scope: "vidhyapeeth" },
      today: `${first}-08-01`,
    });
    expect(scoped.some((w) => w.kind === "admissions-year")).toBe(false);
  });

  it("warns in the year a fee order ends, and once it has ended says it expired, urgently", async () => {
    const settings = await readSettings();
    const order = settings.fees.schools.vidhyapeeth.order;
    expect(order).toBeDefined();
    const fees = structuredClone(settings.fees);
    if (fees.schools.vidhyapeeth.order) fees.schools.vidhyapeeth.order.firstYear = "2023-2024";
    await saveSettings("fees", fees, { id: 1, username: "office" });
    const orderItem = async (today: string) =>
      (await complianceWarnings({ user: admin, today, checkers })).find(
        (w) =>
          w.kind === "fees" &&
          w.audience === "vidhyapeeth" &&
          /fee order \S+ (ends|expired) on/.test(w.title),
      );
    const soon = await orderItem("2026-03-01");
    expect(soon).toMatchObject({ level: "soon", fix: { href: "/admin/settings/fees" } });
    expect(soon?.title).toContain("ends on 31 May 2026");
    const expired = await orderItem(TODAY);
    expect(expired).toMatchObject({ level: "urgent" });
    expect(expired?.title).toContain("expired on 31 May 2026");
    expect(await orderItem("2025-01-15")).toBeUndefined();
    await saveSettings("fees", settings.fees, { id: 1, username: "office" });
  });

  it("names a failed link broken or not allowed, never how the connection failed", async () => {
    const place = JSON.stringify([
      { path: "/vidhyashram/publicdisclosure", title: "Mandatory Public Disclosure" },
    ]);
    const row = {
      redirects: 0,
      ms: 5,
      checked_at: "2026-11-25T03:00:00.000Z",
      found_on: place,
      final_url: null,
    };
    await db()
      .insertInto("link_checks")
      .values([
        {
          url: "https://cbse.example.org/old",
          outcome: "broken",
          status: 404,
          error: "The site answered 404 Not Found",
          ...row,
        },
        { url: "http://10.0.0.5:8080/", outcome: "error", status: null, error: NOT_ALLOWED, ...row },
        // A row an older check kept, with the network's own words.
        {
          url: "https://gone.example.org/",
          outcome: "error",
          status: null,
          error: "The server refused the connection",
          ...row,
        },
        {
          url: "https://slow.example.org/",
          outcome: "timeout",
          status: null,
          error: "No answer within 10 seconds",
          ...row,
        },
      ])
      .execute();
    const links = (await complianceWarnings({ user: admin, today: TODAY, checkers })).filter(
      (w) => w.kind === "link",
    );
    expect(links.map((w) => w.title).sort()).toEqual([
      "Broken link: https://cbse.example.org/old",
      "Broken link: https://gone.example.org/",
      "Broken link: https://slow.example.org/",
      "Link not allowed: http://10.0.0.5:8080/",
    ]);
    const detail = (url: string) => links.find((w) => w.title.endsWith(url))?.detail;
    expect(detail("cbse.example.org/old")).toBe(
      "The site answered 404 Not Found. On Mandatory Public Disclosure (/vidhyashram/publicdisclosure).",
    );
    expect(detail("gone.example.org/")).toMatch(/^The site could not be reached\. On /);
    expect(detail("slow.example.org/")).toMatch(/^The site could not be reached\. On /);
    expect(detail("10.0.0.5:8080/")).toMatch(/^The link leads to a private or internal address/);
    for (const warning of links)
      expect(warning.detail).not.toMatch(/refused|no answer|timed? ?out|reset|ECONN/i);
    await db().deleteFrom("link_checks").execute();
  });

  it("says a PDF that could not be read (too large or too complex) should be replaced, with a link to it", async () => {
    const document = await db()
      .selectFrom("documents")
      .select(["id", "title", "path", "file_key", "size"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const before = await complianceWarnings({ user: admin, today: TODAY, checkers });
    expect(before.some((w) => w.title.includes("could not be read"))).toBe(false);
    await markUnreadable(document);
    const warning = (await complianceWarnings({ user: admin, today: TODAY, checkers })).find((w) =>
      w.title.includes("could not be read"),
    );
    expect(warning).toMatchObject({
      title: `“${document.title}” could not be read (too large or too complex)`,
      fix: { href: `/admin/documents/${document.id}` },
    });
  });

  it("shows a Vidhyapeeth editor Vidhyapeeth's warnings only", async () => {
    const warnings = await complianceWarnings({
      user: { role: "editor", scope: "vidhyapeeth" },
      today: TODAY,
      checkers,
    });
    expect(warnings.length).toBeGreaterThan(0);
    expect(new Set(warnings.map((w) => w.audience))).toEqual(new Set(["vidhyapeeth"]));
  });
});
