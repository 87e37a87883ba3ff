import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "~/lib/auth/session.server";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { action, INVALID_LOGIN, loader } from "./login";

/**
 * Sign-in when the accounts cannot be read (spec 5 and 8, issue 21 item 7): on this file's own SQLite
 * database the users table is renamed away, so every query of it fails as a broken database would.
 */
const SITE = "http://localhost:3000";
const PASSWORD = "the-right-password";
let addressCounter = 0;

async function signIn(fields: Record<string, string>): Promise<unknown> {
  const request = new Request(`${SITE}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const context = { nonce: "", clientAddress: `203.0.113.${++addressCounter}` };
  try {
    return await action({ request, params: {}, context } as never);
  } catch (thrown) {
    return thrown;
  }
}

let staleCookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  const user = await createUser({ username: "office", password: PASSWORD });
  staleCookie = (await createSession(new Request(`${SITE}/login`), user.id)).split(";")[0] ?? "";
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
      const refusal = result as { data: { error: string; username: string }; init: { status?: number } };
      expect(refusal.init.status).toBe(401);
      expect(refusal.data).toEqual({ error: INVALID_LOGIN, username: "office" });
      expect(refusal.data).not.toHaveProperty("password");
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
      const request = new Request(`${SITE}/login`, { headers: { Cookie: staleCookie } });
      const result = await loader({ request, params: {}, context: { nonce: "" } } as never);
      expect(result).toEqual({ redirectTo: "/admin" });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
