import { enquiryWords } from "../../content/words/enquiry";
import { expect, test } from "./fixtures";
import { axe, gotoInteractive, signedIn } from "./support";

const ta = enquiryWords.ta;

/**
 * A parent reads the site in Tamil on a 360 px phone (decision 0030), with JavaScript and without:
 * from a school's page, the "தமிழ்" link leads to the same page under `/ta` (`<html lang>` Tamil), the
 * menu leads on to the Tamil bus routes, "English" leads back to the English page; the Tamil enquiry
 * form has its phone field for a phone's keypad. One page load a step; the crawl of every address in
 * both languages is the unit test's (app/routes/site/tamil-twins.test.ts).
 */

for (const javaScriptEnabled of [false, true]) {
  test.describe(`at 360 px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

    test("a parent switches a school's page to Tamil, follows the menu to bus routes, and back to English", async ({
      page,
    }) => {
      await page.goto("/vidhyapeeth");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      const tamil = page.getByRole("link", { name: "தமிழ்", exact: true });
      await expect(tamil).toHaveAttribute("lang", "ta");
      await tamil.tap();

      await expect(page).toHaveURL(/\/ta\/vidhyapeeth$/);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      // The menu by its control, whatever its words: it opens the one menu dialog, whose links lead
      // to the Tamil pages.
      await page.locator('button[commandfor="site-menu"]:visible').first().tap();
      const busRoutes = page.locator('dialog[open] a[href="/ta/bus-routes"]').first();
      await expect(busRoutes).toBeVisible();
      await busRoutes.tap();

      await expect(page).toHaveURL(/\/ta\/bus-routes$/);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      const english = page.getByRole("link", { name: "English", exact: true });
      await expect(english).toHaveAttribute("lang", "en");
      await english.tap();

      await expect(page).toHaveURL(/\/bus-routes$/);
      expect(new URL(page.url()).pathname).toBe("/bus-routes");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    });

    test("a parent sends the Tamil enquiry with a mistake, reads the error in Tamil beside the field, then sends it and opens the private link in Tamil", async ({
      page,
    }) => {
      await page.goto("/ta/vidhyapeeth");
      // The school's page leads to its enquiry form (its admissions part), in Tamil.
      const enquiry = page.locator('main a[href^="/ta/enquiry"]:visible').first();
      await expect(enquiry).toBeVisible();
      await enquiry.tap();
      await expect(page).toHaveURL(/\/ta\/enquiry/);
      const form = page.locator('form[method="post" i]').filter({ has: page.locator('input[type="tel"]') });
      await form.getByLabel(ta.childFirstName).fill("நிலா");
      await form.getByLabel(ta.parentName).fill("லட்சுமி நாராயணன்");
      await form.getByLabel(ta.mobile).fill("12345");
      await form.locator('select[name="class_sought"]').selectOption("LKG");
      await form.locator('input[name="school"][value="vidhyapeeth"]').check();
      await form.locator('input[name="consent"]').check();
      await form.getByRole("button", { name: ta.sendEnquiry }).tap();

      // The server's refusal, in Tamil, beside the phone field; what was typed is kept.
      await expect(page).toHaveURL(/\/ta\/enquiry/);
      const phone = page.getByLabel(ta.mobile);
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(ta.phoneInvalid)).toBeVisible();
      await expect(page.getByLabel(ta.parentName)).toHaveValue("லட்சுமி நாராயணன்");

      await phone.fill("98765 43210");
      const consent = page.locator('input[name="consent"]');
      if (!(await consent.isChecked())) await consent.check();
      await page.getByRole("button", { name: ta.sendEnquiry }).tap();
      await expect(page).toHaveURL(/\/ta\/enquiry\/sent\?ref=ENQ-/);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.thankYou);

      const privateLink = page.locator('a[href*="/ta/enquiry/mine/"]').first();
      const address = await privateLink.getAttribute("href");
      expect(address).toBeTruthy();
      await page.goto(new URL(address ?? "", page.url()).pathname);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.mineTitle);
    });

    test("the Tamil enquiry form has a phone field for the phone's keypad", async ({ page }) => {
      const response = await page.goto("/ta/enquiry");
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", /^ta/);
      const form = page.locator('form[method="post" i]').filter({ has: page.locator('input[type="tel"]') });
      await expect(form).toHaveCount(1);
      await expect(form.locator('input[type="tel"]')).toBeVisible();
    });
  });
}

test("a clerk writes a notice's title in Tamil beside the English; each board shows its language, marking the other", async ({
  browser,
}) => {
  const tag = `t${Date.now().toString(36)}`;
  const english = `Sports day ${tag}`;
  const tamil = `விளையாட்டு நாள் ${tag}`;
  const tamilOnly = `பெற்றோர் கூட்டம் ${tag}`;
  const englishOnly = `Library week ${tag}`;
  const clerk = await browser.newContext({ javaScriptEnabled: true });
  const office = await clerk.newPage();
  await signedIn(office);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const add = async (title: string, tamilTitle?: string) => {
    await gotoInteractive(office, "/admin?dialog=add");
    const dialog = office.getByRole("dialog", { name: "Add Entry" });
    await dialog.getByLabel("Title").fill(title);
    if (tamilTitle) await dialog.locator('[name="title@ta"]').fill(tamilTitle);
    await dialog.getByLabel("Date").fill(today);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(office.getByRole("status")).toHaveText("The notification was added.");
  };
  await add(english, tamil);
  await add(tamilOnly);
  await add(englishOnly);
  await clerk.close();

  const parent = await browser.newContext({ javaScriptEnabled: false });
  const page = await parent.newPage();
  await page.goto("/ta/notifications");
  const board = page.getByRole("main");
  await expect(board.getByText(tamil).first()).toBeVisible();
  await expect(board.getByText(english)).toHaveCount(0);
  await expect(board.getByText(tamilOnly).first()).toBeVisible();
  // The English-only notice is marked as English on the Tamil board.
  await expect(board.locator('[lang="en"]', { hasText: englishOnly }).first()).toBeVisible();

  await page.goto("/notifications");
  const englishBoard = page.getByRole("main");
  await expect(englishBoard.getByText(english).first()).toBeVisible();
  await expect(englishBoard.getByText(tamil)).toHaveCount(0);
  // The notice written in Tamil is marked as Tamil on the English board.
  await expect(englishBoard.locator('[lang="ta"]', { hasText: tamilOnly }).first()).toBeVisible();
  await parent.close();
});

test.describe("the Tamil pages parents open most pass axe, at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  for (const path of [
    "/ta",
    "/ta/vidhyapeeth",
    "/ta/vidhyashram",
    "/ta/notifications",
    "/ta/bus-routes",
    "/ta/enquiry",
    "/ta/admissions",
    "/ta/vidhyapeeth/fees",
    "/ta/vidhyashram/publicdisclosure",
    "/ta/calendar",
    "/ta/privacy",
    `/ta/search?q=${encodeURIComponent("பள்ளி")}`,
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    });
  }
});
