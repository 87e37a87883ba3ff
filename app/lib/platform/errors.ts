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
