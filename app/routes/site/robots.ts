import { crawlerFile, notWritable, originOf, robotsTxt } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/robots";

/** `/robots.txt`: crawlers may read every public page, not the admin area or sign-in; it names the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  return crawlerFile(request, robotsTxt(originOf()), "text/plain");
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
