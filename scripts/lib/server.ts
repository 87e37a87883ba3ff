import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The built server (`build/start.js`) on its own port and a fresh SQLite file with the sample data, for
 * measuring scripts (bench, lighthouse). `stop()` ends it and removes the file.
 */
export interface RunningServer {
  base: string;
  /** The SQLite file it serves (removed by `stop()`). */
  database: string;
  pid: number;
  /** ms from spawning to the first 200 from /healthz (migrations and seeding included). */
  coldStartMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** A port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts `build/start.js` on `requestedPort` (0: a free one). Throws, with the end of the server's error
 * output, when it exits or does not answer /healthz within 30 s.
 */
export async function startBuiltServer(
  requestedPort: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = requestedPort || (await freePort());
  const dir = mkdtempSync(join(tmpdir(), "school-measure-"));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "measure.db"),
      SEED_SAMPLE_DATA: "true",
      // A link check at start would reach the network and load the server being measured.
      LINK_CHECK: "off",
      ADMIN_USERNAME: "measure",
      ADMIN_PASSWORD: "measure-password-123",
      LOG_LEVEL: "warn",
      // Measuring clients all come from one address.
      POST_RATE_LIMIT: "100000",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errorLog = "";
  child.stderr?.on("data", (chunk) => {
    process.stderr.write(chunk);
    errorLog = (errorLog + String(chunk)).slice(-20_000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      // A graceful stop finishes requests in flight; one that hangs is ended after 10 s.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        return {
          base,
          database: join(dir, "measure.db"),
          pid: child.pid ?? 0,
          coldStartMs: performance.now() - started,
          process: child,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error(`The server did not start (run \`npm run build\` first):\n${errorLog}`);
}

/** Resident memory of a process, MiB (Linux), or NaN once it is gone. */
export function rssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Every public page, from the server's sitemap (made from the route table, app/routes.ts). */
export async function publicPagesOf(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}
