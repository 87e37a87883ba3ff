const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * `2026-11-22` → `22 Nov 2026`, the way Indian parents write dates. Returns the input unchanged when it
 * is not a `YYYY-MM-DD` date.
 */
export function formatDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : dateFormat.format(time);
}

/** Today's date in India (UTC+5:30) as `YYYY-MM-DD`: the default date of a new notice. */
export function todayInIndia(at: number = Date.now()): string {
  return new Date(at + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/** `+910000000001` → `+91 00000 00001`: an Indian number in E.164 form, grouped as people read it. */
export function formatIndianPhone(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
