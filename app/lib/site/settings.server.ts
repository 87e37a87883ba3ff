import { type Settings, type SettingsGroup, settingsSchemas } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { type DB, db, now } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";

/**
 * The site settings in the database (issue 23 item 6, migration 0012): one row per group, each read
 * back through its schema of `content/schemas/settings.ts`. A group without a row is its shipped
 * default (`content/settings.ts`), so nothing needs syncing at start: a release that changes a default
 * the office never saved shows it at once, and one the office saved is never overwritten. As with the
 * content pages (`readPage`), the default is the safety net (architecture ruling 5): a row that no
 * longer fits its schema, or a database that cannot be read, gives the shipped default.
 */

const GROUPS = Object.keys(settingsSchemas) as SettingsGroup[];

/** Rows already reported as unusable (group and `updated_at`), so each is logged once per process. */
const reported = new Set<string>();

/** The stored `value` of `group` checked with its schema; the problem as text when it does not fit. */
function parseGroup<G extends SettingsGroup>(
  group: G,
  stored: unknown,
): { ok: true; value: Settings[G] } | { ok: false; problem: string } {
  try {
    const value = typeof stored === "string" ? JSON.parse(stored) : stored;
    const result = settingsSchemas[group].safeParse(value);
    if (result.success) return { ok: true, value: result.data as Settings[G] };
    return {
      ok: false,
      problem: result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    };
  } catch (error) {
    return { ok: false, problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every group of the settings, validated: the stored row where there is one that fits its schema, else
 * the shipped default. Never throws (a public page calls it on every request, architecture ruling 5):
 * a failed read logs "Error fetching site settings:" (`safeRead`) and gives every default; a row that
 * does not fit logs once per row and gives that group's default.
 */
export async function readSettings(database: DB = db()): Promise<Settings> {
  const rows = await safeRead(
    "site settings",
    () => database.selectFrom("settings").select(["key", "value", "updated_at"]).execute(),
    [],
  );
  const settings: Settings = { ...settingsDefaults };
  for (const row of rows) {
    const group = GROUPS.find((g) => g === row.key);
    if (!group) continue;
    const parsed = parseGroup(group, row.value);
    if (parsed.ok) {
      (settings as Record<SettingsGroup, unknown>)[group] = parsed.value;
      continue;
    }
    const key = `${group}@${row.updated_at}`;
    if (!reported.has(key)) {
      reported.add(key);
      console.error(
        `Error fetching site settings ${group}: the stored value is not valid, showing the shipped one:`,
        parsed.problem,
      );
    }
  }
  return settings;
}

/** Settings already read for a request, by its load context (one read per request, however many loaders). */
const perRequest = new WeakMap<object, Promise<Settings>>();

/**
 * The settings for the request whose load context is `context` (React Router's `RouterContextProvider`,
 * one per request): read once, shared by the root loader and a page's own loader. Never throws.
 */
export function settingsFor(context: object, database?: DB): Promise<Settings> {
  let settings = perRequest.get(context);
  if (!settings) {
    settings = readSettings(database);
    perRequest.set(context, settings);
  }
  return settings;
}

/** Who saves: the signed-in user (users.id). */
export interface SettingsAuthor {
  id: number;
}

/**
 * Stores `value` as the settings group `group`, saved by `user`, replacing what was stored (issue 23
 * item 6). `value` is checked with the group's schema first and the parsed value is what is stored;
 * throws the zod error when it does not fit (the screen validates before), and the database's error
 * when it cannot be written. Pass the transaction of the change to write its audit row with it. Cached
 * public pages render afresh: the settings table raises the page version as the row is written
 * (docs/decisions/0014).
 */
export async function saveSettings<G extends SettingsGroup>(
  group: G,
  value: Settings[G],
  user: SettingsAuthor,
  database: DB = db(),
): Promise<Settings[G]> {
  const parsed = settingsSchemas[group].parse(value) as Settings[G];
  const row = { value: JSON.stringify(parsed), updated_at: now(), updated_by: user.id };
  await database
    .insertInto("settings")
    .values({ key: group, ...row })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(row))
    .execute();
  return parsed;
}
