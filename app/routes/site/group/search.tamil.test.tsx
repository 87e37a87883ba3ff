import { describe, expect, it } from "vitest";
import { drawIn } from "../../../../tests/support/in-language";
import SearchPage from "./search";

/**
 * The search page in each language (decision 0030): on `/ta/search` its form, its answer's heading and
 * the "nothing found" advice are Tamil and the form asks the Tamil page; the English page keeps its words.
 */

type Props = Parameters<typeof SearchPage>[0];
const nothingFound = {
  loaderData: {
    query: "xyz",
    school: undefined,
    error: undefined,
    unavailable: false,
    answer: { total: 0, results: [] },
  },
} as unknown as Props;

describe("the search page in Tamil and English", () => {
  it("in Tamil: the form, the heading of an empty answer and its advice are Tamil", () => {
    const html = drawIn("ta", <SearchPage {...nothingFound} />);
    for (const word of ["தேட வேண்டிய சொற்கள்", "இரு பள்ளிகளும்", "முடிவுகள் இல்லை", "அறிவிப்புப் பலகையைப்"]) {
      expect(html, word).toContain(word);
    }
    for (const word of ["Words to search for", "Both schools", "No results", "Check the spelling"]) {
      expect(html, word).not.toContain(word);
    }
    expect(html).toContain('action="/ta/search"');
    expect(html).toContain('href="/ta/notifications"');
  });

  it("in English: keeps its words", () => {
    const html = drawIn("en", <SearchPage {...nothingFound} />);
    for (const word of [
      "Words to search for",
      "Both schools",
      "No results for “xyz”",
      "Check the spelling",
    ]) {
      expect(html, word).toContain(word);
    }
    expect(html).toContain('action="/search"');
  });
});
