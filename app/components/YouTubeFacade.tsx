import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { youTubeThumbnailUrl, youTubeWatchUrl } from "~/lib/youtube";

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks (DESIGN 2): its still from
 * i.ytimg.com and a play button. A click swaps in the privacy-enhanced player
 * (www.youtube-nocookie.com), playing. Without JavaScript it is a link to the video on YouTube, in a
 * new tab.
 */
export function YouTubeFacade({
  id,
  title,
  className = "",
}: {
  id: string;
  title: string;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={`aspect-video overflow-hidden rounded-lg bg-black ${className}`}>
        <iframe
          ref={frame}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      </div>
    );
  }
  return (
    <a
      href={youTubeWatchUrl(id)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setPlaying(true);
      }}
      className={`group relative block aspect-video overflow-hidden rounded-lg bg-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <img
        src={youTubeThumbnailUrl(id)}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        className="size-full object-cover opacity-90 group-hover:opacity-100"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:bg-red-800">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
      </span>
      <span className="sr-only">Play video: {title}</span>
    </a>
  );
}
