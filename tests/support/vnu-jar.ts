import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The Nu HTML Checker's jar (the W3C validator's engine), version-pinned. It comes from the npm
 * registry as the `vnu-jar` package, unpacked with `npm pack` and `tar`, never installed: the
 * package's install script downloads a Java runtime from GitHub when the machine has none, and
 * nothing here may fetch a binary from outside the npm registry and Debian (Java comes from Debian's
 * `default-jre-headless`, which `.ci/run` installs).
 */
export const VNU_VERSION = "26.9.27";
const DIR = resolve(".cache", `vnu-jar-${VNU_VERSION}`);

/**
 * The path of `vnu.jar`, fetched into `.cache/` on first use (about 30 MB; later runs reuse it).
 * Throws when npm or tar fails (no registry), with their message.
 */
export function vnuJar(): string {
  const jar = join(DIR, "vnu.jar");
  if (existsSync(jar)) return jar;
  const work = `${DIR}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tarball = execFileSync(
    "npm",
    ["pack", `vnu-jar@${VNU_VERSION}`, "--silent", "--ignore-scripts", "--pack-destination", work],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n")
    .at(-1);
  execFileSync("tar", ["-xzf", join(work, tarball ?? ""), "-C", work, "package/build/dist/vnu.jar"]);
  mkdirSync(DIR, { recursive: true });
  // Moved into place whole, so a run stopped half way never leaves a broken jar behind.
  renameSync(join(work, "package/build/dist/vnu.jar"), jar);
  rmSync(work, { recursive: true, force: true });
  return jar;
}
