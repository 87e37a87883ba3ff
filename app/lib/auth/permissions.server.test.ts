import { describe, expect, it } from "vitest";
import { canHandleEnquiry, canWriteAudience, enquirySchools, writableAudiences } from "./permissions.server";

describe("permissions", () => {
  const admin = { role: "admin", scope: null } as const;
  const all = { role: "editor", scope: null } as const;
  const vp = { role: "editor", scope: "vidhyapeeth" } as const;
  const group = { role: "editor", scope: "group" } as const;

  it("admins and all-audience editors write every audience; a scoped editor only theirs", () => {
    expect(writableAudiences(admin)).toEqual(["group", "vidhyashram", "vidhyapeeth"]);
    expect(writableAudiences(all)).toEqual(["group", "vidhyashram", "vidhyapeeth"]);
    expect(writableAudiences(vp)).toEqual(["vidhyapeeth"]);
    expect(canWriteAudience(vp, "vidhyashram")).toBe(false);
    expect(canWriteAudience(group, "group")).toBe(true);
    expect(canWriteAudience(group, "vidhyapeeth")).toBe(false);
    expect(canWriteAudience(admin, "anything-else")).toBe(false);
  });

  it("a school's editor handles its enquiries and the undecided ones", () => {
    expect(enquirySchools(admin)).toBeNull();
    expect(enquirySchools(group)).toBeNull();
    expect(enquirySchools(vp)).toEqual(["vidhyapeeth", "not-sure"]);
    expect(canHandleEnquiry(vp, "vidhyashram")).toBe(false);
    expect(canHandleEnquiry(vp, "not-sure")).toBe(true);
  });
});
