import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ownClientAddress } from "./support";

/**
 * Public pages with JavaScript switched off, on a 360 px phone (decision 0022: public pages send no
 * framework script, so what a parent does here is what every parent's phone runs): the bus-stop finder,
 * an enquiry, a video, an album's photos and a notice all work from the server's HTML and native
 * elements. And the HTML of a sample of public pages carries no React Router module script.
 */

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
test.use(ownClientAddress);

test("the bus-stop finder finds a stop and shows its route", async ({ page }) => {
  await page.goto("/bus-routes");
  await page.getByRole("combobox", { name: "Find your stop" }).fill("kotaimedu");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/\/bus-routes\?stop=kotaimedu$/);
  await expect(page.getByRole("status")).toContainText("the closest: Kottaimedu");
  await expect(page.getByRole("heading", { level: 2, name: /^Route R\d$/ })).toHaveText(["Route R1"]);
  const stop = page.getByRole("table", { name: /Route R1/ }).getByRole("row", { name: /Kottaimedu/ });
  await expect(stop).toBeVisible();
  await expect(stop).toHaveClass(/font-semibold/);
  await expect(page.getByRole("combobox", { name: "Find your stop" })).toHaveValue("kotaimedu");

  await page.getByRole("link", { name: "Show all routes" }).click();
  await expect(page).toHaveURL(/\/bus-routes$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Route R\d$/ })).toHaveCount(6);
});

test("a parent sends an enquiry: refused without consent beside the box, then acknowledged", async ({
  page,
}) => {
  await page.goto("/enquiry?class=LKG&school=vidhyashram");
  await page.getByLabel("Child's first name").fill("Nila");
  await page.getByLabel("Parent's name").fill("Revathi Kumar");
  await page.getByLabel("Mobile number").fill("98765 43210");
  await page.getByRole("button", { name: "Send enquiry" }).click();

  // The server's answer: the summary (focused, so on screen), the message beside the consent box, and
  // everything typed kept.
  const summary = page.getByRole("alert").filter({ hasText: "Please check the" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const consent = page.getByRole("checkbox", { name: /I am the parent or guardian of this child/ });
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).not.toBeChecked();
  await expect(page.getByLabel("Child's first name")).toHaveValue("Nila");
  await expect(page.getByLabel("Class sought")).toHaveValue("LKG");

  await consent.check();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiry\/sent\?ref=ENQ-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your enquiry was sent");
  await expect(page.getByTestId("reference")).toHaveText(/ENQ-[A-Z2-9]{6}/);
});

test("a video of the videos page is a link to the video, and nothing loads from YouTube first", async ({
  page,
}) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (/youtube|ytimg/.test(new URL(request.url()).hostname)) outside.push(request.url());
  });
  await page.goto("/videos");
  const play = page.getByRole("link", { name: /^Play video: / }).first();
  await expect(play).toBeVisible();
  await expect(play).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
  await expect(play).toHaveAttribute("target", "_blank");
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(outside).toEqual([]);
});

test("an album's photos open as pictures", async ({ page }) => {
  await page.goto("/vidhyapeeth/gallery");
  await page.getByRole("link", { name: /Vidhyapeeth Science Fair \(sample album\)/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vidhyapeeth Science Fair (sample album)");
  const photos = page.getByRole("main").locator('a[href^="/uploads/photos/"]');
  expect(await photos.count()).toBeGreaterThan(1);
  const first = photos.first();
  await expect(first.locator("img")).toBeVisible();
  // The viewer is a closed dialog that only its script opens: a tap is the picture itself.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const href = (await first.getAttribute("href")) ?? "";
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  const picture = await page.request.get(href);
  expect(picture.ok()).toBe(true);
  expect(picture.headers()["content-type"]).toMatch(/^image\//);
});

test("a notice's page shows the notice and its link to share, with no Copy button that cannot work", async ({
  page,
}) => {
  await page.goto("/notifications");
  const notice = page.getByRole("main").locator('a[href^="/notices/"]').first();
  const title = ((await notice.textContent()) ?? "").trim();
  await notice.click();
  await expect(page).toHaveURL(/\/notices\/a?\d+-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const link = page.getByRole("textbox", { name: "Link to this notice" });
  await expect(link).toHaveValue(page.url());
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toBeVisible();
});

/** Module scripts of a page's HTML that are not behaviour scripts, and whether the router's context is in it. */
async function frameworkScripts(page: Page, path: string, behaviours: Set<string>) {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  const html = await answer.text();
  const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g)].map((m) => m[0]);
  const framework = modules.filter((tag) => {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    return !src || !behaviours.has(src);
  });
  return { framework, context: html.includes("__reactRouterContext") };
}

test("public pages send no React Router script", async ({ page }) => {
  // The behaviours' scripts, as the build named them (build-plugins/behaviour-scripts.ts): the only
  // module scripts a public page may carry.
  const behaviours = new Set(
    Object.values(JSON.parse(readFileSync("build/behaviour-scripts.json", "utf8")) as Record<string, string>),
  );
  await page.goto("/vidhyapeeth/gallery");
  const album = await page
    .getByRole("link", { name: /Vidhyapeeth Science Fair \(sample album\)/ })
    .getAttribute("href");
  expect(album).toMatch(/^\/vidhyapeeth\/gallery\/\d+-/);
  for (const path of [
    "/",
    "/vidhyapeeth",
    "/bus-routes",
    "/notifications",
    "/fees",
    "/contactus",
    "/aims",
    "/vidhyashram/about-us/student-care-cell",
    "/gallery",
    album ?? "",
    "/videos",
    "/enquiry",
    "/search",
  ]) {
    const { framework, context } = await frameworkScripts(page, path, behaviours);
    expect(framework, path).toEqual([]);
    expect(context, path).toBe(false);
  }
});
