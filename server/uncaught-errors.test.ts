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
});
