import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { freePort } from "../../scripts/lib/server";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer, stopServer } from "./server-process";
import { gotoInteractive, replaceStarterTexts } from "./support";

/**
 * One fact, one place, as a clerk would do it (docs/decisions/0017), on a server and database of its own
 * (the changes are the whole site's): on a phone (360 px) the clerk changes the school year, LKG's
 * minimum age, Vidhyapeeth's office hours and phone; at a desk (1280 px) the Vidhyapeeth principal, then adds "Robotics lab" under
 * Vidhyashram's facilities, puts it in the menu and renames it. A signed-out crawl of every page of the
 * sitemap, with the "Admission ages" dialog opened on one page of each section, then finds none of the
 * old values, and the new page in the menu, the sitemap and its breadcrumbs under its new name.
 */

const ADMIN = { username: "one-fact-admin", password: "one-fact-password-123" };
let BASE = "";

const OLD = {
  year: "2025-2026",
  hours: "8:30 AM to 4:30 PM, Monday to Saturday",
  phone: "+91 00000 00100",
  phoneRaw: "+910000000100",
  principal: "Mr. R. Karthik",
  // The shipped counting day (31 May of the admissions year's first year) and LKG's minimum age.
  ageOn: "31 May 2025",
  lkgAge: "3 years 6 months",
};
const NEW = {
  academicYear: "2030-2031",
  admissionsYear: "2031-2032",
  vidhyapeethHours: "7:45 AM to 3:15 PM, Monday to Friday",
  vidhyashramHours: "9 AM to 5 PM, Monday to Saturday",
  phone: "+91 4175 222 333",
  principal: "Dr. T. Anand",
  // 3 years 8 months on 31 May 2031: born on or before 30 September 2027.
  ageOn: "31 May 2031",
  lkgBorn: "30 September 2027",
};
const ROBOTICS = "/vidhyashram/facilities/robotics-lab";

let server: ServerProcess | undefined;

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "one-fact-"));
  const port = await freePort();
  BASE = `http://127.0.0.1:${port}`;
  server = await startServer(port, join(dir, "site.db"), ADMIN, {
    SEED_SAMPLE_DATA: "true",
    UPLOADS_DIR: join(dir, "uploads"),
    POST_RATE_LIMIT: "100000",
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server.child);
});

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The staff area's own navigations and forms from here, not document loads racing its scripts.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Publishes the editor's form on the page and waits for the message that says so. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible({
    timeout: 15_000,
  });
}

test("a clerk changes each fact once; a signed-out crawl finds no old value", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const clerk = await phone.newPage();
  await signIn(clerk);

  // The school year, on the Site settings screen as it opens.
  await clerk.getByRole("link", { name: "Site settings" }).click();
  await clerk.getByLabel("Admissions year").fill(NEW.admissionsYear);
  await clerk.getByLabel("Current academic year").fill(NEW.academicYear);
  await publish(clerk);

  // LKG's age rule: the minimum age is the one rule; the pages work the date of birth out from it.
  await gotoInteractive(clerk, `${BASE}/admin/settings/admissions`);
  await clerk.locator('[name="byClass.LKG.months"]').fill("8");
  await publish(clerk);

  // Each school's office hours and the Vidhyapeeth office phone.
  await gotoInteractive(clerk, `${BASE}/admin/settings/contacts`);
  await clerk.locator('[name="schools.vidhyapeeth.officeHours"]').fill(NEW.vidhyapeethHours);
  await clerk.locator('[name="schools.vidhyashram.officeHours"]').fill(NEW.vidhyashramHours);
  // A landline as a clerk dials it, with its code and a space: kept as +914175222333.
  await clerk.locator('[name="schools.vidhyapeeth.phones.0.number"]').fill("04175 222333");
  await publish(clerk);
  await phone.close();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await desk.newPage();
  await signIn(office);

  // The Vidhyapeeth principal, once, in People.
  await gotoInteractive(office, `${BASE}/admin/people`);
  await office.getByRole("searchbox", { name: /Name or post/ }).fill(OLD.principal);
  await office.getByRole("button", { name: "Find" }).click();
  await office.getByRole("link", { name: `Edit “${OLD.principal}”, Principal` }).click();
  const dialog = office.getByRole("dialog", { name: "Edit a person" });
  await dialog.getByLabel(/^Name/).fill(NEW.principal);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(office.getByRole("link", { name: `Edit “${NEW.principal}”, Principal` })).toBeVisible();

  // A new page under Vidhyashram's facilities, published.
  await gotoInteractive(office, `${BASE}/admin/pages`);
  await office.getByRole("button", { name: "Add a page" }).click();
  const add = office.getByRole("dialog", { name: "Add a page" });
  await add.getByLabel("Title").fill("Robotics lab");
  await add.getByLabel("Kind").selectOption("facility");
  await add.getByLabel("Where it goes").selectOption("/vidhyashram/facilities");
  await add.getByRole("button", { name: "Create" }).click();
  await expect(office).toHaveURL(new RegExp(`/admin/pages${ROBOTICS}`));
  // The new page's editor, drawn (the staff area was hydrated already): its starter texts replaced.
  await expect(office.getByRole("heading", { name: "Edit “Robotics lab”" })).toBeVisible();
  expect(await replaceStarterTexts(office)).toBeGreaterThanOrEqual(4);
  await publish(office);

  // Into Vidhyashram's menu, under Facilities: a link to the page, with no words of its own.
  await gotoInteractive(office, `${BASE}/admin/settings/navigation`);
  const facilities = "vidhyashram.menu.2.links";
  // The menu's groups are a tree: the Facilities group opens first.
  const addLink = office.locator(`button[value="add:${facilities}"]`);
  await office.locator("details").filter({ has: addLink }).locator("summary").first().click();
  const before = await office.locator(`[name^="${facilities}."][name$=".address"]`).count();
  await addLink.click();
  const links = office.locator(`[name^="${facilities}."][name$=".address"]`);
  await expect(links).toHaveCount(before + 1);
  // "Add a link" is a round trip to the server (it works without scripts), and the screen's data is
  // read again after it: typing waits until that is over, so the new field is not drawn afresh under it.
  await office.waitForLoadState("networkidle");
  await links.last().fill(ROBOTICS);
  await expect(links.last()).toHaveValue(ROBOTICS);
  await publish(office);

  // Renamed: the menu, the breadcrumbs and the sitemap follow.
  await gotoInteractive(office, `${BASE}/admin/pages${ROBOTICS}`);
  await office.locator('[name="title"]').fill("Robotics and coding lab");
  await publish(office);
  await desk.close();

  await crawl(browser);
});

/** Every page of the sitemap, signed out: no old value; the renamed page in its menu and breadcrumbs. */
async function crawl(browser: import("@playwright/test").Browser) {
  const visitor: BrowserContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await visitor.newPage();
  const sitemap = await (await page.request.get(`${BASE}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(paths).toContain(ROBOTICS);
  expect(paths.length).toBeGreaterThan(50);

  const found: string[] = [];
  const check = (where: string, text: string) => {
    for (const old of [OLD.year, OLD.hours, OLD.phone, OLD.phoneRaw, OLD.principal, OLD.ageOn, OLD.lkgAge]) {
      if (text.includes(old)) found.push(`${where}: ${old}`);
    }
  };
  for (const path of paths) {
    const response = await page.request.get(`${BASE}${path}`);
    expect(response.status(), path).toBe(200);
    check(path, await response.text());
  }

  // The dialogs: "Admission ages" on one page of each section, as a visitor opens it.
  for (const path of ["/aboutus", "/vidhyashram/curriculum", "/vidhyapeeth/achievements"]) {
    await page.goto(`${BASE}${path}`);
    // A public page has no framework script (decision 0022): its dialogs open natively at once.
    await page.getByRole("button", { name: "Admission ages" }).locator("visible=true").first().click();
    const ages = page.getByRole("dialog");
    await expect(ages).toBeVisible();
    check(`${path} (Admission ages)`, (await ages.textContent()) ?? "");
    await expect(ages).toContainText(`Minimum age on ${NEW.ageOn}`);
    await expect(ages.getByRole("row", { name: /LKG/ })).toContainText(NEW.lkgBorn);
    await page.keyboard.press("Escape");
  }
  expect(found).toEqual([]);

  // The new facts where they show.
  await page.goto(`${BASE}/vidhyapeeth/contactus`);
  await expect(page.getByText(NEW.vidhyapeethHours).first()).toBeVisible();
  await expect(page.getByText(NEW.phone).first()).toBeVisible();
  await page.goto(`${BASE}/administration`);
  await expect(page.getByText(NEW.principal).first()).toBeVisible();

  // The new page: its own heading and breadcrumbs, and in Vidhyashram's menu by its new name.
  await page.goto(`${BASE}${ROBOTICS}`);
  await expect(page.getByRole("heading", { level: 1, name: "Robotics and coding lab" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Robotics and coding lab");
  // The full menu, as a visitor opens it.
  await page.goto(`${BASE}/vidhyashram/facilities/library`);
  await page.getByRole("button", { name: "Menu" }).locator("visible=true").first().click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "Robotics and coding lab" })).toHaveAttribute("href", ROBOTICS);
  await visitor.close();
}
