import { afterEach, describe, expect, it, vi } from "vitest";
import {
  blockSeconds,
  createThrottle,
  FIRST_BLOCK_SECONDS,
  MAX_BLOCK_SECONDS,
  PER_ACCOUNT,
  PER_ADDRESS,
  type Throttle,
  throttledMessage,
  WINDOW_SECONDS,
} from "./login-throttle.server";

async function failTimes(
  throttle: Throttle,
  times: number,
  username: (i: number) => string,
  address: (i: number) => string,
) {
  for (let i = 0; i < times; i++) await throttle.fail(username(i), address(i));
}

describe("createThrottle", () => {
  it("lets a first attempt through", async () => {
    expect(await createThrottle().check("office", "10.0.0.1")).toBeNull();
  });

  it("lets attempts through until the account has PER_ACCOUNT failures", async () => {
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT - 1,
      () => "office",
      (i) => `10.0.0.${i}`,
    );
    expect(await throttle.check("office", "10.0.0.99")).toBeNull();
  });

  it("blocks an account after PER_ACCOUNT failures from any addresses, and only that account", async () => {
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT,
      () => "office",
      (i) => `10.0.0.${i}`,
    );
    for (const address of ["10.0.0.0", "192.168.1.5", "unknown"]) {
      const wait = await throttle.check("office", address);
      expect(wait).not.toBeNull();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(FIRST_BLOCK_SECONDS * 1000);
    }
    expect(await throttle.check("principal", "10.0.0.0")).toBeNull();
  });

  it("counts a username whatever its case and surrounding spaces", async () => {
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT,
      (i) => (i % 2 ? "Office" : " office "),
      () => "10.0.0.1",
    );
    expect(await throttle.check("OFFICE", "10.0.0.2")).not.toBeNull();
  });

  it("starts the account afresh after a successful sign-in", async () => {
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT - 1,
      () => "office",
      (i) => `10.0.1.${i}`,
    );
    await throttle.succeed("office");
    await failTimes(
      throttle,
      PER_ACCOUNT - 1,
      () => "office",
      (i) => `10.0.2.${i}`,
    );
    expect(await throttle.check("office", "10.0.3.1")).toBeNull();
    await throttle.fail("office", "10.0.3.1");
    expect(await throttle.check("office", "10.0.3.1")).not.toBeNull();
  });

  it("blocks an address after PER_ADDRESS failures across many usernames", async () => {
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ADDRESS,
      (i) => `guess-${i}`,
      () => "203.0.113.7",
    );
    const wait = await throttle.check("someone-new", "203.0.113.7");
    expect(wait).toBeGreaterThan(0);
    expect(await throttle.check("someone-new", "203.0.113.8")).toBeNull();
  });

  it("keeps counters apart between throttles", async () => {
    const first = createThrottle();
    await failTimes(
      first,
      PER_ACCOUNT,
      () => "office",
      () => "10.0.0.1",
    );
    expect(await first.check("office", "10.0.0.1")).not.toBeNull();
    expect(await createThrottle().check("office", "10.0.0.1")).toBeNull();
  });
});

describe("createThrottle over time (an injected clock)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function clocked() {
    let time = Date.parse("2026-03-01T10:00:00Z");
    const throttle = createThrottle({ now: () => time });
    return { throttle, advance: (ms: number) => (time += ms) };
  }

  it("grows the delay: one minute at the limit, doubling with each further failure, never past the cap", async () => {
    expect([4, 5, 6, 7, 8, 9, 10, 50].map((n) => blockSeconds(n, PER_ACCOUNT))).toEqual([
      0,
      FIRST_BLOCK_SECONDS,
      FIRST_BLOCK_SECONDS * 2,
      FIRST_BLOCK_SECONDS * 4,
      FIRST_BLOCK_SECONDS * 8,
      MAX_BLOCK_SECONDS,
      MAX_BLOCK_SECONDS,
      MAX_BLOCK_SECONDS,
    ]);
    const { throttle, advance } = clocked();
    const waits: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 3; i++) {
      const wait = await throttle.check("office", "10.0.0.1");
      if (wait !== null) advance(wait);
      await throttle.fail("office", "10.0.0.1");
      waits.push((await throttle.check("office", "10.0.0.1")) ?? 0);
    }
    expect(waits.slice(0, PER_ACCOUNT - 1)).toEqual([0, 0, 0, 0]);
    expect(waits.slice(PER_ACCOUNT - 1)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("lets the right password through once the wait is over, then starts afresh", async () => {
    const { throttle, advance } = clocked();
    await failTimes(
      throttle,
      PER_ACCOUNT,
      () => "office",
      () => "10.0.0.1",
    );
    const wait = await throttle.check("office", "10.0.0.2");
    expect(wait).toBe(FIRST_BLOCK_SECONDS * 1000);
    advance(30_000);
    expect(await throttle.check("office", "10.0.0.2")).toBe(30_000);
    advance(30_000);
    expect(await throttle.check("office", "10.0.0.2")).toBeNull();
    await throttle.succeed("office");
    await throttle.fail("office", "10.0.0.2");
    expect(await throttle.check("office", "10.0.0.2")).toBeNull();
  });

  it("forgets failures an hour after the last one", async () => {
    const { throttle, advance } = clocked();
    await failTimes(
      throttle,
      PER_ACCOUNT - 1,
      () => "office",
      () => "10.0.0.1",
    );
    advance(WINDOW_SECONDS * 1000 + 1);
    await throttle.fail("office", "10.0.0.1");
    expect(await throttle.check("office", "10.0.0.1")).toBeNull();
  });

  it("cannot lock an account out for longer than the cap, however many failures", async () => {
    const { throttle, advance } = clocked();
    for (let i = 0; i < 40; i++) {
      advance(((await throttle.check("office", `10.9.${i}.1`)) ?? 0) + 1);
      await throttle.fail("office", `10.9.${i}.1`);
    }
    expect(await throttle.check("office", "10.0.0.1")).toBeLessThanOrEqual(MAX_BLOCK_SECONDS * 1000);
    advance(MAX_BLOCK_SECONDS * 1000);
    expect(await throttle.check("office", "10.0.0.1")).toBeNull();
  });

  it("also follows fake timers (Date.now) when no clock is given", async () => {
    vi.useFakeTimers();
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT,
      () => "office",
      () => "10.0.0.1",
    );
    expect(await throttle.check("office", "10.0.0.2")).not.toBeNull();
    vi.advanceTimersByTime(FIRST_BLOCK_SECONDS * 1000);
    expect(await throttle.check("office", "10.0.0.2")).toBeNull();
  });

  it("keeps its memory bounded under a flood of usernames", async () => {
    const { throttle } = clocked();
    for (let i = 0; i < 25_000; i++) await throttle.fail(`guess-${i}`, `10.${i % 250}.0.1`);
    expect(throttle.size()).toBeLessThanOrEqual(10_000 + 250);
  });
});

describe("throttledMessage", () => {
  it.each([
    [15 * 60 * 1000, "15 minutes"],
    [14 * 60 * 1000 + 1, "15 minutes"],
    [90 * 1000, "2 minutes"],
    [60 * 1000, "1 minute "],
    [59 * 1000, "59 seconds"],
    [1000, "1 second "],
  ])("tells a visitor to wait (%i ms → %s)", (waitMs, minutes) => {
    const message = throttledMessage(waitMs);
    expect(message).toContain("Too many failed sign-in attempts");
    expect(message).toContain(`wait ${minutes}`);
  });
});
