import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";

/** Signs in on the login page the browser is on (or opens it), with the test administrator. */
export async function signIn(page: Page, password = E2E_ADMIN.password) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Username").fill(E2E_ADMIN.username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** A title no other test uses. */
export function uniqueTitle(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The header's notification ticker of the page. */
export function ticker(page: Page) {
  return page.getByRole("region", { name: "Latest notifications" });
}

export async function expectOnAdmin(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
}
