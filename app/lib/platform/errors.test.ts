import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, importWithTimeout, isChunkLoadError } from "./errors";

describe("isChunkLoadError", () => {
  it.each([
    new Error("Loading chunk 42 failed."),
    new TypeError("Failed to fetch dynamically imported module: https://x/assets/route-abc.js"),
    new TypeError("Importing a module script failed."),
    Object.assign(new Error("x"), { name: "ChunkLoadError" }),
  ])("recognises %s as a stale deployment", (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error("Cannot read properties of undefined"), "boom", null])("leaves %s alone", (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("importWithTimeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 120000 ms by default (spec 9)", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("gives the module when it arrives in time", async () => {
    const module = { Modal: "the dialog" };
    const loading = importWithTimeout(
      () => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 119_999)),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(loading).resolves.toBe(module);
  });

  it("fails as a chunk-load error when the module has not arrived after 120000 ms", async () => {
    const loading = importWithTimeout(() => new Promise<never>(() => {}));
    const outcome = loading.then(
      () => "loaded",
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toMatch(/120000 ms/);
  });

  it("keeps the load's own failure, and the timer does not outlive it", async () => {
    const loading = importWithTimeout(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/Modal-x.js")),
    );
    await expect(loading).rejects.toThrow(/dynamically imported module/);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("takes a shorter wait when asked", async () => {
    const loading = importWithTimeout(() => new Promise<never>(() => {}), 50).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(isChunkLoadError(await loading)).toBe(true);
  });
});
