import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { freePort } from "../../scripts/lib/server";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer, stopServer } from "./server-process";
import { axe, ownClientAddress, signedIn } from "./support";

/**
 * Parents' data under India's DPDP Act 2023 and Rules 2025 (architecture ruling 21), as a parent and the
 * office meet it: the enquiry needs the parent's consent, given beside an itemised notice; the
 * acknowledgment's private link lets a signed-out parent see, correct and erase the enquiry, after which
 * the office sees only that it was withdrawn; the retention job erases an enquiry past its day and the
 * audit log says so.
 */

test.use(ownClientAddress);

const run = promisify(execFile);
const CONSENT = /I am the parent or guardian of this child/;

/** Fills the enquiry form with a child's first name and the parent's details (consent left alone). */
async function fillEnquiry(page: Page, child: string) {
  await page.getByLabel("Child's first name").fill(child);
  await page.getByLabel("Parent's name").fill("Revathi Suresh");
  await page.getByLabel("Mobile number").fill("98765 40001");
  await page.getByLabel("Email (optional)").fill("revathi@example.org");
  await page.getByLabel("Class sought").selectOption("UKG");
  await page.getByLabel("Vidhyapeeth (Matriculation)").check();
}

/** Sends an enquiry for `child` from a fresh browser; returns its reference and private link. */
async function sendEnquiry(browser: Browser, base: string | undefined, child: string) {
  const context = await browser.newContext(base ? { baseURL: base } : {});
  const page = await context.newPage();
  await page.goto("/enquiry");
  await fillEnquiry(page, child);
  await page.getByLabel(CONSENT).check();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiry\/sent\?ref=ENQ-/);
  const reference = (await page.getByTestId("reference").textContent())?.trim() ?? "";
  const link = (await page.getByTestId("private-link").getAttribute("href")) ?? "";
  await context.close();
  return { reference, link: new URL(link).pathname };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the enquiry form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 640 } });

    test("cannot be sent without the consent box, and keeps what was typed", async ({ page }) => {
      await page.goto("/enquiry");
      await fillEnquiry(page, "Ilakkiya");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByText("Tick this box to agree")).toBeVisible();
      await expect(page.getByLabel(CONSENT)).not.toBeChecked();
      await expect(page.getByLabel("Child's first name")).toHaveValue("Ilakkiya");
      await expect(page).toHaveURL(/\/enquiry$/);
      await page.getByLabel(CONSENT).check();
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(/\/enquiry\/sent\?ref=ENQ-/);
      await expect(page.getByTestId("private-link")).toBeVisible();
    });
  });
}

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the notice is on screen with the Send button: nothing to scroll past", async ({ page }) => {
    await page.goto("/enquiry");
    const send = page.getByRole("button", { name: "Send enquiry" });
    const notice = page.getByRole("region", { name: "How we use these details" });
    await expect(notice.getByRole("link", { name: /full privacy notice/i })).toHaveAttribute(
      "href",
      "/privacy",
    );
    // The phones' bottom bar stays over the last 56 px: the button is read just above it.
    const barTop = (await page.getByRole("navigation", { name: "Quick actions" }).boundingBox())?.y ?? 640;
    const sendBox = await send.boundingBox();
    await page.mouse.wheel(0, (sendBox?.y ?? 0) + (sendBox?.height ?? 0) - barTop + 4);
    await expect(async () => {
      const [noticeNow, sendNow] = [await notice.boundingBox(), await send.boundingBox()];
      // The whole notice and the button, in one screen above the bar, the notice first.
      expect(noticeNow?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((sendNow?.y ?? 0) + (sendNow?.height ?? 0)).toBeLessThanOrEqual(barTop);
      expect(noticeNow?.y ?? 0).toBeLessThan(sendNow?.y ?? 0);
    }).toPass();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the private link ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("a signed-out parent sees, corrects and erases the enquiry; the office then sees it withdrawn", async ({
      page,
      browser,
    }) => {
      const child = `Oviya${Date.now().toString(36)}`;
      const { reference, link } = await sendEnquiry(browser, undefined, child);
      expect(link).toMatch(/^\/enquiry\/mine\/[0-9a-f]{64}$/);

      // A fresh browser: no session, no cookie; the link alone opens the enquiry.
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your admission enquiry");
      await expect(page.getByText(reference)).toBeVisible();
      await expect(page.getByLabel("Child's first name")).toHaveValue(child);
      await expect(page.getByLabel("Email (optional)")).toHaveValue("revathi@example.org");

      // Correct: a bad number is refused next to the field, with everything kept.
      await page.getByLabel("Child's first name").fill(`${child}a`);
      await page.getByLabel("Mobile number").fill("12345");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
      await expect(page.getByLabel("Child's first name")).toHaveValue(`${child}a`);
      await page.getByLabel("Mobile number").fill("98765 40002");
      await page.getByLabel("Class sought").selectOption("I");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Your changes were saved.")).toBeVisible();
      await expect(page.getByLabel("Child's first name")).toHaveValue(`${child}a`);
      await expect(page.getByLabel("Class sought")).toHaveValue("I");

      // Erase: the confirmation box is required, then the details go and the link ends.
      await page.getByRole("button", { name: "Erase my enquiry" }).click();
      await expect(page.getByText("Tick this box to confirm")).toBeVisible();
      await page.getByLabel("Yes, erase my enquiry and withdraw my consent").check();
      await page.getByRole("button", { name: "Erase my enquiry" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your enquiry was erased");
      const gone = await page.goto(link);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");

      // The office: the reference, "withdrawn", nothing personal.
      const admin = await (await browser.newContext()).newPage();
      await signedIn(admin);
      await expect(admin).toHaveURL(/\/admin$/);
      await admin.goto(`/admin/enquiries?q=${reference}`);
      const row = admin.getByRole("link", { name: new RegExp(reference) });
      await expect(row).toContainText(/Withdrawn/i);
      await row.click();
      await expect(
        admin.getByRole("heading", { name: new RegExp(`${reference}.*withdrawn`, "i") }),
      ).toBeVisible();
      const text = (await admin.locator("main").textContent()) ?? "";
      for (const personal of [child, "Revathi", "98765", "revathi@example.org"])
        expect(text).not.toContain(personal);
      await admin.context().close();
    });
  });
}

test("the privacy notice, the parent's page and the acknowledgment have no accessibility violations", async ({
  page,
  browser,
}) => {
  const { link } = await sendEnquiry(browser, undefined, "Yazhini");
  for (const path of ["/privacy", link]) {
    await page.goto(path);
    expect(
      (await axe(page).analyze()).violations.map((v) => v.id),
      path,
    ).toEqual([]);
  }
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test.describe("the retention job, with a clock the test controls", () => {
  const ADMIN = { username: "retention-admin", password: "retention-password-123" };
  let server: ServerProcess | undefined;
  let dir = "";
  let base = "";

  test.beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    dir = mkdtempSync(join(tmpdir(), "retention-e2e-"));
    server = await startServer(port, join(dir, "school.db"), ADMIN, { SEED_SAMPLE_DATA: "true" });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  test("erases an enquiry past its retention date, and the audit log shows it without the data", async ({
    browser,
  }) => {
    const child = `Kayal${Date.now().toString(36)}`;
    const { reference } = await sendEnquiry(browser, base, child);
    const database = join(dir, "school.db");
    const runAsOf = (today: string) =>
      run("npx", ["tsx", "scripts/enquiries-retention.ts", "--today", today], {
        env: { ...process.env, DATABASE_URL: database, LOG_LEVEL: "warn" },
        timeout: 120_000,
      });

    // The admissions year it is for closes on 31 July; six months later (the default) it is still kept.
    const admin = await (await browser.newContext({ baseURL: base })).newPage();
    await admin.goto("/login");
    await admin.getByLabel("Username").fill(ADMIN.username);
    await admin.getByLabel("Password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Login", exact: true }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto(`/admin/enquiries?q=${reference}`);
    await admin.getByRole("link", { name: new RegExp(reference) }).click();
    const erasedAfter = await admin.getByText(/Erased after \d{1,2} \w+ \d{4}/).textContent();
    const day = new Date(`${erasedAfter?.match(/\d{1,2} \w+ \d{4}/)?.[0]} UTC`);
    const iso = (d: Date) => d.toISOString().slice(0, 10);

    // On its last day kept nothing is erased (the run may prune audit rows older than a year before the
    // clock it is given, such as this test's sign-ins).
    expect((await runAsOf(iso(day))).stdout).not.toMatch(/erased/);
    await admin.reload();
    await expect(admin.getByText(child).first()).toBeVisible();

    const next = new Date(day.getTime() + 86_400_000);
    expect((await runAsOf(iso(next))).stdout).toMatch(/1 enquiry erased/);
    await admin.reload();
    await expect(admin.getByRole("heading", { name: new RegExp(`${reference}.*erased`, "i") })).toBeVisible();
    expect(await admin.locator("main").textContent()).not.toContain(child);

    await admin.goto("/admin/audit");
    const line = admin.getByRole("listitem").filter({ hasText: `Erased enquiry ${reference}` });
    await expect(line).toContainText("retention job");
    await expect(line).not.toContainText(child);
    await admin.context().close();
  });
});
