import { createHash } from "node:crypto";
import type { z } from "zod";
import { carryTamil, type TamilValue, tamilValuesOf } from "~content/bilingual";

/**
 * The storage kernel's JSON half: how a JSON column is read and written on both databases, and how a
 * stored value is read through its schema. The office's content (pages, sectioned pages, settings
 * groups, page versions) lives in JSON columns: `jsonb` on PostgreSQL, `text` on SQLite (architecture
 * 8.2). Both are written as JSON text, which PostgreSQL casts to `jsonb` on the way in; pg hands
 * `jsonb` back parsed (keys reordered), better-sqlite3 hands back the text.
 */

/**
 * The value a JSON column holds: a string (SQLite's text) is parsed, anything else (PostgreSQL's
 * parsed `jsonb`, or null) is returned as it is. Throws the `SyntaxError` of `JSON.parse` when the
 * text is not JSON.
 */
export function readJson(value: unknown): unknown {
  return typeof value === "string" ? JSON.parse(value) : value;
}

/**
 * `value` as a JSON column takes it on either dialect: JSON text (PostgreSQL casts the parameter to
 * `jsonb`; SQLite stores the text). Throws as `JSON.stringify` does (a cycle, a BigInt).
 */
export function writeJson(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * A JSON column as JSON text, for searching it as text: "" for null or undefined, SQLite's text as it
 * is, PostgreSQL's parsed value written out again. Never throws for a value a column gave.
 */
export function jsonText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The canonical JSON of `value`: object keys sorted at every depth, no spaces, `undefined` members left
 * out (as `JSON.stringify` does). Two values that mean the same thing give the same text whatever order
 * their keys were written in (PostgreSQL's `jsonb` reorders them), so stored JSON is compared by this,
 * never as text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === "object" && !Array.isArray(member)
      ? Object.fromEntries(
          Object.entries(member as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : member,
  );
}

/** SHA-256 (hex) of the canonical JSON of `value`: what the `default_hash` columns hold. */
export function jsonHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

/** How `readThroughSchema` reads one stored value, beyond the value, schema, fallback and name. */
export interface ThroughSchemaOptions<T> {
  /** What the reader gets instead, for the log line ("showing the shipped one"); the default says so. */
  instead?: string;
  /**
   * Logs a value that does not fit only once per `once` per process (e.g. the row's path and
   * `updated_at`, so a row read on every request is logged once, and again after it changes). Without
   * it, every failed read logs.
   */
  once?: string;
  /** A check beyond the schema: the problem as text, or null when the value is fine. */
  check?: (value: T) => string | null;
}

/** Keys of values already logged as not fitting (`ThroughSchemaOptions.once`). */
const reported = new Set<string>();

/** zod's issues as one line: "blocks.3.title: Too small; path: Required". */
function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

/**
 * `stored` (a JSON column's value, or an object built from a row) read through `schema`: the parsed
 * value when it is JSON that fits the schema (and `options.check`), else `fallback` (the shipped
 * default, or the last good published or version value, as the caller decides: architecture ruling 5)
 * and one `console.error` line, `Error fetching <name>: the stored value is not valid, <instead>:` and
 * the problem (zod's issues, or the JSON error), the same prefix `safeRead` logs a failed read with.
 * Never throws.
 */
export function readThroughSchema<T, F>(
  stored: unknown,
  schema: z.ZodType<T>,
  fallback: F,
  name: string,
  options: ThroughSchemaOptions<T> = {},
): T | F {
  let problem: string;
  try {
    const raw = readJson(stored);
    const result = schema.safeParse(raw);
    const wrong = result.success ? (options.check?.(result.data) ?? null) : null;
    // The schema drops keys it does not name: the Tamil beside each field is put back (decision 0032).
    if (result.success && wrong === null) return carryTamil(raw, result.data);
    problem = result.success ? (wrong as string) : issuesText(result.error);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  if (options.once !== undefined) {
    const key = `${name}\n${options.once}`;
    if (reported.has(key)) return fallback;
    reported.add(key);
  }
  console.error(
    `Error fetching ${name}: the stored value is not valid, ${options.instead ?? "using the fallback"}:`,
    problem,
  );
  return fallback;
}

/**
 * The Tamil values of `record` (its `…@ta` keys, `tamilValuesOf`) as JSON text for a `tamil` column
 * (migration 0026): how a record kept as columns keeps the Tamil beside its fields (decision 0032).
 * `{}` when it has none.
 */
export function tamilColumn(record: object): string {
  return writeJson(tamilValuesOf(record as Record<string, unknown>));
}

/**
 * The Tamil values a `tamil` column holds (SQLite's text or PostgreSQL's parsed `jsonb`), to spread
 * beside the record's fields; `{}` for null, text that is not JSON or anything not Tamil values, so a
 * damaged column costs the Tamil, never the record. Never throws.
 */
export function readTamilColumn(value: unknown): Record<string, TamilValue> {
  try {
    const parsed = readJson(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? tamilValuesOf(parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
