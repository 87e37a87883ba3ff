import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { knownPathTest } from "~/lib/auth/safe-redirect";
import { createVideoThumbnails } from "~/lib/published/video-thumbnails.server";
import { publicPaths, robotsTxt, sitemapXml } from "~/lib/site/sitemap.server";

/**
 * The part of the server that Vite bundles with the app (`build/server/index.js`): the React Router
 * request handler plus the start-up and shutdown hooks of the data layer, so that the launcher
 * (`server/index.ts`) and every route module share one database connection.
 */

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce (architecture 4): every inline script React Router writes carries it. */
    nonce: string;
    /** The client's IP address as Express sees it (respecting `TRUST_PROXY`), for throttling. */
    clientAddress: string;
    /** True when a path (decoded, without query) is a page of the route table: for redirects after sign-in. */
    knownPath?: (pathname: string) => boolean;
  }
}

export { carriesSession } from "~/lib/auth/session.server";
export { prepareDatabase } from "~/lib/ops/startup.server";
export { closeDb } from "~/lib/platform/db.server";
export { env } from "~/lib/platform/env.server";
export { bumpPageVersion, checkWritable, pageVersion } from "~/lib/platform/page-version.server";

export const app = express();
app.disable("x-powered-by");

const serverBuild = () => import("virtual:react-router/server-build");
const originOf = (req: express.Request) => `${req.protocol}://${req.get("host")}`;

// Search engines (issue 8): the sitemap lists every public page of the route table.
app.get("/sitemap.xml", async (req, res) => {
  const build = await serverBuild();
  res
    .type("application/xml")
    .set("Cache-Control", "public, max-age=3600")
    .send(sitemapXml(originOf(req), publicPaths(build.routes)));
});
app.get("/robots.txt", (req, res) => {
  res
    .type("text/plain")
    .set("Cache-Control", "public, max-age=3600")
    .send(robotsTxt(originOf(req)));
});

// YouTube stills from our own origin (issue 8): the video pages never contact YouTube before Play.
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

/** The route table's page test, made once from the build. */
let knownPath: ((pathname: string) => boolean) | undefined;

app.use(
  createRequestHandler({
    build: serverBuild,
    async getLoadContext(req, res) {
      knownPath ??= knownPathTest((await serverBuild()).routes);
      return {
        nonce: String(res.locals.nonce ?? ""),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        knownPath,
      };
    },
  }),
);
