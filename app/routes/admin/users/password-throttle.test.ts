import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/lib/auth/session.server";
import { checkCredentials, createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import * as passwordRoute from "./password";

/**
 * Issue 19 item 11: the current-password check of `/admin/password` is throttled like sign-in, per
 * account and address and per address, so someone holding a stolen session cannot guess the password
 * behind it. Counts are written out, so that the file can also be run against the code before the fix.
 */

const SITE = "http://localhost:3000";
const PASSWORD = "the-current-password";
const NEXT = "a-brand-new-passphrase-19";

/** A Cookie header for a new session of a new user `username`. */
async function sessionOf(username: string): Promise<string> {
  const user = await createUser({ username, password: PASSWORD });
  return (await createSession(new Request(`${SITE}/login`), user.id)).split(";")[0] ?? "";
}

const form = (current: string) => new URLSearchParams({ current, password: NEXT, confirm: NEXT }).toString();

/** Posts the change-password form with `current`, from `address`, through the route's action. */
async function change(cookie: string, current: string, address: string): Promise<unknown> {
  const request = new Request(`${SITE}/admin/password`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: form(current),
  });
  try {
    return await passwordRoute.action({
      request,
      params: {},
      context: { nonce: "", clientAddress: address },
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

const statusOf = (result: unknown): number | undefined =>
  result instanceof Response
    ? result.status
    : ((result as { init?: { status?: number } | null })?.init?.status ?? undefined);
const errorsOf = (result: unknown) => (result as { data: { errors: Record<string, string> } }).data.errors;

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the current-password check is throttled (issue 19 item 11)", () => {
  it("refuses even the right current password after repeated wrong ones, with a clear message and the wait", async () => {
    const cookie = await sessionOf("guessed");
    for (let i = 0; i < 5; i++) {
      const result = await change(cookie, `guess-${i}`, "203.0.113.5");
      expect(statusOf(result)).toBe(400);
      expect(errorsOf(result).current).toBe("That is not your current password.");
    }
    const refused = await change(cookie, PASSWORD, "203.0.113.5");
    expect(statusOf(refused)).toBe(429);
    expect(errorsOf(refused).current).toMatch(
      /^Too many wrong current passwords\. Please wait \d+ minutes? and try again\.$/,
    );
    const retryAfter = (refused as { init: { headers: Record<string, string> } }).init.headers["Retry-After"];
    expect(Number(retryAfter)).toBeGreaterThan(60);
    // Nothing was changed.
    expect(await checkCredentials("guessed", PASSWORD)).not.toBeNull();
    expect(await checkCredentials("guessed", NEXT)).toBeNull();
  });

  it("refuses an address guessing the current passwords of many sessions", async () => {
    for (let s = 0; s < 8; s++) {
      const cookie = await sessionOf(`stolen-${s}`);
      for (let i = 0; i < 4; i++) await change(cookie, `guess-${s}-${i}`, "203.0.113.6");
    }
    const cookie = await sessionOf("one-more");
    expect(statusOf(await change(cookie, PASSWORD, "203.0.113.6"))).toBe(429);
    expect(statusOf(await change(cookie, PASSWORD, "203.0.113.7"))).toBe(302);
  });

  it("lets a user who mistyped a few times change the password, and starts them afresh", async () => {
    const cookie = await sessionOf("mistyper");
    for (let i = 0; i < 4; i++) expect(statusOf(await change(cookie, `typo-${i}`, "192.0.2.40"))).toBe(400);
    const changed = await change(cookie, PASSWORD, "192.0.2.40");
    expect(statusOf(changed)).toBe(302);
    expect((changed as Response).headers.get("Location")).toBe("/admin/password?changed");
    expect(await checkCredentials("mistyper", NEXT)).not.toBeNull();
  });

  it("sends Retry-After on the HTTP response, through the route's headers export", async () => {
    const build = {
      entry: {
        module: {
          default: (_request: Request, status: number, headers: Headers) =>
            new Response("<!doctype html>", { status, headers }),
        },
      },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        "routes/admin/password": {
          id: "routes/admin/password",
          parentId: "root",
          path: "admin/password",
          module: passwordRoute,
        },
      },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: {},
        url: "/manifest.js",
        version: "test",
      },
      basename: "/",
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    const handle = createRequestHandler(build, "test");
    const cookie = await sessionOf("over-http");
    const context = { nonce: "", clientAddress: "203.0.113.8" } as never;
    const post = (current: string) =>
      new Request(`${SITE}/admin/password`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: SITE },
        body: form(current),
      });
    for (let i = 0; i < 5; i++) expect((await handle(post(`guess-${i}`), context)).status).toBe(400);
    const refused = await handle(post(PASSWORD), context);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
  });
});
