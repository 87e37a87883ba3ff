import { Play } from "lucide-react";
import type { ReactNode } from "react";
import { useWords } from "~/lib/site/language";
import { pageWords } from "~content/words/pages";
import { BehaviourScript } from "./BehaviourScript";

/**
 * What the `video-facade` behaviour swaps in for the still when the visitor presses Play: a frame of
 * `embed` (a player page of another site, e.g. YouTube's privacy-enhanced one) or our own `<video>` of
 * `video`. `className` sizes the player as the still was sized.
 */
export type FacadePlayer =
  | { kind: "embed"; src: string; className: string }
  | {
      kind: "video";
      src: string;
      poster: string;
      width: number;
      height: number;
      /** A WebVTT file's URL, shown as English captions. */
      captions?: string;
      startAtSeconds?: number;
      className: string;
    };

/** The player as `data-play-*` attributes of the link, read by app/behaviours/video-facade.ts. */
function playerData(player: FacadePlayer): Record<string, string> {
  if (player.kind === "embed") {
    return { "data-play": "embed", "data-play-src": player.src, "data-play-class": player.className };
  }
  return {
    "data-play": "video",
    "data-play-src": player.src,
    "data-play-poster": player.poster,
    "data-play-width": String(player.width),
    "data-play-height": String(player.height),
    "data-play-class": player.className,
    ...(player.captions ? { "data-play-captions": player.captions } : {}),
    ...(player.startAtSeconds ? { "data-play-start": String(player.startAtSeconds) } : {}),
  };
}

/**
 * A video's still with a play button, standing in for a player until the visitor asks for it
 * (no player, and no video bytes, on a phone that never plays). It is a plain link to `href` (the
 * video itself), so with no script at all, or with a modifier key, the video opens by itself. The
 * small `video-facade` behaviour (no React) turns a plain click into `player` swapped in here, playing.
 *
 * `still` is the picture (an `<img>` sized to fill the box); `title` names the video for screen
 * readers ("Play video: <title>") and the player; `newTab` opens `href` in a new tab (an outside site).
 */
export function PlayFacade({
  href,
  still,
  title,
  player,
  newTab = false,
  className = "",
}: {
  href: string;
  still: ReactNode;
  title: string;
  player: FacadePlayer;
  newTab?: boolean;
  className?: string;
}) {
  const words = useWords(pageWords);
  return (
    <>
      <BehaviourScript name="video-facade" />
      <a
        href={href}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...playerData(player)}
        data-play-title={title}
        className={`group relative block overflow-hidden bg-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      >
        {still}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:bg-red-800">
            <Play aria-hidden className="ml-1 size-7 fill-current" />
          </span>
        </span>
        <span className="sr-only">{words.playVideoTitled(title)}</span>
      </a>
    </>
  );
}
