import { GalleryView } from "~/components/GalleryView";
import { sectionOf } from "~/lib/content-store/sections";
import { publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/gallery";

/**
 * The album lists: `/gallery` (every album), `/vidhyashram/gallery` and `/vidhyapeeth/gallery` (that
 * school's albums and the group's; architecture ruling 6). Photo albums show their cover and open
 * their page here; link albums show a thumbnail 50 px wide and open their link in a new tab (spec 2.3).
 * Each has its own title, introduction and summary, edited in the Pages tab (a school's gallery is
 * called by the school's name: `{{Vidhyashram name}} photo gallery`).
 */

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

/**
 * The gallery at the request's path through its one load (`loadSectioned` of `/gallery` or
 * `/<school>/gallery`, which the staff preview calls with the draft): its words as published (the
 * shipped words when they cannot be read), references resolved, and its albums.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { data } = await loadSectioned(section === "group" ? "/gallery" : `/${section}/gallery`, { context });
  return { ...data, page: await withReferences(data.page, context) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title ?? "", loaderData?.page.description);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <GalleryView data={loaderData} />;
}
