import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { textPdf } from "../../app/lib/documents/minimal-pdf";
import { E2E_ADMIN } from "../../playwright.config";
import { freePort } from "../../scripts/lib/server";
import { expect, test } from "./fixtures";
import { setClock, startServer, stopServer } from "./server-process";
import { axe, bannerDecided, gotoInteractive, MOTION, signedIn, ticker, uniqueTitle } from "./support";

/**
 * Notices that reach parents (architecture ruling 22), as the office and a parent meet them: a notice
 * scheduled ahead appears by itself at its time (the page cache's copy ends then, with no one
 * publishing; on a server whose clock the test moves); one that expires leaves the tickers for the
 * archive; an urgent alert shows on its school's pages and the group's, with and without JavaScript,
 * and can be dismissed; a notice with a circular has a page to share on WhatsApp.
 */

/**
 * The first whole minute at least `seconds` from now, on India's wall clock, as a `datetime-local`
 * value (`YYYY-MM-DDTHH:MM`: the form's times have minutes, not seconds).
 */
function wholeMinuteAfter(seconds: number): string {
  const instant = Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000;
  return new Date(instant + 330 * 60_000).toISOString().slice(0, 16);
}

/** The instant (ms) of an India wall-clock value. */
const instantOf = (local: string) => Date.parse(`${local}:00+05:30`);

/** Today's date in India, `YYYY-MM-DD`. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function addNotification(
  page: Page,
  fields: { title: string; date: string; publishAt?: string; expireAt?: string },
) {
  // Hydrated first: this spec is not about typing before the scripts arrive.
  await gotoInteractive(page, "/admin?dialog=add");
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(fields.title);
  await dialog.getByLabel("Date").fill(fields.date);
  if (fields.publishAt) await dialog.getByLabel("Publish at").fill(fields.publishAt);
  if (fields.expireAt) await dialog.getByLabel("Expire at").fill(fields.expireAt);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("The notification was added.");
}

async function visitor(browser: Browser, javaScriptEnabled = true, baseURL?: string) {
  const context = await browser.newContext(baseURL ? { javaScriptEnabled, baseURL } : { javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("a notice scheduled ahead appears by itself at its time, and one that expires moves from the tickers to the archive", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A server of its own, whose clock the test moves past the moment (tests/support/test-clock.ts): the
  // form takes whole minutes, and waiting for the next one took up to two. The moment is far enough
  // ahead that the steps before it never reach it in real time, however busy the machine.
  const dir = mkdtempSync(join(tmpdir(), "scheduled-e2e-"));
  const clockFile = join(dir, "clock");
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(
    port,
    join(dir, "site.db"),
    E2E_ADMIN,
    { SEED_SAMPLE_DATA: "true", UPLOADS_DIR: join(dir, "uploads"), LINK_CHECK: "off", LOG_LEVEL: "warn" },
    { clockFile },
  );
  try {
    const later = uniqueTitle("Results will be published");
    const leaving = uniqueTitle("Fee counter open today");
    // Both change at the start of the same minute.
    const moment = wholeMinuteAfter(600);
    const office = await browser.newContext({ baseURL: base });
    const page = await office.newPage();
    await signedIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await addNotification(page, { title: later, date: "2020-01-01", publishAt: moment });
    await addNotification(page, { title: leaving, date: todayInIndia(), expireAt: moment });
    await expect(page.getByRole("listitem").filter({ hasText: later })).toContainText("Scheduled for");
    await office.close();

    const { context, page: parent } = await visitor(browser, false, base);
    await parent.goto("/notifications");
    await expect(parent.getByRole("main")).not.toContainText(later);
    await expect(parent.getByRole("main")).toContainText(leaving);
    await expect(ticker(parent)).toContainText(leaving);
    // The page is now in the page cache; nobody touches anything, and the server's time passes the moment.
    await setClock(server, clockFile, new Date(instantOf(moment) + 1_000));
    await parent.goto("/notifications");
    await expect(parent.getByRole("main")).toContainText(later);
    await expect(parent.getByRole("main")).not.toContainText(leaving);
    await expect(ticker(parent)).not.toContainText(leaving);
    await parent.goto("/notifications/archive");
    await expect(parent.getByRole("main")).toContainText(leaving);
    await parent.getByRole("main").getByRole("link", { name: leaving }).click();
    await expect(parent.getByText("From the archive: this notice expired on")).toBeVisible();
    await context.close();
  } finally {
    await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an urgent alert for Vidhyapeeth shows on its pages and the group's, not on Vidhyashram's, and can be dismissed", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const message = uniqueTitle("School closed tomorrow due to heavy rain");
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/alerts");
  await page.getByRole("textbox", { name: /^Alert/ }).fill(message);
  await page.getByLabel("Show on").selectOption("vidhyapeeth");
  // The expiry offered is the end of the next day.
  await expect(page.getByLabel("Expires at")).toHaveValue(/T23:59$/);
  await page.getByRole("button", { name: "Post alert" }).click();
  await expect(page.getByRole("status")).toContainText("The alert is posted");
  try {
    for (const javaScriptEnabled of [false, true]) {
      const { context, page: parent } = await visitor(browser, javaScriptEnabled);
      const banner = parent.getByRole("region", { name: "Urgent alert" });
      for (const path of ["/vidhyapeeth/facilities/library", "/notifications", "/aims"]) {
        await parent.goto(path);
        // It names its school: on the group's pages "closed tomorrow" must not read as both schools.
        await expect(banner, `${path}, JavaScript ${javaScriptEnabled}`).toContainText(
          `Vidhyapeeth: ${message}`,
          { timeout: 5_000 },
        );
      }
      await parent.goto("/vidhyashram/curriculum");
      await expect(banner).toHaveCount(0);
      await parent.goto("/vidhyapeeth");
      await expect(banner).toContainText(message);
      await banner.getByText("Dismiss").click();
      await expect(banner).toBeHidden();
      if (javaScriptEnabled) {
        // Dismissed for this alert: it stays away on the next pages.
        await parent.goto("/notifications");
        await expect(parent.getByRole("main")).toBeVisible();
        await expect(banner).toBeHidden();
      }
      await context.close();
    }
    const { context, page: parent } = await visitor(browser);
    await parent.goto("/vidhyapeeth/aboutus/history");
    const results = await axe(parent).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
    // A first visit to the home page: the day's banner does not open over the alert.
    const home = await firstVisit(browser);
    await bannerDecided(home.page);
    await expect(home.page.getByRole("region", { name: "Urgent alert" })).toBeVisible();
    await expect(home.page.locator("dialog[data-behaviour~=banner]")).not.toBeVisible();
    await home.context.close();
  } finally {
    await page.goto("/admin/alerts");
    await page
      .getByRole("listitem")
      .filter({ hasText: message })
      .getByRole("button", { name: /^End now/ })
      .click();
    await expect(page.getByRole("status")).toContainText("The alert is ended");
  }
  const { context, page: parent } = await visitor(browser);
  await parent.goto("/vidhyapeeth");
  await expect(parent.getByRole("region", { name: "Urgent alert" })).toHaveCount(0);
  await context.close();
  // With no alert showing, a first visit's banner opens as usual.
  const home = await firstVisit(browser);
  await bannerDecided(home.page);
  await expect(home.page.locator("dialog[data-behaviour~=banner]")).toBeVisible();
  await home.context.close();
});

/**
 * A browser's first visit to the home page, with motion (the banner's subject) and the page's clock put
 * in before it loads (`bannerDecided` moves it).
 */
async function firstVisit(browser: Browser) {
  const context = await browser.newContext(MOTION);
  await context.clock.install();
  const page = await context.newPage();
  await page.goto("/");
  return { context, page };
}

test("a notice with a circular has its own page: the PDF with its size, a WhatsApp link and a share card", async ({
  page,
  browser,
}) => {
  const title = uniqueTitle("Annual Day circular");
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await gotoInteractive(page, "/admin/announcements?dialog=add");
  const dialog = page.getByRole("dialog", { name: "Add Entry" });
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Description")
    .fill("Parents are invited to the Annual Day on Saturday at 5:30 pm.");
  await dialog.getByLabel("Date").fill(todayInIndia());
  await dialog.getByLabel("Or upload a PDF circular").setInputFiles({
    name: "annual-day.pdf",
    mimeType: "application/pdf",
    buffer: textPdf(["Annual Day", "All parents are invited to the school ground at 5:30 pm."]),
  });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("The announcement was added.");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("with circular");

  const { context, page: parent } = await visitor(browser, false);
  await parent.goto("/notifications");
  await parent.getByRole("main").getByRole("link", { name: title }).click();
  await expect(parent).toHaveURL(/\/notices\/a\d+-annual-day-circular/);
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText(title);
  const pdf = parent.getByRole("link", { name: new RegExp(`${title} \\(PDF, \\d+ KB\\)`) });
  await expect(pdf).toBeVisible();
  const file = await parent.request.get((await pdf.getAttribute("href")) ?? "");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  const share = new URL(
    (await parent.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href")) ?? "",
  );
  expect(share.origin + share.pathname).toBe("https://wa.me/");
  expect(share.searchParams.get("text")).toBe(`${title}\n${parent.url()}`);
  await expect(parent.getByLabel("Link to this notice")).toHaveValue(parent.url());
  await expect(parent.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${title}`),
  );
  await expect(parent.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    /Annual Day on Saturday/,
  );
  const noticeUrl = parent.url();
  await context.close();
  // axe runs as a script: in a browser with JavaScript.
  const scripted = await visitor(browser);
  await scripted.page.goto(noticeUrl);
  const results = await axe(scripted.page).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await scripted.context.close();
});
