import { defineConfig, mergeConfig } from "vitest/config";
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
      test: {
        include: [
          "app/**/*.test.{ts,tsx}",
          "server/**/*.test.ts",
          "scripts/**/*.test.ts",
          "content/**/*.test.ts",
        ],
        setupFiles: ["tests/support/setup.ts"],
        environment: "node",
        pool: "forks",
        testTimeout: 20_000,
        hookTimeout: 30_000,
      },
    }),
  ),
);
