import { describe, expect, it } from "vitest";
import { dialledIndianPhone, formatIndianPhone } from "~content/phone";
import { normalizeIndianPhone } from "~content/schemas/contacts";
import { formatDate } from "./dates";

describe("formatIndianPhone", () => {
  it("groups an Indian number as people read it: a mobile 5 + 5, a landline by its STD code", () => {
    expect(formatIndianPhone("+910000000001")).toBe("+91 00000 00001");
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatIndianPhone("+914175222333")).toBe("+91 4175 222 333");
    expect(formatIndianPhone("+914422334455")).toBe("+91 44 2233 4455");
  });
  it("writes a number as an office in India dials it: a landline with its trunk 0, a mobile without", () => {
    expect(dialledIndianPhone("+914175222333")).toBe("04175 222 333");
    expect(dialledIndianPhone("+919876543210")).toBe("98765 43210");
    expect(dialledIndianPhone("+910000000001")).toBe("+91 00000 00001");
    for (const number of ["+914175222333", "+919876543210", "+910000000001", "+914422334455"])
      expect(normalizeIndianPhone(dialledIndianPhone(number))).toBe(number);
  });
  it("leaves anything else as it is", () => {
    expect(formatIndianPhone("04172 000000")).toBe("04172 000000");
  });
});

describe("formatDate", () => {
  it("writes an ISO date as day, month name and year", () => {
    expect(formatDate("2026-11-20")).toBe("20 Nov 2026");
    expect(formatDate("2026-01-05")).toBe("5 Jan 2026");
  });
  it("writes every month as Indian English does", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-28`;
      expect(formatDate(iso).replace("Sept", "Sep")).toBe(
        intl.format(Date.parse(`${iso}T00:00:00Z`)).replace("Sept", "Sep"),
      );
    }
  });
  it("leaves what is not a real date as it is", () => {
    expect(formatDate("2026-02-30")).toBe("2026-02-30");
    expect(formatDate("soon")).toBe("soon");
  });
});
