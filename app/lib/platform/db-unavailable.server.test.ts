import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-unavailable.server";

/** An error as Node or a driver makes it: a message and a `code`. */
function coded(code: string, message = code): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  let file = "";
  let mine: SQLite.Database;
  let other: SQLite.Database;
  beforeAll(() => {
    file = String(process.env.DATABASE_URL);
    mine = new SQLite(file);
    mine.pragma("journal_mode = WAL");
    mine.pragma("busy_timeout = 0");
    mine.exec("create table if not exists t (x integer)");
    other = new SQLite(file);
  });
  afterAll(() => {
    other.close();
    mine.close();
  });

  it("recognises SQLite's own error when another connection holds the write lock", () => {
    other.exec("BEGIN IMMEDIATE");
    let thrown: unknown;
    try {
      mine.exec("insert into t values (1)");
    } catch (error) {
      thrown = error;
    } finally {
      other.exec("ROLLBACK");
    }
    expect(thrown).toMatchObject({ code: "SQLITE_BUSY" });
    expect(isDatabaseUnavailable(thrown)).toBe(true);
  });

  it.each([
    "SQLITE_BUSY",
    "SQLITE_BUSY_SNAPSHOT",
    "SQLITE_BUSY_TIMEOUT",
    "SQLITE_LOCKED",
    "SQLITE_LOCKED_SHAREDCACHE",
  ])("counts SQLite's %s as unavailable", (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
  });

  it.each([
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "EAI_AGAIN",
    "EPIPE",
    // PostgreSQL's SQLSTATEs: connection exceptions, shutting down or starting, no free connection,
    // a lock that could not be had.
    "08006",
    "08001",
    "57P01",
    "57P03",
    "53300",
    "55P03",
  ])("counts the connection failure %s as unavailable", (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error and is not queryable",
  ])("counts the pg driver's %j as unavailable", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it("looks inside an AggregateError (both addresses of localhost refused) and an error's cause", () => {
    const both = new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")], "");
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: coded("SQLITE_BUSY") }))).toBe(true);
  });

  it.each([
    ["a missing table", coded("SQLITE_ERROR", "no such table: users")],
    ["a broken constraint", coded("SQLITE_CONSTRAINT_UNIQUE")],
    ["PostgreSQL's undefined table", coded("42P01")],
    ["PostgreSQL's unique violation", coded("23505")],
    ["a plain error", new Error("something else")],
    ["not an error", "SQLITE_BUSY"],
    ["nothing", undefined],
  ])("does not count %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
