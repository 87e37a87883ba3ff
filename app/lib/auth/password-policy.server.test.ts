import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS as LIMITS } from "~content/schemas/accounts";
import list from "./common-passwords.json";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.server";
import { commonPasswordCount, isCommonPassword, newPasswordProblem } from "./password-policy.server";

describe("password rules", () => {
  it("ships a list of common passwords under 200 KB, checked whatever the case", () => {
    expect(new TextEncoder().encode(COMMON_PASSWORDS_TEXT).length).toBeLessThan(200 * 1024);
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    for (const password of [
      "123456",
      "password",
      "qwerty",
      "iloveyou",
      "PASSWORD123",
      "IloveYou2024",
      "qwertyuiop123",
      "Vidhyapeeth@2025",
      "School@2024",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("purple monkey dishwasher at noon")).toBe(false);
  });

  it("asks for 12 characters, no composition rules, not common, not the username", () => {
    expect(newPasswordProblem("eleven-char", "office")).toMatch(/at least 12/);
    expect(newPasswordProblem("all lower case words", "office")).toBeNull();
    expect(newPasswordProblem("🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂🙂", "office")).toBeNull();
    expect(newPasswordProblem("password1234", "office")).toMatch(/commonly used/);
    expect(newPasswordProblem("Principal.Office", "principal.office")).toMatch(/username/);
    expect(newPasswordProblem("x".repeat(201), "office")).toMatch(/at most/);
  });
});

/** The list as scripts/common-passwords.ts writes it. */
describe("the common-password list", () => {
  it("holds each entry once, trimmed and in lower case, none longer than a password may be", () => {
    // The check counts distinct entries.
    expect(list.length).toBe(commonPasswordCount());
    expect(COMMON_PASSWORDS_TEXT).toBe(list.join("\n"));
    const untidy = list.filter(
      (entry) =>
        entry === "" || entry !== entry.trim().toLowerCase() || [...entry].length > LIMITS.passwordMax,
    );
    expect(untidy).toEqual([]);
  });

  it("refuses a well-known password long enough to pass the length rule, whatever its case", () => {
    for (const password of ["password1234", "Password1234", "QWERTYUIOP123", "Vidhyashram@2025"]) {
      expect([...password].length).toBeGreaterThanOrEqual(LIMITS.passwordMin);
      expect(newPasswordProblem(password, "office"), password).toMatch(/commonly used passwords/);
    }
    expect(newPasswordProblem("purple monkey dishwasher at noon", "office")).toBeNull();
  });
});
