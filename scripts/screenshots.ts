/**
 * Screenshots of pages at phone (360 px) and desktop (1280 px) widths, for looking at what we built.
 * Needs a running server: `BASE_URL` (default http://localhost:3000); for the admin pages set
 * `ADMIN_USERNAME` and `ADMIN_PASSWORD`. Writes PNGs to `screenshots/` (ignored by git).
 *
 *   npm run screenshots -- /notifications /login /admin
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const base = process.env.BASE_URL ?? "http://localhost:3000";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/notifications", "/gallery", "/vidhyashram", "/login", "/admin", "/admin?dialog=add", "/nope"];
const widths = [360, 1280];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  if (process.env.ADMIN_USERNAME && process.env.ADMIN_PASSWORD) {
    await page.goto(`${base}/login`);
    await page.getByLabel("Username").fill(process.env.ADMIN_USERNAME);
    await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(/\/admin/);
  }
  for (const path of paths) {
    const isAdmin = path.startsWith("/admin");
    const target =
      isAdmin || !process.env.ADMIN_USERNAME
        ? page
        : await (await browser.newContext({ viewport: { width, height: 780 } })).newPage();
    await target.goto(`${base}${path}`);
    await target.waitForLoadState("networkidle");
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await target.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await context.close();
}
await browser.close();
