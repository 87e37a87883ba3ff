import { describe, expect, it } from "vitest";
import type { ResolvedRte } from "~/lib/site/rte.server";
import { rtePages } from "~content/rte";
import { drawIn } from "../../tests/support/in-language";
import { RteView } from "./RteView";

/**
 * A school's RTE page in each language (decision 0030): on `/ta/…/rte` where the window stands, the
 * dates' terms and the sections' headings are Tamil; the English page keeps its words. The page's own
 * text is the office's.
 */

const data: ResolvedRte = {
  ...rtePages.vidhyashram,
  school: "vidhyashram",
  path: "/vidhyashram/rte",
  state: "open",
  lists: [],
  listsUntil: "2025-09-30",
  listsTakenDown: false,
};

describe("the RTE page in Tamil and English", () => {
  it("in Tamil: its fixed words are Tamil", () => {
    const html = drawIn("ta", <RteView data={data} />);
    for (const word of ["இப்போது விண்ணப்பிக்கலாம்.", "விண்ணப்பிக்கும் முறை", "குலுக்கல்", "RTE சேர்க்கை இணையதளம்"]) {
      expect(html, word).toContain(word);
    }
    for (const word of [
      "Applications are open now.",
      "How to apply",
      "Lottery<",
      "The RTE admission portal",
    ]) {
      expect(html, word).not.toContain(word);
    }
  });

  it("in English: keeps its words", () => {
    const html = drawIn("en", <RteView data={data} />);
    for (const word of [
      "Applications are open now.",
      "How to apply",
      "Lottery<",
      "The RTE admission portal",
    ]) {
      expect(html, word).toContain(word);
    }
  });

  it("after the lists' last day, says in each language that they were taken down, with the day", () => {
    const ended = { ...data, listsTakenDown: true };
    expect(drawIn("en", <RteView data={ended} />)).toContain(
      "The lists were taken down after 30 Sept 2025: they name children",
    );
    const tamil = drawIn("ta", <RteView data={ended} />);
    expect(tamil).toContain("நீக்கப்பட்டன");
    expect(tamil).not.toContain("taken down");
  });
});
