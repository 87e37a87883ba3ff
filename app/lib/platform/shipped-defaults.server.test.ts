import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "./db.server";
import {
  type DefaultRow,
  type DefaultsTable,
  describeSync,
  noChanges,
  syncDefaults,
} from "./shipped-defaults.server";
import { jsonHash } from "./stored-json.server";

/** A shipped default of the test table: its key and value. */
interface Thing {
  key: string;
  value: string;
}

interface ThingRow extends DefaultRow {
  value: string;
}

/** A table of things kept by the kernel, written with plain SQL so the test needs no migration. */
const things: DefaultsTable<Thing, ThingRow> = {
  rows: async (trx) =>
    (await sql<ThingRow>`select key, value, default_hash, edited_at from kernel_things`.execute(trx)).rows,
  key: (thing) => thing.key,
  hash: (thing) => jsonHash(thing),
  add: async (trx, thing, hash) => {
    if (thing.value === "no file") return false;
    await sql`insert into kernel_things (key, value, default_hash) values (${thing.key}, ${thing.value}, ${hash})`.execute(
      trx,
    );
    return true;
  },
  update: async (trx, thing, hash) => {
    await sql`update kernel_things set value = ${thing.value}, default_hash = ${hash} where key = ${thing.key}`.execute(
      trx,
    );
  },
  retire: async (trx, row) => {
    await sql`delete from kernel_things where key = ${row.key}`.execute(trx);
  },
};

describe.each(testDatabases())("syncDefaults ($name)", (testDb) => {
  let database: DB;
  const shipped: Thing[] = [
    { key: "a", value: "first" },
    { key: "b", value: "second" },
    { key: "c", value: "third" },
  ];
  const values = async () =>
    Object.fromEntries(
      (await sql<ThingRow>`select key, value from kernel_things order by key`.execute(database)).rows.map(
        (row) => [row.key, row.value],
      ),
    );

  beforeAll(async () => {
    database = await testDb.open();
    await sql`create table kernel_things (key text primary key, value text not null, default_hash text, edited_at text)`.execute(
      database,
    );
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await sql`delete from kernel_things`.execute(database);
  });

  it("adds every default to an empty table, and a second run does nothing", async () => {
    expect(await syncDefaults(shipped, things, database)).toEqual({ ...noChanges(), added: ["a", "b", "c"] });
    expect(await values()).toEqual({ a: "first", b: "second", c: "third" });
    expect(await syncDefaults(shipped, things, database)).toEqual(noChanges());
  });

  it("updates an unedited row, keeps an edited one, and retires a default no longer shipped", async () => {
    await syncDefaults(shipped, things, database);
    await sql`update kernel_things set value = 'the office', edited_at = '2026-01-01T00:00:00.000Z' where key = 'b'`.execute(
      database,
    );
    await sql`insert into kernel_things (key, value, default_hash) values ('mine', 'the office''s own', null)`.execute(
      database,
    );
    const next = [
      { key: "a", value: "first, revised" },
      { key: "b", value: "second, revised" },
      { key: "d", value: "no file" },
    ];
    expect(await syncDefaults(next, things, database)).toEqual({
      added: [],
      updated: ["a"],
      kept: ["b"],
      retired: ["c"],
      missing: ["d"],
    });
    expect(await values()).toEqual({ a: "first, revised", b: "the office", mine: "the office's own" });
  });

  it("writes nothing when a step fails: the sync is one transaction", async () => {
    const failing: DefaultsTable<Thing, ThingRow> = {
      ...things,
      add: async (trx, thing, hash) => {
        if (thing.key === "c") throw new Error("disk full");
        return things.add(trx, thing, hash);
      },
    };
    await expect(syncDefaults(shipped, failing, database)).rejects.toThrow("disk full");
    expect(await values()).toEqual({});
  });
});

describe("describeSync", () => {
  it("says what a sync did in one line, and nothing when it did nothing", () => {
    expect(describeSync("People", noChanges())).toBeNull();
    expect(
      describeSync("Documents", {
        ...noChanges(),
        added: ["/x", "/y"],
        retired: ["/old.pdf"],
        missing: ["/z"],
      }),
    ).toBe(
      "Documents: 2 added; no longer shipped (removed, or kept as the office's own): /old.pdf; " +
        "not added, their shipped file is missing: /z.",
    );
  });
});
