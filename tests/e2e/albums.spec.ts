import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { axe, signedIn, uniqueTitle } from "./support";

/**
 * Photo albums: an admin creates one, uploads photos, describes and publishes them; a visitor
 * finds it in the galleries and looks through it in the lightbox. Fixtures are made here with sharp.
 */

/** A phone-like JPEG: noise (which compresses like a real photo), with EXIF. */
async function phonePhoto(width: number, height: number, colour: string, quality = 85) {
  const raw = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: colour,
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
  return sharp(raw)
    .withExifMerge({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" } })
    .jpeg({ quality })
    .toBuffer();
}

const ALTS = [
  "Students showing a model of the solar system",
  "A chemistry experiment with coloured liquids",
  "Judges looking at the robotics stall",
];

async function waitHydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function axeClean(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await context.close();
}

test("an admin publishes a photo album; a visitor finds it in the galleries and browses it in the lightbox", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle("Science Fair");
  await signedIn(page);
  await page.goto("/admin/albums");
  await waitHydrated(page);
  await page.getByRole("link", { name: "New photo album" }).click();
  const dialog = page.getByRole("dialog", { name: "New Photo Album" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date of the event").fill("2026-01-20");
  await dialog.getByLabel("Show on").selectOption("vidhyapeeth");
  await dialog.getByRole("button", { name: "Create album" }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/\d+\?done=created$/);
  const adminUrl = page.url().replace(/\?.*$/, "");
  await waitHydrated(page);

  // Three photos, sent one by one with progress.
  const files = await Promise.all(
    ["#3a7", "#a53", "#35a"].map(async (colour, i) => ({
      name: `IMG_20${i}.jpg`,
      mimeType: "image/jpeg",
      buffer: await phonePhoto(1600 + i * 200, 1200, colour),
    })),
  );
  await page.getByLabel("Add photos").setInputFiles(files);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("3 of 3 photos uploaded.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Description of photo 3")).toBeVisible();

  // Publishing needs a description of every photo.
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Describe every photo before publishing" }),
  ).toBeVisible();
  await expect(page.getByLabel("Description of photo 1")).toHaveAttribute("aria-invalid", "true");
  for (const [i, alt] of ALTS.entries()) await page.getByLabel(`Description of photo ${i + 1}`).fill(alt);
  // And the parents' consent, confirmed by the user publishing.
  await page.getByLabel("The school holds the parents' written consent to publish these photos").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The album is published" })).toBeVisible();

  // A visitor opens it from the group's gallery and from the school's.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto("/gallery");
  await visitor.getByRole("link", { name: new RegExp(title) }).click();
  await expect(visitor).toHaveURL(/\/vidhyapeeth\/gallery\/\d+-science-fair-/);
  const albumPath = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  // Search engines are told of it: the sitemap lists the published album's page.
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`${albumPath}</loc>`);
  await visitor.goto("/vidhyapeeth/gallery");
  await visitor.getByRole("link", { name: new RegExp(title) }).click();
  await expect(visitor).toHaveURL(albumPath);
  // A public page: no React, the viewer is the `lightbox` behaviour, which runs before the load event.
  await visitor.waitForLoadState("load");

  // Without JavaScript each photo is a link to its full-size image, served for a year.
  const photoLinks = visitor.getByRole("main").getByRole("link", { name: /Students|chemistry|Judges/ });
  await expect(photoLinks).toHaveCount(3);
  const full = await photoLinks.first().getAttribute("href");
  expect(full).toMatch(/^\/uploads\/photos\/[0-9a-f]{24}-1280\.webp$/);
  const image = await visitor.request.get(full as string);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await sharp(await image.body()).metadata()).exif).toBeUndefined();

  // The lightbox (a native dialog): arrows move, Escape closes and focus returns to the photo last shown.
  await photoLinks.first().click();
  const lightbox = visitor.getByRole("dialog", { name: title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText("Photo 1 of 3");
  await expect(lightbox).toContainText(ALTS[0] as string);
  await visitor.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText("Photo 2 of 3");
  await expect(lightbox).toContainText(ALTS[1] as string);
  await visitor.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText(ALTS[2] as string);
  await visitor.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText("Photo 3 of 3");
  await visitor.keyboard.press("ArrowLeft");
  await expect(lightbox).toContainText(ALTS[1] as string);
  await visitor.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(photoLinks.nth(1)).toBeFocused();

  await axeClean(browser, "/gallery");
  await axeClean(browser, "/vidhyapeeth/gallery");
  await axeClean(browser, albumPath);
  await context.close();

  // Deleting the album removes it and its files.
  await page.goto(adminUrl);
  await page.getByRole("link", { name: "Delete album" }).click();
  await page
    .getByRole("dialog", { name: "Delete this album?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByRole("status")).toContainText("deleted");
  expect((await page.request.get(full as string)).status()).toBe(404);
  expect((await page.request.get(albumPath)).status()).toBe(404);
});

test("a 10 MB phone photo goes through; a text file named .png is refused with a message", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page);
  // Hydrated before typing: a click racing the scripts on a busy machine could post an empty form.
  await page.goto("/admin/albums?dialog=photo");
  await waitHydrated(page);
  await page.getByLabel("Title").fill(uniqueTitle("Big photos"));
  await page.getByRole("button", { name: "Create album" }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/\d+/);
  await waitHydrated(page);
  const big = await phonePhoto(4000, 3000, "#777", 98);
  expect(big.length).toBeGreaterThan(10 * 1000 * 1000);
  await page.getByLabel("Add photos").setInputFiles([
    { name: "PXL_big.jpg", mimeType: "image/jpeg", buffer: big },
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("Reminder: bring the projector.\n") },
  ]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByText("1 of 2 photos uploaded.")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("“notes.png” is not a photo.")).toBeVisible();
  await expect(page.getByLabel("Description of photo 1")).toBeVisible();
  await expect(page.getByLabel("Description of photo 2")).toHaveCount(0);
});

test("without JavaScript, photos upload through the plain form and refusals are listed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signedIn(page);
  await page.goto("/admin/albums?dialog=photo");
  await page.getByLabel("Title").fill(uniqueTitle("No script"));
  await page.getByRole("button", { name: "Create album" }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/\d+/);
  await page.getByLabel("Add photos").setInputFiles([
    { name: "a.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(800, 600, "#396") },
    { name: "b.png", mimeType: "image/png", buffer: Buffer.from("not a picture") },
  ]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("alert")).toContainText("1 of 2 photos uploaded.");
  await expect(page.getByRole("alert")).toContainText("“b.png” is not a photo.");
  await expect(page.getByLabel("Description of photo 1")).toBeVisible();
  await context.close();
});
