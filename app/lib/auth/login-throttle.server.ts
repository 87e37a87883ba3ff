import { createHash } from "node:crypto";
import { isIP } from "node:net";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from "rate-limiter-flexible";
import { type DB, db, pgPoolOf, sqliteHandleOf } from "../platform/db.server";

/**
 * Throttling of password guesses: sign-in and the current-password check of `/admin/password`
 * (decision 0003). It replaces a per-username lock that anyone could use to
 * keep the administrator out: five wrong passwords for `admin`, from anywhere, refused everybody.
 *
 * Three counters, each a rate-limiter-flexible store in the database (table `login_throttle`, made by
 * migration 0007), so they hold across restarts and are shared by every instance on one PostgreSQL:
 *
 * - the pair (account, address): `PAIR_LIMIT` attempts within `PAIR_WINDOW_SECONDS`, then that account
 *   is refused from that address for `PAIR_BLOCK_SECONDS`. A successful sign-in clears it.
 * - the address: `ADDRESS_LIMIT` attempts within `ADDRESS_WINDOW_SECONDS` across any usernames, then
 *   the address is refused for `ADDRESS_BLOCK_SECONDS`. A success gives back only its own attempt, so
 *   an attacker with one valid account cannot wipe their failures by signing in.
 * - the account, from any address: above `ACCOUNT_SLOW_AFTER` attempts within
 *   `ACCOUNT_WINDOW_SECONDS` every attempt for it waits `ACCOUNT_DELAY_MS` before the password is
 *   checked. It slows and never refuses, so the real owner signing in from another address still gets
 *   in with the right password while an attacker hammers the account from elsewhere.
 *
 * An attempt is counted before its password is checked, not after it failed: otherwise a burst of
 * parallel requests would all pass the check while their argon2 verifications were still running.
 * A blocked pair or address is recognised by a read, so a flood of refused attempts writes nothing.
 */

export const PAIR_LIMIT = 5;
export const PAIR_WINDOW_SECONDS = 15 * 60;
export const PAIR_BLOCK_SECONDS = 15 * 60;
export const ADDRESS_LIMIT = 30;
export const ADDRESS_WINDOW_SECONDS = 60 * 60;
export const ADDRESS_BLOCK_SECONDS = 30 * 60;
export const ACCOUNT_SLOW_AFTER = 20;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_DELAY_MS = 2000;

/** The table the stores share (migration 0007); each throttle and counter has its own key prefix. */
const TABLE = "login_throttle";
/** Expired rows are removed at most this often (ms), on an attempt; they only take space. */
const CLEAN_EVERY_MS = 10 * 60 * 1000;

export interface Throttle {
  /**
   * Counts one attempt of `username` from `address`, before its password is checked. Returns null when
   * the password may be checked (after the account-wide slow-down, if the account is under attack),
   * otherwise how long the visitor must wait, in ms (at least 1000).
   */
  attempt(username: string, address: string): Promise<number | null>;
  /** The password was right: the pair starts afresh; the address and account get this attempt back. */
  succeed(username: string, address: string): Promise<void>;
  /**
   * The password could not be checked (the database unavailable): every counter gets this attempt
   * back, so nobody is held to a failure they did not make (architecture ruling 3). Nothing is cleared.
   */
  release(username: string, address: string): Promise<void>;
}

export interface ThrottleOptions {
  /** Key prefix of this throttle's rows (`sign-in`, `password-check`), so throttles count apart. */
  name: string;
  /** The database; looked up at each call, so a reopened database is followed. Default: the app's. */
  database?: () => DB;
  /** Whether the account-wide slow-down applies (default true). */
  slowAccounts?: boolean;
  /** How the slow-down waits, in ms (tests record it instead). Default: a timer. */
  sleep?: (ms: number) => Promise<void>;
}

interface Rule {
  limit: number;
  windowSeconds: number;
  /** 0: never refuse (the account-wide rule only counts). */
  blockSeconds: number;
}

const PAIR: Rule = {
  limit: PAIR_LIMIT,
  windowSeconds: PAIR_WINDOW_SECONDS,
  blockSeconds: PAIR_BLOCK_SECONDS,
};
const ADDRESS: Rule = {
  limit: ADDRESS_LIMIT,
  windowSeconds: ADDRESS_WINDOW_SECONDS,
  blockSeconds: ADDRESS_BLOCK_SECONDS,
};
const ACCOUNT: Rule = { limit: ACCOUNT_SLOW_AFTER, windowSeconds: ACCOUNT_WINDOW_SECONDS, blockSeconds: 0 };

/**
 * A rate-limiter-flexible store for `rule` on `database`: `RateLimiterSQLite` on the better-sqlite3
 * connection Kysely uses, or `RateLimiterPostgres` on its pg pool. Should the database fail (SQLite
 * locked past its busy timeout, PostgreSQL unreachable), the library falls back to a memory store
 * (`insuranceLimiter`), so the throttle never turns a sign-in into a 500 by itself.
 *
 * On SQLite the store writes through the app's own connection, outside Kysely's queue: a write that
 * lands while another request holds a Kysely transaction open becomes a savepoint inside it, so in
 * the rare case that transaction rolls back one attempt goes uncounted. A second connection would be
 * worse: its write would wait synchronously for the first connection's lock, freezing the process.
 */
function openStore(database: DB, keyPrefix: string, rule: Rule): RateLimiterStoreAbstract {
  const options = {
    keyPrefix,
    points: rule.limit,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds,
    tableName: TABLE,
    tableCreated: true,
    // Its timer's promise has no catch on SQLite: a locked database would end the process with an
    // unhandled rejection. `cleanExpired` does it instead.
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({
      keyPrefix,
      points: rule.limit,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds,
    }),
  };
  const sqlite = sqliteHandleOf(database);
  if (sqlite) return new RateLimiterSQLite({ ...options, storeClient: sqlite, storeType: "better-sqlite3" });
  const pool = pgPoolOf(database);
  if (pool) return new RateLimiterPostgres({ ...options, storeClient: pool, storeType: "pool" });
  throw new Error("The login throttle needs a database opened by createDatabase().");
}

/** The account part of a key: a username whatever its case and surrounding spaces. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The address part of a key: an IPv4 address as is (also when written IPv4-mapped, `::ffff:1.2.3.4`),
 * an IPv6 address as its /64 network, since one subscriber is usually given a whole /64 and could
 * otherwise take a fresh address for every guess. Anything else (`unknown`) as given.
 */
export function addressKey(address: string): string {
  const text = address.trim().toLowerCase();
  const mapped = /^(?:::ffff:|::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  const bare = text.split("%")[0] ?? "";
  if (isIP(bare) !== 6) return text;
  // A trailing dotted quad (64:ff9b::1.2.3.4) is the last two groups.
  const hex = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(":"),
  );
  const [head = "", tail] = hex.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** A fixed-length key that shows no username in clear (a password is sometimes typed into that field). */
function hashKey(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex");
}

/** The result of counting an attempt, also when the library rejects it (over the limit). */
async function consume(store: RateLimiterStoreAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await store.consume(key);
  } catch (thrown) {
    if (thrown instanceof RateLimiterRes) return thrown;
    throw thrown;
  }
}

/** The wait in ms when `res` is over `rule`'s limit, else null. */
function waitOf(res: RateLimiterRes | null, rule: Rule): number | null {
  if (!res || res.consumedPoints <= rule.limit) return null;
  return Math.max(res.msBeforeNext, 1000);
}

interface Stores {
  pair: RateLimiterStoreAbstract;
  address: RateLimiterStoreAbstract;
  account: RateLimiterStoreAbstract;
  cleanedAt: number;
}

/**
 * A throttle named `options.name`. The app shares `loginThrottle` and
 * `passwordCheckThrottle`; tests make their own, on a database of their own.
 */
export function createThrottle(options: ThrottleOptions): Throttle {
  const database = options.database ?? db;
  const slowAccounts = options.slowAccounts ?? true;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const opened = new WeakMap<DB, Stores>();

  function stores(): Stores {
    const current = database();
    let found = opened.get(current);
    if (!found) {
      found = {
        pair: openStore(current, `${options.name}:pair`, PAIR),
        address: openStore(current, `${options.name}:address`, ADDRESS),
        account: openStore(current, `${options.name}:account`, ACCOUNT),
        cleanedAt: Date.now(),
      };
      opened.set(current, found);
    }
    return found;
  }

  /** Removes rows expired over an hour ago, now and then; a failure is only logged. */
  function cleanExpired(found: Stores) {
    if (Date.now() - found.cleanedAt < CLEAN_EVERY_MS) return;
    found.cleanedAt = Date.now();
    const store = found.address as unknown as { clearExpired(beforeMs: number): Promise<void> };
    store.clearExpired(Date.now() - 60 * 60 * 1000).catch((error: unknown) => {
      console.warn("Could not remove expired sign-in throttle rows:", String(error));
    });
  }

  function keys(username: string, address: string) {
    const account = accountKey(username);
    const place = addressKey(address);
    // An empty username guesses nothing (no password is checked): only the address counts it.
    return {
      pair: account ? hashKey(account, place) : null,
      address: hashKey(place),
      account: account ? hashKey(account) : null,
    };
  }

  return {
    async attempt(username, address) {
      const found = stores();
      cleanExpired(found);
      const key = keys(username, address);

      // Already refused? A read: a flood of refused attempts then costs no write.
      const current = await Promise.all([
        key.pair ? found.pair.get(key.pair) : null,
        found.address.get(key.address),
      ]);
      const refused = [waitOf(current[0], PAIR), waitOf(current[1], ADDRESS)].filter((w) => w !== null);
      if (refused.length) return Math.max(...refused);

      // Count this attempt; the write decides, so parallel attempts cannot all slip through.
      const counted = await Promise.all([
        key.pair ? consume(found.pair, key.pair) : null,
        consume(found.address, key.address),
      ]);
      const over = [waitOf(counted[0], PAIR), waitOf(counted[1], ADDRESS)].filter((w) => w !== null);
      if (over.length) return Math.max(...over);

      if (slowAccounts && key.account) {
        const account = await consume(found.account, key.account);
        if (account.consumedPoints > ACCOUNT.limit) await sleep(ACCOUNT_DELAY_MS);
      }
      return null;
    },

    async succeed(username, address) {
      const found = stores();
      const key = keys(username, address);
      await Promise.all([
        key.pair ? found.pair.delete(key.pair) : null,
        found.address.reward(key.address, 1),
        slowAccounts && key.account ? found.account.reward(key.account, 1) : null,
      ]);
    },

    async release(username, address) {
      const found = stores();
      const key = keys(username, address);
      await Promise.all([
        key.pair ? found.pair.reward(key.pair, 1) : null,
        found.address.reward(key.address, 1),
        slowAccounts && key.account ? found.account.reward(key.account, 1) : null,
      ]);
    },
  };
}

/** Sign-in (`/login`). */
export const loginThrottle = createThrottle({ name: "sign-in" });

/**
 * The current-password check of `/admin/password`: the same pair and address
 * limits, counted apart from sign-in. No account-wide slow-down: the account is the signed-in user's.
 */
export const passwordCheckThrottle = createThrottle({ name: "password-check", slowAccounts: false });

/** The `Retry-After` value for a wait: whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): string {
  return String(Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * A route's `headers` export that keeps the parent's headers and passes on the action's `Retry-After`
 * (a throttled attempt's 429): React Router drops an action's headers from the HTTP response unless
 * the route's `headers` returns them.
 */
export function passRetryAfter({
  actionHeaders,
  parentHeaders,
}: {
  actionHeaders: Headers;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * The message a throttled visitor sees: clear, with the wait in seconds or whole minutes. `what` names
 * the attempts (default: sign-in attempts).
 */
export function throttledMessage(waitMs: number, what = "failed sign-in attempts"): string {
  const wait =
    waitMs < 60_000
      ? plural(Math.max(1, Math.ceil(waitMs / 1000)), "second")
      : plural(Math.ceil(waitMs / 60000), "minute");
  return `Too many ${what}. Please wait ${wait} and try again.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
