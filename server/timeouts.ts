import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";

/**
 * How long the server waits for a client (docs/operations.md "In front of the site"). Node closes a
 * kept-alive connection between requests after `keepAliveTimeout`, but a connection that never sends a
 * byte was kept for ever: 20,000 of them used up the process's file descriptors and visitors' requests
 * failed. Every connection is now closed after `idleMs` without a byte either way, and a request whose
 * headers have not all arrived after `headersMs`.
 */
export interface ConnectionTimeouts {
  /** A connection with no traffic in either direction for this long is closed, in ms. */
  idleMs: number;
  /** A request's headers must have arrived within this long of its first byte, in ms. */
  headersMs: number;
  /** A connection kept alive between requests is closed after this long, in ms. */
  keepAliveMs: number;
}

/**
 * The site's timeouts: 25 s for a new connection to send its first request, and 25 s of silence either
 * way (a slow phone's upload sends a chunk far more often; a parent reading a page holds no request),
 * 20 s for headers, 5 s between kept-alive requests (Node's default; a proxy in front must keep its own
 * idle timeout towards the site above it, docs/operations.md).
 */
export const SITE_TIMEOUTS: ConnectionTimeouts = { idleMs: 25_000, headersMs: 20_000, keepAliveMs: 5_000 };

/**
 * Applies `timeouts` to `server`; returns it. A connection past its idle time is destroyed, and so is one
 * that has not sent a whole request's headers `idleMs` after it was accepted. The second is a timer of
 * our own: Node's socket timeout alone (measured on Node 20) left many silent connections open well
 * past it (2,000 opened at once: 485 still open after 60 s with a 25 s timeout, none closed with 30 s).
 */
export function applyConnectionTimeouts(
  server: Server,
  timeouts: ConnectionTimeouts = SITE_TIMEOUTS,
): Server {
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  const firstRequest = new WeakMap<Socket, ReturnType<typeof setTimeout>>();
  server.on("connection", (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), timeouts.idleMs);
    timer.unref();
    firstRequest.set(socket, timer);
    socket.once("close", () => clearTimeout(timer));
  });
  server.on("request", (req: IncomingMessage) => {
    const timer = firstRequest.get(req.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    firstRequest.delete(req.socket);
  });
  return server;
}
