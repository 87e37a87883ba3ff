import { Router } from "express";
import type { Logger } from "pino";

/**
 * Health (issue 9 item 7, issue 19 item 14): `/healthz` answers whether the database can be read and
 * accepts a write (a write that changes nothing); `/readyz` whether this instance takes traffic (not
 * while starting or shutting down). A load balancer routes by `/readyz`; monitoring alerts on
 * `/healthz` (docs/operations.md): taking every instance out of rotation when the database is down
 * would replace the cached pages parents can still read with the balancer's own error. Neither is
 * ever cached.
 */
export interface HealthOptions {
  /** Reads the database (the page version); throws when it cannot. */
  read: () => Promise<unknown>;
  /** A write that changes nothing; throws when the database refuses writes. */
  write: () => Promise<unknown>;
  /** True while this instance takes traffic. */
  ready: () => boolean;
  logger: Pick<Logger, "warn">;
}

/** `GET /healthz` (200 `{ ok: true, database: "up" }`, else 503 "down" or "read-only") and `GET /readyz`. */
export function healthChecks(options: HealthOptions): Router {
  const router = Router();
  router.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await options.read();
    } catch {
      res.status(503).json({ ok: false, database: "down" });
      return;
    }
    try {
      await options.write();
      res.json({ ok: true, database: "up" });
    } catch (error) {
      options.logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        "Database refuses writes",
      );
      res.status(503).json({ ok: false, database: "read-only" });
    }
  });
  router.get("/readyz", (_req, res) => {
    const ready = options.ready();
    res
      .set("Cache-Control", "no-store")
      .status(ready ? 200 : 503)
      .json({ ready });
  });
  return router;
}
