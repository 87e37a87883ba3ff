import { writeFileSync } from "node:fs";
import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { readPeople } from "~/lib/content-store/people.server";
import { readSettings, saveSettings } from "~/lib/content-store/settings.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { publicPaths } from "~/lib/site/sitemap.server";
import { formatIndianPhone } from "~content/phone";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * One fact, one place: after the office changes the school year, each school's office hours, the
 * Vidhyapeeth office phone, the name of the Vidhyapeeth principal, the name of Vidhyashram's PTA
 * president and a fee of Vidhyashram's fee order once each, no page of the sitemap shows an old value
 * anywhere in its HTML (text, meta, structured data, links).
 */

let handle: (path: string) => Promise<Response>;

const OLD: string[] = [];

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());

  const settings = await readSettings();
  const admin = { id: 1, username: "office" };
  // A new school year: the one now running and the one admissions are open for.
  OLD.push(settings.site.admissionsYear, settings.site.academicYear);
  await saveSettings(
    "site",
    { ...settings.site, academicYear: "2030-2031", admissionsYear: "2031-2032" },
    admin,
  );

  const contacts = structuredClone(settings.contacts);
  const office = contacts.schools.vidhyapeeth.phones[0];
  if (!office) throw new Error("The shipped contacts have no Vidhyapeeth phone");
  OLD.push(office.number, formatIndianPhone(office.number));
  office.number = "+914175222333";
  OLD.push(contacts.schools.vidhyapeeth.officeHours, contacts.schools.vidhyashram.officeHours);
  contacts.schools.vidhyapeeth.officeHours = "7:45 AM to 3:15 PM, Monday to Friday";
  contacts.schools.vidhyashram.officeHours = "9 AM to 5 PM, Monday to Saturday";
  await saveSettings("contacts", contacts, admin);

  const principal = [...(await readPeople()).values()].find(
    (p) => p.audience === "vidhyapeeth" && p.post === "Principal",
  );
  if (!principal) throw new Error("The shipped people have no Vidhyapeeth principal");
  OLD.push(principal.name);
  await db().updateTable("people").set({ name: "Dr. T. Anand" }).where("id", "=", principal.id).execute();

  // Vidhyashram's PTA president, listed on its PTA page and on /pta.
  const president = (await readPeople()).get("r-suresh");
  if (!president) throw new Error("The shipped people have no r-suresh (the Vidhyashram PTA president)");
  OLD.push(president.name);
  await db().updateTable("people").set({ name: "Mrs. V. Meera" }).where("id", "=", president.id).execute();

  // A fee of the order: Vidhyashram's ₹19,800 terms (Classes XI and XII) become ₹19,950.
  const fees = structuredClone(settings.fees);
  const rows = fees.schools.vidhyashram.rows.filter((row) => row.amount === 19_800);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) row.amount = 19_950;
  OLD.push("₹19,800");
  await saveSettings("fees", fees, admin);
});

describe("a signed-out crawl of every page of the sitemap", () => {
  it("finds none of the old values, and the new ones where the facts are shown", async () => {
    const paths = publicPaths((await siteServerBuild()).routes);
    expect(paths.length).toBeGreaterThan(50);
    const found: string[] = [];
    let phone = 0;
    for (const path of paths) {
      const response = await handle(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      for (const old of OLD) if (html.includes(old)) found.push(`${path}: ${old}`);
      if (html.includes("+91 4175 222 333")) phone++;
    }
    if (process.env.ONE_FACT_REPORT) writeFileSync(process.env.ONE_FACT_REPORT, found.join("\n"));
    expect(found).toEqual([]);
    expect(phone).toBeGreaterThan(0);
  });

  it("shows the new year, hours and principal on the pages that name them", async () => {
    const contact = await (await handle("/contactus")).text();
    expect(contact).toContain("7:45 AM to 3:15 PM, Monday to Friday");
    expect(contact).toContain("+91 4175 222 333");
    const admissions = await (await handle("/admissions")).text();
    expect(admissions).toContain("2031-2032");
    expect(await (await handle("/vidhyashram/fees")).text()).toContain("₹19,950");
    expect(await (await handle("/pta")).text()).toContain("Mrs. V. Meera");
  });
});
