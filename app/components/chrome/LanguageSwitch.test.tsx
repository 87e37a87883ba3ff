import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageContext, languageOf } from "~/lib/site/language";
import { OfficeText } from "../OfficeText";
import { LanguageSwitch } from "./LanguageSwitch";

/** The switch as the page at `address` draws it (its language is the address's, as the root sets it). */
function drawnAt(address: string, variant?: "inline" | "home"): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <LanguageContext.Provider value={languageOf(new URL(address, "http://x").pathname)}>
        <LanguageSwitch variant={variant} />
      </LanguageContext.Provider>
    </MemoryRouter>,
  );
}

describe("the link to the other language", () => {
  it("leads an English page to its Tamil twin, in Tamil words marked as Tamil", () => {
    const html = drawnAt("/vidhyapeeth/aboutus/history");
    expect(html).toContain('href="/ta/vidhyapeeth/aboutus/history"');
    expect(html).toContain('lang="ta"');
    expect(html).toContain('hrefLang="ta"');
    expect(html).toContain(">தமிழ்</a>");
    expect(html).not.toContain("English");
  });

  it("leads a Tamil page back to its English page, in English words marked as English", () => {
    const html = drawnAt("/ta/bus-routes");
    expect(html).toContain('href="/bus-routes"');
    expect(html).toContain('lang="en"');
    expect(html).toContain(">English</a>");
    expect(html).not.toContain("தமிழ்");
  });

  it("joins the home pages, and keeps the query (a calendar's month)", () => {
    expect(drawnAt("/", "home")).toContain('href="/ta"');
    expect(drawnAt("/ta", "home")).toContain('href="/"');
    expect(drawnAt("/calendar?month=2026-12")).toContain('href="/ta/calendar?month=2026-12"');
  });

  it("is a 44 px touch target at least", () => {
    expect(drawnAt("/aims")).toMatch(/class="[^"]*\bmin-h-11\b/);
  });
});

describe("the office's English text", () => {
  const drawn = (language: "en" | "ta") =>
    renderToStaticMarkup(
      <LanguageContext.Provider value={language}>
        <h1>
          <OfficeText>Sports day</OfficeText>
        </h1>
      </LanguageContext.Provider>,
    );

  it("is marked English on a Tamil page", () => {
    expect(drawn("ta")).toBe('<h1><span lang="en">Sports day</span></h1>');
  });

  it("is drawn as before on an English page", () => {
    expect(drawn("en")).toBe("<h1>Sports day</h1>");
  });
});
