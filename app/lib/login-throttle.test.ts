import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BLOCK_SECONDS,
  createThrottle,
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
      expect(wait).toBeLessThanOrEqual(Math.max(WINDOW_SECONDS, BLOCK_SECONDS) * 1000);
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

describe("createThrottle over time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets the account try again once the window and the block have passed", async () => {
    vi.useFakeTimers();
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT,
      () => "office",
      () => "10.0.0.1",
    );
    expect(await throttle.check("office", "10.0.0.2")).not.toBeNull();
    vi.advanceTimersByTime((WINDOW_SECONDS + BLOCK_SECONDS) * 1000 + 1000);
    expect(await throttle.check("office", "10.0.0.2")).toBeNull();
  });

  // The failure that reaches the limit starts a full block, even late in the counting window.
  it("refuses the account for BLOCK_SECONDS after the failure that reaches the limit", async () => {
    vi.useFakeTimers();
    const throttle = createThrottle();
    await failTimes(
      throttle,
      PER_ACCOUNT - 1,
      () => "office",
      () => "10.0.0.1",
    );
    vi.advanceTimersByTime((WINDOW_SECONDS - 60) * 1000);
    await throttle.fail("office", "10.0.0.1");
    const wait = await throttle.check("office", "10.0.0.2");
    expect(wait).toBeGreaterThanOrEqual((BLOCK_SECONDS - 5) * 1000);
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(await throttle.check("office", "10.0.0.2")).not.toBeNull();
  });
});

describe("throttledMessage", () => {
  it.each([
    [15 * 60 * 1000, "15 minutes"],
    [14 * 60 * 1000 + 1, "15 minutes"],
    [90 * 1000, "2 minutes"],
    [60 * 1000, "1 minute "],
    [1000, "1 minute "],
  ])("tells a visitor to wait (%i ms → %s)", (waitMs, minutes) => {
    const message = throttledMessage(waitMs);
    expect(message).toContain("Too many failed sign-in attempts");
    expect(message).toContain(`wait ${minutes}`);
  });
});
