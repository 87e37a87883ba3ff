import { describe, expect, it } from "vitest";
import { readRecordAsync } from "~/lib/forms/record-form.server";
import {
  ACCOUNT_LIMITS,
  accountAccessSchema,
  newAccountSchema,
  ownPasswordChangeSchema,
  passwordResetSchema,
  passwordSchema,
  usernameSchema,
} from "./accounts";
import { CONTROL_CHARACTER_MESSAGE } from "./common";

/** A form posted with `fields`. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A stand-in for `newPasswordProblem`: refuses "short" and the username. */
const rule = (password: string, username: string) =>
  password === "a-common-password" ? "Common." : password === username ? "Not your username." : null;

describe("passwordSchema", () => {
  it("accepts ACCOUNT_LIMITS.passwordMin to ACCOUNT_LIMITS.passwordMax characters", () => {
    expect(passwordSchema.safeParse("a".repeat(ACCOUNT_LIMITS.passwordMin)).success).toBe(true);
    expect(passwordSchema.safeParse("a".repeat(ACCOUNT_LIMITS.passwordMax)).success).toBe(true);
  });

  it("refuses a short or an over-long password with a message", () => {
    const short = passwordSchema.safeParse("a".repeat(ACCOUNT_LIMITS.passwordMin - 1));
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toContain(String(ACCOUNT_LIMITS.passwordMin));
    const long = passwordSchema.safeParse("a".repeat(ACCOUNT_LIMITS.passwordMax + 1));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toContain(String(ACCOUNT_LIMITS.passwordMax));
  });
});

describe("usernameSchema", () => {
  it("trims and accepts letters, digits and . _ @ -", () => {
    expect(usernameSchema.parse("  office.staff_1@school-a  ")).toBe("office.staff_1@school-a");
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["with a space", "office staff"],
    ["with a slash", "a/b"],
    ["too long", "u".repeat(ACCOUNT_LIMITS.username + 1)],
  ])("refuses a username that is %s", (_label, value) => {
    const result = usernameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message.length).toBeGreaterThan(0);
  });
});

describe("the account forms read through their schemas", () => {
  it("a new account: username rules, a taken username, the access choice and the password rule together", async () => {
    const taken = async (username: string) => username === "office";
    const schema = newAccountSchema(rule, taken);
    const refused = await readRecordAsync(
      schema,
      posted({ username: "office", access: "root", password: "a-common-password" }),
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        username: "That username is taken. Choose another.",
        access: "Choose what this account may do.",
        password: "Common.",
      },
    });
    const same = await readRecordAsync(
      schema,
      posted({ username: " new editor!!! ", access: "admin", password: "new editor!!!" }),
    );
    expect(same).toMatchObject({
      ok: false,
      errors: {
        username: "Use letters, digits, dots, dashes, underscores or @ only.",
        password: "Not your username.",
      },
    });
    const good = await readRecordAsync(
      schema,
      posted({ username: " anu ", access: "editor-vidhyapeeth", password: "a fine long password" }),
    );
    expect(good).toMatchObject({
      ok: true,
      data: {
        username: "anu",
        access: { role: "editor", scope: "vidhyapeeth" },
        password: "a fine long password",
      },
    });
  });

  it("role, reset and own password change", async () => {
    expect(await readRecordAsync(accountAccessSchema, posted({ access: "editor-all" }))).toMatchObject({
      ok: true,
      data: { access: { role: "editor", scope: null } },
    });
    const reset = passwordResetSchema(rule, "anu-the-editor");
    expect(await readRecordAsync(reset, posted({ password: "anu-the-editor" }))).toMatchObject({
      ok: false,
      errors: { password: "Not your username." },
    });
    const change = ownPasswordChangeSchema(rule, "anu");
    const tooShort = await readRecordAsync(
      change,
      posted({ current: "", password: "short", confirm: "other" }),
    );
    expect(tooShort).toMatchObject({
      ok: false,
      errors: {
        current: "Enter your current password.",
        password: "Use at least 12 characters.",
      },
    });
    const differ = await readRecordAsync(
      change,
      posted({ current: "x", password: "a fine long password", confirm: "another one" }),
    );
    expect(differ).toMatchObject({
      ok: false,
      errors: { confirm: "The two new passwords are not the same." },
    });
    expect(
      await readRecordAsync(
        change,
        posted({ current: "x", password: "a-common-password", confirm: "a-common-password" }),
      ),
    ).toMatchObject({ ok: false, errors: { password: "Common." } });
  });

  it("refuses an invisible control character in a username or a new password beside the field", async () => {
    const schema = newAccountSchema(
      () => null,
      async () => false,
    );
    const refused = await readRecordAsync(
      schema,
      posted({ username: "anu\u0000", access: "admin", password: "a long\u0000 password" }),
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: { username: CONTROL_CHARACTER_MESSAGE, password: CONTROL_CHARACTER_MESSAGE },
    });
  });
});
