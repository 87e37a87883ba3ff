import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { eventually } from "../../../tests/support/eventually";
import type { DB } from "../platform/db.server";
import { claimDay, releaseDay } from "../platform/lease.server";
import { DAY_MS, type ScheduledJob, startScheduledJobs } from "./scheduled.server";

/**
 * The server's periodic jobs (the page history's pruning): run at start and then daily, on a timer that
 * never keeps the process from exiting; a failing run is logged and tried again the next day.
 */

afterEach(() => {
  vi.useRealTimers();
});

/** Every day's run is ours: the timing tests below are about the timer, not about other instances. */
const alwaysOurs = { claim: async () => ({ claimed: true as const }), release: async () => undefined };

describe("the scheduled jobs", () => {
  it("run at start and then once a day, without keeping the process alive, until stopped", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const stop = startScheduledJobs({
      jobs: [
        {
          name: "count",
          run: async () => {
            runs.push(Date.now());
            return "ran";
          },
        },
      ],
      log: () => undefined,
      ...alwaysOurs,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(runs).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(3 * DAY_MS);
    expect(runs).toHaveLength(4);
  });

  it("uses a timer that lets the process exit", () => {
    const spy = vi.spyOn(globalThis, "setInterval");
    const stop = startScheduledJobs({ jobs: [], log: () => undefined, ...alwaysOurs });
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
    spy.mockRestore();
  });

  it("logs a failed run and tries again the next day, never throwing", async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    let calls = 0;
    const stop = startScheduledJobs({
      jobs: [
        {
          name: "page history",
          run: async () => {
            calls++;
            if (calls === 1) throw new Error("database is locked");
            return "3 old versions removed";
          },
        },
      ],
      log: (line) => lines.push(line),
      ...alwaysOurs,
    });
    await vi.advanceTimersByTimeAsync(DAY_MS);
    stop();
    expect(calls).toBe(2);
    expect(lines).toEqual([
      "Scheduled job page history failed (tried again in a day): database is locked",
      "Scheduled job page history: 3 old versions removed",
    ]);
  });

  it("run each job on its own: one that never ends holds back neither the others nor their next day", async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const stop = startScheduledJobs({
      jobs: [
        { name: "link check", run: () => new Promise(() => runs.push("link check")) },
        {
          name: "enquiry retention",
          run: async () => {
            runs.push("retention");
            return undefined;
          },
        },
      ],
      log: () => undefined,
      ...alwaysOurs,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(["link check", "retention"]);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    // The link check still runs from yesterday: it is not started twice; retention runs again.
    expect(runs).toEqual(["link check", "retention", "retention"]);
    stop();
  });
});

for (const target of testDatabases()) {
  describe(`the day's run of each job, across instances (${target.name})`, () => {
    let db: DB;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await target.close();
    });

    /** One instance of the site: its own holder name, its own log, the shared database. */
    function instance(holder: string, jobs: ScheduledJob[], now: () => Date) {
      const lines: string[] = [];
      const stop = startScheduledJobs({
        jobs,
        log: (line) => lines.push(line),
        claim: (job) => claimDay(job.name, { db, holder, now }),
        release: (job) => releaseDay(job.name, { db, holder }),
      });
      return { lines, stop };
    }

    /** Resolves once `lines` has `count` lines (the jobs run in the background). */
    async function linesOf(lines: string[], count: number): Promise<string[]> {
      await eventually(() => expect(lines.length).toBeGreaterThanOrEqual(count), 5);
      return lines;
    }

    it("runs once across two instances that start together, and the other says who ran it", async () => {
      let runs = 0;
      const job: ScheduledJob = {
        name: "page history",
        run: async () => {
          runs++;
          return "2 old versions removed";
        },
      };
      const day = () => new Date("2026-11-28T00:30:00Z");
      const a = instance("school-a:101", [job], day);
      const b = instance("school-b:202", [job], day);
      const lines = [...(await linesOf(a.lines, 1)), ...(await linesOf(b.lines, 1))];
      a.stop();
      b.stop();
      expect(runs).toBe(1);
      expect(
        lines.filter((line) => line === "Scheduled job page history: 2 old versions removed"),
      ).toHaveLength(1);
      expect(lines.find((line) => line.includes("run today by"))).toMatch(
        /^Scheduled job page history: run today by school-(a:101|b:202) \(until 2026-11-28T20:30:00\.000Z\)$/,
      );
    });

    it("runs again the next day on whichever instance asks first, and after a failure on the next try", async () => {
      let runs = 0;
      const job: ScheduledJob = {
        name: "search index",
        run: async () => {
          runs++;
          if (runs === 1) throw new Error("disk full");
          return undefined;
        },
      };
      const first = instance("school-a:101", [job], () => new Date("2026-11-29T00:30:00Z"));
      expect(await linesOf(first.lines, 1)).toEqual([
        "Scheduled job search index failed (tried again in a day): disk full",
      ]);
      first.stop();
      // The failed run gave its claim back: the other instance, starting the same day, runs it.
      const second = instance("school-b:202", [job], () => new Date("2026-11-29T02:00:00Z"));
      expect(await linesOf(second.lines, 1)).toEqual(["Scheduled job search index: nothing to do"]);
      second.stop();
      // Later that day nobody runs it again; the next day the first instance does.
      const later = instance("school-a:101", [job], () => new Date("2026-11-29T09:00:00Z"));
      expect((await linesOf(later.lines, 1))[0]).toMatch(/run today by school-b:202/);
      later.stop();
      const tomorrow = instance("school-a:101", [job], () => new Date("2026-11-30T00:30:00Z"));
      expect(await linesOf(tomorrow.lines, 1)).toEqual(["Scheduled job search index: nothing to do"]);
      tomorrow.stop();
      expect(runs).toBe(3);
    });
  });
}
