import { expect, test } from "./fixtures";
import { axe, gotoInteractive, MOTION, signedIn, skipHomeIntro, ticker } from "./support";

test("URLs match case-insensitively through one canonical lower-case address", async ({ request }) => {
  const response = await request.get("/Notifications?x=1", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/notifications?x=1");
});

test("an unknown URL gets a helpful 404 page with the site's links", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("navigation", { name: "Helpful links" }).getByRole("link")).toHaveCount(5);
});

test("the old admin addresses lead to the admin area", async ({ request }) => {
  for (const path of ["/unified", "/vidhyashram/unified", "/management"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe("/admin");
  }
});

test("an announcement shows View More only when it has a link, opening a new tab", async ({ page }) => {
  await page.goto("/notifications");
  const card = page.getByRole("region", { name: "Announcements" });
  const viewMore = card.getByRole("link", { name: /View More/ });
  await expect(viewMore).toHaveCount(1);
  await expect(viewMore).toHaveAttribute("href", "https://www.cbse.gov.in/");
  await expect(viewMore).toHaveAttribute("target", "_blank");
  await expect(viewMore).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("region", { name: "Media Library" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.youtube\.com\/watch\?v=/,
  );
});

test("video stills come from our own server: nothing is asked of another host until Play", async ({
  page,
}) => {
  const hosts = new Set<string>();
  page.on("request", (request) => hosts.add(new URL(request.url()).host));
  await gotoInteractive(page, "/videos");
  const facade = page.getByRole("link", { name: /^Play video: / }).first();
  const still = facade.locator("img");
  await still.scrollIntoViewIfNeeded();
  await expect(still).toHaveAttribute("src", /^\/video-thumbnails\/[A-Za-z0-9_-]{11}\.jpg$/);
  // Loaded: YouTube's still when it can be reached, else our placeholder; never a broken image.
  await expect
    .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect([...hosts]).toEqual([new URL(page.url()).host]);

  await facade.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test("pages carry a CSP whose nonce is on every script", async ({ page }) => {
  const response = await page.goto("/notifications");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = await page
    // JSON-LD is data, never run: it needs no nonce.
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value).toBe(nonce);
});

test("each school's gallery shows its own albums and the group's, not the other school's", async ({
  page,
}) => {
  await page.goto("/vidhyashram/gallery");
  const main = page.getByRole("main");
  await expect(main).toContainText("Vidhyashram Sports Day");
  await expect(main).toContainText("Independence Day celebrations");
  await expect(main).not.toContainText("Vidhyapeeth Eco Club");
  await expect(main.locator("img").first()).toHaveAttribute("width", "50");

  await page.goto("/gallery");
  await expect(page.getByRole("main")).toContainText("Vidhyapeeth Eco Club");
  await expect(page.getByRole("main")).toContainText("Vidhyashram Sports Day");
});

test("the ticker and the marquee pause on hover and with their pause control", async ({ page }) => {
  await page.emulateMedia(MOTION);
  await page.goto("/notifications");
  const track = ticker(page).locator(".marquee-track");
  const state = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
  await page.mouse.move(0, 400);
  expect(await state()).toBe("running");
  await ticker(page).locator(".marquee-viewport").hover();
  expect(await state()).toBe("paused");
  await page.mouse.move(0, 400);
  await ticker(page).getByLabel("Pause").check();
  expect(await state()).toBe("paused");

  await page.goto("/");
  await expect(page.getByRole("region", { name: "Announcements" })).toContainText("Admissions are open");
});

test("moving text stands still for visitors who ask for reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/notifications");
  const name = await ticker(page)
    .locator(".marquee-track")
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(name).toBe("none");
  await context.close();
});

test("a route whose code is gone after a new deployment still opens, at the page asked for", async ({
  page,
}) => {
  // The home page's first-visit loading overlay and banner modal would cover the link (home.spec.ts tests them).
  await skipHomeIntro(page.context());
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // As after a deployment: the old file of the notice board's code no longer loads.
  await page.route(/\/assets\/notifications-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole("main").getByRole("link", { name: "Notice board" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notice board");
  await expect(page.getByRole("main")).toContainText("Parent-Teacher Meeting");
});

// The home page and the school landing pages are checked with all of axe's rules at two widths in
// home.spec.ts and landing.spec.ts.
for (const path of ["/notifications", "/gallery", "/videos", "/vidhyapeeth/gallery", "/login", "/nope"]) {
  test(`${path} has no accessibility violations`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
    await context.close();
  });
}

test("the admin screens and their dialogs have no accessibility violations", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page);
  for (const path of ["/admin", "/admin/albums?dialog=add", "/admin?dialog=delete&id=1", "/admin/password"]) {
    await page.goto(path);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  }
  await context.close();
});
