import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.server";

const PRELOADS = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
const MODULE_CODE = 'import "/assets/entry.client.js";';
const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"/>${PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hello</main><script nonce="abc">window.__ctx={}</script><script nonce="abc" type="module" async="">${MODULE_CODE}</script></body></html>`;

/** The boot script's element, and its code. */
function boot(html: string) {
  const match = /<script nonce="abc">(\(function[\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no boot script");
  return match[1];
}

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/**
 * Runs the boot script against a stand-in document that records what it adds, in which task and at
 * which time (ms): timers fire in order of their due time, one per task; the first contentful paint is
 * reported to paint observers at `paintAt` ms (null: never).
 */
function run(html: string, visibilityState: "visible" | "hidden", paintAt: number | null = 30) {
  const added: { task: number; time: number; element: FakeElement }[] = [];
  const timers: { due: number; callback: () => void }[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  let task = 0;
  let now = 0;
  const append = (element: FakeElement) => added.push({ task, time: now, element });
  const document = {
    visibilityState,
    currentScript: { nonce: "abc" },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  class PerformanceObserver {
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const globals = {
    document,
    performance: { getEntriesByName: () => [] },
    PerformanceObserver,
    setTimeout: (callback: () => void, ms = 0) => timers.push({ due: now + ms, callback }),
    requestAnimationFrame: (callback: () => void) => timers.push({ due: now + 16, callback }),
  };
  new Function(...Object.keys(globals), boot(html))(...Object.values(globals));
  const fcp = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
  let painted = paintAt === null;
  while (timers.length > 0) {
    timers.sort((a, b) => a.due - b.due);
    const [next] = timers;
    if (!next) break;
    task++;
    if (!painted && paintAt !== null && paintAt <= next.due) {
      now = paintAt;
      painted = true;
      for (const observer of observers) observer(fcp);
      continue;
    }
    timers.shift();
    now = Math.max(now, next.due);
    next.callback();
  }
  return added;
}

describe("deferScripts", () => {
  const html = deferScripts(PAGE);

  it("takes React Router's preload links and module script out of the HTML, keeping everything else", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="abc">window.__ctx={}</script>');
    expect(html).toContain("<main>Hello</main>");
  });

  it("after the first contentful paint adds every preload link, a few per task, then the module script with the nonce", () => {
    const added = run(html, "visible", 40);
    const links = added.filter(({ element }) => element.tag === "link");
    expect(links.map(({ element }) => element.href)).toEqual(PRELOADS);
    expect(links.every(({ element }) => element.rel === "modulepreload")).toBe(true);
    // Nothing until the paint has been reported; then no task adds more than four links.
    expect(Math.min(...links.map(({ time }) => time))).toBeGreaterThanOrEqual(40);
    const perTask = new Map<number, number>();
    for (const { task } of links) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    expect(Math.max(...perTask.values())).toBeLessThanOrEqual(4);

    const last = added.at(-1);
    expect(last?.element).toEqual({ tag: "script", type: "module", nonce: "abc", textContent: MODULE_CODE });
    expect(last?.task).toBeGreaterThan(Math.max(...links.map(({ task }) => task)));
  });

  it("starts anyway when no paint is ever reported (a browser without paint timing)", () => {
    const added = run(html, "visible", null);
    expect(added).toHaveLength(PRELOADS.length + 1);
    expect(added.at(-1)?.element.tag).toBe("script");
  });

  it("in a hidden tab (which never paints) adds everything at once", () => {
    const added = run(html, "hidden", null);
    expect(added).toHaveLength(PRELOADS.length + 1);
    expect(added.every(({ task }) => task === 0)).toBe(true);
  });

  it("leaves a page without React Router's module script (an error page) unchanged", () => {
    const plain = "<!DOCTYPE html><html><body><p>Down for maintenance</p></body></html>";
    expect(deferScripts(plain)).toBe(plain);
  });
});
