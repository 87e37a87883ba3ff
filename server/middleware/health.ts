import { Router } from "express";
import type { Logger } from "pino";

/**
 * Health: `/healthz` answers whether the database can be read and takes a real write (a heartbeat row,
 * docs/decisions/0014), and says which of the two failed; `/readyz` whether this instance takes traffic
 * (not while starting or shutting down). A load balancer routes by `/readyz`; monitoring alerts on
 * `/healthz` (docs/operations.md): taking every instance out of rotation when the database is down
 * would replace the cached pages parents can still read with the balancer's own error. Neither is
 * ever cached.
 */
export interface HealthOptions {
  /** Reads the database (the page version); throws when it cannot. */
  read: () => Promise<unknown>;
  /** A real write (the heartbeat row); throws when the database refuses writes. */
  write: () => Promise<unknown>;
  /** True while this instance takes traffic. */
  ready: () => boolean;
  logger: Pick<Logger, "warn">;
}

/** What `/healthz` found of each part: "ok", "failed", or "not tried" (a write after a failed read). */
type Check = "ok" | "failed" | "not tried";

/**
 * `GET /healthz`: 200 `{ ok: true, database: "up", checks: { read: "ok", write: "ok" } }`; else 503 with
 * `database: "down"` (it cannot be read) or `"read-only"` (it is read but refuses writes), and `checks`
 * saying which part failed. The database's own error goes to the log, not to the answer (it may name
 * files and addresses). `GET /readyz`: 200 `{ ready: true }` or 503.
 */
export function healthChecks(options: HealthOptions): Router {
  const router = Router();
  router.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const checks: { read: Check; write: Check } = { read: "ok", write: "not tried" };
    try {
      await options.read();
    } catch (error) {
      checks.read = "failed";
      options.logger.warn({ reason: reasonOf(error) }, "Health: the database cannot be read");
      res.status(503).json({ ok: false, database: "down", checks });
      return;
    }
    try {
      await options.write();
      checks.write = "ok";
      res.json({ ok: true, database: "up", checks });
    } catch (error) {
      checks.write = "failed";
      options.logger.warn({ reason: reasonOf(error) }, "Health: the database refuses writes");
      res.status(503).json({ ok: false, database: "read-only", checks });
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

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
