import { describe, expect, it } from "vitest";
import { formatDate, formatIndianPhone } from "./format";

describe("formatIndianPhone", () => {
  it("groups an Indian number as people read it", () => {
    expect(formatIndianPhone("+910000000001")).toBe("+91 00000 00001");
    expect(formatIndianPhone("+919876543210")).toBe("+91 98765 43210");
  });
  it("leaves anything else as it is", () => {
    expect(formatIndianPhone("04172 000000")).toBe("04172 000000");
  });
});

describe("formatDate", () => {
  it("writes an ISO date as day, month name and year", () => {
    expect(formatDate("2026-11-20")).toMatch(/20 Nov 2026/);
  });
});
