import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";

/**
 * The part of the server that Vite bundles with the app (`build/server/index.js`): the React Router
 * request handler plus the start-up and shutdown hooks of the data layer, so that the launcher
 * (`server/index.ts`) and every route module share one database connection.
 */

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce (DESIGN 4): every inline script React Router writes carries it. */
    nonce: string;
    /** The client's IP address as Express sees it (respecting `TRUST_PROXY`), for throttling. */
    clientAddress: string;
  }
}

export { closeDb } from "~/lib/db.server";
export { env } from "~/lib/env.server";
export { prepareDatabase } from "~/lib/startup.server";

export const app = express();
app.disable("x-powered-by");

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      return {
        nonce: String(res.locals.nonce ?? ""),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
      };
    },
  }),
);
