import { z } from "zod";
import { tamilKey } from "~content/bilingual";
import { readJson, writeJson } from "../platform/stored-json.server";

/**
 * How a record the office edits (a notice, an announcement, a video, a link album, an event) lives in
 * its table (decision 0029): the fields its lists and schedules query are columns; every other field of
 * its schema (content/schemas/) lives in the row's one JSON column, `fields`. So a field added to the
 * schema is drawn by the editor, checked, stored and read back with no migration, no table type and no
 * mapping of its own: the schema, and the view that shows it, are all that change.
 */

/**
 * How one column holds its field:
 * - `text`: a text column that is never null; a blank optional field is "" in the row and absent from
 *   the record.
 * - `nullable`: a column that may be null; a blank field is null in the row and absent from the record.
 * - `flag`: a checkbox: 0 or 1 in the row, false or true in the record.
 * - `id`: a choice of another table's row (a circular): its id, an integer or null, in the row; the
 *   id as text in the record, as the form's list of choices has it.
 */
export type ColumnKind = "text" | "nullable" | "flag" | "id";

/** A record's fields that are columns of its table, each with how the column holds it. */
export type RecordColumns = Readonly<Record<string, ColumnKind>>;

/** The widgets of a file sent with the form (content/schemas/field-meta.ts). */
const FILE_WIDGETS = new Set(["pdf", "imageFile"]);

/** A record's schema: an object schema (possibly refined) whose shape names its fields. */
export type RecordSchema = z.ZodObject;

/** A row as the driver gives it: its `fields` JSON as text (SQLite) or parsed (PostgreSQL). */
type StoredRow = Record<string, unknown> & { fields?: unknown };

/** The row's value of a column as the record holds it, or undefined for a blank one. */
function fromColumn(kind: ColumnKind, value: unknown): unknown {
  if (kind === "flag") return Number(value) === 1;
  if (value === null || value === undefined || value === "") return undefined;
  return kind === "id" ? String(value) : value;
}

/** The record's value of a field as its column holds it. */
function toColumn(kind: ColumnKind, value: unknown): unknown {
  if (kind === "flag") return value ? 1 : 0;
  if (kind === "id") return value === undefined || value === "" ? null : Number(value);
  if (value === undefined) return kind === "text" ? "" : null;
  return value;
}

/**
 * The mapping between the records of `schema` and the rows of their table, whose `columns` are
 * declared (every other field of the schema is kept in the row's `fields`).
 */
export function recordTable<S extends RecordSchema>(schema: S, columns: RecordColumns) {
  // A file sent with the form ("pdf", "imageFile") is the screen's to keep (a circular becomes a
  // document): never a value.
  const names = Object.keys(schema.shape).filter(
    (name) => !FILE_WIDGETS.has(z.globalRegistry.get(schema.shape[name] as z.ZodType)?.widget ?? ""),
  );
  /**
   * The schema's fields that live in `fields` (a field removed from the schema is no longer read), and
   * the Tamil value beside each field, a column's too (decision 0032: `title@ta`).
   */
  const extras = [...names.filter((name) => !Object.hasOwn(columns, name)), ...names.map(tamilKey)];

  /**
   * The values of `row`'s `fields` that the schema still has. A `fields` that is not JSON (written by
   * hand) reads as none, with a log line: the columns still show.
   */
  function extraValues(row: StoredRow): Record<string, unknown> {
    let stored: unknown;
    try {
      stored = readJson(row.fields ?? null);
    } catch (error) {
      console.error(`A row's fields are not JSON (row ${String(row.id)}); showing its columns only:`, error);
      return {};
    }
    if (!stored || typeof stored !== "object") return {};
    const values: Record<string, unknown> = {};
    for (const name of extras) {
      const value = (stored as Record<string, unknown>)[name];
      if (value !== undefined && value !== null) values[name] = value;
    }
    return values;
  }

  return {
    schema,
    columns,

    /** `row` as the pages read it: its columns as they are, and its `fields` spread beside them. */
    withFields<R extends StoredRow>(row: R): Omit<R, "fields"> & Partial<z.output<S>> {
      const { fields: _stored, ...rest } = row;
      return { ...extraValues(row), ...rest } as Omit<R, "fields"> & Partial<z.output<S>>;
    },

    /** The schema's fields of `row` (with its fields spread: `withFields`) that are not columns. */
    extrasOf(row: Record<string, unknown>): Partial<z.output<S>> {
      const values: Record<string, unknown> = {};
      for (const name of extras) if (row[name] !== undefined) values[name] = row[name];
      return values as Partial<z.output<S>>;
    },

    /**
     * A row (as read, or with its fields spread: `withFields`) as its form's value: the schema's
     * fields only, blank ones left out.
     */
    recordOf(row: Record<string, unknown>): Record<string, unknown> {
      const spread = Object.hasOwn(row, "fields") ? { ...extraValues(row), ...row } : row;
      const record: Record<string, unknown> = {};
      for (const name of names) {
        const kind = columns[name];
        const value = kind ? fromColumn(kind, spread[name]) : spread[name];
        if (value !== undefined) record[name] = value;
        const tamil = spread[tamilKey(name)];
        if (tamil !== undefined && tamil !== null) record[tamilKey(name)] = tamil;
      }
      return record;
    },

    /**
     * A checked record as its table stores it: each declared column, and the schema's other fields
     * as the JSON of `fields` (blank ones left out).
     */
    rowOf(record: z.output<S>): Record<string, unknown> & { fields: string } {
      const values = record as Record<string, unknown>;
      const row: Record<string, unknown> = {};
      for (const [name, kind] of Object.entries(columns)) row[name] = toColumn(kind, values[name]);
      const fields: Record<string, unknown> = {};
      for (const name of extras) if (values[name] !== undefined) fields[name] = values[name];
      return { ...row, fields: writeJson(fields) };
    },
  };
}

/** The mapping of one table's records (`recordTable`). */
export type RecordTable<S extends RecordSchema = RecordSchema> = ReturnType<typeof recordTable<S>>;
