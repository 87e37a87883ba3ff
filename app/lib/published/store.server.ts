import type { Insertable, Kysely, Selectable } from "kysely";
import { type Audience, type Database, type DB, db, now } from "../platform/db.server";
import { whereExpired, whereLive } from "./schedule.server";

/** The tables of published content, each with an `audience` (architecture ruling 6). */
export type PublishedTable = "notifications" | "announcements" | "media_library" | "albums";

/** A row as read back, with its id and timestamps. */
export type PublishedRow<T extends PublishedTable> = Selectable<Database[T]>;

/** What the admin form supplies; id and timestamps are ours. */
export type PublishedInput<T extends PublishedTable> = Omit<
  Insertable<Database[T]>,
  "id" | "created_at" | "updated_at"
>;

/** Which rows a page shows: a school's page passes its school; group pages pass nothing (all rows). */
export interface ListOptions {
  school?: Exclude<Audience, "group">;
  /** At most this many rows, newest first. */
  limit?: number;
  /**
   * Of a scheduled table (architecture ruling 22): "live" (the default) gives what visitors see at `at`;
   * "expired" the archive at `at`; "all" every row, scheduled and expired too (the staff screens).
   */
  state?: "live" | "expired" | "all";
  /** The instant the schedule is read at; default now. */
  at?: Date;
  /** `YYYY-MM-DD` bounds (inclusive) of a dated table's `date`, for the archive's months. */
  from?: string;
  to?: string;
}

/**
 * Untyped view of one content table, so one generic implementation serves all four; the typed
 * signatures of `publishedStore` are what callers see.
 */
type LooseDb = Kysely<{ content: Record<string, unknown> }>;

/**
 * The data access of one content table: list, get, create, update, remove. Rows are ordered newest
 * first (by `date` where the table has one, else by id). Every function takes an optional database so
 * the tests can run it against SQLite and PostgreSQL alike; the default is the process-wide one.
 * Errors from the driver are thrown as they are.
 */
export function publishedStore<T extends PublishedTable>(
  table: T,
  options: { dated: boolean; scheduled?: boolean },
) {
  type Row = PublishedRow<T>;
  type Input = PublishedInput<T>;
  const loose = (database: DB) => database as unknown as LooseDb;
  const from = table as unknown as "content";

  return {
    table,

    /**
     * Rows for a page: pinned first (a scheduled table), then newest first. A scheduled table gives only
     * what visitors see now unless `filter.state` says otherwise.
     */
    async list(filter: ListOptions = {}, database: DB = db()): Promise<Row[]> {
      let query = loose(database).selectFrom(from).selectAll();
      if (filter.school) query = query.where("audience", "in", ["group", filter.school]);
      if (options.scheduled) {
        const state = filter.state ?? "live";
        if (state === "live") query = whereLive(query, filter.at);
        else if (state === "expired") query = whereExpired(query, filter.at);
        if (state !== "expired") query = query.orderBy("pinned", "desc");
      }
      if (options.dated && filter.from) query = query.where("date", ">=", filter.from);
      if (options.dated && filter.to) query = query.where("date", "<=", filter.to);
      if (options.dated) query = query.orderBy("date", "desc");
      query = query.orderBy("id", "desc");
      if (filter.limit) query = query.limit(filter.limit);
      return (await query.execute()) as Row[];
    },

    /** One row by id, or undefined. */
    async get(id: number, database: DB = db()): Promise<Row | undefined> {
      const row = await loose(database).selectFrom(from).selectAll().where("id", "=", id).executeTakeFirst();
      return row as Row | undefined;
    },

    /** Inserts a row and returns it with its new id. */
    async create(input: Input, database: DB = db()): Promise<Row> {
      const stamp = now();
      const row = await loose(database)
        .insertInto(from)
        .values({ ...input, created_at: stamp, updated_at: stamp })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row as Row;
    },

    /** Replaces a row's fields; returns the updated row, or undefined when the id does not exist. */
    async update(id: number, input: Input, database: DB = db()): Promise<Row | undefined> {
      const row = await loose(database)
        .updateTable(from)
        .set({ ...input, updated_at: now() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row as Row | undefined;
    },

    /** Deletes a row; returns whether one was deleted. */
    async remove(id: number, database: DB = db()): Promise<boolean> {
      const result = await loose(database).deleteFrom(from).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
