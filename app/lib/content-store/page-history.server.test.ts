import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { prunePageVersions } from "./page-history.server";

/**
 * The page history's bound (architecture section 2, the Pages tab): every version of the last year and
 * at least the last 50 of each page are kept, the rest is removed by the daily job; the version that is
 * live now never is.
 */

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
/** An ISO-8601 time `days` days before `NOW`. */
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

/** Adds versions 1…`count` of `path`, version `n` published `age(n)` days before `NOW`. */
async function addVersions(database: DB, path: string, count: number, age: (n: number) => number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    path,
    number: i + 1,
    data: JSON.stringify({ version: i + 1 }),
    published_at: ago(age(i + 1)),
    published_by: null,
    published_by_name: "principal",
    note: null,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await database
      .insertInto("page_versions")
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

async function numbers(database: DB, path: string): Promise<number[]> {
  const rows = await database
    .selectFrom("page_versions")
    .select("number")
    .where("path", "=", path)
    .orderBy("number")
    .execute();
  return rows.map((r) => Number(r.number));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.each(testDatabases())("pruning the page history on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
    // Two years of weekly publishing (105 versions, the newest live now).
    await addVersions(database, "/weekly", 105, (n) => (105 - n) * 7);
    // Busy this year: 80 versions, the first 10 over a year old, the other 70 within it.
    await addVersions(database, "/busy", 80, (n) => (n <= 10 ? 400 + n : 300 - n));
    // A page edited three times, three years ago.
    await addVersions(database, "/quiet", 3, () => 3 * 365);
    // 120 versions all over a year old: the live one is the newest.
    await addVersions(database, "/old", 120, () => 800);
  });
  afterAll(() => target.close());

  it("keeps a year of versions and at least the last 50 of each page, the live one always", async () => {
    const removed = await prunePageVersions(database, NOW);
    // Weekly: versions within 365 days are 53…105 (53 versions), more than the last 50.
    expect(await numbers(database, "/weekly")).toEqual(range(53, 105));
    expect(await numbers(database, "/busy")).toEqual(range(11, 80));
    expect(await numbers(database, "/quiet")).toEqual([1, 2, 3]);
    expect(await numbers(database, "/old")).toEqual(range(71, 120));
    expect(removed).toBe(52 + 10 + 70);
  });

  it("removes nothing more when it runs again (two instances may both run it)", async () => {
    expect(await prunePageVersions(database, NOW)).toBe(0);
    expect(await numbers(database, "/old")).toEqual(range(71, 120));
  });
});
