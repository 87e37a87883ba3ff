import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { testDatabases } from "../../../tests/support/databases";
import { type DB, now } from "./db.server";
import {
  canonicalJson,
  jsonHash,
  jsonText,
  readJson,
  readTamilColumn,
  readThroughSchema,
  tamilColumn,
  writeJson,
} from "./stored-json.server";

const schema = z.object({ title: z.string().min(1), items: z.array(z.number()) });
const shipped = { title: "Shipped", items: [1] };

describe("canonicalJson", () => {
  it("sorts keys at every depth and keeps array order, so equal values hash alike", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }, 3] })).toBe('{"a":[{"c":2,"d":1},3],"b":1}');
    expect(jsonHash({ b: 1, a: 2 })).toBe(jsonHash({ a: 2, b: 1 }));
    expect(jsonHash({ a: 1 })).not.toBe(jsonHash({ a: 2 }));
  });
});

describe.each(testDatabases())("a JSON column ($name)", (testDb) => {
  let database: DB;
  let path: string;
  let n = 0;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(() => {
    vi.restoreAllMocks();
    path = `/kernel-test-${testDb.name}-${++n}`;
  });

  /** Stores `published` (JSON text) at a fresh path and reads the column back as the driver gives it. */
  async function storeAndRead(published: string): Promise<{ published: unknown; updated_at: string }> {
    await database
      .insertInto("pages")
      .values({ path, section: "group", published, default_hash: "", updated_at: now() })
      .execute();
    return database
      .selectFrom("pages")
      .select(["published", "updated_at"])
      .where("path", "=", path)
      .executeTakeFirstOrThrow();
  }

  it("reads back what writeJson wrote, as the same value", async () => {
    const value = { z: "last", a: ["ஆ", 2, null], nested: { y: true, b: 1.5 } };
    const row = await storeAndRead(writeJson(value));
    expect(readJson(row.published)).toEqual(value);
    expect(canonicalJson(JSON.parse(jsonText(row.published)))).toBe(canonicalJson(value));
  });

  it("reads a value that fits its schema as the parsed value, without a log line", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const row = await storeAndRead(writeJson({ title: "Office", items: [2, 3] }));
    expect(readThroughSchema(row.published, schema, shipped, `page ${path}`)).toEqual({
      title: "Office",
      items: [2, 3],
    });
    expect(error).not.toHaveBeenCalled();
  });

  it("reads a stored value that fails its schema as the fallback, and logs one line once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const row = await storeAndRead(writeJson({ title: "", items: ["x"] }));
    const read = () =>
      readThroughSchema(row.published, schema, shipped, `page ${path}`, {
        instead: "showing the shipped one",
        once: row.updated_at,
      });
    expect(read()).toBe(shipped);
    expect(read()).toBe(shipped);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      `Error fetching page ${path}: the stored value is not valid, showing the shipped one:`,
    );
    expect(String(error.mock.calls[0]?.[1])).toContain("title:");
    expect(String(error.mock.calls[0]?.[1])).toContain("items.0:");
  });

  it("falls back when the caller's own check refuses a value the schema takes", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const row = await storeAndRead(writeJson({ title: "Elsewhere", items: [] }));
    const value = readThroughSchema(row.published, schema, undefined, `page ${path}`, {
      instead: "answering 404",
      check: (page) => (page.title === "Elsewhere" ? "its title is Elsewhere" : null),
    });
    expect(value).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      `Error fetching page ${path}: the stored value is not valid, answering 404:`,
      "its title is Elsewhere",
    );
  });
});

describe("readThroughSchema", () => {
  it("reads text that is not JSON (only SQLite's text column can hold it) as the fallback, logged", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(readThroughSchema("{not json", schema, null, "person x")).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("Error fetching person x:");
  });

  it("reads null and undefined columns as their fallback", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(readThroughSchema(null, schema, shipped, "page /none")).toBe(shipped);
    expect(jsonText(null)).toBe("");
    expect(jsonText(undefined)).toBe("");
  });
});

describe("the tamil column of a record kept as columns", () => {
  const tamil = { text: "முதல்வர்", for: "Principal" };

  it("keeps only a record's Tamil values, and gives them back beside its fields from either dialect", () => {
    const person = { name: "Mrs. L. Shanthi", post: "Principal", "post@ta": tamil, "name@ta": { text: " " } };
    const column = tamilColumn(person);
    expect(JSON.parse(column)).toEqual({ "post@ta": tamil });
    // SQLite hands back the text, PostgreSQL the parsed `jsonb`.
    expect(readTamilColumn(column)).toEqual({ "post@ta": tamil });
    expect(readTamilColumn(JSON.parse(column))).toEqual({ "post@ta": tamil });
  });

  it("reads a damaged or empty column as no Tamil, never failing the record", () => {
    for (const stored of [null, undefined, "", "{not json", "[1]", '"text"', { post: "Principal" }, "{}"]) {
      expect(readTamilColumn(stored)).toEqual({});
    }
  });
});
