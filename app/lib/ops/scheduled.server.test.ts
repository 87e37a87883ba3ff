import { afterEach, describe, expect, it, vi } from "vitest";
import { DAY_MS, startScheduledJobs } from "./scheduled.server";

/**
 * The server's periodic jobs (the page history's pruning): run at start and then daily, on a timer that
 * never keeps the process from exiting; a failing run is logged and tried again the next day.
 */

afterEach(() => {
  vi.useRealTimers();
});

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
    const stop = startScheduledJobs({ jobs: [], log: () => undefined });
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
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual(["link check", "retention"]);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    // The link check still runs from yesterday: it is not started twice; retention runs again.
    expect(runs).toEqual(["link check", "retention", "retention"]);
    stop();
  });
});
