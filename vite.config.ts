import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    external: ["better-sqlite3", "pg", "@node-rs/argon2"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
