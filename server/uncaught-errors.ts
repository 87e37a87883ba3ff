import type { Logger } from "pino";

/**
 * The last line of defence (docs/decisions/0013): an error that escapes every request's own handling
 * (an `"error"` event nobody listens to, a rejected promise nobody awaits) is logged with its stack and
 * the process keeps serving, instead of Node's default of exiting and taking every parent's page with
 * it. Such an error belongs to one request's streams; the database, the page cache and the other
 * requests hold no state it can have broken. If they keep coming (more than `limit` within
 * `windowMs`), something is wrong beyond one request: `onTooMany` is called once (the server shuts
 * down gracefully and exits non-zero, for the supervisor to restart it).
 */
export interface UncaughtErrorOptions {
  logger: Pick<Logger, "fatal" | "error">;
  /** Called once when more than `limit` errors arrived within `windowMs`. */
  onTooMany: () => void;
  /** Most escaped errors tolerated within the window: 10 unless a test chooses. */
  limit?: number;
  /** The window, in ms: one minute unless a test chooses. */
  windowMs?: number;
  /** The clock, in ms (tests). */
  now?: () => number;
}

/**
 * Returns the handler for both `uncaughtException` and `unhandledRejection`; `installUncaughtErrorHandlers`
 * registers it on the process. The handler logs each error and never throws.
 */
export function uncaughtErrorHandler(
  options: UncaughtErrorOptions,
): (error: unknown, origin?: string) => void {
  const limit = options.limit ?? 10;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const times: number[] = [];
  let gaveUp = false;
  return (error, origin) => {
    const at = now();
    times.push(at);
    while (times.length > 0 && (times[0] ?? at) <= at - windowMs) times.shift();
    options.logger.error(
      {
        err: error instanceof Error ? error : new Error(String(error)),
        origin: origin ?? "unhandledRejection",
      },
      "An error escaped a request; the server keeps serving",
    );
    if (times.length > limit && !gaveUp) {
      gaveUp = true;
      options.logger.fatal(
        { count: times.length, windowMs },
        "Too many errors escaped requests; stopping so that the supervisor starts a fresh process",
      );
      options.onTooMany();
    }
  };
}

/** Registers `uncaughtErrorHandler(options)` for uncaught exceptions and unhandled rejections. */
export function installUncaughtErrorHandlers(options: UncaughtErrorOptions): void {
  const handle = uncaughtErrorHandler(options);
  process.on("uncaughtException", (error, origin) => handle(error, origin));
  process.on("unhandledRejection", (reason) => handle(reason, "unhandledRejection"));
}
