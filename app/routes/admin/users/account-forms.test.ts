import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCredentials, findUserByUsername } from "~/lib/auth/users.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { closeDb } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
import { testDatabases } from "../../../../tests/support/databases";
import {
  callAction,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  signIn,
  statusOf,
  TEST_PASSWORD,
} from "../../../../tests/support/routes";
import * as passwordRoute from "./password";
import * as usersRoute from "./users";
import type { UserActionError } from "./users.server";

/**
 * The account forms as an administrator (and each user, for their own password) gets them: loaded
 * through the route's loader, posted exactly as drawn (`postedFields`) with the required fields
 * filled in, and saved; a NUL pasted into any text field (a username, a password) comes back as the
 * one control-character message beside that field. On SQLite and, with `TEST_DATABASE_URL`, PostgreSQL.
 */

/** A form holding `fields` (name, value pairs, as a browser posts them). */
function formOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

/** `fields` with the value of `name` replaced by `value`. */
const withValue = (fields: [string, string][], name: string, value: string): [string, string][] =>
  fields.map(([n, v]) => [n, n === name ? value : v]);

/** The names of the text fields (passwords included) of a drawn form. */
function textFields(node: FieldNode): string[] {
  if (node.kind === "group") return node.children.flatMap(textFields);
  return node.kind === "text" ? [node.name] : [];
}

/** The field `name` of a drawn form. */
function fieldOf(node: FieldNode | undefined, name: string): FieldNode | undefined {
  if (!node) return undefined;
  if ("name" in node && node.name === name && node.kind !== "group") return node;
  return node.kind === "group" ? node.children.map((c) => fieldOf(c, name)).find(Boolean) : undefined;
}

let addresses = 0;
/** Every request from an address of its own, so no throttle counts across tests. */
const from = () => ({ address: `198.51.100.${++addresses % 250}` });

describe.each(testDatabases())("the account forms, posted as drawn ($name)", (testDb) => {
  const shared = process.env.DATABASE_URL;
  let admin: string;

  beforeAll(async () => {
    await testDb.open();
    process.env.DATABASE_URL = testDb.url();
    env(true);
    await closeDb();
    admin = await signIn("forms-admin", { role: "admin" });
  });

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = shared;
    env(true);
    await testDb.close();
  });

  /** The Users screen's dialog `query` as its loader draws it. */
  async function dialogForm(query: string): Promise<FieldNode> {
    const page = await loaderData(usersRoute, get(`/admin/users?${query}`, { cookie: admin }), from());
    const node = page.dialog?.node;
    if (!node) throw new Error(`The dialog ${query} has no form`);
    return node;
  }

  const postUsers = (fields: [string, string][]) =>
    callAction(usersRoute, post("/admin/users", formOf(fields), { cookie: admin }), from());

  it("Add account: the drawn form with a username and a password adds it; a NUL in a text field is refused beside it", async () => {
    const node = await dialogForm("dialog=add");
    expect(fieldOf(node, "password")).toMatchObject({ inputType: "password", autoComplete: "new-password" });
    const fields = withValue(
      withValue(postedFields(node), "username", "new.editor"),
      "password",
      "a long initial password",
    );
    const added = await postUsers([["intent", "create"], ...fields]);
    expect(locationOf(added)).toBe("/admin/users?done=added");
    const user = await findUserByUsername("new.editor");
    expect(user).toMatchObject({ role: "editor", scope: null, must_change_password: 1 });
    expect(await checkCredentials("new.editor", "a long initial password")).toBeTruthy();

    expect(textFields(node)).toEqual(["username", "password"]);
    for (const name of textFields(node)) {
      const other = withValue(fields, "username", "another.editor");
      const refused = await postUsers([["intent", "create"], ...withValue(other, name, "a long\u0000 text")]);
      expect(statusOf(refused)).toBe(400);
      const failure = dataOf<UserActionError>(refused);
      expect(failure.errors).toEqual({ [name]: CONTROL_CHARACTER_MESSAGE });
      expect(fieldOf(failure.node, name)).toMatchObject({ error: CONTROL_CHARACTER_MESSAGE });
    }
    expect(await findUserByUsername("another.editor")).toBeUndefined();
  });

  it("Role: the drawn form saves the choice as drawn and a new one", async () => {
    await signIn("role-editor", { role: "editor", scope: "vidhyapeeth" });
    const user = await findUserByUsername("role-editor");
    const node = await dialogForm(`dialog=access&id=${user?.id}`);
    const fields = postedFields(node);
    expect(fields).toEqual([["access", "editor-vidhyapeeth"]]);
    const same = await postUsers([["intent", "access"], ["id", String(user?.id)], ...fields]);
    expect(locationOf(same)).toBe("/admin/users?done=access");
    const changed = await postUsers([
      ["intent", "access"],
      ["id", String(user?.id)],
      ...withValue(fields, "access", "editor-vidhyashram"),
    ]);
    expect(locationOf(changed)).toBe("/admin/users?done=access");
    expect(await findUserByUsername("role-editor")).toMatchObject({ role: "editor", scope: "vidhyashram" });
  });

  it("Reset password: the drawn form with a password resets it; a NUL is refused beside it", async () => {
    await signIn("reset-editor", { role: "editor" });
    const user = await findUserByUsername("reset-editor");
    const node = await dialogForm(`dialog=reset&id=${user?.id}`);
    const fields = withValue(postedFields(node), "password", "a temporary password");
    const reset = await postUsers([["intent", "reset"], ["id", String(user?.id)], ...fields]);
    expect(locationOf(reset)).toBe("/admin/users?done=reset");
    expect(await findUserByUsername("reset-editor")).toMatchObject({ must_change_password: 1 });
    expect(await checkCredentials("reset-editor", "a temporary password")).toBeTruthy();

    expect(textFields(node)).toEqual(["password"]);
    const refused = await postUsers([
      ["intent", "reset"],
      ["id", String(user?.id)],
      ...withValue(fields, "password", "another\u0000 password"),
    ]);
    expect(statusOf(refused)).toBe(400);
    const failure = dataOf<UserActionError>(refused);
    expect(failure.errors).toEqual({ password: CONTROL_CHARACTER_MESSAGE });
    expect(fieldOf(failure.node, "password")).toMatchObject({ error: CONTROL_CHARACTER_MESSAGE, value: "" });
    expect(await checkCredentials("reset-editor", "a temporary password")).toBeTruthy();
  });

  it("Change password: the drawn form with the three passwords changes it; a NUL in each is refused beside it", async () => {
    const cookie = await signIn("own-password-editor", { role: "editor" });
    const page = await loaderData(passwordRoute, get("/admin/password", { cookie }), from());
    expect(fieldOf(page.form, "current")).toMatchObject({ autoComplete: "current-password" });
    expect(textFields(page.form)).toEqual(["current", "password", "confirm"]);
    const fields = withValue(
      withValue(
        withValue(postedFields(page.form), "current", TEST_PASSWORD),
        "password",
        "my own new password",
      ),
      "confirm",
      "my own new password",
    );
    for (const name of textFields(page.form)) {
      const refused = await callAction(
        passwordRoute,
        post("/admin/password", formOf(withValue(fields, name, "my own\u0000 new password")), { cookie }),
        from(),
      );
      expect(statusOf(refused)).toBe(400);
      const failure = dataOf<{ errors: Record<string, string>; node: FieldNode }>(refused);
      expect(failure.errors[name]).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(fieldOf(failure.node, name)).toMatchObject({ error: CONTROL_CHARACTER_MESSAGE, value: "" });
    }
    const changed = await callAction(
      passwordRoute,
      post("/admin/password", formOf(fields), { cookie }),
      from(),
    );
    expect(locationOf(changed)).toBe("/admin/password?changed");
    expect(await checkCredentials("own-password-editor", "my own new password")).toBeTruthy();
  });
});
