import { describe, expect, it } from "vitest";
import { sectionOf } from "../content-store/sections";
import { hasPublicChrome, isStaffArea, isStaffPage } from "./sections";

describe("sections", () => {
  it("treat only the whole `admin` segment as the staff area", () => {
    expect(isStaffArea("/admin")).toBe(true);
    expect(isStaffArea("/admin/enquiries/3")).toBe(true);
    expect(isStaffArea("/Admin/users")).toBe(true);
    expect(isStaffArea("/administration")).toBe(false);
    expect(isStaffArea("/admissions")).toBe(false);
    expect(isStaffArea("/vidhyashram/admin")).toBe(false);
  });

  it("give /administration the public header and footer, and the admin area neither", () => {
    expect(hasPublicChrome("/administration")).toEqual({ header: true, footer: true });
    expect(hasPublicChrome("/admin/notifications")).toEqual({ header: false, footer: false });
    expect(hasPublicChrome("/")).toEqual({ header: false, footer: true });
  });

  it("find a page's school from its first segment", () => {
    expect(sectionOf("/vidhyapeeth/aboutus/history")).toBe("vidhyapeeth");
    expect(sectionOf("/VIDHYASHRAM")).toBe("vidhyashram");
    expect(sectionOf("/administration")).toBe("group");
  });
});

describe("isStaffPage", () => {
  it("is true when a matched route's handle asks for the staff chrome", () => {
    expect(isStaffPage([{ handle: undefined }, { handle: { chrome: "staff" } }])).toBe(true);
  });

  it("is false for public routes, whatever their handles", () => {
    expect(isStaffPage([])).toBe(false);
    expect(isStaffPage([{ handle: undefined }, { handle: { breadcrumb: "x" } }, { handle: null }])).toBe(
      false,
    );
  });
});
