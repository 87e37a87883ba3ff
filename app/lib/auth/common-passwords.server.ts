import list from "./common-passwords.json";

/**
 * Common passwords, refused as new passwords whatever their case: the best-known
 * entries of published leak lists (SplashData, RockYou, NCSC top lists), their usual variants with
 * digits, "!" and years, and guesses an attacker would try first here (the schools' names, town names,
 * "school@2025"). Lower case, most common first.
 *
 * The entries are data, in `common-passwords.json` (written by `scripts/common-passwords.ts`; why a list
 * and what is on it: docs/decisions/0010-common-password-list.md). A JSON module, not a text file read
 * from disk: Vite bundles it into the server build (`build/server/index.js`, where no path next to this
 * source file exists), and tsx, which runs `npm run user:create`, loads it as it is (it cannot load
 * Vite's `?raw` text imports).
 */
export const COMMON_PASSWORDS_TEXT: string = list.join("\n");
