import { readFileSync } from "node:fs";

/**
 * A clock that a test can move forward, for a built server started by that test with
 * `node --import ./tests/support/test-clock.ts build/start.js` (`startServer`'s `clockFile` option in
 * tests/e2e/server-process.ts). It lets a test see what happens when a moment passes (a notice scheduled
 * for a minute appears by itself) without sleeping until that minute.
 *
 * Test-only by construction: the site's own code has no setting for its clock, and this file is never
 * bundled into build/start.js, so no configuration and no request can shift a real site's time. Only
 * the process that was started with this module, and only a signal from the same machine's user, moves
 * it.
 *
 * The test writes an instant (ISO 8601) into the file named by `TEST_CLOCK_FILE` and sends the process
 * SIGUSR2; from then on `Date.now()` and `new Date()` answer that instant plus the real time elapsed
 * since, and the process prints `Test clock: now <instant>` once it has moved. Timers (`setTimeout`) are
 * not moved: what the test checks must follow from the time a request reads, as the site's schedule does.
 */

const RealDate = Date;
let offset = 0;
const now = () => RealDate.now() + offset;

// A constructor function rather than a subclass: `Date()` called without `new` must still answer a
// string, and dates made before this module ran (or by Node itself) must stay `instanceof Date`.
const ShiftedDate = function ShiftedDate(...args: unknown[]) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length > 0 ? args : [now()], new.target);
} as unknown as DateConstructor;
Object.setPrototypeOf(ShiftedDate, RealDate);
Object.defineProperty(ShiftedDate, "prototype", { value: RealDate.prototype });
Object.defineProperty(ShiftedDate, "now", { value: now, writable: true, configurable: true });
globalThis.Date = ShiftedDate;

const file = process.env.TEST_CLOCK_FILE;
if (!file) throw new Error("tests/support/test-clock.ts needs TEST_CLOCK_FILE: the file with the instant");
process.on("SIGUSR2", () => {
  const target = RealDate.parse(readFileSync(file, "utf8").trim());
  if (!Number.isFinite(target)) {
    process.stdout.write(`Test clock: not an instant in ${file}\n`);
    return;
  }
  offset = target - RealDate.now();
  process.stdout.write(`Test clock: now ${new RealDate(now()).toISOString()}\n`);
});
