import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, signedIn } from "./support";

/**
 * People, once (docs/decisions/0012): an administrator renames the Vidhyashram principal in
 * the People screen, and /administration, a Vidhyashram committee page and the public disclosure all
 * show the new name. The name is then set back, since other tests read these pages.
 */

const SHIPPED = "Mrs. L. Shanthi";

/** Opens the People screen, finds the principal by `name` and saves her under `next`. */
async function rename(page: Page, name: string, next: string) {
  await page.goto("/admin/people");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("searchbox", { name: /Name or post/ }).fill(name);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("1 of")).toBeVisible();
  await page.getByRole("link", { name: `Edit “${name}”, Principal` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit a person" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(next);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Every page that shows this person shows them now.")).toBeVisible();
}

test("renaming the Vidhyashram principal in People changes every page that shows her", async ({ page }) => {
  test.setTimeout(60_000);
  const renamed = `Mrs. L. Shanthi Devi ${Date.now().toString(36)}`;
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "People" })
    .click();
  await expect(page).toHaveURL(/\/admin\/people$/);

  await rename(page, SHIPPED, renamed);
  try {
    await page.goto("/administration");
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(page.getByText(SHIPPED, { exact: true })).toHaveCount(0);

    await page.goto("/vidhyashram/about-us/school-safety-committee");
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

    await page.goto("/vidhyashram/publicdisclosure");
    // Section A's "Principal name", and section D's principal with the qualification.
    const row = (item: string) =>
      page
        .locator("tr", { has: page.getByRole("rowheader", { name: item, exact: true }) })
        .locator("td")
        .last();
    await expect(row("Principal name")).toHaveText(renamed);
    await expect(row("Principal")).toHaveText(`${renamed}, M.Sc., M.Ed.`);
  } finally {
    await rename(page, renamed, SHIPPED);
  }
  await page.goto("/administration");
  await expect(page.getByRole("heading", { name: SHIPPED })).toBeVisible();
});

test("the People screen and its dialog have no axe violations", async ({ page }) => {
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin/people", "/admin/people?dialog=edit&id=l-shanthi"]) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`),
      path,
    ).toEqual([]);
  }
});
