import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The built server (`build/start.js`) on its own port and a fresh SQLite file with the sample data, for
 * measuring scripts (bench, lighthouse). `stop()` ends it and removes the file.
 */
export interface RunningServer {
  base: string;
  pid: number;
  /** ms from spawning to the first 200 from /healthz (migrations and seeding included). */
  coldStartMs: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export async function startBuiltServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
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
      ADMIN_USERNAME: "measure",
      ADMIN_PASSWORD: "measure-password-123",
      LOG_LEVEL: "warn",
      // Measuring clients all come from one address.
      POST_RATE_LIMIT: "100000",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 500; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        return { base, pid: child.pid ?? 0, coldStartMs: performance.now() - started, process: child, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error("The server did not start within 10 s (run `npm run build` first).");
}

/** Resident memory of a process, MiB (Linux). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** Every public page, from the server's sitemap (made from the route table, app/routes.ts). */
export async function publicPagesOf(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
}
