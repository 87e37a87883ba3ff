import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { noticePath } from "~/lib/published/paths";
import { refreshSearchIndex } from "~/lib/search/search.server";
import { testDatabases, useAsAppDatabase } from "../../../../tests/support/databases";
import { drawIn, hrefsOf } from "../../../../tests/support/in-language";
import { get, loaderData } from "../../../../tests/support/routes";
import SearchPage, * as searchRoute from "./search";

/**
 * The search page in each language (decision 0030): on `/ta/search` its form, its answer's heading and
 * the "nothing found" advice are Tamil and the form asks the Tamil page; the English page keeps its words.
 * A notice whose title the office typed in Tamil is found from both by its exact word and by a
 * misspelt one, the page then saying the results are for similar spellings.
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

/** The Tamil words of the page about similar spellings, and the English. */
const SIMILAR = { ta: "இதே போன்ற எழுத்துக்கூட்டல்களுக்கான முடிவுகள்", en: "Results for similar spellings" };

describe.each(testDatabases())("a notice typed in Tamil, searched from both pages ($name)", (target) => {
  let database: DB;
  let tamilNotice = "";
  let englishNotice = "";

  /** `path` as the server draws it: its real loader, the page in the address's language. */
  const page = async (path: string) => {
    const data = await loaderData(searchRoute, get(path));
    const language = path.startsWith("/ta/") ? "ta" : "en";
    return drawIn(language, <SearchPage {...({ loaderData: data } as unknown as Props)} />);
  };

  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    const notice = { date: "2026-12-01", audience: "group" as const };
    const tamil = await notifications.create(
      { ...notice, title: "பள்ளி சேர்க்கை அறிவிப்பு", description: "கட்டணம் செலுத்த கடைசி நாள்." },
      database,
    );
    tamilNotice = noticePath("notification", tamil.id, tamil.title);
    const english = await notifications.create(
      { ...notice, title: "Annual day", description: "Parents are welcome in the auditorium." },
      database,
    );
    englishNotice = noticePath("notification", english.id, english.title);
    await refreshSearchIndex(database);
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  it("finds it by its exact Tamil word from /search and /ta/search, saying nothing of similar spellings", async () => {
    const english = await page(`/search?q=${encodeURIComponent("சேர்க்கை")}`);
    expect(english).toContain("1 result for “சேர்க்கை”");
    expect(hrefsOf(english)).toContain(tamilNotice);
    expect(english).not.toContain(SIMILAR.en);
    // The Tamil title on an English page is marked Tamil.
    expect(english).toMatch(/<h3[^>]*lang="ta"/);

    const tamil = await page(`/ta/search?q=${encodeURIComponent("சேர்க்கை")}`);
    expect(tamil).toContain("“சேர்க்கை” — 1 முடிவு</h2>");
    expect(hrefsOf(tamil)).toContain(`/ta${tamilNotice}`);
    expect(tamil).not.toContain(SIMILAR.ta);
  });

  it("finds it by a misspelt word, and says the results are for similar spellings", async () => {
    const english = await page(`/search?q=${encodeURIComponent("சேர்கை")}`);
    expect(english).toContain(SIMILAR.en);
    expect(hrefsOf(english)).toContain(tamilNotice);
    expect(english).toContain('<mark class="rounded-sm bg-gold-300 px-0.5 text-inherit">சேர்க்கை</mark>');

    const tamil = await page(`/ta/search?q=${encodeURIComponent("அரிவிப்பு கட்டனம்")}`);
    expect(tamil).toContain(SIMILAR.ta);
    expect(hrefsOf(tamil)).toContain(`/ta${tamilNotice}`);
    expect(tamil).not.toContain(SIMILAR.en);
  });

  it("on /ta/search: every word of the page is Tamil, the links lead to the Tamil pages, English results marked English", async () => {
    const html = await page("/ta/search?q=auditorium");
    expect(html).toContain("“auditorium” — 1 முடிவு</h2>");
    expect(hrefsOf(html)).toContain(`/ta${englishNotice}`);
    expect(hrefsOf(html).filter((href) => href.startsWith("/") && !href.startsWith("/ta"))).toEqual([]);
    expect(html).toContain("அறிவிப்பு");
    expect(html).toMatch(/<h3[^>]*lang="en"/);
    for (const word of ["Notice", "Search", "Words to search for", "result", SIMILAR.en]) {
      expect(html, word).not.toContain(word);
    }
    // The message next to the field, too.
    expect(await loaderData(searchRoute, get("/ta/search?q=%22*%22"))).toMatchObject({
      error: "தேட ஒரு சொல்லை உள்ளிடவும், எடுத்துக்காட்டாக கட்டணம் அல்லது பேருந்து.",
    });
  });

  it("answers English words as before: no second tier, the same words and links", async () => {
    const found = await page("/search?q=auditorium");
    expect(found).toContain("1 result for “auditorium”");
    expect(hrefsOf(found)).toContain(englishNotice);
    expect(found).not.toMatch(/lang="/);
    const misspelt = await page("/search?q=auditorim");
    expect(misspelt).toContain("No results for “auditorim”");
    expect(misspelt).not.toContain(SIMILAR.en);
    expect(await loaderData(searchRoute, get("/search?q=%22*%22"))).toMatchObject({
      error: "Type a word to search for, such as fees or bus.",
    });
  });
});
