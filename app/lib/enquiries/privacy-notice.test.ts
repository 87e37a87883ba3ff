import { describe, expect, it } from "vitest";
import { settingsDefaults } from "~content/settings";
import { privacyNotice } from "./privacy-notice";

const NOVEMBER = "2026-11-26T06:00:00Z";

describe("the privacy notice", () => {
  it("fills each item from the settings and the day", () => {
    const notice = privacyNotice(settingsDefaults, NOVEMBER);
    const text = Object.fromEntries(notice.items.map((item) => [item.id, item.text]));
    expect(text.who).toBe("Vidhya Educational Trust, which runs both schools.");
    expect(notice.sections[0]?.paragraphs[0]).toContain(
      "Vidhya Educational Trust runs Vidhyashram and Vidhyapeeth.",
    );
    // The shipped settings still advertise 2025-2026, whose admissions closed: the enquiry is for the next.
    expect(notice.admissionYear).toBe("2027-2028");
    expect(notice.keptUntil).toBe("2028-01-31");
    expect(text["how-long"]).toBe("Until 31 January 2028, then erased.");
    expect(JSON.stringify(notice.sections)).toContain(
      "for admissions 2027-2028 and is kept until 31 January 2028",
    );
    expect(text.complaints).toContain("privacy@vidhya.example.org");
    expect(text.complaints).toContain("+91 00000 00111");
    expect(text.complaints).toContain("Data Protection Board");
    expect(JSON.stringify(notice)).not.toMatch(/\{\w+\}/);
  });

  it("has a version that changes when a word the parent reads changes, and only then", () => {
    const base = privacyNotice(settingsDefaults, NOVEMBER);
    expect(base.version).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f]{8}$/);
    expect(privacyNotice(settingsDefaults, "2026-12-20T06:00:00Z").version).toBe(base.version);
    const holder = { ...settingsDefaults, privacy: { ...settingsDefaults.privacy, holder: "Another Trust" } };
    expect(privacyNotice(holder, NOVEMBER).version).not.toBe(base.version);
    const months = { ...settingsDefaults, privacy: { ...settingsDefaults.privacy, retentionMonths: 7 } };
    const longer = privacyNotice(months, NOVEMBER);
    expect(longer.version).not.toBe(base.version);
    expect(longer.keptUntil).toBe("2028-02-29");
    // A new admissions year is a new day to keep until: a new version.
    expect(privacyNotice(settingsDefaults, "2027-08-01T06:00:00Z").version).not.toBe(base.version);
  });

  it("follows the admissions year the settings advertise while its admissions are open", () => {
    const site = { ...settingsDefaults.site, admissionsYear: "2027-2028" };
    expect(privacyNotice({ ...settingsDefaults, site }, "2027-07-31T12:00:00Z").admissionYear).toBe(
      "2027-2028",
    );
    expect(privacyNotice({ ...settingsDefaults, site }, "2027-08-01T12:00:00Z").admissionYear).toBe(
      "2028-2029",
    );
  });
});

describe("the privacy notice in Tamil", () => {
  it("says the same facts in Tamil, the day in Tamil, under a version of its own words", () => {
    const english = privacyNotice(settingsDefaults, NOVEMBER);
    const tamil = privacyNotice(settingsDefaults, NOVEMBER, "ta");
    expect(tamil.items.map((item) => item.id)).toEqual(english.items.map((item) => item.id));
    expect(tamil.sections.map((section) => section.id)).toEqual(
      english.sections.map((section) => section.id),
    );
    expect(tamil.admissionYear).toBe(english.admissionYear);
    expect(tamil.keptUntil).toBe(english.keptUntil);
    const text = Object.fromEntries(tamil.items.map((item) => [item.id, item.text]));
    expect(text["how-long"]).toBe("31 ஜனவரி, 2028 வரை; பிறகு அழிக்கப்படும்.");
    expect(text.who).toContain("Vidhya Educational Trust");
    expect(text.complaints).toContain("privacy@vidhya.example.org");
    expect(text.complaints).toContain("+91 00000 00111");
    const all = JSON.stringify(tamil);
    expect(all).toContain("Vidhyashram, Vidhyapeeth");
    expect(all).toContain("2027-2028");
    expect(all).not.toMatch(/\{\w+\}/);
    expect(all).not.toContain("Who we are");
    // The consent records which words were read: the Tamil version is marked, and differs.
    expect(tamil.version).toMatch(/^\d{4}-\d{2}-\d{2}\.ta\.[0-9a-f]{8}$/);
    expect(tamil.version.replace(".ta", "")).not.toBe(english.version);
    expect(privacyNotice(settingsDefaults, NOVEMBER, "en")).toEqual(english);
    const holder = { ...settingsDefaults, privacy: { ...settingsDefaults.privacy, holder: "Another Trust" } };
    expect(privacyNotice(holder, NOVEMBER, "ta").version).not.toBe(tamil.version);
  });
});
