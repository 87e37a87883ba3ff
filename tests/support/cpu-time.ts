/**
 * What a test that guards against a blow-up (work that grows out of bounds with a hostile input)
 * compares with its limit: the CPU time (ms) this thread spent running `work` to its end. Unlike the
 * time on the clock it does not grow when a busy machine keeps the thread waiting for a core, so such a
 * test fails only for the code's own slowness. Resolves with what `work` returned and that time.
 */
export async function cpuTimeOf<T>(work: () => T | Promise<T>): Promise<{ result: T; ms: number }> {
  const start = process.threadCpuUsage();
  const result = await work();
  const used = process.threadCpuUsage(start);
  return { result, ms: (used.user + used.system) / 1000 };
}
