import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readSection } from "~/lib/content-store/page-store.server";
import { readSettings, saveSettings } from "~/lib/content-store/settings.server";
import { replaceDocumentFile } from "~/lib/documents/documents.server";
import { textPdf } from "~/lib/documents/minimal-pdf";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { closeDb, type DB } from "~/lib/platform/db.server";
import { DISCLOSURE_SCHOOLS, resolveDisclosure } from "~/lib/site/disclosure.server";
import { ACCESSIBILITY_LAST_CHECKED } from "~content/accessibility";
import type { Disclosure } from "~content/schemas/disclosure";
import type { Settings } from "~content/schemas/settings";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { get, loaderData, signIn } from "../../../tests/support/routes";
import * as pageRoute from "../../routes/admin/pages/page";
import * as settingsRoute from "../../routes/admin/settings/settings";
import { forgetPdftotextStatus, pdftotextStatus } from "./checkers.server";
import {
  type ComplianceWarning,
  checkerWarnings,
  complianceWarnings,
  publishWarnings,
} from "./dashboard.server";

/**
 * The dashboard as a go-live checklist, on a fresh install as the office gets it: every document still
 * the shipped sample, the disclosure's certificates undated and unattested, Pre KG without fees. Each
 * is urgent, and putting one document right removes exactly its item. On SQLite and PostgreSQL.
 */

const admin = { role: "admin" as const, scope: null };
const office = { id: 1, username: "office" };
const TODAY = "2026-11-26";
const running = {
  pdftotext: { available: true as const },
  linkCheck: { enabled: true, lastRun: "2026-11-25T03:00:00.000Z" },
};

/** What identifies an item on the screen: its kind, its words and where it sends the clerk. */
const keyOf = (w: ComplianceWarning) => `${w.kind}|${w.title}|${w.fix.href}`;
const urgentKeys = (warnings: ComplianceWarning[]) =>
  new Set(warnings.filter((w) => w.level === "urgent").map(keyOf));

describe.each(testDatabases())("the go-live checklist ($name)", (target) => {
  let database: DB;
  const warnings = (today = TODAY, user: Parameters<typeof complianceWarnings>[0]["user"] = admin) =>
    complianceWarnings({ user, today, database, checkers: running });

  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    await prepareDatabase(database, () => undefined);
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  it("lists every shipped sample as urgent, and each disclosure certificate's missing date and attestation", async () => {
    const list = await warnings();
    const documents = await database
      .selectFrom("documents")
      .select(["id", "title", "path", "audience"])
      .execute();
    const names = (await readSettings(database)).site.schools;
    expect(documents.length).toBeGreaterThan(20);
    const itemOf = (id: number) =>
      list.find(
        (w) => w.kind === "document" && w.level === "urgent" && w.fix.href === `/admin/documents/${id}`,
      );
    for (const document of documents) {
      const item = itemOf(document.id);
      const school = document.audience === "group" ? "" : `${names[document.audience].name}: `;
      expect(item?.title, document.path).toBe(`${school}“${document.title}”`);
      expect(item?.problems?.[0]).toMatch(/still the sample file shipped with the website/);
    }
    // Section B of each disclosure: self-attestation; the "valid" certificates: their valid-until date.
    for (const school of ["vidhyashram", "vidhyapeeth"] as const) {
      const d = await resolveDisclosure(school, { database });
      for (const entry of d.documents) {
        const row = documents.find((r) => r.path === entry.document?.url);
        if (!row) continue;
        const problems = itemOf(row.id)?.problems ?? [];
        expect(problems).toContain("It is not marked self-attested by the manager or the principal.");
        const undated = problems.includes(
          "It has no valid-until date: the disclosure asks for a valid certificate.",
        );
        expect(undated, entry.key).toBe(
          ["buildingSafety", "fireSafety", "waterSanitation"].includes(entry.key),
        );
      }
    }
  });

  it("replacing a document with a real PDF, dating it and attesting it removes exactly its item", async () => {
    const fire = await database
      .selectFrom("documents")
      .select(["id", "title"])
      .where("path", "=", "/documents/vidhyashram/fire-safety-certificate.pdf")
      .executeTakeFirstOrThrow();
    const before = urgentKeys(await warnings());
    const item = [...before].find((key) => key.endsWith(`|/admin/documents/${fire.id}`));
    expect(item).toBeDefined();

    const folder = mkdtempSync(join(tmpdir(), "checklist-"));
    const file = join(folder, "fire.pdf");
    const pdf = textPdf(["Fire safety certificate", "Issued by the Tamil Nadu Fire and Rescue Services"]);
    writeFileSync(file, pdf);
    await replaceDocumentFile(
      fire.id,
      { path: file, name: "fire.pdf", size: pdf.length },
      { id: office.id, username: office.username },
      { database, textLayer: async () => "yes" },
    );
    // Each step alone leaves the item, with fewer problems.
    const partly = (await warnings()).find((w) => w.fix.href === `/admin/documents/${fire.id}`);
    expect(partly?.problems).toEqual([
      "It has no valid-until date: the disclosure asks for a valid certificate.",
      "It is not marked self-attested by the manager or the principal.",
    ]);
    await database
      .updateTable("documents")
      .set({ valid_until: "2028-03-31", attested_by_manager: 1, attested_by_principal: 1 })
      .where("id", "=", fire.id)
      .execute();
    const after = urgentKeys(await warnings());
    expect([...before].filter((key) => !after.has(key))).toEqual([item]);
    expect([...after].filter((key) => !before.has(key))).toEqual([]);
  });

  it("raises its own urgent item for an expired fee order, fees of a year it does not cover, a closed admissions year and a class without fees", async () => {
    const settings = await readSettings(database);
    const fees = settings.fees;
    // Pre KG is on the enquiry form, and the sample fees start at LKG.
    const preKg = (list: ComplianceWarning[], school: string) =>
      list.find((w) => w.kind === "classes" && w.audience === school);
    expect(preKg(await warnings(), "vidhyashram")).toMatchObject({
      level: "urgent",
      title: "Vidhyashram: Pre KG is offered on the enquiry form but has no fee",
      fix: { href: "/admin/settings/fees" },
    });
    const priced = structuredClone(fees);
    priced.schools.vidhyashram.rows.push({
      class: "PreKG",
      term: "Term 1",
      component: "Tuition fee",
      amount: 9000,
    });
    await saveSettings("fees", priced, office, database);
    expect(preKg(await warnings(), "vidhyashram")).toBeUndefined();
    expect(preKg(await warnings(), "vidhyapeeth")).toBeDefined();
    await saveSettings("fees", fees, office, database);
    expect(preKg(await warnings(), "vidhyashram")?.level).toBe("urgent");

    // The shipped order (2026-2027 to 2028-2029) ends on 31 May 2029.
    const orderItems = (list: ComplianceWarning[]) =>
      list.filter((w) => w.kind === "fees" && w.audience === "vidhyashram").map((w) => [w.level, w.title]);
    expect(orderItems(await warnings())).toEqual([]);
    expect(orderItems(await warnings("2029-06-01"))).toEqual([
      ["urgent", "Vidhyashram: the fee order FDC/2026/VS-0412 expired on 31 May 2029"],
    ]);
    const old = structuredClone(fees);
    if (old.schools.vidhyashram.order) old.schools.vidhyashram.order.firstYear = "2022-2023";
    await saveSettings("fees", old, office, database);
    expect(orderItems(await warnings())).toEqual([
      ["urgent", "Vidhyashram: the fee order FDC/2026/VS-0412 expired on 31 May 2025"],
      [
        "urgent",
        "Vidhyashram: fees are published for 2026-2027, which the fee order FDC/2026/VS-0412 does not cover",
      ],
    ]);
    await saveSettings("fees", fees, office, database);

    const year = settings.site.admissionsYear;
    const closed = (list: ComplianceWarning[]) => list.filter((w) => w.kind === "admissions-year");
    expect(closed(await warnings(`${year.slice(0, 4)}-07-31`))).toEqual([]);
    expect(closed(await warnings(`${year.slice(0, 4)}-08-01`)).map((w) => w.level)).toEqual(["urgent"]);
  });

  it("grades unnamed teachers and the empty inspection video urgent, and never speaks of CBSE to Vidhyapeeth", async () => {
    const list = await warnings();
    const unnamed = list.filter((w) => w.kind === "missing" && / are not named$/.test(w.title));
    expect(unnamed.length).toBeGreaterThan(0);
    for (const w of unnamed) expect(w.level).toBe("urgent");
    const video = (l: ComplianceWarning[]) => l.find((w) => w.title.includes("inspection video"));
    expect(video(list)).toMatchObject({ level: "urgent", audience: "vidhyashram" });

    const said = (w: ComplianceWarning) => [w.title, w.detail, ...(w.problems ?? []), w.fix.label].join(" ");
    const vidhyapeeth = list.filter((w) => w.audience === "vidhyapeeth");
    expect(vidhyapeeth.length).toBeGreaterThan(5);
    for (const w of vidhyapeeth) expect(said(w)).not.toMatch(/CBSE/i);
    const scoped = await warnings(TODAY, { role: "editor", scope: "vidhyapeeth" });
    for (const w of scoped) expect(said(w)).not.toMatch(/CBSE/i);
    // The CBSE school's items do name its board's rules.
    expect(list.filter((w) => w.audience === "vidhyashram").some((w) => /CBSE/.test(said(w)))).toBe(true);

    const path = DISCLOSURE_SCHOOLS.vidhyashram.path;
    const value = structuredClone(await readSection<Disclosure>(path, database));
    value.infrastructure.inspectionVideo = "https://www.youtube.com/watch?v=abcdefghijk";
    await publishPage(path, value, { actor: office }, database);
    expect(video(await warnings())).toBeUndefined();
  });

  it("lists an album published with no record of the parents' consent until the consent is recorded", async () => {
    const { id } = await database
      .insertInto("albums")
      .values({
        title: "Sports Day 2025",
        link: "",
        thumbnail: null,
        audience: "vidhyapeeth",
        kind: "photo",
        status: "published",
        date: "2025-12-12",
        fields: "{}",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const item = (await warnings()).find((w) => w.kind === "consent" && w.fix.href === `/admin/albums/${id}`);
    expect(item?.level).toBe("urgent");
    expect(item?.title).toContain("Sports Day 2025");
    await database
      .updateTable("albums")
      .set({
        consent_user_id: office.id,
        consent_username: office.username,
        consent_at: "2026-11-26T05:00:00.000Z",
      })
      .where("id", "=", id)
      .execute();
    expect((await warnings()).filter((w) => w.kind === "consent")).toEqual([]);
    await database.deleteFrom("albums").where("id", "=", id).execute();
  });

  it("asks for the accessibility statement's check again once it is more than a year old", async () => {
    const checked = Date.parse(`${ACCESSIBILITY_LAST_CHECKED}T00:00:00Z`);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const yearLater = day(checked + 365 * 86_400_000);
    const dayAfter = day(checked + 366 * 86_400_000);
    expect((await warnings(yearLater)).filter((w) => w.kind === "accessibility")).toEqual([]);
    const [item] = (await warnings(dayAfter)).filter((w) => w.kind === "accessibility");
    expect(item?.level).toBe("soon");
    expect(item?.fix.href).toBe("/accessibility");
  });

  it("says when a checker cannot run, and since when", async () => {
    expect(
      checkerWarnings({
        pdftotext: { available: false, missingSince: "2026-11-20T04:00:00.000Z" },
        linkCheck: { enabled: false, lastRun: null },
      }).map((w) => [w.level, w.title]),
    ).toEqual([
      ["urgent", "The scanned-PDF check cannot run: pdftotext is missing (since 20 Nov 2026)"],
      ["urgent", "The daily link check is off: links last checked never"],
    ]);
    expect(
      checkerWarnings({
        pdftotext: { available: true },
        linkCheck: { enabled: false, lastRun: "2026-10-02T03:00:00.000Z" },
      }).map((w) => w.title),
    ).toEqual(["The daily link check is off: links last checked on 2 Oct 2026"]);
    expect(checkerWarnings(running)).toEqual([]);
    // A scoped editor sees them too: the checkers are everyone's.
    const off = await complianceWarnings({
      user: { role: "editor", scope: "vidhyapeeth" },
      today: TODAY,
      database,
      checkers: { ...running, linkCheck: { enabled: false, lastRun: null } },
    });
    expect(off.some((w) => w.kind === "checker")).toBe(true);

    forgetPdftotextStatus();
    const missing = await pdftotextStatus("/nonexistent/pdftotext", () => new Date("2026-11-26T10:00:00Z"));
    expect(missing.available).toBe(false);
    const since = missing.available ? "" : missing.missingSince;
    // Missing at the first look: since the process started, and the same date on every later look.
    expect(since <= "2026-11-26T10:00:00.000Z").toBe(true);
    const later = await pdftotextStatus("/nonexistent/pdftotext", () => new Date("2026-11-27T10:00:00Z"));
    expect(later).toEqual({ available: false, missingSince: since });
    expect(await pdftotextStatus("/bin/sh")).toEqual({ available: true });
    forgetPdftotextStatus();
  });

  it("lists beside Publish the urgent items a disclosure or fees draft would raise", async () => {
    const fees = (await readSettings(database)).fees;
    const old: Settings["fees"] = structuredClone(fees);
    if (old.schools.vidhyapeeth.order) old.schools.vidhyapeeth.order.firstYear = "2022-2023";
    const draft = await publishWarnings({ path: "settings:fees", value: old, today: TODAY, database });
    expect(draft.map((w) => w.title)).toContain(
      "Vidhyapeeth: the fee order FDC/2026/VP-0388 expired on 31 May 2025",
    );
    const published = await publishWarnings({ path: "settings:fees", value: fees, today: TODAY, database });
    expect(published.some((w) => w.title.includes("expired"))).toBe(false);
    for (const w of draft) expect(w.level).toBe("urgent");

    const path = DISCLOSURE_SCHOOLS.vidhyashram.path;
    const value = structuredClone(await readSection<Disclosure>(path, database));
    delete value.infrastructure.inspectionVideo;
    const disclosure = await publishWarnings({ path, value, today: TODAY, database });
    expect(disclosure.some((w) => w.title.includes("inspection video"))).toBe(true);
    // The documents the disclosure links are on its list; a document it does not link is not.
    expect(disclosure.some((w) => w.kind === "document")).toBe(true);
    const linked = new Set(
      (await resolveDisclosure("vidhyashram", { database, value })).documents.map((e) => e.document?.url),
    );
    const other = await database
      .selectFrom("documents")
      .select("id")
      .where("path", "=", "/documents/vidhyapeeth/fire-safety-certificate.pdf")
      .executeTakeFirst();
    if (other) expect(disclosure.some((w) => w.fix.href === `/admin/documents/${other.id}`)).toBe(false);
    expect(linked.size).toBeGreaterThan(0);
    expect(await publishWarnings({ path: "/about", value: {}, today: TODAY, database })).toEqual([]);
  });

  it("draws them into the fees and disclosure editors' data, and none for another page", async () => {
    const cookie = await signIn(`checklist-admin-${target.name}`, { role: "admin" });
    const fees = await loaderData(settingsRoute, get("/admin/settings/fees", { cookie }));
    expect(fees.editor.publishWarnings.map((w) => w.title)).toContain(
      "Vidhyashram: Pre KG is offered on the enquiry form but has no fee",
    );
    const disclosure = await loaderData(
      pageRoute,
      get("/admin/pages/vidhyapeeth/publicdisclosure", { cookie }),
    );
    const items = disclosure.publishWarnings;
    expect(items.some((w) => w.kind === "document" && w.level === "urgent")).toBe(true);
    const about = await loaderData(pageRoute, get("/admin/pages/aboutus", { cookie }));
    expect(about.publishWarnings).toEqual([]);
  });
});
