import type { Settings, SettingsGroup } from "~content/schemas/settings";
import { fieldPlace, formValuesOf, GROUP_LEGEND } from "./settings-form";

/**
 * The audit log's line for a save of the Site settings: which fields changed, old → new, named with
 * the labels the office sees on the screen (`fieldPlace`), such as
 * `Contact details: Office hours: “8:30 AM to 4:30 PM” → “8 AM to 5 PM”; Vidhyashram, Phone 1: number: …`.
 */

/**
 * Longest summary, in characters: the audit log keeps 500 and cuts the rest (`SUMMARY_MAX` in
 * app/lib/platform/audit.server.ts), so the line is made to fit and says how many more changed.
 */
export const SETTINGS_SUMMARY_MAX = 500;

/** Longest quoted value, in characters (the ellipsis included): enough to tell two values apart. */
export const VALUE_MAX = 40;

/** One changed field: where it sits on the screen, and its text before and after, as the form shows it. */
export interface SettingsChange {
  place: string;
  before: string;
  after: string;
}

/**
 * The fields of `group` whose text differs between `before` and `after` (each as the screen's form
 * shows it: an address as its lines, a number as typed), in the order of the form, then the fields
 * only `before` had (a removed phone row, a removed slide). Empty when nothing changed.
 */
export function settingsChanges<G extends SettingsGroup>(
  group: G,
  before: Settings[G],
  after: Settings[G],
): SettingsChange[] {
  const old = formValuesOf(group, before);
  const now = formValuesOf(group, after);
  const names = [...Object.keys(now), ...Object.keys(old).filter((name) => !Object.hasOwn(now, name))];
  return names
    .filter((name) => (old[name] ?? "") !== (now[name] ?? ""))
    .map((name) => ({ place: fieldPlace(group, name), before: old[name] ?? "", after: now[name] ?? "" }));
}

/**
 * A value as the log quotes it: on one line (an address's lines joined by " / "), spaces collapsed,
 * in curly quotes; an empty value is "(empty)". A value longer than `VALUE_MAX` characters loses its
 * middle to an ellipsis: two web addresses or sentences often differ only at their end.
 */
export function quoteValue(value: string): string {
  const line = value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" / ")
    .replace(/\s+/g, " ");
  if (!line) return "(empty)";
  const chars = Array.from(line);
  if (chars.length <= VALUE_MAX) return `“${line}”`;
  const tail = Math.floor((VALUE_MAX - 1) / 2);
  const head = VALUE_MAX - 1 - tail;
  return `“${chars.slice(0, head).join("")}…${chars.slice(-tail).join("")}”`;
}

/**
 * The audit summary of a save of `group` with `changes` (from `settingsChanges`, not empty): the
 * group's heading, then `Label: “old” → “new”` for each change, separated by "; ", as many as fit in
 * `SETTINGS_SUMMARY_MAX` characters, and "and N more" for the rest.
 */
export function settingsSummary(group: SettingsGroup, changes: readonly SettingsChange[]): string {
  const head = `${GROUP_LEGEND[group]}: `;
  const parts = changes.map(
    (change) => `${change.place}: ${quoteValue(change.before)} → ${quoteValue(change.after)}`,
  );
  for (let shown = parts.length; shown > 0; shown--) {
    const rest = parts.length - shown;
    const line = head + [...parts.slice(0, shown), ...(rest ? [`and ${rest} more`] : [])].join("; ");
    if (line.length <= SETTINGS_SUMMARY_MAX) return line;
  }
  // Not even one change fits (a label of hundreds of characters): say how many.
  return `${head}${parts.length} ${parts.length === 1 ? "field" : "fields"} changed`.slice(
    0,
    SETTINGS_SUMMARY_MAX,
  );
}
