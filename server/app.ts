// First: zod's settings must be in force before any module makes a schema (see the module).
import "~/lib/forms/zod-config";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { knownPathTest } from "~/lib/auth/safe-redirect";
import { renderCostTest } from "~/lib/platform/render-cost";
import {
  clientAddressContext,
  type KnownPath,
  knownPathContext,
  languageContext,
  nonceContext,
} from "~/lib/platform/request-context";
import { createVideoThumbnails } from "~/lib/published/video-thumbnails.server";
import { languageOf } from "~/lib/site/language";
import { allowedMethods } from "./middleware/allowed-methods";

/**
 * The part of the server that Vite bundles with the app (`build/server/index.js`): the React Router
 * request handler plus the start-up and shutdown hooks of the data layer, so that the launcher
 * (`server/index.ts`) and every route module share one database connection.
 */

export { carriesSession } from "~/lib/auth/session.server";
export { removeLeftoverUploads } from "~/lib/gallery/photos.server";
// The launcher's start: the database, then the periodic jobs (the page history's pruning).
export { prepareServer as prepareDatabase } from "~/lib/ops/startup.server";
export { closeDb } from "~/lib/platform/db.server";
export { env } from "~/lib/platform/env.server";
export { checkWritable, pageVersion } from "~/lib/platform/page-version.server";
export { storage } from "~/lib/platform/storage.server";
export { nextScheduleBoundary } from "~/lib/published/schedule.server";

export const app = express();
app.disable("x-powered-by");

const serverBuild = () => import("virtual:react-router/server-build");
// `/sitemap.xml` and `/robots.txt` are routes of the table (app/routes/site/sitemap.ts, robots.ts).

// A method the matched route does not take (OPTIONS, a POST to a page without an action): 405 with
// `Allow`, before React Router, which would render its error page and log a stack for it.
app.use(allowedMethods(async () => (await serverBuild()).routes));

// YouTube stills from our own origin: the video pages never contact YouTube before Play.
const videoThumbnails = createVideoThumbnails();
app.get("/video-thumbnails/:file", async (req, res) => {
  const id = /^(.+)\.jpg$/.exec(req.params.file)?.[1] ?? "";
  const still = await videoThumbnails.get(id);
  if (!still) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  res
    .type(still.contentType)
    .set("Cache-Control", still.cacheControl)
    .set("X-Content-Type-Options", "nosniff")
    .send(still.body);
});

/**
 * Whether a request's URL asks for a costly render (a search, a calendar month), from the route it
 * matches (`renderCostTest`): the launcher's render line gives those a budget of their own.
 */
export const renderCostOf = renderCostTest((await serverBuild()).routes);

/** The route table's page test, made once from the build. */
let knownPath: KnownPath | undefined;

app.use(
  createRequestHandler({
    // The build itself, not the function that imports it: given a function, React Router makes its
    // route tables again (flattened, ranked, a static handler) for every request, a millisecond or two
    // of CPU and garbage that a flood of cheap answers (redirects, 405s) paid per request. In development
    // `dev-app.ts` loads this module afresh when a route changes, so the build is never stale.
    build: await serverBuild(),
    // With `future.v8_middleware` the load context is a `RouterContextProvider`: each
    // request gets a fresh one holding the typed contexts of `~/lib/platform/request-context`.
    async getLoadContext(req, res) {
      knownPath ??= knownPathTest((await serverBuild()).routes);
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      context.set(knownPathContext, knownPath);
      context.set(languageContext, languageOf(req.path));
      return context;
    },
  }),
);
