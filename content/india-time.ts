/**
 * India's wall clock and UTC instants: a date and time typed in a `datetime-local` control is India's
 * (+05:30 all year), kept as an ISO-8601 UTC instant. Here, not in app/, so the schemas of scheduled
 * records (content/schemas/schedule.ts) read a typed time with the rule the pages use
 * (app/lib/published/schedule.ts re-exports these).
 */

/** India's offset from UTC in ms: +05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * The instant (ISO-8601 UTC) of a wall-clock time in India: `local` is `YYYY-MM-DDTHH:MM` as typed in a
 * `datetime-local` control. Returns null for an empty or malformed value.
 */
export function indiaLocalToInstant(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const date = new Date(ms);
  // Date.UTC rolls 31 February into March: refuse what was not a real day and time.
  const back = new Date(ms + IST_OFFSET_MS);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== mo - 1 || back.getUTCHours() !== h) return null;
  return date.toISOString();
}

/** The `datetime-local` value (`YYYY-MM-DDTHH:MM`, India's clock) of an instant; "" for null. */
export function instantToIndiaLocal(instant: string | null | undefined): string {
  if (!instant) return "";
  const ms = Date.parse(instant);
  if (!Number.isFinite(ms)) return "";
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}
