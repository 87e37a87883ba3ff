/**
 * True for the error a browser gives when a route's code file is gone after a new deployment
 * ("Loading chunk failed", spec 8), so the error page can offer a Reload button instead of an apology.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Loading chunk|ChunkLoadError|dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    message,
  );
}

/**
 * How long a code file may take to arrive before it counts as failed to load: 120000 ms (spec 9, "chunk
 * load timeout"). A phone on a stalled connection then sees the error page's Reload button, not a
 * control that silently never opens.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * `load()` (a dynamic `import()`), failing with a `ChunkLoadError` (one `isChunkLoadError` recognises, so
 * the root error boundary offers Reload) when the module has not arrived within `ms` milliseconds
 * (default `CHUNK_LOAD_TIMEOUT_MS`). The load's own failure passes through unchanged; the timer ends
 * with the load either way.
 */
export function importWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        Object.assign(new Error(`Loading chunk timed out: not loaded within ${ms} ms.`), {
          name: "ChunkLoadError",
        }),
      );
    }, ms);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
