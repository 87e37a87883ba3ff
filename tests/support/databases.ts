import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { createDatabase, type DB, migrateToLatest } from "~/lib/platform/db.server";

/**
 * The databases the data layer is tested on: always a fresh SQLite file; also PostgreSQL when
 * `TEST_DATABASE_URL` is set (CI sets it), in a schema of its own per test file so files can run in
 * parallel and leave nothing behind.
 */
export interface TestDatabase {
  name: "sqlite" | "postgres";
  open(): Promise<DB>;
  close(): Promise<void>;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [];
  let sqlite: DB | undefined;
  list.push({
    name: "sqlite",
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "school-data-"));
      sqlite = createDatabase(join(dir, "data.db"));
      await migrateToLatest(sqlite);
      return sqlite;
    },
    async close() {
      await sqlite?.destroy();
    },
  });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    let admin: DB | undefined;
    let pg: DB | undefined;
    list.push({
      name: "postgres",
      async open() {
        admin = createDatabase(pgUrl);
        await sql`create schema ${sql.id(schema)}`.execute(admin);
        const url = new URL(pgUrl);
        url.searchParams.set("options", `-c search_path=${schema}`);
        pg = createDatabase(url.toString());
        await createMigrationTables(pg);
        await migrateToLatest(pg);
        return pg;
      },
      async close() {
        await pg?.destroy();
        if (admin) {
          await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
          await admin.destroy();
        }
      },
    });
  }
  return list;
}

/**
 * Creates Kysely's two bookkeeping tables in a new PostgreSQL schema (the search path's), as its
 * migrator would, before the first migration. The migrator looks for them in every schema of the
 * database, not only its own: while another test file's schema exists (files run in parallel),
 * it finds that file's tables, skips creating its own, and fails with "relation
 * "kysely_migration_lock" does not exist".
 */
export async function createMigrationTables(database: DB): Promise<void> {
  await sql`create table kysely_migration
    (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(database);
  await sql`create table kysely_migration_lock
    (id varchar(255) not null primary key, is_locked integer not null default 0)`.execute(database);
}

/** Empties every table (between tests on a shared database). */
export async function clearTables(database: DB): Promise<void> {
  for (const table of [
    "enquiry_emails",
    "enquiry_consents",
    "enquiry_events",
    "enquiries",
    "sessions",
    "users",
    "alerts",
    "events",
    "albums",
    "media_library",
    "announcements",
    "notifications",
  ] as const) {
    await database.deleteFrom(table).execute();
  }
}
