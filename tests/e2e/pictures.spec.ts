import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signedIn, uniqueTitle } from "./support";

/**
 * Pictures for pages: an administrator uploads a picture in the Pictures screen and
 * sees it listed with its thumbnail, served from the upload storage. The photo is made here with sharp:
 * noise, so the file is larger than an ordinary form's 256 KB and shows that the screen takes a photo.
 */

test("an administrator uploads a picture in the Pictures screen and sees it listed with its thumbnail", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const alt = uniqueTitle("Pupils reading in the new library");
  const photo = await sharp({
    create: {
      width: 1400,
      height: 1000,
      channels: 3,
      background: "#3a7",
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(256 * 1024);

  await signedIn(page);
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Pictures" })
    .click();
  await expect(page).toHaveURL(/\/admin\/pictures$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  // Without a description the picture is refused, with the message next to the field.
  await page
    .getByLabel("Picture file")
    .setInputFiles({ name: "library.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page.getByText("Say what the picture shows, for people who cannot see it.")).toBeVisible();

  await page
    .getByLabel("Picture file")
    .setInputFiles({ name: "library.png", mimeType: "image/png", buffer: photo });
  await page.getByLabel("What the picture shows (for people who cannot see it)").fill(alt);
  await page.getByRole("button", { name: "Upload picture" }).click();
  await expect(page).toHaveURL(/\/admin\/pictures\?done=uploaded$/, { timeout: 30_000 });
  await expect(page.getByText("The picture was uploaded.")).toBeVisible();

  const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
  await expect(item).toContainText("library.png");
  await expect(item).toContainText("1280 × 914 px");
  const thumb = item.getByRole("img", { name: alt });
  await expect(thumb).toHaveAttribute("src", /^\/uploads\/pictures\/[0-9a-f]{24}-thumb\.webp$/);
  await thumb.scrollIntoViewIfNeeded();
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(240);
  await expect(item.getByLabel("Default description")).toHaveValue(alt);
});

test("the picture field's dialog, by keyboard: finds a shipped picture by its caption, uploads a new one and selects it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const alt = uniqueTitle("The school choir on stage");
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a53" } })
    .png()
    .toBuffer();
  await signedIn(page);
  // The site settings' home slides are picture fields.
  await page.goto("/admin/settings/homeslides");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // Each slide is a list item of the editor, closed until opened.
  await page.locator("summary", { hasText: "Slide 1" }).first().click();
  const field = page.getByRole("group", { name: "Picture", exact: true }).first();
  const posted = field.locator('input[type="hidden"]');
  const choose = field.getByRole("button", { name: "Choose a picture" });

  await choose.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose a picture: Picture" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();

  await page.keyboard.press("Enter");
  await dialog.getByLabel("Search pictures by caption").fill("science fair");
  await dialog.getByRole("button", { name: "Science fair" }).click();
  await expect(dialog).toBeHidden();
  await expect(posted).toHaveValue("home-carousel-4");
  await expect(field).toContainText("Science fair");

  await choose.click();
  await dialog.getByText("Upload a new picture").click();
  await dialog
    .getByLabel("Picture file")
    .setInputFiles({ name: "choir.png", mimeType: "image/png", buffer: photo });
  await dialog.getByRole("button", { name: "Upload and choose" }).click();
  await expect(dialog.getByText("Say what the picture shows, for people who cannot see it.")).toBeVisible();
  await dialog.getByLabel("What the picture shows (for people who cannot see it)").fill(alt);
  await dialog.getByRole("button", { name: "Upload and choose" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(posted).toHaveValue(/^upload\/pictures\/[0-9a-f]{24}\/900x600$/);
  await expect(field.getByLabel("What the picture shows (for people who cannot see it)")).toHaveValue(alt);
  await expect(field.getByRole("img", { name: alt })).toHaveAttribute(
    "src",
    /^\/uploads\/pictures\/[0-9a-f]{24}-thumb\.webp$/,
  );

  // The new picture is in the Pictures screen's list too.
  await page.goto("/admin/pictures");
  await expect(page.getByRole("img", { name: alt })).toBeVisible();
});
