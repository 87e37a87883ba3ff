import { data } from "react-router";
import { publicPage } from "~/lib/platform/http-cache";
import type { Route } from "./+types/office-page";
import { ContentPageView, contentPageMeta } from "./content-page";
import { loadContentPage } from "./content-page.server";

/**
 * Any URL no other route of app/routes.ts takes: a page the office added at that address in the Pages
 * tab (migration 0017), drawn as the shipped content pages are (`loadContentPage`, `ContentPageView`),
 * and like them public and kept by the page cache. Anything else, and an office page that is hidden or
 * not published yet, gets status 404 and the root error boundary's designed "Page not found" page; a
 * deleted one 410 Gone or the redirect the office chose.
 */

/** The same for every visitor: the page cache may keep it (a 404 or 410 is never kept: entry.server). */
export const headers = publicPage();

export function loader(args: Route.LoaderArgs) {
  return loadContentPage(args);
}

/** No form posts here: 404, as for any unknown URL. */
export function action() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData);

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
