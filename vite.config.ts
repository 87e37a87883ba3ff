import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { behaviourScripts } from "./build-plugins/behaviour-scripts.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Fewer, larger scripts for the browser (issue 20 item 18). By default the bundler makes one file for
 * every different set of pages that shares some code: a page needed about 26 files of a few hundred
 * bytes each, and on slow mobile data each pays a round trip (400 ms) before its bytes come. Here
 * everything that every page runs anyway goes into one `shell` file: React, React DOM, React Router, the
 * bundler's runtime, and every module the document shell (`app/root.tsx`) imports, plus the page-title
 * helper every page uses. Nothing a page did not load before is added to it, so no page downloads more;
 * a page's own code stays split by route as React Router does it.
 */
const ROOT_MODULE = here("./app/root.tsx");
const EVERY_PAGE = [
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  /^\0?rolldown[\\/]runtime/,
  /[\\/]app[\\/]lib[\\/]meta\.ts$/,
];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}
/** Per bundling pass: the modules `app/root.tsx` imports, directly or not (static imports only). */
const shellModules = new WeakMap<ModuleGraph, Set<string>>();
function importedByRoot(graph: ModuleGraph): Set<string> {
  let found = shellModules.get(graph);
  if (found) return found;
  found = new Set();
  const stack = [ROOT_MODULE];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  shellModules.set(graph, found);
  return found;
}
/** The chunk a module of the client build goes to: `shell`, or the bundler's own choice (null). */
export function clientChunk(id: string, graph: ModuleGraph): string | null {
  if (id === ROOT_MODULE) return null; // the root route's own module stays its entry
  if (EVERY_PAGE.some((pattern) => pattern.test(id)) || importedByRoot(graph).has(id)) return "shell";
  return null;
}

/**
 * Vite builds the client bundle and, for the server build, bundles `server/app.ts` (the Express
 * request handler plus every `*.server.ts` module) into `build/server/index.js`, so the launcher and
 * the route modules share one database connection and one set of caches.
 */
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~content": here("./content"),
      "~db": here("./db"),
      "~": here("./app"),
    },
  },
  build: {
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : { output: { codeSplitting: { groups: [{ name: clientChunk }] } } },
  },
  ssr: {
    external: ["better-sqlite3", "pg", "@node-rs/argon2"],
  },
  plugins: [
    // React Router 7.18 starts its own Vite servers with `envFile: false`, which Vite 8.1 deprecated
    // (a warning per server; remix-run/react-router#15229, fixed in 8.x only). Its child compilers run
    // this config's plugins, so this says the same in the current words. Its config loaders run none:
    // their warnings (two in `npm run dev`, five in a build) stay until React Router 8.
    {
      name: "env-dir-not-env-file",
      config(config: import("vite").InlineConfig) {
        if (config.envFile !== false) return;
        config.envFile = undefined;
        config.envDir = false;
      },
    },
    tailwindcss(),
    // Plain scripts of `app/behaviours/` as chunks of their own, named for the server by
    // `virtual:behaviour-scripts` (docs/architecture.md section 2, "Behaviours").
    behaviourScripts(),
    reactRouter(),
  ],
}));
