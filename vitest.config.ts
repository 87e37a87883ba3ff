import { availableParallelism } from "node:os";
import { defineConfig, mergeConfig } from "vitest/config";
import { behaviourScripts } from "./build-plugins/behaviour-scripts.ts";
import viteConfig from "./vite.config.ts";

/**
 * Unit and integration tests (architecture 4): `*.test.ts(x)` beside the code. Each test file gets its own
 * fresh SQLite database file (tests/support/setup.ts). The React Router plugin is left out: tests
 * import route modules directly.
 */
export default defineConfig((env) =>
  mergeConfig(
    { resolve: (viteConfig as (e: typeof env) => { resolve: object })(env).resolve },
    defineConfig({
      // `<BehaviourScript>` imports the map of behaviour scripts; in tests it names their source files.
      plugins: [behaviourScripts()],
      test: {
        include: [
          "app/**/*.test.{ts,tsx}",
          "server/**/*.test.ts",
          "scripts/**/*.test.ts",
          "content/**/*.test.ts",
          "build-plugins/**/*.test.ts",
        ],
        setupFiles: ["tests/support/setup.ts"],
        environment: "node",
        pool: "forks",
        // Vitest's default is as many files at once as CPUs less one: on a 2-core machine, one at a time,
        // with the second core mostly idle. The files share nothing (each has its own SQLite file,
        // PostgreSQL schema and folders; see `createMigrationTables` in tests/support/databases.ts), so
        // run at least two at once: on 2 cores the suite went from about 70 s to about 44 s (issue 22).
        maxWorkers: Math.max(2, availableParallelism() - 1),
        testTimeout: 20_000,
        hookTimeout: 30_000,
      },
    }),
  ),
);
