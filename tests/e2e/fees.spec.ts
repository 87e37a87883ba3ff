import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, gotoInteractive } from "./support";

/**
 * The fees as Tamil Nadu asks them published, seen by a parent: each school's fee order and class-wise
 * table on /fees and on the school's own fee page (printing it gives the order and tables alone), the
 * fee of the class chosen on the enquiry form (with and without scripts), and the fee PDF, whose text
 * reads back as the page says it. Run on the shipped sample fees.
 */

const run = promisify(execFile);
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function axeClean(page: Page, what: string) {
  const result = await axe(page).withTags(WCAG).analyze();
  expect(result.violations.map((v) => `${what} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

const SCHOOLS = [
  {
    slug: "vidhyashram",
    name: "Vidhyashram",
    order: "FDC/2026/VS-0412",
    lkg: "Total for LKG ₹17,900 ₹10,800 ₹10,800 ₹39,500",
  },
  {
    slug: "vidhyapeeth",
    name: "Vidhyapeeth",
    order: "FDC/2026/VP-0388",
    lkg: "Total for LKG ₹11,600 ₹6,600 ₹6,600 ₹24,800",
  },
] as const;

test("/fees shows both schools' fee orders and tables, and leads to each school's fee page", async ({
  page,
}) => {
  await gotoInteractive(page, "/fees");
  const main = page.getByRole("main");
  for (const school of SCHOOLS) {
    await expect(main).toContainText(`Order number${school.order}`);
    await expect(main.getByRole("link", { name: `Fee order ${school.order} (PDF)` })).toHaveAttribute(
      "href",
      `/documents/${school.slug}/fee-order.pdf`,
    );
    await expect(main.getByRole("row", { name: school.lkg, exact: true })).toHaveCount(1);
    await expect(main.getByRole("link", { name: `${school.name} fee page` })).toHaveAttribute(
      "href",
      `/${school.slug}/fees`,
    );
  }
  await expect(main).toContainText("Academic years covered2026-2027, 2027-2028 and 2028-2029");
  await axeClean(page, "/fees");
});

for (const school of SCHOOLS) {
  test(`/${school.slug}/fees shows its order and table, is in its menu, and prints them alone`, async ({
    page,
  }) => {
    await gotoInteractive(page, `/${school.slug}`);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).locator("visible=true").click();
    const menu = page.getByRole("dialog", { name: "Vidhya Group of Schools" });
    await menu.locator(`a[href="/${school.slug}/fees"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${school.slug}/fees$`));
    const main = page.getByRole("main");
    await expect(main).toContainText(`Order number${school.order}`);
    await expect(main.getByRole("row", { name: school.lkg, exact: true })).toHaveCount(1);
    await expect(main.getByRole("link", { name: "Download the fee PDF" })).toHaveAttribute(
      "href",
      `/fees/${school.slug}.pdf`,
    );
    await axeClean(page, `/${school.slug}/fees`);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(main.getByRole("link", { name: "Download the fee PDF" })).toBeHidden();
    await expect(main.getByText(`${school.name}: fees for 2026-2027`)).toBeVisible();
    await expect(main.getByRole("row", { name: school.lkg, exact: true })).toBeVisible();
  });
}

test("the enquiry form says the fee of the class chosen, and follows the choice", async ({ page }) => {
  await gotoInteractive(page, "/enquiry");
  await page.getByLabel("Class sought").selectOption("LKG");
  await page.getByRole("radio", { name: /Vidhyapeeth/ }).check();
  const live = page.locator('[aria-live="polite"]').filter({ hasText: "Fees for" });
  await expect(live).toHaveText(
    "Fees for LKG at Vidhyapeeth, 2026-2027: ₹24,800 a year (Term 1 ₹11,600, Term 2 ₹6,600, Term 3 ₹6,600). Vidhyapeeth fee page",
  );
  await page.getByLabel("Class sought").selectOption("XII");
  await expect(live).toContainText("Fees for Class XII at Vidhyapeeth, 2026-2027: ₹49,200 a year");
  await page.getByRole("radio", { name: /Vidhyashram/ }).check();
  await expect(live).toContainText("Fees for Class XII at Vidhyashram, 2026-2027: ₹75,800 a year");
  await live.getByRole("link", { name: "Vidhyashram fee page" }).click();
  await expect(page).toHaveURL(/\/vidhyashram\/fees$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the enquiry form shows the fee of the class given in the address", async ({ page }) => {
    await page.goto("/enquiry?class=LKG&school=vidhyapeeth");
    await expect(page.getByRole("main")).toContainText(
      "Fees for LKG at Vidhyapeeth, 2026-2027: ₹24,800 a year (Term 1 ₹11,600, Term 2 ₹6,600, Term 3 ₹6,600).",
    );
    await expect(page.getByRole("link", { name: "Vidhyapeeth fee page" })).toHaveAttribute(
      "href",
      "/vidhyapeeth/fees",
    );
  });
});

test("the fee PDF downloads, and its text reads back the school, the order and a class's amount", async ({
  page,
}) => {
  await gotoInteractive(page, "/vidhyashram/fees");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the fee PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("vidhyashram-fees.pdf");
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString()).toBe("%PDF-");
  const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
  const text = stdout.replace(/\s+/g, " ");
  expect(text).toContain("Vidhyashram: fees for 2026-2027");
  expect(text).toContain("FDC/2026/VS-0412");
  expect(text).toContain("Total for LKG ₹17,900 ₹10,800 ₹10,800 ₹39,500");
});
