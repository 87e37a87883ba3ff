import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { freePort } from "../../scripts/lib/server";
import { exited, type ServerProcess, startServer } from "../e2e/server-process";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../support/s3rver";

/**
 * Two instances of the site behind one imagined load balancer: one PostgreSQL database, one bucket
 * (s3rver), no shared disk. The office signs in on the first, uploads a photo, publishes a notice and
 * edits a page there; a parent on the second sees all of it at once — the pages, the picture files, the
 * notice board, the search results, the sitemap — and the office's own browser is still signed in there.
 * The daily jobs run once across both: the first instance runs each, the second logs who did.
 */

const ADMIN = { username: "office-admin", password: "two-instances-password-1" };
const JOBS = ["page history", "document checks", "search index", "link check", "enquiry retention"];
const LIBRARY = "/vidhyapeeth/facilities/library";
const FIGURE = '[name="blocks.0.facts.0.value"]';

test.describe.configure({ mode: "serial" });

let store: RunningS3rver;
let objects: string;
const uploadsFolders = [mkdtempSync(join(tmpdir(), "uploads-a-")), mkdtempSync(join(tmpdir(), "uploads-b-"))];
let first: ServerProcess & { base: string };
let second: ServerProcess & { base: string };

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

/** The lines of a server's output that name a scheduled job. */
const jobLines = (server: ServerProcess) =>
  server.output
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("Scheduled job "));

async function startInstance(uploads: string): Promise<ServerProcess & { base: string }> {
  const port = await freePort();
  const server = await startServer(port, process.env.E2E_POSTGRES_URL as string, ADMIN, {
    STORAGE_URL: store.storageUrl,
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    // The local folder each would use without STORAGE_URL: it must stay empty.
    UPLOADS_DIR: uploads,
    SEED_SAMPLE_DATA: "true",
    LINK_CHECK: "off",
    LOG_LEVEL: "warn",
  });
  // localhost, as a browser names a site it trusts with a `Secure` cookie over plain HTTP.
  return { ...server, base: `http://localhost:${port}` };
}

test.beforeAll(async () => {
  const database = process.env.E2E_POSTGRES_URL;
  if (!database) {
    throw new Error(
      "Set E2E_POSTGRES_URL to a PostgreSQL database this test may empty (bash .ci/run makes one).",
    );
  }
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  await client.query("drop schema if exists public cascade; create schema public");
  await client.end();
  objects = mkdtempSync(join(tmpdir(), "bucket-"));
  store = await startS3rver({ directory: objects });
  // A rolling start, as a deploy does: the second starts once the first has migrated and seeded, and
  // once the first has taken the day's run of every job.
  first = await startInstance(uploadsFolders[0] as string);
  await expect.poll(() => jobLines(first).length, { timeout: 120_000 }).toBeGreaterThanOrEqual(JOBS.length);
  second = await startInstance(uploadsFolders[1] as string);
});

test.afterAll(async () => {
  for (const server of [first, second]) {
    if (!server) continue;
    server.child.kill("SIGTERM");
    await exited(server.child);
  }
  await store?.stop();
});

test("runs each daily job once across both instances; the second says who ran it", async () => {
  await expect.poll(() => jobLines(second).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(JOBS.length);
  for (const job of JOBS) {
    const ran = jobLines(first).filter((line) => line.startsWith(`Scheduled job ${job}: `));
    expect(ran, `the first instance runs "${job}"`).toHaveLength(1);
    expect(ran[0]).not.toContain("run today by");
    const skipped = jobLines(second).filter((line) => line.startsWith(`Scheduled job ${job}: `));
    expect(skipped, `the second instance leaves "${job}" to the first`).toHaveLength(1);
    expect(skipped[0]).toMatch(new RegExp(`^Scheduled job ${job}: run today by [^ ]+:${first.child.pid} `));
  }
});

test("what the office does on one instance, a parent sees on the other at once", async ({ browser }) => {
  const office: BrowserContext = await browser.newContext({
    baseURL: first.base,
    viewport: { width: 1280, height: 900 },
  });
  const page: Page = await office.newPage();
  const stamp = Date.now().toString(36);

  // Sign in on the first instance.
  await page.goto("/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });

  // A photo album with one photo, through the album screen.
  const albumTitle = `Sports day ${stamp}`;
  await page.goto("/admin/albums");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "New photo album" }).click();
  const create = page.getByRole("dialog", { name: "New Photo Album" });
  await create.getByLabel("Title").fill(albumTitle);
  await create.getByLabel("Date of the event").fill("2026-11-20");
  await create.getByLabel("Show on").selectOption("vidhyashram");
  await create.getByRole("button", { name: "Create album" }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/\d+\?done=created$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Add photos")
    .setInputFiles([{ name: "IMG_1.jpg", mimeType: "image/jpeg", buffer: photo }]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("1 of 1 photo uploaded.")).toBeVisible({ timeout: 60_000 });
  await page
    .getByLabel("Description of photo 1")
    .fill("Children running the relay race on the school ground");
  await page.getByLabel("The school holds the parents' written consent to publish these photos").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The album is published" })).toBeVisible();

  // A notice for both schools.
  const noticeTitle = `Annual day rehearsal ${stamp}`;
  await page.goto("/admin");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Add notification" }).click();
  const add = page.getByRole("dialog", { name: "Add Entry" });
  await add.getByLabel("Title").fill(noticeTitle);
  await add.getByLabel("Description").fill("Rehearsal in the main hall after lunch.");
  await add.getByLabel("Date").fill("2026-11-27");
  await add.getByLabel("Show on").selectOption("group");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("The notification was added.");

  // A page edited and published.
  await page.goto(`/admin/pages${LIBRARY}`);
  await page.locator(FIGURE).fill("Over 17,500");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published. Visitors see the new page now.").first()).toBeVisible();

  // The photo's files are objects in the bucket; neither instance wrote to its own disk.
  const stored = filesUnder(objects).filter((path) => path.includes("photos"));
  expect(stored.length).toBeGreaterThan(0);
  for (const folder of uploadsFolders) expect(filesUnder(folder)).toEqual([]);

  // A parent on the second instance.
  const parent = await browser.newContext({ baseURL: second.base });
  const visitor = await parent.newPage();
  await visitor.goto("/notifications");
  await expect(visitor.getByRole("main")).toContainText(noticeTitle);
  await visitor.getByRole("main").getByRole("link", { name: noticeTitle }).first().click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(noticeTitle);
  const noticePath = new URL(visitor.url()).pathname;

  await visitor.goto(LIBRARY);
  await expect(visitor.getByRole("main")).toContainText("Over 17,500");

  await visitor.goto("/vidhyashram/gallery");
  await visitor.getByRole("link", { name: new RegExp(albumTitle) }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(albumTitle);
  const photoLink = visitor.getByRole("main").getByRole("link", { name: /relay race/ });
  const full = await photoLink.first().getAttribute("href");
  expect(full).toMatch(/^\/uploads\/photos\/[0-9a-f]{24}-1280\.webp$/);
  const fromSecond = await parent.request.get(`${second.base}${full}`);
  expect(fromSecond.status()).toBe(200);
  expect(fromSecond.headers()["content-type"]).toBe("image/webp");
  expect(fromSecond.headers()["cache-control"]).toContain("immutable");
  const fromFirst = await parent.request.get(`${first.base}${full}`);
  expect(Buffer.compare(await fromSecond.body(), await fromFirst.body())).toBe(0);

  // The search index is shared too: a search that finds it older than the page version answers at once
  // from it and has it rebuilt in the background (app/lib/search/search.server.ts), whichever instance
  // is asked; the notice is found once that rebuild is done.
  const word = `rehearsal ${stamp}`;
  await expect(async () => {
    await visitor.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(visitor.getByRole("main").getByRole("link", { name: noticeTitle })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });

  const sitemap = await (await parent.request.get(`${second.base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${second.base}${noticePath}`);

  // The office's session is in the database: its browser is signed in on the second instance too.
  const signedIn = await office.request.get(`${second.base}/admin`, { maxRedirects: 0 });
  expect(signedIn.status()).toBe(200);

  await office.close();
  await parent.close();
});
