import { Router } from "express";
import type { Logger } from "pino";
import type { RenderLine } from "../guards";

/**
 * Health: `/healthz` answers whether the database can be read and takes a real write (a heartbeat row,
 * docs/decisions/0014), and whether pages are being rendered (the render line, decision 0023), and says
 * which part failed; `/readyz` whether this instance takes traffic (not while starting or shutting
 * down). A load balancer routes by `/readyz`; monitoring alerts on `/healthz` (docs/operations.md):
 * taking every instance out of rotation when the database is down would replace the cached pages
 * parents can still read with the balancer's own error. Neither is ever cached.
 */
export interface HealthOptions {
  /** Reads the database (the page version); throws when it cannot. */
  read: () => Promise<unknown>;
  /** A real write (the heartbeat row); throws when the database refuses writes. */
  write: () => Promise<unknown>;
  /** True while this instance takes traffic. */
  ready: () => boolean;
  /** What the render line holds now; without it the answer says nothing of renders. */
  renderLine?: () => RenderLine;
  logger: Pick<Logger, "warn">;
  /**
   * The write is tried at most once in this many ms (5,000 unless given); probes in between report the
   * last one. `/healthz` is public: a write per probe let one address make about a thousand writes a
   * second and slowed every visitor's page.
   */
  writeEveryMs?: number;
  /** A request that has waited this long for a render place means the line is stuck (30,000 ms unless given). */
  stuckAfterMs?: number;
  /** The clock, in ms (tests choose). */
  now?: () => number;
}

/** What `/healthz` found of each part: "ok", "failed", or "not tried" (a write after a failed read). */
type Check = "ok" | "failed" | "not tried";

/**
 * `GET /healthz`: 200 `{ ok: true, database: "up", checks: { read: "ok", write: "ok", renders: "ok" },
 * renderLine }`; else 503 with `database: "down"` (it cannot be read) or `"read-only"` (it is read but
 * refuses writes), or `checks.renders: "stuck"` (a request has waited `stuckAfterMs` for a render place),
 * `checks` saying which part failed. The database's own error goes to the log, not to the answer (it may
 * name files and addresses). `GET /readyz`: 200 `{ ready: true }` or 503.
 */
export function healthChecks(options: HealthOptions): Router {
  const router = Router();
  const now = options.now ?? (() => performance.now());
  const writeEveryMs = options.writeEveryMs ?? 5_000;
  const stuckAfterMs = options.stuckAfterMs ?? 30_000;
  /** The last write tried (its outcome, when it started), shared by every probe until it is due again. */
  let lastWrite: { at: number; outcome: Promise<Check> } | undefined;
  const written = (): Promise<Check> => {
    if (!lastWrite || now() - lastWrite.at >= writeEveryMs) {
      lastWrite = {
        at: now(),
        outcome: options.write().then(
          () => "ok" as const,
          (error: unknown) => {
            options.logger.warn({ reason: reasonOf(error) }, "Health: the database refuses writes");
            return "failed" as const;
          },
        ),
      };
    }
    return lastWrite.outcome;
  };
  router.get("/healthz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const line = options.renderLine?.();
    const renders = line && line.oldestWaitMs >= stuckAfterMs ? "stuck" : "ok";
    const report = line ? { renderLine: line } : {};
    const checks: { read: Check; write: Check; renders?: "ok" | "stuck" } = {
      read: "ok",
      write: "not tried",
      ...(line ? { renders } : {}),
    };
    try {
      await options.read();
    } catch (error) {
      checks.read = "failed";
      options.logger.warn({ reason: reasonOf(error) }, "Health: the database cannot be read");
      res.status(503).json({ ok: false, database: "down", checks, ...report });
      return;
    }
    checks.write = await written();
    const database = checks.write === "ok" ? "up" : "read-only";
    const ok = checks.write === "ok" && renders === "ok";
    res.status(ok ? 200 : 503).json({ ok, database, checks, ...report });
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
