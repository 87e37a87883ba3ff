import { useEffect, useRef, useState } from "react";
import { youTubeThumbnailUrl, youTubeWatchUrl } from "~/lib/published/youtube";
import { PlayFacade } from "./PlayFacade";

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks (architecture 2): its still (served
 * by our own server, see `youTubeThumbnailUrl`) and a play button. A click swaps in the privacy-enhanced player
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
    <PlayFacade
      href={youTubeWatchUrl(id)}
      newTab
      title={title}
      onPlay={() => setPlaying(true)}
      className={`aspect-video rounded-lg ${className}`}
      still={
        <img
          src={youTubeThumbnailUrl(id)}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          className="size-full object-cover opacity-90 group-hover:opacity-100"
        />
      }
    />
  );
}
