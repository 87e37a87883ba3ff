import { describe, expect, it } from "vitest";
import { lighthouseOptions, loadAverage, medianRun, reportPath, TRACKED_REPORT } from "./lighthouse-runs";

describe("npm run lighthouse's decisions", () => {
  it("writes the tracked report only when asked", () => {
    const at = new Date("2026-03-15T04:15:09.123Z");
    expect(reportPath(lighthouseOptions([]), at)).toBe(".reports/lighthouse/lighthouse-20260315T041509Z.md");
    expect(reportPath(lighthouseOptions(["--no-build", "/aims"]), at)).toMatch(/^\.reports\/lighthouse\//);
    expect(reportPath(lighthouseOptions(["--write-report"]), at)).toBe(TRACKED_REPORT);
  });

  it("reads its options and refuses unknown ones", () => {
    expect(lighthouseOptions(["--no-build", "/aims", "/"])).toEqual({
      build: false,
      writeReport: false,
      only: ["/aims", "/"],
    });
    expect(() => lighthouseOptions(["--write"])).toThrow(/Unknown option --write\. Usage/);
  });

  it("takes the median run by performance", () => {
    const run = (performance: number, lcp: number) => ({ scores: { performance }, lcp });
    expect(medianRun([run(84, 3000), run(99, 900), run(97, 1100)])).toEqual(run(97, 1100));
    expect(medianRun([run(100, 800)])).toEqual(run(100, 800));
    expect(() => medianRun([])).toThrow();
  });

  it("prints the load average, and says when the machine is busy", () => {
    expect(loadAverage([0.5, 0.25, 0.1], 2)).toBe("load average 0.50, 0.25, 0.10 (1, 5, 15 min) on 2 cores");
    expect(loadAverage([3.2, 2, 1], 2)).toMatch(
      /^load average 3\.20, 2\.00, 1\.00 \(1, 5, 15 min\) on 2 cores \(busy/,
    );
  });
});
