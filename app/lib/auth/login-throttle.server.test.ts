import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { createDatabase, type DB, sqliteOf } from "../platform/db.server";
import {
  ACCOUNT_DELAY_MS,
  ACCOUNT_SLOW_AFTER,
  ADDRESS_BLOCK_SECONDS,
  ADDRESS_LIMIT,
  addressKey,
  createThrottle,
  PAIR_BLOCK_SECONDS,
  PAIR_LIMIT,
  PAIR_WINDOW_SECONDS,
  passRetryAfter,
  retryAfterSeconds,
  type Throttle,
  throttledMessage,
} from "./login-throttle.server";
import { checkCredentials, createUser } from "./users.server";

/**
 * The password-guessing throttle on the real databases: SQLite always,
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */

const PASSWORD = "the-administrators-password";

/** A second connection to the same database: what a restarted server, or a second instance, opens. */
async function reopen(database: DB): Promise<DB> {
  const sqlite = sqliteOf(database);
  if (sqlite) return createDatabase(sqlite.name);
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  const { rows } = await sql<{ search_path: string }>`show search_path`.execute(database);
  url.searchParams.set("options", `-c search_path=${rows[0]?.search_path ?? "public"}`);
  return createDatabase(url.toString());
}

/** `times` attempts, one after the other; the waits they got (null: the password may be checked). */
async function attempts(
  throttle: Throttle,
  times: number,
  username: (i: number) => string,
  address: (i: number) => string,
) {
  const waits: (number | null)[] = [];
  for (let i = 0; i < times; i++) waits.push(await throttle.attempt(username(i), address(i)));
  return waits;
}

describe.each(testDatabases())("the login throttle on $name", (target) => {
  let database: DB;
  let slept: number[];
  let throttle: Throttle;
  /** A throttle on this file's database, recording the slow-down instead of waiting. */
  const make = (name = "sign-in", on: DB = database) =>
    createThrottle({
      name,
      database: () => on,
      sleep: async (ms) => {
        slept.push(ms);
      },
    });

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await clearTables(database);
    await sql`delete from login_throttle`.execute(database);
    slept = [];
    throttle = make();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets PAIR_LIMIT attempts for an account from one address through, then refuses it there for the block", async () => {
    const waits = await attempts(
      throttle,
      PAIR_LIMIT + 2,
      () => "office",
      () => "198.51.100.1",
    );
    expect(waits.slice(0, PAIR_LIMIT)).toEqual(Array(PAIR_LIMIT).fill(null));
    for (const wait of waits.slice(PAIR_LIMIT)) {
      expect(wait).toBeGreaterThan(PAIR_BLOCK_SECONDS * 1000 - 5000);
      expect(wait).toBeLessThanOrEqual(PAIR_BLOCK_SECONDS * 1000);
    }
    // The same account from elsewhere, and another account from there, are not refused.
    expect(await throttle.attempt("office", "198.51.100.2")).toBeNull();
    expect(await throttle.attempt("principal", "198.51.100.1")).toBeNull();
  });

  it("gives back an attempt whose password could not be checked, and keeps the failures before it", async () => {
    const office = () => "office";
    const here = () => "198.51.100.1";
    expect(await attempts(throttle, 2, office, here)).toEqual([null, null]);
    // The database was unavailable for many more tries than the limit: each is given back.
    for (let i = 0; i < PAIR_LIMIT + 2; i++) {
      expect(await throttle.attempt("office", "198.51.100.1")).toBeNull();
      await throttle.release("office", "198.51.100.1");
    }
    // The two real failures still count: three more, then refused.
    const waits = await attempts(throttle, PAIR_LIMIT - 1, office, here);
    expect(waits.slice(0, PAIR_LIMIT - 2)).toEqual(Array(PAIR_LIMIT - 2).fill(null));
    expect(waits.at(-1)).not.toBeNull();
  });

  it("counts a username whatever its case and surrounding spaces", async () => {
    await attempts(
      throttle,
      PAIR_LIMIT,
      (i) => (i % 2 ? "Office" : " office "),
      () => "198.51.100.1",
    );
    expect(await throttle.attempt("OFFICE", "198.51.100.1")).not.toBeNull();
  });

  it("an attacker hammering `admin` from elsewhere does not keep the administrator out", async () => {
    await createUser({ username: "admin", password: PASSWORD }, database);
    // The attacker: many wrong passwords for admin from one address, then from many others.
    for (let i = 0; i < PAIR_LIMIT * 4; i++) {
      if ((await throttle.attempt("admin", "203.0.113.66")) === null) {
        expect(await checkCredentials("admin", `guess-${i}`, database)).toBeNull();
      }
    }
    for (let i = 0; i < ACCOUNT_SLOW_AFTER + 10; i++) {
      expect(await throttle.attempt("admin", `203.0.${i}.7`)).toBeNull();
    }
    expect(await throttle.attempt("admin", "203.0.113.66")).not.toBeNull();
    // Above the account-wide limit every attempt was slowed, none refused.
    expect(slept.length).toBeGreaterThan(0);
    expect(new Set(slept)).toEqual(new Set([ACCOUNT_DELAY_MS]));
    slept = [];

    // The administrator, from the school office: slowed, but let in with the right password.
    expect(await throttle.attempt("admin", "192.0.2.10")).toBeNull();
    expect(slept).toEqual([ACCOUNT_DELAY_MS]);
    expect(await checkCredentials("admin", PASSWORD, database)).not.toBeNull();
    await throttle.succeed("admin", "192.0.2.10");
  });

  it("does not slow an account below ACCOUNT_SLOW_AFTER attempts", async () => {
    await attempts(
      throttle,
      ACCOUNT_SLOW_AFTER,
      () => "office",
      (i) => `198.51.${i}.1`,
    );
    expect(slept).toEqual([]);
    await throttle.attempt("office", "198.51.200.1");
    expect(slept).toEqual([ACCOUNT_DELAY_MS]);
  });

  it("refuses an address that guesses across many usernames, and only that address", async () => {
    const waits = await attempts(
      throttle,
      ADDRESS_LIMIT + 1,
      (i) => `guess-${i}`,
      () => "203.0.113.7",
    );
    expect(waits.slice(0, ADDRESS_LIMIT)).toEqual(Array(ADDRESS_LIMIT).fill(null));
    expect(waits[ADDRESS_LIMIT]).toBeGreaterThan(ADDRESS_BLOCK_SECONDS * 1000 - 5000);
    expect(await throttle.attempt("someone-new", "203.0.113.7")).not.toBeNull();
    expect(await throttle.attempt("someone-new", "203.0.113.8")).toBeNull();
  });

  it("counts an IPv6 /64 as one address, so rotating addresses inside it does not help", async () => {
    await attempts(
      throttle,
      ADDRESS_LIMIT,
      (i) => `guess-${i}`,
      (i) => `2001:db8:1:2:${i.toString(16)}::${i + 1}`,
    );
    expect(await throttle.attempt("another-guess", "2001:db8:1:2:ffff:ffff:ffff:fffe")).not.toBeNull();
    expect(await throttle.attempt("another-guess", "2001:db8:1:3::1")).toBeNull();
  });

  it("clears the pair on success but gives the address back only that attempt", async () => {
    await attempts(
      throttle,
      PAIR_LIMIT - 1,
      () => "office",
      () => "198.51.100.1",
    );
    expect(await throttle.attempt("office", "198.51.100.1")).toBeNull();
    await throttle.succeed("office", "198.51.100.1");
    // A fresh pair: PAIR_LIMIT attempts again.
    const waits = await attempts(
      throttle,
      PAIR_LIMIT + 1,
      () => "office",
      () => "198.51.100.1",
    );
    expect(waits.slice(0, PAIR_LIMIT)).toEqual(Array(PAIR_LIMIT).fill(null));
    expect(waits[PAIR_LIMIT]).not.toBeNull();

    // An address's failures stay counted when someone signs in from it in between.
    const other = make("other");
    await attempts(
      other,
      ADDRESS_LIMIT - 1,
      (i) => `guess-${i}`,
      () => "203.0.113.9",
    );
    expect(await other.attempt("real-user", "203.0.113.9")).toBeNull();
    await other.succeed("real-user", "203.0.113.9");
    expect(await other.attempt("guess-x", "203.0.113.9")).toBeNull();
    expect(await other.attempt("guess-y", "203.0.113.9")).not.toBeNull();
  });

  it("lets no more than PAIR_LIMIT of a burst of parallel attempts through", async () => {
    const waits = await Promise.all(
      Array.from({ length: 40 }, () => throttle.attempt("office", "198.51.100.77")),
    );
    expect(waits.filter((w) => w === null)).toHaveLength(PAIR_LIMIT);
  });

  it("keeps its counts in the database: a restarted server (or a second instance) still refuses", async () => {
    await attempts(
      throttle,
      PAIR_LIMIT,
      () => "office",
      () => "198.51.100.1",
    );
    const second = await reopen(database);
    try {
      const restarted = make("sign-in", second);
      expect(await restarted.attempt("office", "198.51.100.1")).toBeGreaterThan(0);
      // Counts made on the second instance are seen by the first.
      await attempts(
        restarted,
        PAIR_LIMIT,
        () => "principal",
        () => "198.51.100.2",
      );
      expect(await throttle.attempt("principal", "198.51.100.2")).toBeGreaterThan(0);
    } finally {
      await second.destroy();
    }
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from login_throttle`.execute(
      database,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });

  it("stores no username in clear", async () => {
    await throttle.attempt("secret-typed-as-username", "198.51.100.1");
    const { rows } = await sql<{ key: string }>`select key from login_throttle`.execute(database);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).not.toContain("secret");
  });

  it("lets the right password through once the block is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await attempts(
      throttle,
      PAIR_LIMIT,
      () => "office",
      () => "198.51.100.1",
    );
    const wait = (await throttle.attempt("office", "198.51.100.1")) ?? 0;
    expect(wait).toBeGreaterThan(0);
    vi.setSystemTime(Date.now() + wait - 1000);
    expect(await throttle.attempt("office", "198.51.100.1")).not.toBeNull();
    vi.setSystemTime(Date.now() + 1001);
    expect(await throttle.attempt("office", "198.51.100.1")).toBeNull();
  });

  it("forgets attempts once their window is over", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await attempts(
      throttle,
      PAIR_LIMIT,
      () => "office",
      () => "198.51.100.1",
    );
    vi.setSystemTime(Date.now() + PAIR_WINDOW_SECONDS * 1000 + 1);
    expect(await throttle.attempt("office", "198.51.100.1")).toBeNull();
  });

  it("keeps two throttles (sign-in, password check) apart", async () => {
    await attempts(
      throttle,
      PAIR_LIMIT,
      () => "office",
      () => "198.51.100.1",
    );
    expect(await throttle.attempt("office", "198.51.100.1")).not.toBeNull();
    expect(await make("password-check").attempt("office", "198.51.100.1")).toBeNull();
  });

  it("counts an empty username against the address only", async () => {
    await attempts(
      throttle,
      ACCOUNT_SLOW_AFTER + 5,
      () => "  ",
      (i) => `198.51.${i}.9`,
    );
    expect(slept).toEqual([]);
    const { rows } = await sql<{ key: string }>`select key from login_throttle`.execute(database);
    expect(rows.every((row) => row.key.startsWith("sign-in:address:"))).toBe(true);
  });
});

describe("the login throttle when the database fails", () => {
  it("falls back to counting in memory instead of failing the sign-in", async () => {
    // A database without the migrations: the table is missing, so every store call fails.
    const broken = createDatabase(join(mkdtempSync(join(tmpdir(), "throttle-broken-")), "data.db"));
    const throttle = createThrottle({ name: "sign-in", database: () => broken, sleep: async () => {} });
    const waits = await attempts(
      throttle,
      PAIR_LIMIT + 1,
      () => "office",
      () => "198.51.100.1",
    );
    expect(waits.slice(0, PAIR_LIMIT)).toEqual(Array(PAIR_LIMIT).fill(null));
    expect(waits[PAIR_LIMIT]).not.toBeNull();
    await expect(throttle.succeed("office", "198.51.100.1")).resolves.toBeUndefined();
    await broken.destroy();
  });
});

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::203.0.113.7", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});

describe("throttledMessage", () => {
  it.each([
    [15 * 60 * 1000, "15 minutes"],
    [14 * 60 * 1000 + 1, "15 minutes"],
    [90 * 1000, "2 minutes"],
    [60 * 1000, "1 minute "],
    [59 * 1000, "59 seconds"],
    [1000, "1 second "],
  ])("tells a visitor to wait (%i ms → %s)", (waitMs, wait) => {
    const message = throttledMessage(waitMs);
    expect(message).toContain("Too many failed sign-in attempts");
    expect(message).toContain(`wait ${wait}`);
  });

  it("names what was refused", () => {
    expect(throttledMessage(60_000, "wrong current passwords")).toBe(
      "Too many wrong current passwords. Please wait 1 minute and try again.",
    );
  });
});

describe("Retry-After", () => {
  it("is whole seconds, at least one", () => {
    expect(retryAfterSeconds(1)).toBe("1");
    expect(retryAfterSeconds(1000)).toBe("1");
    expect(retryAfterSeconds(1001)).toBe("2");
    expect(retryAfterSeconds(PAIR_BLOCK_SECONDS * 1000)).toBe(String(PAIR_BLOCK_SECONDS));
  });

  it("is passed from the action to the response by the routes' headers export, keeping the parent's", () => {
    const headers = passRetryAfter({
      actionHeaders: new Headers({ "Retry-After": "900", "X-Other": "dropped" }),
      parentHeaders: new Headers({ "Cache-Control": "private, no-store" }),
    });
    expect(headers.get("Retry-After")).toBe("900");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Other")).toBeNull();
    expect(
      passRetryAfter({ actionHeaders: new Headers(), parentHeaders: new Headers() }).has("Retry-After"),
    ).toBe(false);
  });
});

describe("the limits", () => {
  it("make the account-wide limit much higher than the pair's, and a slow-down rather than a block", () => {
    expect(ACCOUNT_SLOW_AFTER).toBeGreaterThanOrEqual(PAIR_LIMIT * 4);
    expect(ACCOUNT_DELAY_MS).toBeLessThanOrEqual(5000);
  });
});
