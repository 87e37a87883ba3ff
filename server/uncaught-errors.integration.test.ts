import { describe, expect, it } from "vitest";
import { runProgram } from "../tests/support/run";

/** The handlers of server/uncaught-errors.ts installed in a process of their own (the rest: the unit test). */
describe("the last line of defence for errors that escape a request", () => {
  it("keeps a real process alive after an 'error' event nobody listens to", async () => {
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
    const run = await runProgram(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual(["logged", "logged", "still serving"]);
  });
});
