import { publicPage } from "~/lib/platform/http-cache";
import type { Route } from "./+types/page";
import { ContentPageView, contentPageMeta } from "./content-page";
import { loadContentPage } from "./content-page.server";

/**
 * Every content page of the site (architecture 2): the URL picks a page, read from the `pages` table
 * (the default shipped in `content/` when the row cannot be used), and the shared
 * building blocks draw it. The routes that use this module are listed in app/routes.ts; a route here
 * without content answers 404, and so does a page the office hid; a page it deleted answers 410 Gone
 * or redirects where the office chose (`loadContentPage`, shared with the office's own pages).
 */

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args);
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
