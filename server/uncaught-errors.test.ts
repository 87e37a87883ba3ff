import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { uncaughtErrorHandler } from "./uncaught-errors";

function recordingLogger() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  return {
    lines,
    logger: {
      error: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: "error", message, fields }),
      fatal: (fields: Record<string, unknown>, message: string) =>
        lines.push({ level: "fatal", message, fields }),
    } as never,
  };
}

describe("the last line of defence for errors that escape a request", () => {
  it("logs each escaped error with its stack and keeps going", () => {
    const { lines, logger } = recordingLogger();
    let stopped = 0;
    const handle = uncaughtErrorHandler({ logger, onTooMany: () => stopped++ });
    handle(new Error("Unexpected end of form"), "uncaughtException");
    handle("a plain rejection reason");
    expect(stopped).toBe(0);
    expect(lines.map((l) => [l.level, (l.fields.err as Error).message, l.fields.origin])).toEqual([
      ["error", "Unexpected end of form", "uncaughtException"],
      ["error", "a plain rejection reason", "unhandledRejection"],
    ]);
    expect(String((lines[0]?.fields.err as Error | undefined)?.stack)).toContain("Unexpected end of form");
  });

  it("stops once, when more than the limit arrive within the window, and not for the same count spread out", () => {
    let clock = 0;
    const spread = recordingLogger();
    let stopped = 0;
    const slow = uncaughtErrorHandler({
      logger: spread.logger,
      onTooMany: () => stopped++,
      limit: 3,
      windowMs: 1000,
      now: () => clock,
    });
    for (let i = 0; i < 8; i++) {
      slow(new Error(`e${i}`));
      clock += 400;
    }
    expect(stopped).toBe(0);

    const burst = recordingLogger();
    const fast = uncaughtErrorHandler({
      logger: burst.logger,
      onTooMany: () => stopped++,
      limit: 3,
      windowMs: 1000,
      now: () => clock,
    });
    for (let i = 0; i < 8; i++) fast(new Error(`e${i}`));
    expect(stopped).toBe(1);
    expect(burst.lines.filter((l) => l.level === "fatal")).toHaveLength(1);
  });

  it("keeps a real process alive after an 'error' event nobody listens to", () => {
    // A child process: the handler installed, then an EventEmitter's unheard "error" (what busboy's
    // file stream did on a dropped upload), then a timer that must still run.
    const script = `
      import { installUncaughtErrorHandlers } from "./server/uncaught-errors.ts";
      import { EventEmitter } from "node:events";
      installUncaughtErrorHandlers({ logger: { error: () => console.log("logged"), fatal: () => {} }, onTooMany: () => process.exit(3) });
      setTimeout(() => new EventEmitter().emit("error", new Error("Unexpected end of form")), 5);
      setTimeout(() => Promise.reject(new Error("nobody awaits this")), 10);
      setTimeout(() => { console.log("still serving"); process.exit(0); }, 50);
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual(["logged", "logged", "still serving"]);
  });
});
