import { youTubeThumbnailUrl, youTubeWatchUrl } from "~/lib/published/youtube";
import { PlayFacade } from "./PlayFacade";

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks (architecture 2): its still (served
 * by our own server, see `youTubeThumbnailUrl`) and a play button. Without any script it is a link to the
 * video on YouTube, in a new tab; the `video-facade` behaviour turns a click into the privacy-enhanced
 * player (www.youtube-nocookie.com) swapped in here, playing.
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
  return (
    <PlayFacade
      href={youTubeWatchUrl(id)}
      newTab
      title={title}
      player={{
        kind: "embed",
        src: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`,
        className: `block aspect-video w-full overflow-hidden rounded-lg border-0 bg-black ${className}`,
      }}
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
