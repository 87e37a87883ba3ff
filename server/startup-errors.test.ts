import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProgramOutcome, runProgram } from "../tests/support/run";

/**
 * An operator's mistake at start is one plain line naming the setting or the port and
 * what to do, and a non-zero exit: never a ZodError or a stack trace. The server runs from source as
 * `npm run dev` runs it: a bad setting is refused before Vite starts (a second or two); a taken port is
 * found only when the server listens, after Vite and the migrations (about ten seconds).
 */

/** Starts the server from source with `settings` over the test's environment, and waits for it to exit. */
function startServer(settings: Record<string, string>): Promise<ProgramOutcome> {
  const folder = mkdtempSync(join(tmpdir(), "startup-errors-"));
  return runProgram(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: join(folder, "school.db"),
      UPLOADS_DIR: join(folder, "uploads"),
      SEED_SAMPLE_DATA: "false",
      ADMIN_USERNAME: "",
      ADMIN_PASSWORD: "",
      HOST: "127.0.0.1",
      ...settings,
    },
  });
}

/** Lines of a stack trace (`    at f (file:1:2)`) anywhere in the output. */
const STACK_LINE = /^\s+at /m;

/**
 * The output's lines. (Not just the last one: Vite's development server may add a line of its own, for
 * example when another development server holds its live-reload port.)
 */
const linesOf = (text: string) => text.split("\n").map((line) => line.trimEnd());

describe("the server's start", () => {
  let taken: Server;
  let port = 0;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it("names a bad setting in one line and exits with status 2, before Vite starts", async () => {
    const badSetting = await startServer({ COOKIE_SECURE: "maybe" });
    expect(badSetting.status, badSetting.stderr).toBe(2);
    expect(linesOf(badSetting.stderr)).toContain(
      'COOKIE_SECURE must be true or false (got "maybe"). Fix it in the environment and start again.',
    );
    expect(badSetting.stderr + badSetting.stdout).not.toMatch(STACK_LINE);
    expect(badSetting.stderr).not.toContain("ZodError");
  });

  it("names a taken port in one line and exits with status 1", async () => {
    const portTaken = await startServer({ PORT: String(port) });
    expect(portTaken.status, portTaken.stderr).toBe(1);
    expect(linesOf(portTaken.stderr)).toContain(
      `Port ${port} is already in use: stop the program that holds it, or start with another PORT.`,
    );
    expect(portTaken.stderr + portTaken.stdout).not.toMatch(STACK_LINE);
  });

  it("names an unusable first administrator's password in one line and exits with status 1", async () => {
    const weak = await startServer({ ADMIN_USERNAME: "office", ADMIN_PASSWORD: "short" });
    expect(weak.status, weak.stderr).toBe(1);
    const line = linesOf(weak.stderr).find((l) => l.startsWith("The site cannot start: ADMIN_PASSWORD"));
    expect(line, weak.stderr).toBeDefined();
    expect(weak.stderr + weak.stdout).not.toMatch(STACK_LINE);
  });
});
