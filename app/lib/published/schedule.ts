/**
 * When a scheduled entry is shown (architecture ruling 22). Notices, announcements, videos and events
 * carry an optional `publish_at` and `expire_at` (ISO-8601 UTC instants, migration 0021): before the
 * first only staff see the entry ("scheduled"); from the second it is in the archive ("expired").
 * Shared by the server and the staff screens, so both say the same word.
 */

/** The schedule columns of a row. */
export interface Scheduled {
  publish_at?: string | null;
  expire_at?: string | null;
}

/** Where an entry stands at an instant: not yet shown, shown, or gone to the archive. */
export type ScheduleState = "scheduled" | "live" | "expired";

/** The state of `row` at `at` (default now). Instants compare as ISO-8601 UTC text. */
export function scheduleState(row: Scheduled, at: Date = new Date()): ScheduleState {
  const now = at.toISOString();
  if (row.publish_at && row.publish_at > now) return "scheduled";
  if (row.expire_at && row.expire_at <= now) return "expired";
  return "live";
}

/** True when visitors see `row` at `at`. */
export function isLive(row: Scheduled, at: Date = new Date()): boolean {
  return scheduleState(row, at) === "live";
}

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

/** "27 Nov 2026, 4:30 pm" in India's time, for the staff lists and the public pages. */
export function formatIndiaInstant(instant: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(instant));
}
