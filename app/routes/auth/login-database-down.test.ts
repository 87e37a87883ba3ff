import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAIR_LIMIT } from "~/lib/auth/login-throttle.server";
import { closeDb } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { callAction, dataOf, post, statusOf } from "../../../tests/support/routes";
import * as loginRoute from "./login";

/**
 * Sign-in while PostgreSQL cannot be reached (stopped, restarting, the network cut): the app's
 * database is a PostgreSQL URL on a local port where nothing listens, so every connection is refused
 * at once. Nobody's password can be checked, so nobody is told it is wrong, and the attempts are not
 * held against the account once the database is back.
 */
let savedUrl = "";

/** A local TCP port that was free a moment ago: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  savedUrl = String(process.env.DATABASE_URL);
  process.env.DATABASE_URL = `postgres://school:school@127.0.0.1:${await closedPort()}/school`;
  env(true);
  await closeDb();
});

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = savedUrl;
  env(true);
});

const signIn = (password: string) =>
  callAction(loginRoute, post("/login", { username: "office", password, redirectTo: "/admin" }), {
    address: "198.51.100.20",
  });

describe("sign-in with PostgreSQL unreachable", () => {
  it("answers 503 with the try-again message every time, never 'invalid' and never throttled", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const results = [];
      // More tries than the per-account-and-address limit, from one address.
      for (let i = 0; i <= PAIR_LIMIT + 1; i++) results.push(await signIn("the-right-password"));
      expect(results.map(statusOf)).toEqual(Array(PAIR_LIMIT + 2).fill(503));
      for (const result of results) {
        expect(dataOf(result)).toEqual({ error: loginRoute.SIGN_IN_UNAVAILABLE, username: "office" });
      }
    } finally {
      logged.mockRestore();
      warned.mockRestore();
    }
  });
});
