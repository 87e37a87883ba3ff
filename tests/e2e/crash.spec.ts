import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { freePort } from "../../scripts/lib/server";
import { expect, test } from "./fixtures";
import { exited, signInOverHttp, startServer, stopServer } from "./server-process";

/**
 * Crash test (architecture 4 "a killed server loses no committed write"): the built server
 * (`build/start.js`) on its own port and SQLite file; an admin signs in over HTTP and posts notices
 * from several connections at once; the server is killed with SIGKILL in the middle of that stream,
 * then started again on the same file. Every notice whose POST was answered "added" must be there,
 * and the file must pass `PRAGMA integrity_check`. No browser: plain HTTP, as a script would post.
 */

const ADMIN = { username: "crash-admin", password: "crash-password-12345" };
const WORKERS = 6;
/** Kill once this many notices were acknowledged (and others are still in flight). */
const KILL_AFTER = 60;

test("a SIGKILL while notices are posted loses no acknowledged notice", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "school-crash-"));
  const file = join(dir, "school.db");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port, file, ADMIN);

  try {
    const cookie = await signInOverHttp(base, ADMIN);

    const acknowledged = new Set<string>();
    const refused: number[] = [];
    let sent = 0;
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const title = `Crash notice ${w}-${i}`;
        sent++;
        try {
          // The notifications screen is the admin area's index route, hence `?index` on its form's action.
          const response = await fetch(`${base}/admin?index`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              intent: "create",
              title,
              description: `Posted by worker ${w} as number ${i}.`,
              date: "2026-01-15",
              audience: "group",
            }),
          });
          await response.arrayBuffer();
          if (response.status === 302 && /done=added/.test(response.headers.get("location") ?? "")) {
            acknowledged.add(title);
          } else {
            refused.push(response.status);
            if (response.status === 429) await new Promise((resolve) => setTimeout(resolve, 200));
          }
        } catch {
          return; // the server is gone: this POST was never answered
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

    // Kill mid-stream: once enough notices are acknowledged, with the other workers' POSTs in flight.
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < KILL_AFTER && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    killed = true;
    server.child.kill("SIGKILL");
    await exited(server.child);
    await Promise.all(workers);
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(acknowledged.size, `refused statuses: ${refused.join(",")}`).toBeGreaterThanOrEqual(20);

    // Start again on the same file: it opens (recovering the WAL), and everything answered is there.
    server = await startServer(port, file, ADMIN);
    const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = new Set(
        sqlite
          .prepare("select title from notifications where title like 'Crash notice %'")
          .pluck()
          .all() as string[],
      );
      const lost = [...acknowledged].filter((title) => !stored.has(title));
      console.log(
        `Crash test: ${sent} POSTs sent, ${acknowledged.size} acknowledged before SIGKILL, ${stored.size} stored after restart, ${lost.length} lost.`,
      );
      expect(lost, `${acknowledged.size} acknowledged of ${sent} sent; ${stored.size} stored`).toEqual([]);
      // A POST cut off by the kill may or may not have been committed; nothing else may appear.
      expect(stored.size).toBeLessThanOrEqual(sent);
    } finally {
      sqlite.close();
    }

    // The session written before the crash survived too: the admin list answers without a new sign-in.
    const list = await fetch(`${base}/admin`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(list.status).toBe(200);
    expect(await list.text()).toContain([...acknowledged].at(-1) ?? "");
  } finally {
    await stopServer(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
});
