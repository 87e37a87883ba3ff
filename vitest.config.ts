import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import { behaviourScripts } from "./build-plugins/behaviour-scripts.ts";
import viteConfig from "./vite.config.ts";

/**
 * The tests (architecture 4): `*.test.ts(x)` beside the code, in two projects.
 *
 * - `unit` (`npm test`): everything that runs inside the test process. Each test file gets a brand-new
 *   SQLite database and uploads folder, and the app's modules evaluated afresh (tests/support/setup.ts).
 * - `integration` (`npm run test:integration`): tests that start other programs (Node or tsx processes,
 *   Chromium, the server from source, system tools that need root), go through every page of the site,
 *   or measure the process itself (its memory), each file in a process of its own. A file of them is
 *   named `*.integration.test.ts(x)`; `INTEGRATION_FILES` are older ones.
 *
 * The React Router plugin is left out: tests import route modules directly.
 */

/** Integration test files by their name, in any folder. */
const INTEGRATION = "**/*.integration.test.{ts,tsx}";

/** Integration test files named before that convention (the docs cite them by these names). */
const INTEGRATION_FILES = [
  "app/routes/site/fee-pdf.test.ts",
  "app/routes/site/one-fact.test.ts",
  "scripts/repository.test.ts",
  "server/startup-errors.test.ts",
];

export default defineConfig((env) =>
  mergeConfig(
    { resolve: (viteConfig as (e: typeof env) => { resolve: object })(env).resolve },
    defineConfig({
      // `<BehaviourScript>` imports the map of behaviour scripts; in tests it names their source files.
      plugins: [behaviourScripts()],
      test: {
        setupFiles: ["tests/support/setup.ts"],
        environment: "node",
        // A worker is a process of its own, so what a test reads of the process (its environment, its
        // memory) is its worker's; threads were measured no cheaper once a worker runs many files.
        pool: "forks",
        // Vitest's default is as many files at once as CPUs less one: on a 2-core machine, one at a time,
        // with the second core mostly idle. The files share nothing (each has its own SQLite file,
        // PostgreSQL schema and folders; see `createMigrationTables` in tests/support/databases.ts), so
        // run at least two at once.
        maxWorkers: Math.max(2, availableParallelism() - 1),
        projects: [
          {
            extends: true,
            test: {
              name: "unit",
              include: [
                "app/**/*.test.{ts,tsx}",
                "server/**/*.test.ts",
                "scripts/**/*.test.ts",
                "content/**/*.test.ts",
                "build-plugins/**/*.test.ts",
              ],
              exclude: [...configDefaults.exclude, INTEGRATION, ...INTEGRATION_FILES],
              // A worker runs file after file instead of a new process per file: most of a file's cost
              // was starting a process and loading the packages (React, React Router, Kysely, zod,
              // sharp), the same for every file. What a new process gave each file, the setup file
              // gives it (tests/support/setup.ts).
              isolate: false,
              // Limits that only catch a test that hangs: a busy machine runs a test many times slower.
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
          {
            extends: true,
            test: {
              name: "integration",
              include: [INTEGRATION, ...INTEGRATION_FILES],
              testTimeout: 300_000,
              hookTimeout: 300_000,
            },
          },
        ],
      },
    }),
  ),
);
