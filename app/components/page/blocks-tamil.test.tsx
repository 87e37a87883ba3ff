import { describe, expect, it } from "vitest";
import { rulesForYear } from "~/lib/site/admission-rules";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import { settingsDefaults } from "~content/settings";
import { blockWords } from "~content/words/blocks";
import { drawIn, hasTamil } from "../../../tests/support/in-language";
import { Blocks } from "./Blocks";
import { CampusMap } from "./CampusMap";
import { ContactCard } from "./ContactCard";

/**
 * The content pages' building blocks in each language (decision 0030): on a `/ta/…` page the contact
 * card, its campus map, the admission rules and a committee's table say their own words in Tamil,
 * marked as Tamil inside the office's still-English text; on the English page the words are as
 * before. What the office wrote (names, addresses, documents) is left as it is.
 */

const rules = rulesForYear(settingsDefaults.admissions, settingsDefaults.site.admissionsYear);

/** The page's blocks as a content page draws them. */
const blocks: ResolvedBlock[] = [
  { type: "contact", school: "vidhyapeeth" },
  { type: "admissionRules", show: ["ages", "documents", "steps"], rules },
  {
    type: "people",
    display: "table",
    people: [
      { name: "Mrs. L. Shanthi", role: "Chairperson", detail: "Parent", phone: "94430 12345", sample: false },
      { name: "Mr. R. Kumar", role: "Member", email: "kumar@example.org", sample: false },
    ],
  },
] as ResolvedBlock[];

describe("the content pages' blocks in Tamil and English", () => {
  it("in Tamil: the contact card, the map, the admission rules and the committee's table say their words in Tamil", () => {
    const html = drawIn("ta", <Blocks blocks={blocks} />);
    for (const word of [
      // The contact card, for screen readers beside its icons, and the office hours.
      ">முகவரி<",
      ">தொலைபேசி<",
      ">மின்னஞ்சல்<",
      "அலுவலக நேரம்: ",
      // The campus map and what its behaviour says.
      "வரைபடத்தைக் காட்டு",
      'data-map-hide="வரைபடத்தை மறை"',
      "OpenStreetMap-இல் வரைபடத்தைத் திறக்க",
      "செல்லும் வழி",
      // The admission rules: the parts' headings, the age table's heads and rows.
      "வயது வரம்பு</h2>",
      "கொண்டுவர வேண்டிய ஆவணங்கள்</h2>",
      "சேர்க்கை நடைமுறை</h2>",
      ">வகுப்பு</th>",
      "அன்று குறைந்தபட்ச வயது</th>",
      "1ஆம் வகுப்பு",
      " ஆண்டு",
      // The committee's table.
      ">வ. எண்</th>",
      ">பெயர்</th>",
      ">பொறுப்பு</th>",
      ">விவரங்கள்</th>",
      'data-label="மின்னஞ்சல்"',
    ]) {
      expect(html, word).toContain(word);
    }
    for (const word of [
      ">Address<",
      ">Phone<",
      ">E-mail<",
      "Office hours:",
      "Show the map",
      "Open the map on OpenStreetMap",
      ">Directions<",
      "Directions with",
      "Age criteria",
      "Documents to bring",
      "Steps of admission",
      ">Class</th>",
      "Born on or before",
      "Minimum age on",
      "S. No.",
      ">Role</th>",
      ">Details</th>",
      " years",
    ]) {
      expect(html, word).not.toContain(word);
    }
    // The interface's words are marked Tamil inside the office's English; the school's address stays English.
    expect(html).toMatch(/<div lang="en">[\s\S]*<article lang="ta-IN"/);
    expect(html).toContain('<address class="not-italic" lang="en">');
    expect(html.match(/<div lang="ta-IN">/g)).toHaveLength(2);
  });

  it("in English: the same blocks keep their English words and add no language marks", () => {
    const html = drawIn("en", <Blocks blocks={blocks} />);
    for (const word of [
      ">Address<",
      ">Phone<",
      ">E-mail<",
      "Office hours: ",
      "Show the map",
      'data-map-hide="Hide the map"',
      "Open the map on OpenStreetMap",
      ">Directions with <",
      "Age criteria</h2>",
      "Documents to bring</h2>",
      "Steps of admission</h2>",
      ">Class</th>",
      ">Born on or before</th>",
      "Minimum age on ",
      "Class I",
      ">S. No.</th>",
      ">Role</th>",
      ">Details</th>",
    ]) {
      expect(html, word).toContain(word);
    }
    expect(hasTamil(html)).toBe(false);
    expect(html).not.toContain("lang=");
  });

  it("the map's frame is named in the page's language, and a card alone carries its language", () => {
    const location = { latitude: 12.24, longitude: 79.06 };
    expect(drawIn("ta", <CampusMap name="Vidhyapeeth" location={location} />)).toContain(
      `data-map-title="${blockWords.ta.mapOf("Vidhyapeeth")}"`,
    );
    expect(drawIn("en", <CampusMap name="Vidhyapeeth" location={location} />)).toContain(
      'data-map-title="Map of the Vidhyapeeth campus"',
    );
    expect(drawIn("ta", <ContactCard school="vidhyashram" headingLevel="h2" />)).toMatch(
      /<article lang="ta-IN"[^>]*><h2[^>]*><span lang="en">/,
    );
  });
});
