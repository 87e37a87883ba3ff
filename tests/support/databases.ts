import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
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
  /**
   * Once open, its address as `DATABASE_URL` names one (the SQLite file, or the PostgreSQL URL with
   * the file's schema first on the search path): for a test of code that uses the process-wide `db()`.
   */
  url?: string;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [];
  let sqlite: DB | undefined;
  let folder: string | undefined;
  list.push({
    name: "sqlite",
    async open() {
      const dir = mkdtempSync(join(tmpdir(), "school-data-"));
      folder = dir;
      this.url = join(dir, "data.db");
      sqlite = createDatabase(this.url);
      await migrateToLatest(sqlite);
      return sqlite;
    },
    async close() {
      await sqlite?.destroy();
      // The file and its WAL files go with their folder, as the PostgreSQL schema is dropped below.
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    let admin: DB | undefined;
    let postgres: DB | undefined;
    list.push({
      name: "postgres",
      async open() {
        const opened = createDatabase(pgUrl);
        admin = opened;
        await sql`create schema ${sql.id(schema)}`.execute(opened);
        const url = new URL(pgUrl);
        url.searchParams.set("options", `-c search_path=${schema}`);
        this.url = url.toString();
        const database = createDatabase(this.url);
        postgres = database;
        await withSchemaLock(async () => {
          await createMigrationTables(database);
          await migrateToLatest(database);
        });
        return database;
      },
      async close() {
        await postgres?.destroy();
        const opened = admin;
        if (opened) {
          await withSchemaLock(() => sql`drop schema ${sql.id(schema)} cascade`.execute(opened));
          await opened.destroy();
        }
      },
    });
  }
  return list;
}

/**
 * Runs `work` while no other test file changes a PostgreSQL schema: it holds a session advisory lock that
 * every test file takes around its migrations and around dropping its schema. Kysely's migrator reads
 * the tables of every schema in the database (`introspection.getTables`, which calls
 * `pg_get_serial_sequence` on each column); when another file's migration dropped a column or its
 * schema meanwhile, that read failed with "column … does not exist". Without `TEST_DATABASE_URL` it
 * just runs `work`. Resolves with what `work` resolves with; the lock is released when it throws too.
 */
export async function withSchemaLock<T>(work: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [SCHEMA_LOCK]);
    return await work();
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/** The advisory lock's key: any number, the same in every test file. */
const SCHEMA_LOCK = 20_260_127;

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
