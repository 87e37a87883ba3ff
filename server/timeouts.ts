import type { Server } from "node:http";

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
 * The site's timeouts: 30 s idle (a slow phone's upload sends a chunk far more often; a parent reading a
 * page holds no request), 20 s for headers, 5 s between kept-alive requests (Node's default; a proxy in
 * front must keep its own idle timeout towards the site above it, docs/operations.md).
 */
export const SITE_TIMEOUTS: ConnectionTimeouts = { idleMs: 30_000, headersMs: 20_000, keepAliveMs: 5_000 };

/** Applies `timeouts` to `server`; returns it. A connection past its idle time is destroyed. */
export function applyConnectionTimeouts(
  server: Server,
  timeouts: ConnectionTimeouts = SITE_TIMEOUTS,
): Server {
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Node checks the headers and request timeouts on this interval; it must be shorter than them.
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  return server;
}
