import { describe, expect, it } from "vitest";
import { MARK_END, MARK_START, QUERY_MAX_TERMS, searchTerms, segmentsOf } from "./query";

describe("the words searched for", () => {
  it("are the words typed, lower case, each once", () => {
    expect(searchTerms("  Annual DAY annual  ")).toEqual(["annual", "day"]);
  });

  it("keep no query syntax: quotes, stars, brackets and colons only separate words", () => {
    expect(searchTerms('"fees" AND OR NEAR( title:bus* -x')).toEqual([
      "fees",
      "and",
      "or",
      "near",
      "title",
      "bus",
      "x",
    ]);
    expect(searchTerms('" * ( ) : ^ -')).toEqual([]);
    expect(searchTerms("")).toEqual([]);
  });

  it("keep a Tamil word whole, vowel signs and virama included", () => {
    expect(searchTerms("எங்கள் பள்ளி விழா")).toEqual(["எங்கள்", "பள்ளி", "விழா"]);
  });

  it("join a decomposed Tamil vowel sign (NFC), so it matches the indexed word", () => {
    // ொ (U+0BCA) typed as its two parts ெ + ா.
    expect(searchTerms("பொது".normalize("NFD"))).toEqual(["பொது".normalize("NFC")]);
  });

  it("are at most a few", () => {
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(QUERY_MAX_TERMS);
  });
});

describe("highlighted text", () => {
  it("becomes plain and matching segments in order", () => {
    expect(segmentsOf(`The ${MARK_START}annual${MARK_END} day`)).toEqual([
      { text: "The ", match: false },
      { text: "annual", match: true },
      { text: " day", match: false },
    ]);
  });

  it("joins neighbouring matches and keeps HTML as text", () => {
    expect(segmentsOf(`${MARK_START}a${MARK_END}${MARK_START}b${MARK_END} <b>x</b>`)).toEqual([
      { text: "ab", match: true },
      { text: " <b>x</b>", match: false },
    ]);
  });
});
