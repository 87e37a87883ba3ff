import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  dataOf,
  get,
  loaderData,
  post,
  sessionCookie,
  statusOf,
} from "../../../tests/support/routes";
import * as loginRoute from "./login";

/**
 * Sign-in when the accounts cannot be read (spec 5 and 8): on this file's own SQLite
 * database the users table is renamed away, so every query of it fails as a broken database would.
 */
const PASSWORD = "the-right-password";
let addressCounter = 0;

const signIn = (fields: Record<string, string>) =>
  callAction(loginRoute, post("/login", fields), { address: `203.0.113.${++addressCounter}` });

let staleCookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  const user = await createUser({ username: "office", password: PASSWORD });
  staleCookie = await sessionCookie(user.id);
  await sql`alter table users rename to users_unreadable`.execute(db());
});

afterAll(async () => {
  await sql`alter table users_unreadable rename to users`.execute(db());
});

describe("sign-in with the users table unreadable", () => {
  it("answers the one message with status 401 (not 500), keeps the username, and logs the cause", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const result = await signIn({ username: "office", password: PASSWORD, redirectTo: "/admin" });
      expect(result).not.toBeInstanceOf(Response);
      expect(result).not.toBeInstanceOf(Error);
      expect(statusOf(result)).toBe(401);
      const refusal = dataOf<{ error: string; username: string }>(result);
      expect(refusal).toEqual({ error: loginRoute.INVALID_LOGIN, username: "office" });
      expect(refusal).not.toHaveProperty("password");
      expect(logged).toHaveBeenCalledWith(
        "Sign-in could not read the accounts:",
        expect.stringMatching(/users/),
      );
    } finally {
      logged.mockRestore();
    }
  });

  it("shows the sign-in form to a browser with an old session cookie instead of failing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const result = await loaderData(loginRoute, get("/login", { cookie: staleCookie }));
      expect(result).toEqual({ redirectTo: "/admin" });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
