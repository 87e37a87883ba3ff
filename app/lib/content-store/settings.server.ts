import type { z } from "zod";
import { type Settings, type SettingsGroup, settingsSchemas } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { type DB, db } from "../platform/db.server";
import { safeRead } from "../platform/safe-read.server";
import { readThroughSchema } from "../platform/stored-json.server";
import { editable, settingsGroupOf, settingsPath } from "./editables.server";
import { publishPage } from "./page-editing.server";

/**
 * The site settings in the database (decision 0017): each group is an editable thing stored like a
 * page, the row `settings:<group>` of `pages`, with the page editor's draft, preview, history and
 * restore; visitors get its `published` value read back through the group's schema of
 * `content/schemas/settings.ts`. Start-up inserts the shipped default (`content/settings.ts`) of a
 * group without a row and follows a changed default the office never published over
 * (`syncPageDefaults`). As with the content pages (`readPage`), the default is the safety net
 * (architecture ruling 5): a row that no longer fits its schema, or a database that cannot be read,
 * gives the shipped default.
 */

const GROUPS = Object.keys(settingsSchemas) as SettingsGroup[];
const PATHS = GROUPS.map(settingsPath);

/** Each group's shipped value as the editor and start-up know it: with its shipped Tamil (decision 0032). */
export const SHIPPED_SETTINGS = Object.fromEntries(
  GROUPS.map((group) => [group, editable(settingsPath(group))?.shipped ?? settingsDefaults[group]]),
) as Settings;
/**
 * Every group of the settings, validated: the stored row where there is one that fits its schema, else
 * the shipped default. Never throws (a public page calls it on every request, architecture ruling 5):
 * a failed read logs "Error fetching site settings:" (`safeRead`) and gives every default; a row that
 * does not fit logs once per row and gives that group's default.
 */
export async function readSettings(database: DB = db()): Promise<Settings> {
  const rows = await safeRead(
    "site settings",
    () =>
      database
        .selectFrom("pages")
        .select(["path", "published", "updated_at"])
        .where("path", "in", PATHS)
        .execute(),
    [],
  );
  const settings: Settings = { ...SHIPPED_SETTINGS };
  for (const row of rows) {
    const group = settingsGroupOf(row.path);
    if (!group) continue;
    (settings as Record<SettingsGroup, unknown>)[group] = readThroughSchema(
      row.published,
      settingsSchemas[group] as z.ZodType<unknown>,
      SHIPPED_SETTINGS[group],
      `site settings ${group}`,
      { instead: "showing the shipped one", once: row.updated_at },
    );
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

/** Who publishes: the signed-in user (users.id, and the username the history shows). */
export interface SettingsAuthor {
  id: number;
  username?: string;
}

/**
 * Publishes `value` as settings group `group`, by `user`: a new version in the group's history and an
 * audit row, as the editor's "Publish" does (`publishPage`). `value` is checked with the group's
 * schema first and the parsed value is what is stored; throws the zod error when it does not fit, and
 * the database's error when it cannot be written. Cached public pages render afresh: the `pages` row's
 * trigger raises the page version (docs/decisions/0014). For scripts and tests; the office publishes
 * through the editor.
 */
export async function saveSettings<G extends SettingsGroup>(
  group: G,
  value: Settings[G],
  user: SettingsAuthor,
  database: DB = db(),
): Promise<Settings[G]> {
  const parsed = settingsSchemas[group].parse(value) as Settings[G];
  await publishPage(
    settingsPath(group),
    parsed,
    { actor: { id: user.id, username: user.username ?? `user ${user.id}` } },
    database,
  );
  return parsed;
}
