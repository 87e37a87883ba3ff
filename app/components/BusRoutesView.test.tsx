import { describe, expect, it } from "vitest";
import { busRoutes } from "~content/bus-routes";
import { drawIn } from "../../tests/support/in-language";
import { BusRoutesView } from "./BusRoutesView";

/**
 * The bus routes page and its stop finder in each language (decision 0030): on `/ta/bus-routes` the
 * title, the finder's label, button and status, the route headings and table columns are Tamil and the
 * finder asks the Tamil page; the English page keeps its words. Stop names are the office's.
 */

describe("the bus routes page in Tamil and English", () => {
  it("in Tamil: the finder and the routes' fixed words are Tamil, and the form stays on the Tamil page", () => {
    // The page's introduction is the office's (Tamil values come later): left out here.
    const html = drawIn("ta", <BusRoutesView data={{ ...busRoutes, intro: "" }} />);
    for (const word of [
      "பேருந்து வழித்தடங்கள்",
      "உங்கள் நிறுத்தத்தைத் தேடுக",
      ">தேடு<",
      "வழித்தடம் R1",
      "நிறுத்தம்</th>",
      "தெரிந்துகொள்ள வேண்டியவை",
      `எல்லா ${busRoutes.routes.length} வழித்தடங்களும் காட்டப்பட்டுள்ளன.`,
    ]) {
      expect(html, word).toContain(word);
    }
    for (const word of [
      "Find your stop",
      ">Find<",
      "Route R1",
      "Stop</th>",
      "Good to know",
      "routes are shown",
    ]) {
      expect(html, word).not.toContain(word);
    }
    expect(html).toContain('action="/ta/bus-routes"');
    expect(html).toContain('href="/ta/transportrules"');
  });

  it("in English: keeps its words and addresses", () => {
    const html = drawIn("en", <BusRoutesView data={busRoutes} />);
    for (const word of [
      "Find your stop",
      ">Find<",
      "Route R1",
      "Stop</th>",
      "Good to know",
      "routes are shown.",
    ]) {
      expect(html, word).toContain(word);
    }
    expect(html).toContain('action="/bus-routes"');
  });
});
