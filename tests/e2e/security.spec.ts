import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import SQLite from "better-sqlite3";
import { expect, test } from "./fixtures";
import { signedIn, signIn } from "./support";

/**
 * What the outside security audit found, tried on the built server with its page cache, as
 * an attacker would: every admin URL under other spellings, absurd URLs, cache-busting query strings,
 * redirects after sign-in, bodies that are not forms, and a database that refuses writes.
 */

const ADMIN_PATHS = [
  "/admin",
  "/admin/announcements",
  "/admin/media",
  "/admin/albums",
  "/admin/albums/1",
  "/admin/enquiries",
  "/admin/enquiries/1",
  "/admin/password",
  "/admin/users",
  "/admin/audit",
  "/admin/enquiries/export.csv",
];

/** The same admin URL as an attacker's page might spell it. */
function spellings(path: string): string[] {
  const list = [
    path.toUpperCase(),
    path.replace("/admin", "/Admin").replace(/\/([a-z])/g, (_m, c: string) => `/${c.toUpperCase()}`),
    path.replace("/admin", "/%61dmin"),
    path.replace("/admin", "/%41DMIN"),
    `${path}?x=${Date.now()}`,
  ];
  if (!path.endsWith(".csv")) list.push(`${path}.data`, `${path.replace("/admin", "/%61dmin")}.data`);
  return list;
}

test.describe("the page cache never hands a staff page to a visitor", () => {
  let anonymous: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    anonymous = await playwrightRequest.newContext({ baseURL });
  });
  test.afterAll(() => anonymous.dispose());

  test("every admin route under every spelling: staff get it private, a visitor without a cookie never gets it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    await expect(page).toHaveURL(/\/admin/);
    for (const path of ADMIN_PATHS) {
      for (const url of [path, ...spellings(path)]) {
        const staff = await page.request.get(url, { maxRedirects: 0 });
        if (staff.status() === 200) {
          expect(staff.headers()["cache-control"], `staff ${url}`).toMatch(/no-store/);
        }
        const visitor = await anonymous.get(url, { maxRedirects: 0 });
        expect(visitor.status(), `visitor ${url}`).not.toBe(200);
        expect(visitor.headers()["x-cache"], `visitor ${url}`).toBeUndefined();
        const body = await visitor.text();
        expect(body, `visitor ${url}`).not.toContain("Sign out");
      }
    }
  });
});

test("an absurdly long URL is refused before routing, and a cached page is not held up", async ({
  request,
}) => {
  await request.get("/aims");
  const long = `/${"a/".repeat(8000)}`;
  const [refused, page] = await Promise.all([request.get(long), request.get("/aims")]);
  expect([404, 414]).toContain(refused.status());
  expect(refused.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(page.status()).toBe(200);
  const tooLong = await request.get(`/${"x".repeat(2000)}`);
  expect(tooLong.status()).toBe(414);
});

test("query parameters a page does not read hit the cached copy", async ({ request }) => {
  await request.get("/notifications");
  for (const junk of [`?cb=${Math.random()}`, "?utm_source=whatsapp&utm_medium=share", `?cb=${Date.now()}`]) {
    const response = await request.get(`/notifications${junk}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-cache"], junk).toBe("HIT");
  }
  // The bus-stop finder reads `stop`: each stop is its own copy, junk beside it is not.
  await request.get("/bus-routes?stop=Puthur");
  expect((await request.get("/bus-routes?stop=Puthur&cb=1")).headers()["x-cache"]).toBe("HIT");
  const other = await request.get("/bus-routes?stop=Melpatti&cb=2");
  expect(other.headers()["x-cache"]).toBeUndefined();
  expect(await other.text()).toContain("Melpatti");
});

test.describe("after sign-in, only a page of this site", () => {
  for (const target of [
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/a/..//evil.example",
  ]) {
    test(`redirectTo=${target} goes to /admin`, async ({ page }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/admin/);
      const response = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/admin");
    });
  }
});

test.describe("a post that is not a form is refused plainly, never a 500", () => {
  const BODIES: [string, Record<string, string>, string][] = [
    ["JSON", { "Content-Type": "application/json" }, '{"username":"admin"}'],
    ["text", { "Content-Type": "text/plain" }, "username=admin"],
    ["no type", {}, "username=admin"],
    ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "--x\r\n"],
    [
      "broken multipart",
      { "Content-Type": "multipart/form-data; boundary=XYZ" },
      '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--XY',
    ],
  ];
  const ACTIONS = [
    "/login",
    "/logout",
    "/enquiry",
    "/admin",
    "/admin/announcements",
    "/admin/media",
    "/admin/albums",
    "/admin/albums/1",
    "/admin/enquiries/1",
    "/admin/password",
    "/admin/users",
    "/admin/albums/1/photos",
  ];

  test("as a signed-in member of staff, to every action", async ({ page }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    await expect(page).toHaveURL(/\/admin/);
    // A photo album that exists (the sample data has one), so its actions read the body.
    await page.goto("/admin/albums");
    const href = await page.locator('a[href^="/admin/albums/"]').first().getAttribute("href");
    const album = /\/admin\/albums\/(\d+)/.exec(href ?? "")?.[1];
    expect(album).toBeTruthy();
    const actions = ACTIONS.map((p) => p.replace("/albums/1", `/albums/${album}`));
    for (const path of actions.filter((p) => p !== "/logout")) {
      for (const [name, headers, data] of BODIES) {
        const response = await page.request.post(path, { headers, data, maxRedirects: 0 });
        expect([400, 415], `${name} to ${path}`).toContain(response.status());
      }
    }
    const logout = await page.request.post("/logout", {
      headers: { "Content-Type": "application/json" },
      data: "{}",
      maxRedirects: 0,
    });
    expect(logout.status()).toBe(415);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test("/healthz says the database refuses writes while another process holds the lock", async ({
  request,
  site,
}) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const other = new SQLite(site.database);
  try {
    other.exec("BEGIN IMMEDIATE");
    // The probe writes at most once every 5 s (it is public), so the lock shows at its next write.
    await expect
      .poll(async () => (await request.get("/healthz")).json(), { timeout: 20_000 })
      .toMatchObject({ ok: false, database: "read-only" });
    other.exec("ROLLBACK");
    await expect.poll(async () => (await request.get("/healthz")).status(), { timeout: 20_000 }).toBe(200);
  } finally {
    other.close();
  }
});
