import { Play } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A video's still with a play button, standing in for a player until the visitor asks for it
 * (no player, and no video bytes, on a phone that never plays). It is a link to `href`, so without
 * JavaScript, or with a modifier key, the video opens by itself; a plain click calls `onPlay` instead,
 * and the caller swaps in the player.
 *
 * `still` is the picture (an `<img>` sized to fill the box); `title` names the video for screen
 * readers ("Play video: <title>"); `newTab` opens `href` in a new tab (an outside site).
 */
export function PlayFacade({
  href,
  still,
  title,
  onPlay,
  newTab = false,
  className = "",
}: {
  href: string;
  still: ReactNode;
  title: string;
  onPlay: () => void;
  newTab?: boolean;
  className?: string;
}) {
  return (
    <a
      href={href}
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onPlay();
      }}
      className={`group relative block overflow-hidden bg-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {still}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:bg-red-800">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
      </span>
      <span className="sr-only">Play video: {title}</span>
    </a>
  );
}
