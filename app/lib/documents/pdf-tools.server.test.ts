import { accessSync, chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PRLIMIT, runTool, TOOL_SLOTS, toolPool } from "./pdf-tools.server";

const work = mkdtempSync(join(tmpdir(), "pdf-tools-"));

/** A stand-in tool: a shell script. */
function script(name: string, body: string): string {
  const file = join(work, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const FOREVER = script("forever", "sleep 1000 &\nwait");
const ENDLESS = script("endless", "yes 'a line of words'");
const SPINS = script("spins", "while :; do :; done");
const ECHOES = script("echoes", 'cat; echo " and $1"');
const limits = { cpuSeconds: 60, maxOutputBytes: 1024 * 1024 };

const hasPrlimit = (() => {
  try {
    accessSync(PRLIMIT);
    return true;
  } catch {
    return false;
  }
})();

describe("the pool of PDF tools", () => {
  it("runs at most two tools at once; the others wait their turn, then run", async () => {
    expect(TOOL_SLOTS).toBe(2);
    const runs = [1, 2, 3].map(() => runTool({ command: FOREVER, args: [], timeoutMs: 100, ...limits }));
    expect(toolPool()).toEqual({ running: 2, waiting: 1 });
    const results = await Promise.all(runs);
    expect(results.map((result) => result.status)).toEqual(["timeout", "timeout", "timeout"]);
    expect(toolPool()).toEqual({ running: 0, waiting: 0 });
  });

  it("gives a tool its input and its output, and says when it is missing or fails", async () => {
    const echoed = await runTool({
      command: ECHOES,
      args: ["more"],
      input: Buffer.from("words"),
      timeoutMs: 60_000,
      ...limits,
    });
    expect(echoed).toMatchObject({ status: "done" });
    expect(echoed.stdout.toString()).toBe("words and more\n");
    expect(
      (await runTool({ command: join(work, "absent"), args: [], timeoutMs: 60_000, ...limits })).status,
    ).toBe("missing");
    expect(
      (await runTool({ command: "no-such-tool-here", args: [], timeoutMs: 60_000, ...limits })).status,
    ).toBe("missing");
    const failed = await runTool({
      command: script("fails", "echo 'Syntax Error: bad xref' >&2\nexit 1"),
      args: [],
      timeoutMs: 60_000,
      ...limits,
    });
    expect(failed).toMatchObject({ status: "failed", stderr: "Syntax Error: bad xref\n" });
  });

  it("stops a tool that writes without end at the output cap, and one whose caller has enough", async () => {
    const capped = await runTool({
      command: ENDLESS,
      args: [],
      timeoutMs: 60_000,
      cpuSeconds: 60,
      maxOutputBytes: 4096,
    });
    expect(capped.status).toBe("enough");
    expect(capped.stdout.length).toBeLessThan(4096 + 128 * 1024);
    const early = await runTool({
      command: ENDLESS,
      args: [],
      timeoutMs: 60_000,
      ...limits,
      enough: (chunks) => chunks.length > 0,
    });
    expect(early.status).toBe("enough");
  });

  it("kills a tool past its time with what it started, so its output closes", async () => {
    // FOREVER's sleep keeps the output open: only a kill of the whole group ends the run.
    expect((await runTool({ command: FOREVER, args: [], timeoutMs: 50, ...limits })).status).toBe("timeout");
  });

  it.skipIf(!hasPrlimit)("stops a tool past its CPU time (prlimit), long before its wall clock", async () => {
    const result = await runTool({
      command: SPINS,
      args: [],
      timeoutMs: 600_000,
      cpuSeconds: 1,
      maxOutputBytes: 1024,
    });
    expect(result.status).toBe("limit");
  });
});
