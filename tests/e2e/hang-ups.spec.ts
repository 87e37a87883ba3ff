import { hangUps, RESOURCE_PATHS } from "../../scripts/lib/hang-ups";
import { expect, test } from "./fixtures";

/**
 * Requests whose client hangs up early (parents on mobile data, feed readers), against the built
 * server: each resource route (robots.txt, the sitemap, the feeds, the calendars, the fee PDFs) gets
 * 500 requests closed by the client within 0–50 ms, from 200 addresses. Before, such requests kept
 * places of the render line for good, and after 100–200 of them no page rendered until a restart
 * (decision 0023). Afterwards the line is empty, and an uncached page renders.
 */

test("500 requests hung up early on every resource route leave the render line empty, and pages still render", async ({
  request,
  baseURL,
}) => {
  test.slow();
  await hangUps({
    base: String(baseURL).replace("localhost", "127.0.0.1"),
    paths: RESOURCE_PATHS,
    count: 500 * RESOURCE_PATHS.length,
    concurrency: 50,
    maxHoldMs: 50,
    // The end-to-end server trusts one proxy (tests/e2e/fixtures.ts): 200 client addresses.
    headers: (n) => ({ "X-Forwarded-For": `198.18.${n % 200}.1` }),
  });
  await expect
    .poll(async () => (await (await request.get("/healthz")).json()).renderLine)
    .toMatchObject({ active: 0, waiting: 0, costlyWaiting: 0 });
  const login = await request.get("/login");
  expect(login.status()).toBe(200);
  expect(await login.text()).toContain("Password");
  // A page nobody has: rendered, never from the cache.
  expect((await request.get(`/no-such-page-${Date.now()}`)).status()).toBe(404);
  for (const path of RESOURCE_PATHS) expect((await request.get(path)).status(), path).toBe(200);
});
