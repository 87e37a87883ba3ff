import { LANGUAGE_TAG, type Language } from "~content/languages";
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

export { indiaLocalToInstant, instantToIndiaLocal } from "~content/india-time";

/**
 * "27 Nov 2026, 4:30 pm" in India's time, for the staff lists and the public pages; in Tamil
 * (`language` "ta", a public page under `/ta`) the same instant as `Intl` "ta-IN" writes it.
 */
export function formatIndiaInstant(instant: string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[language], {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(instant));
}
