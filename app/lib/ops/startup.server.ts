import { usernameSchema } from "~content/schemas/accounts";
import { newPasswordProblem } from "../auth/password-policy.server";
import { countUsers, createUser, findUserByUsername, generatePassword } from "../auth/users.server";
import { checkStoredContent, runContentMigrations } from "../content-store/content-migrations.server";
import { editables } from "../content-store/editables.server";
import { syncPageDefaults } from "../content-store/page-store.server";
import { syncPeopleDefaults } from "../content-store/people.server";
import { syncDocumentDefaults } from "../documents/documents.server";
import { type DB, db, migrateToLatest } from "../platform/db.server";
import { env } from "../platform/env.server";
import { type DefaultsSync, describeSync } from "../platform/shipped-defaults.server";
import { startScheduledJobs } from "./scheduled.server";
import { seedSampleData } from "./seed.server";

type Log = (message: string) => void;

/** Logs what a sync of the shipped defaults did, in the one wording of `describeSync`; nothing if nothing. */
function logSync(log: Log, what: string, sync: DefaultsSync): void {
  const line = describeSync(what, sync);
  if (line) log(line);
}

/**
 * Brings the database up to date at server start: runs pending migrations, seeds sample data into a
 * brand-new database (unless `SEED_SAMPLE_DATA=false`), syncs the shipped defaults (`syncDefaults`:
 * content pages, sectioned pages and settings groups into `pages`, people, documents; a new database
 * and an upgrade alike, only changed defaults written, each table's changes logged in one line), and
 * makes sure an administrator exists (architecture ruling 3). Throws when a migration or a sync fails,
 * a stored value no longer fits its schema (`StoredContentMismatch`), or
 * `ADMIN_USERNAME`/`ADMIN_PASSWORD` are invalid.
 */
export async function prepareDatabase(database: DB = db(), log: Log = console.log): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length) log(`Database migrations applied: ${applied.join(", ")}`);
  if (applied.includes("0001_initial") && env().SEED_SAMPLE_DATA) {
    await seedSampleData(database);
    log("A new database: sample notices, announcements, videos and albums were added.");
  }
  // What the office stored is reshaped for today's schemas before anything reads it (decision 0017).
  const reshaped = await runContentMigrations(database);
  if (reshaped.length) log(`Content migrations applied: ${reshaped.join(", ")}`);
  const pages = await syncPageDefaults(
    [...editables.values()].map((entry) => ({ path: entry.path, value: entry.shipped })),
    database,
  );
  logSync(log, "Content pages", pages);
  await checkStoredContent(database);
  // The shipped people and documents: added when missing, never over the office's changes.
  logSync(log, "People", await syncPeopleDefaults(undefined, database));
  logSync(log, "Documents", await syncDocumentDefaults(undefined, database));
  await ensureAdministrator(database, log);
}

/**
 * The server's start, as server/app.ts gives it to the launcher (`prepareDatabase` there):
 * `prepareDatabase`, then the periodic jobs of this process (app/lib/ops/scheduled.server.ts: the page
 * history's pruning, now and daily, on a timer that never holds the process). Throws as
 * `prepareDatabase` does, and then starts nothing.
 */
export async function prepareServer(): Promise<void> {
  await prepareDatabase();
  startScheduledJobs();
}

/**
 * Creates the first administrator: from `ADMIN_USERNAME`/`ADMIN_PASSWORD` when both are set and that
 * user does not exist yet (the password must pass the rules for a new password: 12 characters, not a
 * common one; an account that already exists is left alone, whatever rule it was made under);
 * otherwise, on an empty users table, an `admin` account with a random password printed once and to
 * be changed at first sign-in.
 */
export async function ensureAdministrator(database: DB = db(), log: Log = console.log) {
  const { ADMIN_USERNAME, ADMIN_PASSWORD } = env();
  if (ADMIN_USERNAME && ADMIN_PASSWORD) {
    const username = usernameSchema.parse(ADMIN_USERNAME);
    if (await findUserByUsername(username, database)) return;
    const problem = newPasswordProblem(ADMIN_PASSWORD, username);
    if (problem) throw new Error(`ADMIN_PASSWORD is not usable: ${problem}`);
    await createUser({ username, password: ADMIN_PASSWORD, role: "admin" }, database);
    log(`Administrator "${username}" created from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    return;
  }
  if ((await countUsers(database)) > 0) return;
  const password = generatePassword();
  await createUser({ username: "admin", password, mustChangePassword: true }, database);
  const lines = [
    "First administrator created. This password is shown ONCE:",
    "  username: admin",
    `  password: ${password}`,
    "Sign in at /login; you will then choose your own password.",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "─".repeat(width + 2);
  log(
    ["", `  ┌${rule}┐`, ...lines.map((line) => `  │ ${line.padEnd(width)} │`), `  └${rule}┘`, ""].join("\n"),
  );
}
