import { onTestFinished } from "vitest";

/**
 * Calls `check` until it returns without throwing (its `expect`s hold) and resolves with what it
 * returned, waiting `intervalMs` between calls so that what is waited for can run meanwhile. A wait
 * with no deadline of its own, unlike `vi.waitFor` (one second by default): a busy machine only makes it
 * longer. A condition that never comes is ended by the test's timeout (vitest.config.ts); the calls stop
 * with the test, and the last error is what it rejects with. Call it inside a test.
 */
export async function eventually<T>(check: () => T | Promise<T>, intervalMs = 50): Promise<T> {
  let ended = false;
  onTestFinished(() => {
    ended = true;
  });
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (ended) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
