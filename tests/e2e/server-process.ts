import { type ChildProcess, spawn } from "node:child_process";

/**
 * The built server (`build/start.js`) as a child process of a test, on its own port and database, for
 * the tests that must kill it, cut its connections or watch whether it survives (the crash tests).
 */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr, in order. */
  output: string[];
}

/**
 * Starts the built server on `port` with the SQLite `file`, an administrator `admin`, and `env` on top
 * of the test's environment; resolves once `/healthz` answers 200. Throws (with the server's output)
 * when it exits first or does not answer within 30 s.
 */
export async function startServer(
  port: number,
  file: string,
  admin: { username: string; password: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...process.env,
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
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const deadline = Date.now() + 30_000;
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
  throw new Error(`The server did not answer /healthz within 30 s:\n${output.join("")}`);
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
