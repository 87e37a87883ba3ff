import { type SpawnOptions, spawn } from "node:child_process";
import { onTestFinished } from "vitest";

/** What a program run by `runProgram` did: its exit status or the signal that ended it, and its output. */
export interface ProgramOutcome {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` with `args` to its end and resolves with its exit status and output. It has no time
 * limit of its own, so a busy machine cannot fail it: a program that never ends is killed when the test
 * ends, which Vitest's timeout decides. Call it inside a test. Rejects when the program cannot be
 * started.
 */
export function runProgram(
  command: string,
  args: readonly string[],
  options: Omit<SpawnOptions, "stdio"> = {},
): Promise<ProgramOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}
