/**
 * Writes `app/lib/auth/common-passwords.json`, the list of common passwords a new password may not be
 * (docs/decisions/0010-common-password-list.md), from plain-text lists.
 *
 *   npx tsx scripts/common-passwords.ts                      # tidy the list as it is (rewrites it the same)
 *   npx tsx scripts/common-passwords.ts more.txt             # add the entries of more.txt at the end
 *   npx tsx scripts/common-passwords.ts --replace list.txt   # a new list from list.txt alone
 *
 * A source is a text file with one password per line (a published leak list, or the school's own
 * guesses); a `.json` source is an array of strings (the current list). Each entry is trimmed and put in
 * lower case (the check ignores case), blank lines are dropped, and an entry already on the list keeps
 * its first place, so the list stays in the order of its sources: the most common first.
 *
 * Every entry is kept whatever its length, short ones included, although a password shorter than
 * `ACCOUNT_LIMITS.passwordMin` (content/schemas/accounts.ts) (12) is refused by the length rule before the list is looked at: the tests ask
 * `isCommonPassword` about short passwords and count more than 10,000 entries (the record says why and
 * what dropping them would take). The list was first a TypeScript module holding one template string
 * (`app/lib/auth/common-passwords.server.ts`); it became this JSON file, entry for entry in the same order.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const LIST = fileURLToPath(new URL("../app/lib/auth/common-passwords.json", import.meta.url));

/** The entries of one source file, as they are written there. */
function entriesOf(path: string): string[] {
  const text = readFileSync(path, "utf8");
  if (path.endsWith(".json")) {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === "string")) {
      throw new Error(`${path} is not a JSON array of strings`);
    }
    return parsed;
  }
  return text.split(/\r?\n/);
}

/** Trimmed, lower case, no blanks, each entry once in the place it was first seen. */
function normalised(entries: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    const password = entry.trim().toLowerCase();
    if (password) seen.add(password);
  }
  return [...seen];
}

/** The file's text: a JSON array, one entry a line (as Biome formats it). */
function listFile(entries: readonly string[]): string {
  return `${JSON.stringify(entries, null, 2)}\n`;
}

function main() {
  const { values, positionals } = parseArgs({
    options: { replace: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (values.replace && positionals.length === 0) {
    console.error("--replace needs at least one source file.");
    process.exit(1);
  }
  const sources = values.replace ? positionals : [LIST, ...positionals];
  const list = normalised(sources.flatMap(entriesOf));
  writeFileSync(LIST, listFile(list));
  console.log(`Wrote ${list.length} entries to ${LIST}.`);
}

main();
