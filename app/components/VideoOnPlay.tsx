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
 * Without any script the still is a link to the file, from `startAtSeconds` (the browser plays it by
 * itself); the `video-facade` behaviour swaps in the player instead (controls, playing, focused), which
 * jumps to `startAtSeconds` once its metadata is in (spec 2.1 for the testimonials). `className` sizes
 * both the still and the player (an aspect ratio and a background); `fit` is how the picture fills that box.
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
  const { width, height } = video(name);
  const objectFit = fit === "cover" ? "object-cover" : "object-contain";
  return (
    <PlayFacade
      href={`/media/${name}.mp4${startAtSeconds ? `#t=${startAtSeconds}` : ""}`}
      title={title}
      player={{
        kind: "video",
        src: `/media/${name}.mp4`,
        poster: videoPoster(name),
        width,
        height,
        captions,
        startAtSeconds,
        className: `block h-auto w-full ${objectFit} ${className}`,
      }}
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
