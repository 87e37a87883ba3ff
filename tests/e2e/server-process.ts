import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";

/**
 * The built server (`build/start.js`) as a child process of a test, on its own port and database, for
 * the tests that must kill it, cut its connections or watch whether it survives (the crash tests).
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr, in order. */
  output: string[];
}

/** How a test wants the server started, beyond its environment. */
export interface StartOptions {
  /** Copy what the server writes to this process's own output, each chunk after this prefix. */
  echo?: string;
  /**
   * A file for the test clock (tests/support/test-clock.ts): the server runs with that module, and
   * `setClock` moves its time.
   */
  clockFile?: string;
}

/**
 * Starts the built server on `port` with the SQLite `file`, an administrator `admin`, and `env` on top
 * of the test's environment; resolves once `/healthz` answers 200. Throws (with the server's output)
 * when it exits first or does not answer within 60 s (migrations and the sample data on a busy machine).
 */
export async function startServer(
  port: number,
  file: string,
  admin: { username: string; password: string },
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ServerProcess> {
  const output: string[] = [];
  const clock = options.clockFile ? ["--import", "./tests/support/test-clock.ts"] : [];
  const child = spawn(process.execPath, [...clock, "build/start.js"], {
    env: {
      ...process.env,
      ...(options.clockFile ? { TEST_CLOCK_FILE: options.clockFile } : {}),
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: file,
      SEED_SAMPLE_DATA: "false",
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const record = (chunk: unknown) => {
    output.push(String(chunk));
    if (options.echo !== undefined) process.stderr.write(`${options.echo}${String(chunk)}`);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output.join("")}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /healthz within 60 s:\n${output.join("")}`);
}

/**
 * Moves the clock of `server` (started with `clockFile`) to `instant`, from which it runs on at the
 * real pace, and resolves once the server says it has moved.
 */
export async function setClock(server: ServerProcess, clockFile: string, instant: Date): Promise<void> {
  const before = server.output.length;
  writeFileSync(clockFile, instant.toISOString());
  server.child.kill("SIGUSR2");
  const deadline = Date.now() + 30_000;
  while (!server.output.slice(before).some((chunk) => chunk.includes("Test clock: now"))) {
    if (Date.now() > deadline) throw new Error(`The server's clock did not move:\n${server.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops `child` with SIGTERM, and SIGKILL after 5 s if it is still running. */
export async function stopServer(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/**
 * Signs in as a script would (the login form's fields, a same-origin `Origin`) and returns the session
 * cookie (`name=value`). Throws when the sign-in is not answered with a redirect and a cookie.
 */
export async function signInOverHttp(
  base: string,
  admin: { username: string; password: string },
): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...admin, redirectTo: "/admin" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (login.status !== 302 || !/session=/.test(cookie)) {
    throw new Error(`Sign-in answered ${login.status}: ${await login.text()}`);
  }
  return cookie;
}
