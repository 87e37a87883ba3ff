import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DONE_MS, LoadingOverlay, progressAt, STEP_MS } from "./LoadingOverlay";

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

  it("reads 25 % at 1000 ms and 45 % just before it leaves, counted from when it is drawn", () => {
    expect(progressAt(1000)).toBe(25);
    expect(progressAt(DONE_MS - 1)).toBe(45);
  });
});

describe("the stylesheet's count (no script counts: app.css alone)", () => {
  const css = readFileSync("app/app.css", "utf8");
  const rule = (selector: string) => new RegExp(`${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";

  it("steps every 200 ms for as long as the overlay shows, to the count progressAt gives at its end", () => {
    const count = /animation: intro-count (\d+)ms steps\((\d+), end\)/.exec(rule("\\.intro-percent"));
    expect(Number(count?.[1])).toBe(DONE_MS);
    expect(Number(count?.[1]) / Number(count?.[2])).toBe(STEP_MS);
    const to = /@keyframes intro-count \{[^@]*to \{\s*--intro-percent: (\d+);/.exec(css);
    expect(Number(to?.[1])).toBe(progressAt(DONE_MS));
  });

  it("leaves at the same moment", () => {
    expect(rule("\\.intro-overlay")).toContain(`animation: intro-leave ${DONE_MS}ms linear forwards`);
  });
});

describe("the overlay in the server's HTML", () => {
  const html = renderToString(<LoadingOverlay />);

  it("is the label of a hidden checkbox, so a tap hides it by CSS before any script runs", () => {
    expect(html).toMatch(/<input[^>]*id="intro-skip"[^>]*type="checkbox"[^>]*class="intro-skip"[^>]*hidden/);
    expect(html).toMatch(/<label[^>]*for="intro-skip"[^>]*class="intro-overlay /);
    // The checkbox comes first: `.intro-skip:checked + .intro-overlay` in app.css.
    expect(html.indexOf('id="intro-skip"')).toBeLessThan(html.indexOf("<label"));
  });

  it("leaves the count to the stylesheet", () => {
    expect(html).toContain('role="status"');
    expect(html).toMatch(/Loading\.\.\. (<!-- -->)?<span class="intro-percent"><\/span>/);
  });

  it("is hidden without JavaScript, and the sections do not wait for it then", () => {
    expect(html).toContain(
      "<noscript><style>.intro-overlay{display:none}.intro-content{animation:none!important}</style></noscript>",
    );
  });
});
