/**
 * Behaviour scripts (docs/architecture.md section 2, "Behaviours"): each `app/behaviours/<name>.ts` is a
 * small plain browser module (no React) that wires the server's HTML of one kind of widget, put on a
 * page by `<BehaviourScript name="<name>" />`. This Vite plugin
 *
 * - in the CLIENT build emits every behaviour as a chunk of its own (`assets/<name>-<hash>.js`), checks
 *   that none of them imports the `shell` chunk (React: a behaviour must not bring the framework back)
 *   and writes the map name → public URL to `<build>/behaviour-scripts.json`;
 * - serves the virtual module `virtual:behaviour-scripts` (`export default { name: url }`): in the
 *   SERVER build the client build's map (React Router builds the client first; an empty or missing map
 *   fails the build), in development (and tests) the source path Vite serves (`/app/behaviours/x.ts`).
 *   In the client build it is an empty map: a page's behaviour script is already in the server's HTML
 *   (a hoisted `<script async>`, which React leaves alone when it hydrates);
 * - serves `virtual:inline-scripts` (`export default { name: code }`): each `app/behaviours/inline/<name>.ts`
 *   bundled and minified by esbuild into one classic script, for the few scripts that must run as the
 *   page is parsed, before its first paint, and so are written into the HTML under the CSP nonce
 *   (`<InlineScript name>`). Compiled the same way in both builds, in development (each source is
 *   watched, so an edit reloads the page) and in tests. The client build gets the texts too (about
 *   1 KB): a hydrating page that shows the public chrome (sign-in) renders the same `<script>` the
 *   server wrote, so hydration matches; React never runs an inline script it renders itself.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { buildSync } from "esbuild";
import type { Plugin, ResolvedConfig } from "vite";

/** The id pages import the map by. */
export const VIRTUAL_ID = "virtual:behaviour-scripts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The folder of behaviours, from the project root. */
export const BEHAVIOURS_DIR = "app/behaviours";
/** The map's file name, beside `client/` and `server/` in the build directory. */
export const MAP_FILE = "behaviour-scripts.json";
/** The id the document shell imports the inline scripts' texts by. */
export const INLINE_VIRTUAL_ID = "virtual:inline-scripts";
const INLINE_RESOLVED_ID = `\0${INLINE_VIRTUAL_ID}`;
/** The folder of inline scripts, from the project root (its files are named as behaviours are). */
export const INLINE_DIR = "app/behaviours/inline";

/**
 * Which browsers an inline script is compiled for: those from before invoker commands and `closedby`
 * are the very ones the invoker fallback serves, so nothing newer than 2017's syntax is written.
 */
const INLINE_TARGET = "es2017";

/** An inline script compiled: its text, and the source files it was made of (to watch in development). */
export interface CompiledInline {
  code: string;
  inputs: string[];
}

/**
 * Compiles one inline script (`file`, a TypeScript module with its imports) into the text of a classic
 * `<script>`: bundled into one function run at once, minified, for `INLINE_TARGET`. Throws on a
 * compile error, and on text that would end or comment out the `<script>` element it is written into
 * (`</script`, `<!--`), which React writes as it is.
 */
export function compileInline(file: string): CompiledInline {
  const result = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: INLINE_TARGET,
    minify: true,
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
  });
  const code = (result.outputFiles[0]?.text ?? "").trim();
  if (/<\/script|<!--/i.test(code))
    throw new Error(`Inline script ${file} contains "</script" or "<!--", which would break the page's HTML`);
  const inputs = Object.keys(result.metafile?.inputs ?? {}).map((input) => resolve(input));
  return { code, inputs };
}

/** A behaviour's name from its file name (`carousel.ts` → `carousel`), or null for a file that is not one. */
export function behaviourName(file: string): string | null {
  const match = /^([a-z][a-z0-9-]*)\.ts$/.exec(file);
  if (!match || file.endsWith(".test.ts") || file.endsWith(".d.ts")) return null;
  return match[1] ?? null;
}

/** The behaviours in `dir` (top level only: sub-folders hold their shared helpers), name → absolute path. */
export function listBehaviours(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir).sort()) {
    const name = behaviourName(file);
    if (name) found.set(name, join(dir, file));
  }
  return found;
}

/** The development map: each behaviour at the path Vite's server answers for its source. */
export function devMap(root: string, behaviours: Map<string, string>): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [name, file] of behaviours) map[name] = `/${relative(root, file).split("\\").join("/")}`;
  return map;
}

/** What a chunk of the client build tells the plugin (a subset of Rollup's output chunk). */
export interface BuiltChunk {
  type: "chunk" | "asset";
  fileName: string;
  facadeModuleId?: string | null;
  name?: string;
  imports?: readonly string[];
}

/**
 * The built map from the client bundle: each behaviour's chunk at `base` + its file name. Throws when a
 * behaviour has no chunk, or when one imports (directly or not) a chunk named `forbiddenChunk`.
 */
export function builtMap(
  bundle: Record<string, BuiltChunk>,
  behaviours: Map<string, string>,
  base: string,
  forbiddenChunk = "shell",
): Record<string, string> {
  const map: Record<string, string> = {};
  const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  for (const [name, file] of behaviours) {
    const chunk = chunks.find((c) => c.facadeModuleId && resolve(c.facadeModuleId) === resolve(file));
    if (!chunk) throw new Error(`Behaviour "${name}" (${file}) has no chunk in the client build`);
    const seen = new Set<string>();
    const stack = [...(chunk.imports ?? [])];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const imported = byFile.get(next);
      if (imported?.name === forbiddenChunk)
        throw new Error(
          `Behaviour "${name}" imports the "${forbiddenChunk}" chunk (${next}), which holds React: ` +
            "import nothing that app/root.tsx imports into app/behaviours/",
        );
      stack.push(...(imported?.imports ?? []));
    }
    map[name] = `${base}${chunk.fileName}`;
  }
  return map;
}

/** The module text of the virtual map. */
function moduleText(map: Record<string, string>): string {
  return `export default ${JSON.stringify(map)};\n`;
}

/** The plugin (see the module comment). */
export function behaviourScripts(): Plugin {
  let config: ResolvedConfig;
  let behaviours = new Map<string, string>();
  let inlineScripts = new Map<string, string>();
  const isClientBuild = () => config.command === "build" && !config.build.ssr;
  const mapFile = () => join(dirname(resolve(config.root, config.build.outDir)), MAP_FILE);
  return {
    name: "behaviour-scripts",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
      behaviours = listBehaviours(resolve(resolved.root, BEHAVIOURS_DIR));
      inlineScripts = listBehaviours(resolve(resolved.root, INLINE_DIR));
    },
    buildStart() {
      if (!isClientBuild()) return;
      for (const [name, file] of behaviours) this.emitFile({ type: "chunk", id: file, name });
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === INLINE_VIRTUAL_ID ? INLINE_RESOLVED_ID : null;
    },
    load(id) {
      if (id === INLINE_RESOLVED_ID) {
        const texts: Record<string, string> = {};
        for (const [name, file] of inlineScripts) {
          let compiled: CompiledInline;
          try {
            compiled = compileInline(file);
          } catch (error) {
            this.error(`${INLINE_VIRTUAL_ID}: "${name}" does not compile: ${(error as Error).message}`);
          }
          for (const input of compiled.inputs) this.addWatchFile(input);
          texts[name] = compiled.code;
        }
        return moduleText(texts);
      }
      if (id !== RESOLVED_ID) return null;
      if (config.command !== "build") return moduleText(devMap(config.root, behaviours));
      if (isClientBuild()) return moduleText({});
      const file = mapFile();
      const map = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
      if (behaviours.size > 0 && Object.keys(map).length === 0)
        this.error(
          `${VIRTUAL_ID}: no map of behaviour scripts at ${file}; the client build writes it and must run first`,
        );
      for (const name of behaviours.keys())
        if (!map[name]) this.error(`${VIRTUAL_ID}: the client build has no script for behaviour "${name}"`);
      return moduleText(map);
    },
    generateBundle(_options, bundle) {
      if (!isClientBuild()) return;
      let map: Record<string, string>;
      try {
        map = builtMap(bundle as unknown as Record<string, BuiltChunk>, behaviours, config.base);
      } catch (error) {
        this.error((error as Error).message);
      }
      const file = mapFile();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
    },
  };
}
