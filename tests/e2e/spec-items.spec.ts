import type { Page } from "@playwright/test";
import { admissionRulesDefaults } from "../../content/admissions";
import { contacts, transportDesk } from "../../content/contacts";
import { expect, test } from "./fixtures";
import { gotoInteractive } from "./support";

/**
 * The campus map that loads only when asked, the aim cards' icons and
 * the curriculum's "matriculation groups", the bus-stop finder that forgives a spelling mistake, and
 * the enquiry's documents to bring and error summary.
 */

const OPENSTREETMAP = /^https:\/\/www\.openstreetmap\.org\//;

/** Every request the page makes to openstreetmap.org; answered here with a stub (the machine is offline). */
async function watchOpenStreetMap(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (OPENSTREETMAP.test(request.url())) requests.push(request.url());
  });
  await page.route(OPENSTREETMAP, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Map</title><p>Stub map of OpenStreetMap</p>",
    }),
  );
  return requests;
}

function campusCard(page: Page, school: "Vidhyashram" | "Vidhyapeeth") {
  return page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${school} — `) }) });
}

test("the contact page loads OpenStreetMap only after “Show the map”, and directions go to the campus", async ({
  page,
}) => {
  const { latitude, longitude } = contacts.schools.vidhyashram.location;
  const requests = await watchOpenStreetMap(page);
  await gotoInteractive(page, "/contactus");
  await page.waitForLoadState("networkidle");
  const card = campusCard(page, "Vidhyashram");
  await expect(card.locator("iframe")).toHaveCount(0);
  expect(requests).toEqual([]);

  const directions = card.getByRole("link", { name: /Directions with Google Maps/ });
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
  );
  await expect(card.getByRole("link", { name: /Directions with OpenStreetMap/ })).toHaveAttribute(
    "href",
    new RegExp(`^https://www\\.openstreetmap\\.org/directions\\?to=${latitude},${longitude}(#|$)`),
  );
  // Nothing was asked of OpenStreetMap by reading the links either.
  expect(requests).toEqual([]);

  const show = card.getByRole("button", { name: "Show the map" });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  const box = await show.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await show.click();
  await expect(card.getByRole("button", { name: "Hide the map" })).toHaveAttribute("aria-expanded", "true");
  const frame = card.locator('iframe[title="Map of the Vidhyashram campus"]');
  await expect(frame).toHaveAttribute("src", new RegExp(`marker=${latitude},${longitude}$`));
  // The CSP's frame-src lets the embed in.
  await expect(
    page.frameLocator('iframe[title="Map of the Vidhyashram campus"]').getByText("Stub map"),
  ).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.startsWith("https://www.openstreetmap.org/export/embed.html?"))).toBe(
    true,
  );
  // The other campus's map is still not loaded.
  await expect(campusCard(page, "Vidhyapeeth").locator("iframe")).toHaveCount(0);
});

test("the Vidhyapeeth contact page has its own campus on the map", async ({ page }) => {
  const { latitude, longitude } = contacts.schools.vidhyapeeth.location;
  const requests = await watchOpenStreetMap(page);
  await gotoInteractive(page, "/vidhyapeeth/contactus");
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
  await page.getByRole("button", { name: "Show the map" }).click();
  await expect(page.locator('iframe[title="Map of the Vidhyapeeth campus"]')).toHaveAttribute(
    "src",
    new RegExp(`marker=${latitude},${longitude}$`),
  );
});

test("the aim cards each have an icon, and the curriculum names the matriculation groups", async ({
  page,
}) => {
  await page.goto("/aims");
  const aims = page.getByRole("listitem").filter({ hasText: /^Aim \d+/i });
  await expect(aims).toHaveCount(13);
  await expect(aims.locator("svg")).toHaveCount(13);

  await page.goto("/vidhyashram/curriculum");
  await expect(page.getByRole("heading", { level: 2, name: /matriculation groups/ })).toBeVisible();
});

test("the bus-stop finder forgives a spelling mistake and gives the transport desk when nothing matches", async ({
  page,
}) => {
  await gotoInteractive(page, "/bus-routes");
  const routesShown = page.getByRole("heading", { level: 2, name: /^Route R\d$/ });
  const finder = page.getByRole("combobox", { name: "Find your stop" });
  // A GET form the server answers (public pages run no framework script, decision 0022).
  await finder.fill("kotaimedu");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(routesShown).toHaveText(["Route R1"]);
  await expect(page.getByRole("status")).toContainText("Kottaimedu");
  const r1 = page.getByRole("table", { name: /Route R1/ });
  await expect(r1.getByRole("row", { name: /Kottaimedu/ })).toHaveClass(/font-semibold/);

  await finder.fill("xyzzy");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(routesShown).toHaveCount(0);
  const status = page.getByRole("status");
  await expect(status).toContainText("No stop matches");
  for (const school of ["vidhyashram", "vidhyapeeth"] as const) {
    const call = status.locator(`a[href="tel:${transportDesk(school)}"]`);
    await expect(call).toBeVisible();
    await expect(call).toHaveCSS("white-space", "nowrap");
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page links to the campus on OpenStreetMap instead of loading a map", async ({ page }) => {
    const { latitude, longitude } = contacts.schools.vidhyashram.location;
    const requests = await watchOpenStreetMap(page);
    await page.goto("/contactus");
    const card = campusCard(page, "Vidhyashram");
    await expect(card.getByRole("button", { name: "Show the map" })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      "href",
      `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test("the bus-stop finder forgives a spelling mistake on the server", async ({ page }) => {
    await page.goto("/bus-routes");
    await page.getByRole("combobox", { name: "Find your stop" }).fill("kotaimedu");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\?stop=kotaimedu$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Route R\d$/ })).toHaveText(["Route R1"]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("a refused enquiry shows its error summary on the first screen", async ({ page }) => {
      await page.goto("/enquiry");
      await page.getByLabel("Child's first name").fill("Nila R");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      const summary = page.getByRole("alert").filter({ hasText: "Please check the" });
      await expect(summary).toBeVisible();
      await expect(summary).toBeInViewport();
    });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a refused enquiry moves focus to the error summary, which comes into view", async ({ page }) => {
    await gotoInteractive(page, "/enquiry");
    await page.getByLabel("Child's first name").fill("Nila R");
    await page.getByLabel("Mobile number").fill("12345");
    const send = page.getByRole("button", { name: "Send enquiry" });
    await send.scrollIntoViewIfNeeded();
    const summary = page.getByRole("alert").filter({ hasText: "Please check the" });
    await send.click();
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(page.getByLabel("Child's first name")).toHaveValue("Nila R");

    // A second refused submit focuses it again.
    await page.getByLabel("Parent's name").focus();
    await send.click();
    await expect(summary).toBeFocused();
  });

  test("the confirmation lists the documents to bring", async ({ page }) => {
    await page.goto("/enquiry/sent?ref=ENQ-ABCDEF");
    await expect(page.getByRole("heading", { level: 2, name: "Documents to bring" })).toBeVisible();
    const list = page.getByTestId("documents");
    // The shipped admission rules (the e2e server's settings are the shipped ones).
    for (const item of [...admissionRulesDefaults.documents, ...admissionRulesDefaults.otherDocuments]) {
      await expect(list).toContainText(item.document);
    }
  });
});
