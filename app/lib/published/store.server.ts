import type { Insertable, Kysely, Selectable } from "kysely";
import type { LinkAlbumRecord } from "~content/schemas/albums";
import type { AnnouncementRecord } from "~content/schemas/announcements";
import type { NoticeRecord } from "~content/schemas/notices";
import type { VideoRecord } from "~content/schemas/videos";
import { type Audience, type Database, type DB, db, now } from "../platform/db.server";
import type { RecordTable } from "./record-table.server";
import { whereExpired, whereLive } from "./schedule.server";

/** The tables of published content, each with an `audience` (architecture ruling 6). */
export type PublishedTable = "notifications" | "announcements" | "media_library" | "albums";

/** The record each table holds, as its schema (content/schemas/) gives it. */
interface TableRecords {
  notifications: NoticeRecord;
  announcements: AnnouncementRecord;
  media_library: VideoRecord;
  albums: LinkAlbumRecord;
}

/** A table's columns as read back, its JSON `fields` aside. */
type ColumnsOf<T extends PublishedTable> = Omit<Selectable<Database[T]>, "fields">;

/**
 * A row as read back, with its id and timestamps: its columns, and beside them the record's fields
 * kept in its `fields` (decision 0029), so that a field added to a record's schema reaches its pages
 * with no change here.
 */
export type PublishedRow<T extends PublishedTable> = ColumnsOf<T> &
  Partial<Omit<TableRecords[T], keyof ColumnsOf<T>>>;

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
  options: {
    dated: boolean;
    scheduled?: boolean;
    /** The record's schema and which of its fields are columns (the rest are kept in `fields`). */
    record: RecordTable;
  },
) {
  type Row = PublishedRow<T>;
  type Input = PublishedInput<T>;
  const loose = (database: DB) => database as unknown as LooseDb;
  const from = table as unknown as "content";
  const { record } = options;
  const read = (row: Record<string, unknown>) => record.withFields(row) as unknown as Row;

  return {
    table,
    /** The record's schema: what the office's form draws and checks. */
    schema: record.schema,

    /** A row as its form's value (the schema's fields, blank ones left out). */
    recordOf: (row: Row): Record<string, unknown> => record.recordOf(row),

    /** The record's fields of `row` that are not columns (kept in `fields`), for a view built of named parts. */
    extrasOf: (row: Row): Partial<Omit<TableRecords[T], keyof ColumnsOf<T>>> =>
      record.extrasOf(row as Record<string, unknown>) as Partial<Omit<TableRecords[T], keyof ColumnsOf<T>>>,

    /** A checked record as the table stores it. */
    rowOf: (value: TableRecords[T]): Input => record.rowOf(value as never) as unknown as Input,

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
      return (await query.execute()).map(read);
    },

    /** One row by id, or undefined. */
    async get(id: number, database: DB = db()): Promise<Row | undefined> {
      const row = await loose(database).selectFrom(from).selectAll().where("id", "=", id).executeTakeFirst();
      return row && read(row);
    },

    /** Inserts a row and returns it with its new id. */
    async create(input: Input, database: DB = db()): Promise<Row> {
      const stamp = now();
      const row = await loose(database)
        .insertInto(from)
        .values({ ...input, created_at: stamp, updated_at: stamp })
        .returningAll()
        .executeTakeFirstOrThrow();
      return read(row);
    },

    /** Replaces a row's fields; returns the updated row, or undefined when the id does not exist. */
    async update(id: number, input: Input, database: DB = db()): Promise<Row | undefined> {
      const row = await loose(database)
        .updateTable(from)
        .set({ ...input, updated_at: now() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
      return row && read(row);
    },

    /** Deletes a row; returns whether one was deleted. */
    async remove(id: number, database: DB = db()): Promise<boolean> {
      const result = await loose(database).deleteFrom(from).where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
