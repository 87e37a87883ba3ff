import { expect, test } from "./fixtures";
import { axe, gotoInteractive, routeTablePaths } from "./support";

/** Every public page of the route table (the crawl of all of them at 360 px is in phone.spec.ts). */
const paths = routeTablePaths();

test("the bus-route finder shows the routes that serve a stop", async ({ page }) => {
  test.setTimeout(60_000);
  // A GET form the server answers (public pages run no framework script, decision 0022).
  await gotoInteractive(page, "/bus-routes");
  const routesShown = page.getByRole("heading", { level: 2, name: /^Route R\d$/ });
  await expect(routesShown).toHaveCount(6);
  const find = async (stop: string) => {
    await page.getByRole("combobox", { name: "Find your stop" }).fill(stop);
    await page.getByRole("button", { name: "Find" }).click();
  };
  await find("lake view");
  await expect(routesShown).toHaveText(["Route R2", "Route R6"]);
  await expect(page.getByRole("status")).toHaveText("Routes R2 and R6 stop at places matching “lake view”.");
  // The matching stop is marked in each table.
  const r2 = page.getByRole("table", { name: /Route R2/ });
  await expect(r2.getByRole("row", { name: /Lake View/ })).toHaveClass(/font-semibold/);
  await find("PUTHUR");
  await expect(routesShown).toHaveText(["Route R1"]);
  await find("nowhere at all");
  await expect(routesShown).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText("No stop matches");
  await page.getByRole("link", { name: "Show all routes" }).click();
  await expect(routesShown).toHaveCount(6);
  await expect(page.getByRole("combobox", { name: "Find your stop" })).toHaveValue("");
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the bus-route finder asks the server", async ({ page }) => {
    await page.goto("/bus-routes");
    await page.getByRole("combobox", { name: "Find your stop" }).fill("anna nagar");
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page).toHaveURL(/\?stop=anna\+nagar$/);
    await expect(page.getByRole("heading", { level: 2, name: /^Route R\d$/ })).toHaveText([
      "Route R3",
      "Route R6",
    ]);
  });
});

test("the training page shows 13 photos in a carousel, three at a time on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoInteractive(page, "/training");
  const carousel = page.getByRole("region", { name: "Teacher training photos" });
  await expect(carousel.getByRole("group")).toHaveCount(13);
  await expect(carousel.getByRole("button", { name: /Go to slide/ })).toHaveCount(13);
  const visible = await carousel.getByRole("group").evaluateAll((slides) => {
    const box = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    return slides.filter((s) => {
      const r = s.getBoundingClientRect();
      return box && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });
  expect(visible).toBe(3);
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("sitemap.xml lists every public page of the route table and no private one; robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname).sort();
  // Every page of the route table; beyond them only pages the office added (other tests add some) and
  // the notices' and events' pages, which visitors can open.
  // All but the search form (its results are other pages) and the pages kept out of every index,
  // which say so to search engines (app/lib/site/not-indexed.ts: the RTE lists name children).
  const unlisted = paths.filter(
    (path) => !listed.includes(path) && path !== "/search" && path !== "/ta/search",
  );
  for (const path of unlisted) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
  }
  expect(unlisted.length).toBeLessThan(paths.length / 10);
  expect(listed).not.toContain("/search");
  expect(listed).not.toContain("/ta/search");
  for (const added of listed.filter((path) => !paths.includes(path))) {
    expect((await request.get(added)).status(), added).toBe(200);
  }
  for (const path of listed) expect(path).not.toMatch(/^\/(admin|login|logout|unified|management)(\/|$)/);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every page says what it is to search engines and link previews", async ({ page }) => {
  const descriptions = new Map<string, string>();
  for (const path of ["/", "/aims", "/bus-routes", "/vidhyashram", "/vidhyapeeth/facilities/library"]) {
    await page.goto(path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description, path).toBeTruthy();
    expect(
      descriptions.has(description ?? ""),
      `${path} repeats ${descriptions.get(description ?? "")}`,
    ).toBe(false);
    descriptions.set(description ?? "", path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title());
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*\.webp$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
    expect(types, path).toContain(path.startsWith("/vidhya") ? "School" : "EducationalOrganization");
    if (path !== "/" && path !== "/vidhyashram") expect(types, path).toContain("BreadcrumbList");
  }
});

test("responses carry the security headers", async ({ request }) => {
  const response = await request.get("/aims");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("a page from the cache comes gzipped with its own nonce, and its scripts run", async ({
  page,
  request,
}) => {
  // Any script the CSP refuses is reported to the page as a violation event.
  await page.addInitScript(() => {
    (window as unknown as { refused: string[] }).refused = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { refused: string[] }).refused.push(event.blockedURI || "inline"),
    );
  });
  // Rendered once by another client: this browser's first visit (nothing in its own cache) is a hit.
  // The landing page has inline scripts (the chrome's) and a behaviour module (its carousels).
  await request.get("/vidhyashram");
  const response = await page.goto("/vidhyashram", { waitUntil: "load" });
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["x-cache"]).toBe("HIT");
  expect(headers["content-encoding"]).toBe("gzip");
  const nonce = headers["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  // Every script carries this response's nonce, none was refused, and each module was fetched.
  const scripts = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>("script:not([type='application/ld+json'])")].map(
      (script) => ({ nonce: script.nonce, src: script.src }),
    ),
  );
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script.nonce, script.src || "inline").toBe(nonce);
  const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  for (const { src } of scripts.filter((s) => s.src)) expect(fetched).toContain(src);
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
});

test("public pages are served from the page cache and revalidate with ETags", async ({ request }) => {
  await request.get("/notifications");
  const second = await request.get("/notifications");
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(second.headers()["x-request-id"]).toBeTruthy();
  expect(second.headers().etag).toBeTruthy();
  const revalidated = await request.get("/notifications", {
    headers: { "If-None-Match": second.headers().etag ?? "" },
  });
  expect(revalidated.status()).toBe(304);
});

test("files carry only the headers a file needs: cached, no sniffing, same-origin, no page policies", async ({
  page,
  request,
}) => {
  await page.goto("/aims");
  const asset = (await page.locator('link[rel="stylesheet"]').first().getAttribute("href")) ?? "";
  expect(asset).toMatch(/^\/assets\//);
  const response = await request.get(asset, { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["cache-control"]).toContain("immutable");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["x-request-id"]).toBeUndefined();

  // A picture of the public folder; an SVG opened on its own may run nothing.
  const logo = await request.get("/images/logo.svg");
  expect(logo.status()).toBe(200);
  expect(logo.headers()["x-content-type-options"]).toBe("nosniff");
  expect(logo.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
});
