import { crawlerFile, notWritable, originOf, publicPaths, sitemapXml } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/sitemap";

/**
 * `/sitemap.xml` (issue 8): every public page of the route table, so that a new page is listed the day
 * it is added (`publicPaths`: never the admin area, sign-in, redirects, error pages or files such as
 * this one). The table is the server build's, read when asked for, in development as in production.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { routes } = await import("virtual:react-router/server-build");
  return crawlerFile(request, sitemapXml(originOf(), publicPaths(routes)), "application/xml");
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
