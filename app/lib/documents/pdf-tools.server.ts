import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";

/**
 * One bounded pool for the PDF tools the server runs on files staff upload: poppler's `pdftotext`
 * (the text layer check, the search index's PDF text) and `ocrmypdf` ("Add a text layer"). A PDF is
 * small on disk but may be built to take minutes of CPU and gigabytes of memory to read (a content
 * stream that inflates to hundreds of megabytes), so every run is bounded four ways:
 *
 * - at most `TOOL_SLOTS` runs at once in this process (the server has two cores; a visitor's page must
 *   still be drawn while PDFs are read), the others wait their turn in order;
 * - CPU time and address space, set by util-linux's `prlimit` on the child when it is installed (the
 *   kernel stops a child past them, so a tool stuck in a loop costs its CPU seconds, not more);
 * - a wall-clock timeout, after which the child and everything it started are killed;
 * - a cap on what is read of its output, past which it is stopped (the caller has what it needs).
 */

/** How many tools run at once in this process: one per core of the server. */
export const TOOL_SLOTS = 2;

/** util-linux's prlimit (Debian package util-linux, always installed); without it runs are not rlimited. */
export const PRLIMIT = "/usr/bin/prlimit";

/** The most of a tool's complaint kept, in bytes (its last lines: tools end with their reason). */
const STDERR_KEEP_BYTES = 64 * 1024;

/** How a run ended. */
export type ToolStatus =
  /** It exited with 0. */
  | "done"
  /** Stopped by us: it had given all the output wanted (`maxOutputBytes` or `enough`). */
  | "enough"
  /** It exited with another code (a damaged file, a tool's own refusal). */
  | "failed"
  /** Killed by us at `timeoutMs`. */
  | "timeout"
  /** Killed by the kernel or by itself past a limit: its CPU time, its memory (a signal we did not send). */
  | "limit"
  /** The tool cannot be started (not installed). */
  | "missing";

/** What a run gave. */
export interface ToolResult {
  status: ToolStatus;
  /** What it wrote to its output, at most `maxOutputBytes` and a chunk. */
  stdout: Buffer;
  /** The end of what it wrote to its error output. */
  stderr: string;
  /** Why it could not be started, for `missing`. */
  message?: string;
}

/** One run of a tool. */
export interface ToolRun {
  /** The program: an absolute path, or a name looked up on the PATH. */
  command: string;
  args: string[];
  /** Written to its input, then the input is closed; without it the input is empty. */
  input?: Uint8Array;
  /** Wall clock, in ms, from the moment it starts (not while it waits for a slot). */
  timeoutMs: number;
  /** CPU time it may use, in seconds (each process it starts gets as much). */
  cpuSeconds: number;
  /** Address space it may use, in bytes; no limit when left out. */
  memoryBytes?: number;
  /** The most of its output read, in bytes; past it the run is stopped as `enough`. */
  maxOutputBytes: number;
  /** Called after each chunk of output with all read so far; true stops the run as `enough`. */
  enough?: (chunks: readonly Buffer[]) => boolean;
}

let busy = 0;
const waiting: Array<() => void> = [];

/** How many runs hold a slot and how many wait for one, in this process (for tests and logs). */
export function toolPool(): { running: number; waiting: number } {
  return { running: busy, waiting: waiting.length };
}

/** Resolves when a slot is this caller's. */
function acquire(): Promise<void> {
  if (busy < TOOL_SLOTS) {
    busy++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next waiting run, or frees it. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else busy--;
}

let prlimitPresent: boolean | undefined;

/** True when `PRLIMIT` can be run here (checked once a process). */
function hasPrlimit(): boolean {
  if (prlimitPresent === undefined) {
    try {
      accessSync(PRLIMIT, constants.X_OK);
      prlimitPresent = true;
    } catch {
      prlimitPresent = false;
      console.error(`PDF tools: ${PRLIMIT} is missing (util-linux); they run without CPU and memory limits.`);
    }
  }
  return prlimitPresent;
}

/** The command line that runs `run` under its limits (through prlimit where there is one). */
function commandLine(run: ToolRun): { file: string; args: string[] } {
  if (!hasPrlimit()) return { file: run.command, args: run.args };
  const limits = [`--cpu=${Math.max(1, Math.ceil(run.cpuSeconds))}`, "--core=0"];
  if (run.memoryBytes) limits.push(`--as=${Math.floor(run.memoryBytes)}`);
  return { file: PRLIMIT, args: [...limits, "--", run.command, ...run.args] };
}

/**
 * Runs one tool in the pool, waiting for a slot first, within its limits (see `ToolRun`). Resolves
 * with how it ended and what it wrote; never rejects (a tool that cannot start is `missing`).
 */
export async function runTool(run: ToolRun): Promise<ToolResult> {
  // A path that is not there is known without a slot (prlimit would only say so in its exit code).
  if (run.command.includes("/")) {
    try {
      accessSync(run.command, constants.X_OK);
    } catch (error) {
      return { status: "missing", stdout: Buffer.alloc(0), stderr: "", message: (error as Error).message };
    }
  }
  await acquire();
  try {
    return await spawnLimited(run);
  } finally {
    release();
  }
}

function spawnLimited(run: ToolRun): Promise<ToolResult> {
  return new Promise((resolve) => {
    const { file, args } = commandLine(run);
    // Its own process group, so that killing it also kills what it started (ocrmypdf's tesseract, a
    // shell's children), which would otherwise keep the output open.
    const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"], detached: true });
    const chunks: Buffer[] = [];
    let length = 0;
    let stderr = "";
    let stoppedFor: "enough" | "timeout" | null = null;
    let settled = false;
    const stop = (why: "enough" | "timeout") => {
      if (stoppedFor) return;
      stoppedFor = why;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => stop("timeout"), run.timeoutMs);
    const finish = (result: ToolResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    child.stdout.on("data", (chunk: Buffer) => {
      if (stoppedFor) return;
      chunks.push(chunk);
      length += chunk.length;
      if (length > run.maxOutputBytes || run.enough?.(chunks)) stop("enough");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-STDERR_KEEP_BYTES);
    });
    // A tool that refuses a file half-way closes its input early; that is no error of ours.
    child.stdin.on("error", () => undefined);
    child.on("error", (error: NodeJS.ErrnoException) => {
      finish({ status: "missing", stdout: Buffer.alloc(0), stderr, message: error.message });
    });
    child.on("close", (code, signal) => {
      const stdout = Buffer.concat(chunks);
      if (stoppedFor) return finish({ status: stoppedFor, stdout, stderr });
      if (signal) return finish({ status: "limit", stdout, stderr });
      // prlimit's own codes for a program it cannot run (not found, not executable).
      if (file === PRLIMIT && (code === 127 || code === 126)) {
        return finish({ status: "missing", stdout, stderr, message: stderr.trim() || `exit ${code}` });
      }
      finish({ status: code === 0 ? "done" : "failed", stdout, stderr });
    });
    child.stdin.end(run.input ? Buffer.from(run.input) : undefined);
  });
}
