import { describe, expect, it } from "vitest";
import { fullNoticeTemplates, tamilFullNoticeTemplates } from "~content/privacy";
import { settingsDefaults } from "~content/settings";
import { privacyNotice } from "./privacy-notice";

/**
 * The privacy notice says what the schools publish of children — event photos, on the parents'
 * consent recorded per album, and names in the RTE lists by law, for a limited time — and how a parent
 * has a photo taken down, with the office's contact filled in; in English and in Tamil alike.
 */
describe("the privacy notice's section on published photos and names", () => {
  it("in English: the basis of each, how long, and how to ask for a photo to be taken down", () => {
    const notice = privacyNotice(settingsDefaults, "2026-11-29T06:00:00Z");
    const photos = notice.sections.find((section) => section.id === "photos");
    const text = photos?.paragraphs.join(" ") ?? "";
    expect(photos?.heading).toBe("Photos and names we publish");
    for (const fact of [
      "written consent of the parents",
      "who confirmed it and when is recorded",
      "12(1)(c)",
      "end of the admission year's first term",
      "kept out of search engines",
      "To have a photo of your child taken down",
      "privacy@vidhya.example.org",
      "+91 00000 00111",
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("in Tamil: the same section, in the same place, with the contact filled in", () => {
    const where = (sections: readonly { id: string }[]) => sections.findIndex((s) => s.id === "photos");
    expect(where(tamilFullNoticeTemplates)).toBe(where(fullNoticeTemplates));
    const notice = privacyNotice(settingsDefaults, "2026-11-29T06:00:00Z", "ta");
    const text = notice.sections.find((section) => section.id === "photos")?.paragraphs.join(" ") ?? "";
    expect(text).toContain("புகைப்பட");
    expect(text).toContain("12(1)(c)");
    expect(text).toContain("privacy@vidhya.example.org");
    expect(text).not.toMatch(/[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/);
  });
});
