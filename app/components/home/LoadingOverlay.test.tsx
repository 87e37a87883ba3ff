import { readFileSync } from "node:fs";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NO_SCRIPT_STYLE } from "../chrome/no-script-style";
import { DONE_MS, LEAVE_MS, LoadingOverlay, progressAt, STEP_MS } from "./LoadingOverlay";

describe("the loading overlay's clock (spec 9)", () => {
  it("rises by 5 every 200 ms, from 0, and never past 100", () => {
    expect([0, 199, 200, 399, 400, 1000, 1999].map(progressAt)).toEqual([0, 0, 5, 5, 10, 25, 45]);
    expect(progressAt(-50)).toBe(0);
  });

  it("is done at the 2000 ms timer, which comes before 100% and its 500 ms", () => {
    expect(DONE_MS).toBe(2000);
  });

  it("reads 100 % from the moment the page is loaded at 2000 ms (the timer completes the count)", () => {
    expect([DONE_MS, 2099, 4000, 9000].map(progressAt)).toEqual([100, 100, 100, 100]);
  });
});

describe("the stylesheet's count (no script counts: app.css alone)", () => {
  const css = readFileSync("app/app.css", "utf8");
  const rule = (selector: string) => new RegExp(`${selector} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";

  it("steps every 200 ms until the page is loaded, then reads 100 %: the values progressAt gives", () => {
    expect(rule("\\.intro-percent")).toContain(`animation: intro-count ${DONE_MS}ms step-end forwards`);
    const block = /@keyframes intro-count \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    const frames = [...block.matchAll(/(\d+%|to) \{\s*--intro-percent: (\d+);/g)].map(([, at, value]) => [
      at === "to" ? DONE_MS : (Number.parseInt(at ?? "", 10) / 100) * DONE_MS,
      Number(value),
    ]);
    expect(frames).toHaveLength(DONE_MS / STEP_MS + 1);
    for (const [at, value] of frames) expect(value, `at ${at} ms`).toBe(progressAt(at ?? 0));
  });

  it("fades out over the 100 ms after it is done", () => {
    expect(rule("\\.intro-overlay")).toContain(
      `animation: intro-leave ${DONE_MS + LEAVE_MS}ms linear forwards`,
    );
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

  it("is hidden without JavaScript, and the sections do not wait for it then (the head's noscript style)", () => {
    expect(NO_SCRIPT_STYLE).toContain(".intro-overlay{display:none}");
    expect(NO_SCRIPT_STYLE).toContain(".intro-content{animation:none!important}");
    expect(html).not.toContain("<noscript>");
  });
});
