import type { IncomingMessage, ServerResponse } from "node:http";
import { urlRefusal } from "../guards";

/** What each refusal says, in plain text. */
const MESSAGES = { 404: "Page not found.", 414: "The address is too long." } as const;

/**
 * Absurd URLs are answered before anything parses or routes them
 * (docs/decisions/0008): a URL over 8,192 characters or a path over 1,024 gets 414, a path of more than
 * 16 segments 404 (`urlRefusal` in server/guards.ts), in plain text and `no-store`. The first step of
 * the Node listener, in front of the request log and the page cache.
 */
export function urlBounds(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  return (req, res, next) => {
    const refusal = urlRefusal(req.url ?? "/");
    if (!refusal) return next();
    res.writeHead(refusal, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(MESSAGES[refusal]);
  };
}
