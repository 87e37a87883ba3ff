import { describe, expect, it } from "vitest";
import { LIMITS } from "../forms/limits";
import list from "./common-passwords.json";
import { COMMON_PASSWORDS_TEXT } from "./common-passwords.server";
import { commonPasswordCount, newPasswordProblem } from "./password-policy.server";

/** The list as scripts/common-passwords.ts writes it (more password rules: audit.server.test.ts). */
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
