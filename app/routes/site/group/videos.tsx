import { PageIntro } from "~/components/PageIntro";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { mediaItems } from "~/lib/published/videos.server";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/videos";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title ?? "", loaderData?.page.description);

/**
 * The media library: every video of both schools, each playing here when asked, and `page`, its title,
 * introduction and summary as published in the Pages tab (its one load, `loadSectioned`; the shipped words when they
 * cannot be read), references resolved.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [page, videos] = await Promise.all([
    loadSectioned("/videos", { context }).then((page) => withReferences(page.data, context)),
    safeRead("media library", () => mediaItems.list(), []),
  ]);
  return { page, videos: videos.map((v) => ({ id: v.id, title: v.title, youtubeId: v.youtube_id })) };
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { page, videos } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={page.title}
        intro={page.intro}
        trail={[
          { label: "Home", to: "/" },
          { label: "Notice board", to: "/notifications" },
          { label: page.title },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {videos.length === 0 ? (
          <p className="text-slate-600">No media items available.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id} id={`video-${video.id}`} className="scroll-mt-24">
                <YouTubeFacade id={video.youtubeId} title={video.title} />
                <h2 className="mt-2 font-semibold text-slate-900">{video.title}</h2>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
