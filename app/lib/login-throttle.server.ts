import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

/**
 * Throttling of failed sign-ins (DESIGN ruling 3), per account and per client address, with
 * rate-limiter-flexible. After `PER_ACCOUNT` failures for one username within the window, that username
 * is refused for `BLOCK_SECONDS` whatever the password; `PER_ADDRESS` failures from one address block
 * that address. A successful sign-in clears the account's count.
 *
 * Counts live in this process's memory: a restart forgets them, and several instances count apart
 * (each still throttles). Sharing them through the database is a later step (issue 9).
 */
export const PER_ACCOUNT = 5;
export const PER_ADDRESS = 20;
export const WINDOW_SECONDS = 15 * 60;
export const BLOCK_SECONDS = 15 * 60;

export interface Throttle {
  /** null when sign-in may be tried; otherwise how long to wait, in ms. */
  check(username: string, address: string): Promise<number | null>;
  /** Records a failed attempt. */
  fail(username: string, address: string): Promise<void>;
  /** Records a success: the account starts afresh. */
  succeed(username: string): Promise<void>;
}

/**
 * Counts one failure; the failure that reaches the limit starts a block of `BLOCK_SECONDS` from now (the
 * library would otherwise block only on the attempt after it, which `check()` never lets through).
 */
async function record(limiter: RateLimiterMemory, key: string, points: number): Promise<void> {
  try {
    const res = await limiter.consume(key);
    if (res.consumedPoints >= points) await limiter.block(key, BLOCK_SECONDS);
  } catch {
    // consume() rejects when the key is already blocked: nothing more to count.
  }
}

/** A throttle with its own counters (tests make one each; the app shares `loginThrottle`). */
export function createThrottle(): Throttle {
  const byAccount = new RateLimiterMemory({
    keyPrefix: "login-account",
    points: PER_ACCOUNT,
    duration: WINDOW_SECONDS,
    blockDuration: BLOCK_SECONDS,
  });
  const byAddress = new RateLimiterMemory({
    keyPrefix: "login-address",
    points: PER_ADDRESS,
    duration: WINDOW_SECONDS,
    blockDuration: BLOCK_SECONDS,
  });
  const accountKey = (username: string) => username.trim().toLowerCase();
  const waitOf = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints >= points ? Math.max(res.msBeforeNext, 1000) : null;

  return {
    async check(username, address) {
      const [account, addr] = await Promise.all([
        byAccount.get(accountKey(username)),
        byAddress.get(address),
      ]);
      const waits = [waitOf(account, PER_ACCOUNT), waitOf(addr, PER_ADDRESS)].filter(
        (ms): ms is number => ms !== null,
      );
      return waits.length ? Math.max(...waits) : null;
    },
    async fail(username, address) {
      await Promise.all([
        record(byAccount, accountKey(username), PER_ACCOUNT),
        record(byAddress, address, PER_ADDRESS),
      ]);
    },
    async succeed(username) {
      await byAccount.delete(accountKey(username));
    },
  };
}

export const loginThrottle = createThrottle();

/** The message a throttled visitor sees: clear, with the wait in whole minutes. */
export function throttledMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
