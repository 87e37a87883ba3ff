import { connect } from "node:net";

/**
 * Requests whose client hangs up early, as parents on mobile data and feed readers do: each opens a
 * connection, sends one GET and closes the connection a few ms later, before or while the answer comes.
 * Used by `npm run bench:attacks` and the end-to-end test of the render line
 * (tests/e2e/hang-ups.spec.ts), so both send the same thing.
 */

/** The resource routes (answers that are not HTML pages, never kept by the page cache). */
export const RESOURCE_PATHS = [
  "/robots.txt",
  "/sitemap.xml",
  "/notifications/all.rss",
  "/notifications/vidhyashram.atom",
  "/notifications/vidhyapeeth.rss",
  "/calendar/all.ics",
  "/calendar/vidhyashram.ics",
  "/fees/vidhyashram.pdf",
  "/fees/vidhyapeeth.pdf",
];

export interface HangUpOptions {
  /** `http://host:port` of the server. */
  base: string;
  /** The paths to request, in turn. */
  paths: string[];
  /** How many requests in all. */
  count: number;
  /** How many connections are open at once. */
  concurrency?: number;
  /**
   * The longest a client stays before hanging up, in ms; each waits a different share of it (0 to
   * `maxHoldMs`, spread evenly), so some go before the request is read and some while it is answered.
   */
  maxHoldMs?: number;
  /** Extra request headers (an `X-Forwarded-For` per request, when the server trusts a proxy). */
  headers?: (n: number) => Record<string, string>;
}

/**
 * Sends `count` GETs to `paths` in turn, each on its own connection closed by the client after 0 to
 * `maxHoldMs` ms, `concurrency` at a time. Resolves when every connection is closed; never rejects (a
 * refused or reset connection is what a hung-up request looks like too).
 */
export async function hangUps(options: HangUpOptions): Promise<void> {
  const { base, paths, count, concurrency = 50, maxHoldMs = 50 } = options;
  const url = new URL(base);
  let next = 0;
  const one = (n: number) =>
    new Promise<void>((resolve) => {
      const path = paths[n % paths.length];
      const holdMs = Math.round(((n * 7) % 11) * (maxHoldMs / 10));
      const extra = Object.entries(options.headers?.(n) ?? {})
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${extra}\r\n`);
        if (holdMs === 0) socket.destroy();
        else setTimeout(() => socket.destroy(), holdMs);
      });
      socket.on("data", () => undefined);
      socket.on("error", () => undefined);
      socket.on("close", () => resolve());
    });
  const worker = async () => {
    while (next < count) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
