import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { axe, expectOnAdmin, gotoInteractive, signedIn, skipHomeIntro } from "./support";

/**
 * What regulators ask of the site, as a parent, an inspector and the office see it: the "Mandatory
 * Public Disclosure" icon above the fold, the disclosure's sections A–E with working document links,
 * and the compliance dashboard warning of a certificate that ends next month, a pupil–teacher ratio of
 * 32 : 1, and links the link checker found dead.
 */

const run = promisify(execFile);
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function axeClean(page: Page, what: string) {
  const result = await axe(page).withTags(WCAG).analyze();
  expect(result.violations.map((v) => `${what} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

for (const width of [360, 1280]) {
  test(`the Mandatory Public Disclosure icon is seen without scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 360 ? 640 : 800 });
    for (const path of ["/", "/vidhyashram"]) {
      await page.goto(path);
      const icon = page.getByRole("link", { name: "Mandatory Public Disclosure", exact: true }).first();
      await expect(icon).toBeVisible();
      const box = await icon.boundingBox();
      expect(box, path).not.toBeNull();
      expect((box?.y ?? 9999) + (box?.height ?? 0), path).toBeLessThanOrEqual(width === 360 ? 640 : 800);
      expect(box?.x ?? -1, path).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(width);
    }
  });
}

test("the disclosure shows sections A–E, and every document of section B opens as a PDF", async ({
  page,
}) => {
  // The first visit's overlay and banner are another test's subject: they would cover the icon.
  await skipHomeIntro(page.context());
  await page.goto("/");
  await page.getByRole("link", { name: "Mandatory Public Disclosure", exact: true }).first().click();
  await expect(page).toHaveURL(/\/vidhyashram\/publicdisclosure$/);
  for (const heading of [
    "A. General information",
    "B. Documents and information",
    "C. Result and academics",
    "D. Staff (teaching)",
    "E. School infrastructure",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  const b = page.getByRole("region", { name: "B. Documents and information" });
  const links = b.getByRole("link", { name: /^View PDF/ });
  await expect(links).toHaveCount(9);
  for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? ""))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toBe("application/pdf");
  }
  await axeClean(page, "disclosure");
  await page.goto("/vidhyapeeth/publicdisclosure");
  await expect(page.getByRole("heading", { name: "B. Documents and information", level: 2 })).toBeVisible();
  await axeClean(page, "vidhyapeeth disclosure");
  await page.goto("/vidhyashram/rte");
  await expect(page.getByRole("heading", { name: "RTE 25 % admissions", level: 1 })).toBeVisible();
  await axeClean(page, "rte");
});

test("both disclosures and their Tamil twins pass axe on a 360 px phone, without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of [
    "/vidhyashram/publicdisclosure",
    "/vidhyapeeth/publicdisclosure",
    "/ta/vidhyashram/publicdisclosure",
    "/ta/vidhyapeeth/publicdisclosure",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("columnheader", { name: /^(S\.No\.|வ\.எண்)$/ }).first()).toBeVisible();
    await axeClean(page, path);
    // The numbered tables fit the phone; only the results tables scroll, inside their own regions.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});

test("the dashboard warns of a certificate that ends next month and of a 32 : 1 ratio, each with its screen", async ({
  page,
}) => {
  await signedIn(page);
  await expectOnAdmin(page);
  const nextMonth = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  // A clerk sets the fire safety certificate's valid-until to next month.
  await page.goto("/admin/documents");
  await page.getByRole("link", { name: "Details and file of “Fire safety certificate”" }).first().click();
  await page.getByLabel("Valid until (optional)").fill(nextMonth);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();

  // And enters teacher counts that make 32 pupils a teacher (116 teachers, 3,712 pupils).
  await page.goto("/admin/pages/vidhyashram/publicdisclosure");
  const enrolment = page.getByLabel("Students enrolled");
  const before = await enrolment.inputValue();
  await enrolment.fill("3712");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();

  try {
    await page.goto("/admin/compliance");
    await expect(page.getByRole("heading", { name: "Compliance", level: 2 })).toBeVisible();
    const certificate = page
      .getByRole("listitem")
      .filter({ hasText: "“Fire safety certificate” expires on" });
    await expect(certificate.first()).toBeVisible();
    const ratio = page
      .getByRole("listitem")
      .filter({ hasText: "pupil–teacher ratio is 32 : 1, above 30 : 1" });
    await expect(ratio).toBeVisible();
    await axeClean(page, "compliance");
    // The count shows on the staff area's tabs, and each warning leads to the screen that fixes it.
    await expect(page.getByRole("link", { name: /^Compliance\s*\d+ to check$/ })).toBeVisible();
    await ratio.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/pages\/vidhyashram\/publicdisclosure$/);
    await page.goto("/vidhyashram/publicdisclosure");
    await expect(page.getByText("32 : 1 (at most 30 : 1) — above the limit")).toBeVisible();
  } finally {
    await page.goto("/admin/pages/vidhyashram/publicdisclosure");
    await page.getByLabel("Students enrolled").fill(before);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();
  }
});

test("the link checker reports a document whose file was removed, and refuses a link to an internal address, on the dashboard", async ({
  page,
  site,
}) => {
  test.slow();
  // A server on this machine's loopback address: a link to it is an internal address, which the check
  // never asks (it would make the site a port scanner); it answers 404 and must receive nothing.
  let asked = 0;
  const gone = createServer((_req, res) => {
    asked++;
    res.statusCode = 404;
    res.end("gone");
  });
  await new Promise<void>((done) => gone.listen(0, "127.0.0.1", done));
  const deadLink = `http://127.0.0.1:${(gone.address() as AddressInfo).port}/old-circular`;
  try {
    await signedIn(page);
    await expectOnAdmin(page);
    // An announcement links to the dead site.
    await gotoInteractive(page, "/admin/announcements?dialog=add");
    const dialog = page.getByRole("dialog", { name: "Add Entry" });
    const title = `Circular ${Date.now().toString(36)}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Link (optional)").fill(deadLink);
    await dialog.getByLabel("Date").fill("2026-12-01");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("The announcement was added.");

    // A document is uploaded, then its file is lost from the storage.
    await page.goto("/admin/documents?dialog=new");
    const name = `lost-${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill("Lost circular");
    await page.getByLabel("Category").selectOption("circulars");
    await page.getByLabel(/^School\b/).selectOption("group");
    await page.getByLabel("Name in the address (optional)").fill(name);
    await page.getByLabel("PDF file").setInputFiles({
      name: "lost.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% lost circular\n%%EOF\n", "latin1"),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("The document was added.")).toBeVisible();
    const url = `/documents/${name}.pdf`;
    const database = new Database(site.database, { readonly: true });
    const row = database.prepare("select file_key from documents where path = ?").get(url) as {
      file_key: string;
    };
    database.close();
    rmSync(join(site.uploads, row.file_key));
    expect((await page.request.get(url)).status()).toBe(404);

    // The daily check, run by hand against this server.
    const base = new URL(page.url()).origin;
    const result = await run("npx", ["tsx", "scripts/links-check.ts", "--base", base], {
      env: { ...process.env, DATABASE_URL: site.database, LOG_LEVEL: "warn" },
      timeout: 120_000,
    }).catch((error: { stdout?: string; code?: number }) => error);
    expect(result.stdout).toContain(url);
    expect(result.stdout).toContain(deadLink);

    await page.goto("/admin/compliance");
    await expect(page.getByRole("listitem").filter({ hasText: `Broken link: ${url}` })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: `Link not allowed: ${deadLink}` }),
    ).toBeVisible();
    expect(asked).toBe(0);
  } finally {
    gone.close();
    // The other specs count the announcements with a link: this one goes again.
    await page.goto("/admin/announcements");
    const row = page.getByRole("listitem").filter({ hasText: "Circular " });
    if ((await row.count()) > 0) {
      await row
        .first()
        .getByRole("link", { name: /Delete/ })
        .click();
      await page
        .getByRole("dialog", { name: "Delete this announcement?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByRole("status")).toHaveText("The announcement was deleted.");
    }
  }
});
