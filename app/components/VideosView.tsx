import { PageIntro } from "~/components/PageIntro";
import { YouTubeFacade } from "~/components/YouTubeFacade";
import { useWords } from "~/lib/site/language";
import type { ListingPage } from "~content/schemas/listing";
import { noticeWords } from "~content/words/notices";

/** A video of the media library as its page lists it. */
export interface VideoItem {
  id: number;
  title: string;
  youtubeId: string;
}

/** What the media library draws: its words (`page`) and every published video of both schools. */
export interface VideosViewData {
  page: ListingPage;
  videos: VideoItem[];
}

/**
 * The media library (`/videos`), `<main>` included: its title and introduction, then each video, played
 * here when asked (`YouTubeFacade`). The public route and the staff preview both draw it, from the
 * page's one load.
 */
export function VideosView({ data }: { data: VideosViewData }) {
  const { page, videos } = data;
  const words = useWords(noticeWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={page.title}
        intro={page.intro}
        trail={[
          { label: words.home, to: "/" },
          { label: words.noticeBoard, to: "/notifications" },
          { label: page.title },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {videos.length === 0 ? (
          <p className="text-slate-600">{words.noMedia}</p>
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
