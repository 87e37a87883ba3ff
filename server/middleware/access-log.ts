import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { requestId } from "../guards";
import { requestLog } from "../request-log";

/** Files: never tagged or logged (their lines would drown the rest). */
const FILES = /^\/(assets|media|images|documents|uploads)\/|^\/favicon/;
/** Probes: tagged but not logged, so they do not drown the page and form requests worth reading. */
const PROBES = /^\/(healthz|readyz)(\?|$)/;

/**
 * Every request but a file's gets an id (`X-Request-Id`, `requestId` in server/guards.ts) and one JSON
 * log line when it is done (`requestLog` in server/request-log.ts), probes excepted.
 * Runs in the Node listener, before the page cache, so answers from memory are logged too.
 */
export function accessLog(
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const tagRequest = requestId();
  const logRequest = requestLog(logger, (url) => PROBES.test(url));
  const nothing = () => {};
  return (req, res, next) => {
    if (!FILES.test(req.url ?? "/")) {
      tagRequest(req, res, nothing);
      logRequest(req, res, nothing);
    }
    next();
  };
}
