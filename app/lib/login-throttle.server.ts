/**
 * Throttling of failed sign-ins (DESIGN ruling 3, issue 9 item 3), per account and per client
 * address, with a growing delay that never locks anyone out for good:
 *
 * - after `PER_ACCOUNT` failures for one username (any case, any address), that username is refused
 *   for `FIRST_BLOCK_SECONDS`; every further failure doubles the wait, up to `MAX_BLOCK_SECONDS`;
 * - the same for one address after `PER_ADDRESS` failures (guessing across many usernames);
 * - failures are forgotten `WINDOW_SECONDS` after the last one, and a successful sign-in clears the
 *   account's count, so once the wait is over the right password is let through.
 *
 * While a block lasts even the right password is refused (with the wait in the message), so guessing
 * gains nothing. Counts live in this process's memory (bounded: the oldest entries are dropped beyond
 * `MAX_ENTRIES`); a restart forgets them, and several instances count apart (each still throttles).
 */
export const PER_ACCOUNT = 5;
export const PER_ADDRESS = 20;
export const FIRST_BLOCK_SECONDS = 60;
export const MAX_BLOCK_SECONDS = 15 * 60;
export const WINDOW_SECONDS = 60 * 60;
const MAX_ENTRIES = 10_000;

export interface Throttle {
  /** null when sign-in may be tried; otherwise how long to wait, in ms. */
  check(username: string, address: string): Promise<number | null>;
  /** Records a failed attempt. */
  fail(username: string, address: string): Promise<void>;
  /** Records a success: the account starts afresh. */
  succeed(username: string): Promise<void>;
}

/** The block that the `failures`-th failure starts (0 below the limit), in seconds. */
export function blockSeconds(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_BLOCK_SECONDS * 2 ** Math.min(failures - limit, 20), MAX_BLOCK_SECONDS);
}

interface Entry {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

/** One kind of counter (accounts or addresses). */
function counter(limit: number, clock: () => number) {
  const entries = new Map<string, Entry>();

  function prune(time: number) {
    if (entries.size < MAX_ENTRIES) return;
    for (const [key, entry] of entries) {
      if (time - entry.lastFailure > WINDOW_SECONDS * 1000 && time >= entry.blockedUntil) entries.delete(key);
    }
    // Still nearly full (a flood of fresh keys): drop the oldest, which Map keeps first, down to 90%
    // so that the sweep above runs once per thousand new keys, not for each.
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES * 0.9) break;
      entries.delete(key);
    }
  }

  return {
    wait(key: string): number | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const left = entry.blockedUntil - clock();
      return left > 0 ? left : null;
    },
    fail(key: string) {
      const time = clock();
      let entry = entries.get(key);
      if (!entry || time - entry.lastFailure > WINDOW_SECONDS * 1000) {
        prune(time);
        entry = { failures: 0, lastFailure: time, blockedUntil: 0 };
      }
      entries.delete(key);
      entry.failures += 1;
      entry.lastFailure = time;
      const block = blockSeconds(entry.failures, limit);
      if (block > 0) entry.blockedUntil = time + block * 1000;
      entries.set(key, entry);
    },
    clear(key: string) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

/**
 * A throttle with its own counters (tests make one each, with a clock of their own; the app shares
 * `loginThrottle`).
 */
export function createThrottle(options: { now?: () => number } = {}): Throttle & { size(): number } {
  const clock = options.now ?? (() => Date.now());
  const byAccount = counter(PER_ACCOUNT, clock);
  const byAddress = counter(PER_ADDRESS, clock);
  const accountKey = (username: string) => username.trim().toLowerCase();

  return {
    async check(username, address) {
      const waits = [byAccount.wait(accountKey(username)), byAddress.wait(address)].filter(
        (ms): ms is number => ms !== null,
      );
      return waits.length ? Math.max(...waits) : null;
    },
    async fail(username, address) {
      byAccount.fail(accountKey(username));
      byAddress.fail(address);
    },
    async succeed(username) {
      byAccount.clear(accountKey(username));
    },
    size: () => byAccount.size() + byAddress.size(),
  };
}

export const loginThrottle = createThrottle();

/** The message a throttled visitor sees: clear, with the wait in seconds or whole minutes. */
export function throttledMessage(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Too many failed sign-in attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
  }
  const minutes = Math.ceil(waitMs / 60000);
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
