import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMigrationTables, withSchemaLock } from "../../../tests/support/databases";
import { closeDb, createDatabase, type DB, migrateToLatest } from "./db.server";
import { env } from "./env.server";

/**
 * A database that goes away and comes back (architecture 4 "Reliability"), on a real
 * PostgreSQL: the app reaches it through a TCP relay that this test cuts (every connection dropped, new
 * ones refused) and restores, as when PostgreSQL is stopped and started mid-run.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("when PostgreSQL stops and starts again", () => {
  const schema = `down_${randomBytes(6).toString("hex")}`;
  let admin: DB;
  let relay: Server | undefined;
  let relayPort = 0;
  const sockets = new Set<Socket>();

  function startRelay(port: number) {
    const target = new URL(pgUrl ?? "");
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("close", () => sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise<void>((resolve) => relay?.listen(port, "127.0.0.1", resolve));
  }

  async function stopDatabase() {
    await new Promise<void>((resolve) => relay?.close(() => resolve()));
    for (const s of sockets) s.destroy();
  }

  beforeAll(async () => {
    admin = createDatabase(pgUrl ?? "");
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    await startRelay(0);
    relayPort = (relay?.address() as AddressInfo | undefined)?.port ?? 0;
    const url = new URL(pgUrl ?? "");
    url.host = `127.0.0.1:${relayPort}`;
    url.searchParams.set("options", `-c search_path=${schema}`);
    process.env.DATABASE_URL = url.toString();
    env(true);
    await closeDb();
    const { db } = await import("./db.server");
    await withSchemaLock(async () => {
      await createMigrationTables(db());
      await migrateToLatest(db());
    });
  });

  afterAll(async () => {
    await closeDb();
    await stopDatabase().catch(() => undefined);
    await withSchemaLock(() => sql`drop schema ${sql.id(schema)} cascade`.execute(admin));
    await admin.destroy();
  });

  it("public pages still answer with their empty-list texts and log why; admin writes fail clearly; all recovers", async () => {
    const { notifications } = await import("../published/notifications.server");
    const { loadBoard: loader } = await import("~/routes/site/group/notifications.server");
    await notifications.create({
      title: "Before the outage",
      description: "",
      date: "2026-11-20",
      audience: "group",
    });
    const before = await loader();
    expect(before.notices.map((n) => n.title)).toEqual(["Before the outage"]);

    await stopDatabase();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const during = await loader();
    // The lists are empty and the page keeps its shipped words (its own read falls back too).
    expect(during).toMatchObject({ notices: [], news: [], media: [] });
    expect(during.page.title).toBe("Notice board");
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([
        "Error fetching notifications:",
        "Error fetching announcements:",
        "Error fetching media library:",
      ]),
    );
    await expect(
      notifications.create({ title: "During", description: "", date: "2026-11-21", audience: "group" }),
    ).rejects.toThrow();
    logged.mockRestore();

    await startRelay(relayPort);
    const after = await loader();
    expect(after.notices.map((n) => n.title)).toEqual(["Before the outage"]);
    await notifications.create({
      title: "After the outage",
      description: "",
      date: "2026-11-22",
      audience: "group",
    });
    expect((await loader()).notices.map((n) => n.title)).toContain("After the outage");
  });
});
