import { beforeAll, describe, expect, it } from "vitest";
import { getUser } from "~/lib/auth/session.server";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, get, post, responseOf, sessionCookie } from "../../../tests/support/routes";
import * as logoutRoute from "./logout";

let cookie = "";

beforeAll(async () => {
  await migrateToLatest(db());
  const user = await createUser({ username: "leaving", password: "a-long-enough-password" });
  cookie = await sessionCookie(user.id);
});

describe("signing out", () => {
  it("ends the session and opens sign-in as a new document, not inside the staff area's page", async () => {
    expect(await getUser(get("/admin", { cookie }))).not.toBeNull();
    const response = responseOf(await callAction(logoutRoute, post("/logout", {}, { cookie })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(await getUser(get("/admin", { cookie }))).toBeNull();
  });
});
