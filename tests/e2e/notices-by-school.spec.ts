import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoInteractive, MOTION, signedIn, skipHomeIntro, ticker, uniqueTitle } from "./support";

/**
 * Notices say which school they are for (architecture ruling 15), seen by a parent on a
 * 360 px touch phone: each notice carries its school's label on the notice board, in the tickers and on
 * the home page; the board filters by school with plain links (also without JavaScript, and the page
 * cache keeps each filter apart); the home page's top bar shows the newest notification in the first
 * screen, with tap targets of at least 24 px.
 *
 * The office publishes three notices for the tests (one per audience; the Vidhyapeeth one dated far
 * ahead so it is the newest of all) and deletes them afterwards.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
// The office's publishing before and tidying up after take a few page loads each.
test.describe.configure({ timeout: 60_000 });

type Audience = "group" | "vidhyashram" | "vidhyapeeth";

const notices: Record<Audience, { title: string; date: string }> = {
  group: { title: uniqueTitle("Holiday for Pongal"), date: "2026-01-10" },
  vidhyashram: { title: uniqueTitle("Football trials"), date: "2026-01-12" },
  // The newest: first in every ticker while these tests run. A phone number never breaks in a ticker.
  vidhyapeeth: { title: uniqueTitle("Bus R3 late today, call 0424 000 0000"), date: "2099-12-31" },
};
const label: Record<Audience, string> = {
  group: "Both schools",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The office's browser: a desktop one, signed in, on the admin area's Notifications tab. */
async function officePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test.beforeAll(async ({ browser }) => {
  const office = await officePage(browser);
  for (const [audience, notice] of Object.entries(notices) as [Audience, { title: string; date: string }][]) {
    await gotoInteractive(office, "/admin");
    await office.getByRole("link", { name: "Add notification" }).click();
    const dialog = office.getByRole("dialog", { name: "Add Entry" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Title").fill(notice.title);
    await dialog.getByLabel("Description").fill(`For ${label[audience]}.`);
    await dialog.getByLabel("Date").fill(notice.date);
    await dialog.getByLabel("Show on").selectOption(audience);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(office.getByRole("status")).toHaveText("The notification was added.");
  }
  await office.context().close();
});

test.afterAll(async ({ browser }) => {
  // Tidy up: the notices would otherwise show in other tests' tickers.
  const office = await officePage(browser);
  for (const { title } of Object.values(notices)) {
    await gotoInteractive(office, "/admin");
    const row = office.getByRole("listitem").filter({ hasText: title });
    if ((await row.count()) === 0) continue;
    await row.getByRole("link", { name: /Delete/ }).click();
    const confirm = office.getByRole("dialog", { name: "Delete this notification?" });
    await expect(confirm).toContainText(title);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(office.getByRole("status")).toHaveText("The notification was deleted.");
  }
  await office.context().close();
});

/** The board's list of notifications. */
const board = (page: Page) => page.getByRole("region", { name: "Notifications", exact: true });
/** The filter links above the board. */
const filters = (page: Page) => page.getByRole("navigation", { name: "Show notices for" });
/** The notice `audience` on the board: its list item. */
const item = (page: Page, audience: Audience) =>
  board(page).getByRole("listitem").filter({ hasText: notices[audience].title });

/** The board shows exactly the notices of `shown` among the three of these tests. */
async function expectBoardShows(page: Page, shown: Audience[]) {
  for (const audience of ["group", "vidhyashram", "vidhyapeeth"] as const) {
    await expect(item(page, audience), audience).toHaveCount(shown.includes(audience) ? 1 : 0);
  }
}

/** The filter marked current (`aria-current="page"`), by its text, and that it is the only one. */
async function expectCurrentFilter(page: Page, name: "All" | "Vidhyashram" | "Vidhyapeeth") {
  await expect(filters(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(filters(page).getByRole("link", { name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
}

async function expectTapTarget(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.width ?? 0, `${what}: width`).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, `${what}: height`).toBeGreaterThanOrEqual(24);
}

test("the notice board labels each notice with its school and filters by school with links", async ({
  page,
}) => {
  await gotoInteractive(page, "/notifications");
  await expectCurrentFilter(page, "All");
  await expectBoardShows(page, ["group", "vidhyashram", "vidhyapeeth"]);
  // The label comes first, then the title: "Vidhyapeeth Bus R3 late today … - For Vidhyapeeth. (31 Dec 2099)".
  for (const audience of ["group", "vidhyashram", "vidhyapeeth"] as const) {
    await expect(item(page, audience)).toHaveText(
      new RegExp(`^${label[audience]}\\s+${escapeRegExp(notices[audience].title)} - `),
    );
  }
  for (const link of await filters(page).getByRole("link").all()) await expectTapTarget(link, "filter link");

  await filters(page).getByRole("link", { name: "Vidhyapeeth", exact: true }).tap();
  await expect(page).toHaveURL(/\/notifications\?school=vidhyapeeth$/);
  await expectCurrentFilter(page, "Vidhyapeeth");
  await expectBoardShows(page, ["group", "vidhyapeeth"]);

  await filters(page).getByRole("link", { name: "Vidhyashram", exact: true }).tap();
  await expect(page).toHaveURL(/\/notifications\?school=vidhyashram$/);
  await expectCurrentFilter(page, "Vidhyashram");
  await expectBoardShows(page, ["group", "vidhyashram"]);

  await filters(page).getByRole("link", { name: "All", exact: true }).tap();
  await expect(page).toHaveURL(/\/notifications$/);
  await expectCurrentFilter(page, "All");
  await expectBoardShows(page, ["group", "vidhyashram", "vidhyapeeth"]);

  // The header's ticker labels its notices too; each leads to the notice's own page.
  await expect(
    ticker(page).getByRole("link").filter({ hasText: notices.vidhyapeeth.title }).first(),
  ).toHaveText(new RegExp(`^Vidhyapeeth\\s+${escapeRegExp(notices.vidhyapeeth.title)}`));
  await gotoInteractive(page, "/vidhyashram");
  await expect(ticker(page)).toContainText(notices.group.title);
  await expect(ticker(page)).not.toContainText(notices.vidhyapeeth.title);
  await expect(
    ticker(page).getByRole("link").filter({ hasText: notices.group.title }).first(),
  ).toHaveAttribute("href", /^\/notices\/\d+-[a-z0-9-]+$/);
});

test("the filters work without JavaScript, each is cached apart, and a wrong school shows everything", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The unfiltered board first, so that the page cache holds it before the filtered address is asked for.
  await page.goto("/notifications");
  await expectBoardShows(page, ["group", "vidhyashram", "vidhyapeeth"]);
  await page.goto("/notifications?school=vidhyapeeth");
  await expectCurrentFilter(page, "Vidhyapeeth");
  await expectBoardShows(page, ["group", "vidhyapeeth"]);
  await filters(page).getByRole("link", { name: "Vidhyashram", exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\?school=vidhyashram$/);
  await expectCurrentFilter(page, "Vidhyashram");
  await expectBoardShows(page, ["group", "vidhyashram"]);
  await context.close();

  for (const query of ["?school=oxford", "?school=", "?school=group"]) {
    const response = await request.get(`/notifications${query}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    for (const { title } of Object.values(notices)) expect(html, `${query}: ${title}`).toContain(title);
  }
});

test("the home page's top bar shows the newest notification, labelled, in the first screen", async ({
  page,
  context,
}) => {
  // The ticker moves, and its Pause is checked as a tap target.
  await page.emulateMedia(MOTION);
  await skipHomeIntro(context);
  await gotoInteractive(page, "/");
  const noticeBar = page.getByRole("region", { name: "Latest notifications" });
  const news = page.getByRole("region", { name: "Announcements" });
  await expect(noticeBar).toBeVisible();
  await expect(news).toBeVisible();

  // Paused by a tap, the first notice is the newest, with its school, on the first screen.
  const pause = noticeBar.getByLabel("Pause");
  await pause.tap();
  await expect(pause).toBeChecked();
  const newest = noticeBar.getByRole("link").first();
  await expect(newest).toHaveText(new RegExp(`^Vidhyapeeth\\s+${escapeRegExp(notices.vidhyapeeth.title)}`));
  await expect(newest).toBeInViewport();
  const bar = await noticeBar.boundingBox();
  expect((bar?.y ?? 999) + (bar?.height ?? 999)).toBeLessThan(200);
  // The phone number in it stays on one line.
  expect(await newest.evaluate((el) => el.getClientRects().length)).toBe(1);
  expect(await newest.evaluate((el) => getComputedStyle(el.closest("li") ?? el).whiteSpace)).toBe("nowrap");

  // Announcements carry their school too.
  await expect(news.getByRole("link").first()).toHaveText(/^(Both schools|Vidhyashram|Vidhyapeeth)\s+\S/);

  // Every control of the top bar is at least 24 × 24 px.
  await expectTapTarget(newest, "newest notice");
  await expectTapTarget(pause, "notices' Pause");
  await expectTapTarget(news.getByRole("link").first(), "first announcement");
  await expectTapTarget(news.getByLabel("Pause"), "announcements' Pause");
  for (const name of ["Vidhyashram fees", "Vidhyapeeth fees"]) {
    await expectTapTarget(page.getByRole("main").getByRole("link", { name, exact: true }), name);
  }

  // The notice leads to its own page.
  await newest.tap();
  await expect(page).toHaveURL(/\/notices\/\d+-[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notices.vidhyapeeth.title);
});

test("the home page's latest notices say which school each is for", async ({ page, context }) => {
  await skipHomeIntro(context);
  await gotoInteractive(page, "/");
  const latest = page.getByRole("region", { name: "Latest notices" });
  const first = latest.getByRole("listitem").filter({ hasText: notices.vidhyapeeth.title });
  await expect(first).toHaveText(new RegExp(`^Vidhyapeeth\\s*${escapeRegExp(notices.vidhyapeeth.title)}`));
});
