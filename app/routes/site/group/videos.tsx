import { PageIntro } from "~/components/PageIntro";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { mediaItems } from "~/lib/published/videos.server";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/videos";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export const meta: Route.MetaFunction = () =>
  pageMeta("Media library", "Videos of events, celebrations and activities at Vidhyashram and Vidhyapeeth.");

/** The media library: every video of both schools, each playing here when asked. */
export async function loader() {
  const videos = await safeRead("media library", () => mediaItems.list(), []);
  return { videos: videos.map((v) => ({ id: v.id, title: v.title, youtubeId: v.youtube_id })) };
}

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title="Media library"
        intro="Videos of our events, celebrations and activities. A video starts when you press play."
        trail={[
          { label: "Home", to: "/" },
          { label: "Notice board", to: "/notifications" },
          { label: "Media library" },
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
