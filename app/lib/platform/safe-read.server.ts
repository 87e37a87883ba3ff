/**
 * Runs a read for a public page; if it fails, logs the specification's message (spec 8, architecture ruling
 * 5: "Error fetching announcements:" and the cause) and returns `fallback`, so the page still renders
 * with its empty-list text instead of an error.
 */
export async function safeRead<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Error fetching ${what}:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
