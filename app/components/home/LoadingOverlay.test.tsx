import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DONE_MS, LoadingOverlay, progressAt } from "./LoadingOverlay";

describe("the loading overlay's clock (spec 9)", () => {
  it("rises by 5 every 200 ms, from 0, and never past 100", () => {
    expect([0, 199, 200, 399, 400, 1999, 2000, 4000, 9000].map(progressAt)).toEqual([
      0, 0, 5, 5, 10, 45, 50, 100, 100,
    ]);
    expect(progressAt(-50)).toBe(0);
  });

  it("is done at the 2000 ms timer, which comes before 100% and its 500 ms", () => {
    expect(DONE_MS).toBe(2000);
  });
});

describe("the overlay in the server's HTML", () => {
  const html = renderToString(<LoadingOverlay onLoaded={() => undefined} />);

  it("is the label of a hidden checkbox, so a tap hides it by CSS before any script runs", () => {
    expect(html).toMatch(/<input[^>]*id="intro-skip"[^>]*type="checkbox"[^>]*class="intro-skip"[^>]*hidden/);
    expect(html).toMatch(/<label[^>]*for="intro-skip"[^>]*class="intro-overlay /);
    // The checkbox comes first: `.intro-skip:checked + .intro-overlay` in app.css.
    expect(html.indexOf('id="intro-skip"')).toBeLessThan(html.indexOf("<label"));
  });

  it("leaves the count to the stylesheet until JavaScript takes over", () => {
    expect(html).toContain('role="status"');
    expect(html).toMatch(/Loading\.\.\. (<!-- -->)?<span class="intro-percent"><\/span>/);
  });

  it("is hidden without JavaScript, and the sections do not wait for it then", () => {
    expect(html).toContain(
      "<noscript><style>.intro-overlay{display:none}.intro-content{animation:none!important}</style></noscript>",
    );
  });
});
