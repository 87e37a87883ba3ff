import { useCallback, useState } from "react";
import { PlayFacade } from "~/components/PlayFacade";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { posterImage, video, videoPoster } from "~content/media";

/**
 * One of our own videos (`/media/<name>.mp4`, listed in `content/media.ts`) as its poster and a play
 * button until the visitor presses it (a `<video>` element costs a phone its poster bytes, its
 * metadata request and the layout of its controls, for a video most visitors never play). The poster is
 * a lazy `ResponsiveImage` (AVIF/WebP at the widths `sizes` asks for), so a video far down the page
 * costs nothing until it is scrolled near.
 *
 * Play swaps in the player (controls, playing, focused), which jumps to `startAtSeconds` once its
 * metadata is in (spec 2.1 for the testimonials). Without JavaScript the still is a link to the file,
 * from that mark. `className` sizes both the still and the player (an aspect ratio and a background);
 * `fit` is how the picture fills that box.
 */
export function VideoOnPlay({
  name,
  title,
  captions,
  startAtSeconds = 0,
  fit = "contain",
  sizes,
  className = "",
}: {
  name: string;
  title: string;
  /** A WebVTT file's URL, shown as English captions when given. */
  captions?: string;
  startAtSeconds?: number;
  fit?: "contain" | "cover";
  /** How wide the still is drawn, as in HTML `sizes` (for choosing among the poster's widths). */
  sizes: string;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const { width, height } = video(name);
  const focusOnMount = useCallback((element: HTMLVideoElement | null) => element?.focus(), []);
  const objectFit = fit === "cover" ? "object-cover" : "object-contain";
  if (!playing) {
    return (
      <PlayFacade
        href={`/media/${name}.mp4${startAtSeconds ? `#t=${startAtSeconds}` : ""}`}
        title={title}
        onPlay={() => setPlaying(true)}
        className={className}
        still={
          <ResponsiveImage
            name={posterImage(name).name}
            alt=""
            sizes={sizes}
            className={`block size-full ${objectFit}`}
          />
        }
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the track is there when the content gives a captions file (silent placeholder clips have none)
    <video
      ref={focusOnMount}
      className={`block h-auto w-full ${objectFit} ${className}`}
      controls
      autoPlay
      preload="metadata"
      playsInline
      poster={videoPoster(name)}
      title={title}
      width={width}
      height={height}
      onLoadedMetadata={(event) => {
        if (startAtSeconds) event.currentTarget.currentTime = startAtSeconds;
      }}
    >
      <source src={`/media/${name}.mp4`} type="video/mp4" />
      {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      Your browser does not support the video tag.
    </video>
  );
}
