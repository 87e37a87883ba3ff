/**
 * `npm run test:e2e`: the end-to-end suite in shards that run side by side, each its own Playwright
 * process with its own built server, port and fresh SQLite file (`E2E_PORT`, `E2E_DATABASE`, read by
 * `playwright.config.ts`), so no shard sees another's data. Much of the suite waits on the clock (the
 * home page's overlay, autoplay, a notice scheduled a minute ahead) rather than on the processor, so two
 * shards on two cores take a little over half the time of one run.
 *
 *   npm run test:e2e                          # every spec, in E2E_SHARDS shards (default 2)
 *   npm run test:e2e -- tests/e2e/home.spec.ts   # arguments go to each `playwright test`
 *   E2E_SHARDS=1 npm run test:e2e             # one process, as `npx playwright test`
 *
 * Each line a shard prints starts with its number (`[1/2]`); each shard keeps its own traces in
 * `test-results/shard-N`. Exits 1 when any shard fails, naming it.
 */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
/** Ports 50 apart: a spec may start servers of its own next to its shard's (`one-fact.spec.ts`: +7). */
const basePort = Number(process.env.E2E_PORT ?? 3100);
const args = process.argv.slice(2);
const stamp = Date.now();

/** Runs shard `index` (1-based) of `shards`; resolves with its exit code. */
function runShard(index: number): Promise<number> {
  const label = `[${index}/${shards}]`;
  const child = spawn(
    join("node_modules", ".bin", "playwright"),
    ["test", `--shard=${index}/${shards}`, `--output=${join("test-results", `shard-${index}`)}`, ...args],
    {
      env: {
        ...process.env,
        E2E_PORT: String(basePort + (index - 1) * 50),
        E2E_DATABASE: join(tmpdir(), `school-e2e-${stamp}-${index}.db`),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`${label} ${line}`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.flatMap((code, i) => (code === 0 ? [] : [`${i + 1}/${shards}`]));
if (failed.length > 0) {
  console.error(`End-to-end shards failed: ${failed.join(", ")} (see their lines above).`);
  process.exit(1);
}
console.log(`All ${shards} end-to-end shards passed.`);
