import { describe, expect, it } from "vitest";
import { settingsDefaults } from "~content/settings";
import {
  quoteValue,
  SETTINGS_SUMMARY_MAX,
  settingsChanges,
  settingsSummary,
  VALUE_MAX,
} from "./settings-audit";

describe("settingsChanges", () => {
  it("finds nothing when nothing changed", () => {
    for (const group of ["site", "homeSlides", "links", "contacts"] as const) {
      expect(
        settingsChanges(group, settingsDefaults[group], structuredClone(settingsDefaults[group])),
      ).toEqual([]);
    }
  });

  it("names a removed phone row, a changed address and a map point as the screen does", () => {
    const before = settingsDefaults.contacts;
    const school = before.schools.vidhyapeeth;
    const after = structuredClone(before);
    after.schools.vidhyapeeth.phones = school.phones.slice(0, -1);
    after.schools.vidhyapeeth.address = ["12 Temple Street", "Tiruvannamalai"];
    after.schools.vidhyapeeth.location.latitude = 12.5;
    const places = settingsChanges("contacts", before, after).map((change) => change.place);
    const last = school.phones.length;
    expect(places).toEqual([
      "Vidhyapeeth, Postal address",
      "Vidhyapeeth, Map: latitude of the gate",
      `Vidhyapeeth, Phone ${last}: what it is for`,
      `Vidhyapeeth, Phone ${last}: number`,
    ]);
    const removed = settingsChanges("contacts", before, after).at(-1);
    expect(removed?.after).toBe("");
  });

  it("names a slide's fields with the slide's number", () => {
    const after = structuredClone(settingsDefaults.homeSlides);
    const second = after[1];
    if (second) {
      second.title = "Sports Day";
      second.image = "home-carousel-3";
    }
    expect(settingsChanges("homeSlides", settingsDefaults.homeSlides, after).map((c) => c.place)).toEqual([
      "Picture of slide 2",
      "Slide 2, Title",
    ]);
  });
});

describe("quoteValue", () => {
  it("quotes a value on one line, and an empty one as (empty)", () => {
    expect(quoteValue("2025-2026")).toBe("“2025-2026”");
    expect(quoteValue("12 Temple Street\n\n Tiruvannamalai  606601")).toBe(
      "“12 Temple Street / Tiruvannamalai 606601”",
    );
    expect(quoteValue("  ")).toBe("(empty)");
  });

  it("cuts a long value in the middle, so two addresses that differ at their end still differ", () => {
    const one = quoteValue("https://payments.example.org/vidhyapeeth/fees/2025-2026");
    const two = quoteValue("https://payments.example.org/vidhyapeeth/fees/2026-2027");
    expect(one).toMatch(/^“https:\/\/payments\.ex.*….*\/fees\/2025-2026”$/);
    expect(two).not.toBe(one);
    expect(Array.from(one)).toHaveLength(VALUE_MAX + 2);
    expect(quoteValue("x".repeat(VALUE_MAX))).toBe(`“${"x".repeat(VALUE_MAX)}”`);
  });
});

describe("settingsSummary", () => {
  const change = (n: number) => ({
    place: `Field ${n}`,
    before: "old ".repeat(20),
    after: "new ".repeat(20),
  });

  it("lists every change when they fit", () => {
    expect(settingsSummary("links", [change(1), change(2)])).toMatch(
      /^Fee, portal, alumni and scholarship links: Field 1: “old .+….+ old” → “new .+….+ new”; Field 2: “old .+” → “new .+”$/,
    );
  });

  it("fits the audit log's limit, saying how many more changed", () => {
    const summary = settingsSummary(
      "contacts",
      Array.from({ length: 30 }, (_, i) => change(i + 1)),
    );
    expect(summary.length).toBeLessThanOrEqual(SETTINGS_SUMMARY_MAX);
    const shown = (summary.match(/Field \d+:/g) ?? []).length;
    expect(shown).toBeGreaterThan(2);
    expect(summary.endsWith(`; and ${30 - shown} more`)).toBe(true);
  });
});
