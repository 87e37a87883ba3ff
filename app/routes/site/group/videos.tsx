import { VideosView } from "~/components/VideosView";
import { publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/videos";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title ?? "", loaderData?.page.description);

/**
 * The media library through its one load (`loadSectioned`, which the staff preview calls with the
 * draft): every video of both schools, each playing here when asked, and `page`, its title,
 * introduction and summary as published in the Pages tab (the shipped words when they cannot be read),
 * references resolved.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await loadSectioned("/videos", { context });
  return { ...data, page: await withReferences(data.page, context) };
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  return <VideosView data={loaderData} />;
}
