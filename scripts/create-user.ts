/**
 * `npm run user:create -- <username> [--reset]`: adds a staff account to the database of
 * `DATABASE_URL`. Asks for the password twice without echoing it (or reads `USER_PASSWORD`, for
 * scripts). With `--reset`, sets a new password on an existing account instead (for a forgotten one).
 * Exits with status 1 and a message on bad input.
 */
import { read } from "read";
import { newPasswordProblem } from "~/lib/auth/password-policy.server";
import { destroyUserSessions } from "~/lib/auth/session.server";
import { createUser, findUserByUsername, setPassword } from "~/lib/auth/users.server";
import { closeDb, db, migrateToLatest } from "~/lib/platform/db.server";
import { ACCOUNT_LIMITS, passwordSchema, usernameSchema } from "~content/schemas/accounts";

/** Reads a line without showing what is typed. */
function askHidden(prompt: string): Promise<string> {
  return read({ prompt, silent: true, replace: "*" });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes("--reset");
  const name = args.find((a) => !a.startsWith("--"));
  const username = usernameSchema.safeParse(name ?? "");
  if (!username.success) {
    console.error(`Usage: npm run user:create -- <username> [--reset]\n${username.error.issues[0]?.message}`);
    return 1;
  }
  await migrateToLatest(db());
  const existing = await findUserByUsername(username.data);
  if (existing && !reset) {
    console.error(`"${username.data}" already exists. Add --reset to give it a new password.`);
    return 1;
  }
  if (!existing && reset) {
    console.error(`There is no user "${username.data}".`);
    return 1;
  }

  let password = process.env.USER_PASSWORD;
  if (!password) {
    password = await askHidden(
      `Password (at least ${ACCOUNT_LIMITS.passwordMin} characters, not a common one): `,
    );
    const again = await askHidden("Password again: ");
    if (password !== again) {
      console.error("The two passwords are not the same.");
      return 1;
    }
  }
  const valid = passwordSchema.safeParse(password);
  if (!valid.success) {
    console.error(valid.error.issues[0]?.message);
    return 1;
  }
  // The same rules as the admin screens: length, not a common password, not the username.
  const problem = newPasswordProblem(valid.data, username.data);
  if (problem) {
    console.error(problem);
    return 1;
  }

  if (existing) {
    await setPassword(existing.id, valid.data);
    await destroyUserSessions(existing.id);
    console.log(`New password set for "${existing.username}"; its sessions were signed out.`);
  } else {
    await createUser({ username: username.data, password: valid.data });
    console.log(`User "${username.data}" created. Sign in at /login.`);
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error("Could not create the user:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
