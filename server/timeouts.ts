import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";

/**
 * How long the server waits for a new connection's first request (docs/operations.md "In front of the
 * site"). Node closes a kept-alive connection between requests after `keepAliveTimeout` (5 s) and a
 * request whose headers are late after `headersTimeout`, but a connection that never sends a byte was
 * kept for ever: 20,000 of them used up the process's file descriptors and visitors' requests failed.
 */
export interface ConnectionTimeouts {
  /** A new connection that has not sent a whole request's headers this long after it was accepted is closed, in ms. */
  firstRequestMs: number;
}

/** The site's: 25 s (a phone on a slow network sends its first request within a second or two). */
export const SITE_TIMEOUTS: ConnectionTimeouts = { firstRequestMs: 25_000 };

/**
 * Applies `timeouts` to `server`; returns it. A new connection is destroyed unless its first request's
 * headers have arrived `firstRequestMs` after it was accepted. A timer of our own: Node's socket
 * timeout (`server.setTimeout`) left silent connections open well past it when measured on Node 20
 * (none closed with 30 s; 485 of 2,000 still open after 60 s with 25 s), and it would also cut kept-alive
 * connections that Node already manages.
 */
export function applyConnectionTimeouts(
  server: Server,
  timeouts: ConnectionTimeouts = SITE_TIMEOUTS,
): Server {
  const firstRequest = new WeakMap<Socket, ReturnType<typeof setTimeout>>();
  server.on("connection", (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), timeouts.firstRequestMs);
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
