import { Pause, Play } from "lucide-react";
import { BehaviourScript } from "~/components/BehaviourScript";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { useWords } from "~/lib/site/language";
import { posterImage } from "~content/media";
import { pageWords } from "~content/words/pages";

export const HERO_VIDEO = "home-hero";

/**
 * The hero's looping, muted background video (spec 2.1) behind a dark layer that keeps the text
 * readable. The HTML carries only the still (the page's largest picture); the `<video>` element is added
 * by the plain behaviour `app/behaviours/hero-video.ts`, so a phone builds no video player it will not
 * use: it plays by itself on screens at least 768 px wide, unless the visitor asked to save data or for
 * reduced motion; elsewhere the still stays and the Play button adds the video and starts it. Moving
 * content has a visible pause control (architecture ruling 8); the button is in the HTML, hidden until
 * the behaviour runs. Without JavaScript the still shows.
 * Drawn `absolute inset-0`: the parent must be `relative` (and `isolate`, it sits at `-z-10`).
 */
export function HeroVideo() {
  const words = useWords(pageWords);
  return (
    <>
      <BehaviourScript name="hero-video" />
      <div
        aria-hidden
        className="absolute inset-0 -z-10"
        data-behaviour="hero-video"
        data-src={`/media/${HERO_VIDEO}.mp4`}
      >
        {/* The still is an ordinary image under the video, not its `poster`: the browser's preload
            scanner finds it at once and paints it with the first frames (it is the page's largest
            picture), and the video, transparent until it plays, covers it (the behaviour puts the
            `<video>` right after it). */}
        <ResponsiveImage
          name={posterImage(HERO_VIDEO).name}
          alt=""
          priority
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-b from-brand-900/80 via-brand-900/70 to-brand-900/85" />
      </div>
      <button
        type="button"
        hidden
        data-hero-video-button=""
        className="group absolute right-3 bottom-3 z-10 inline-flex items-center gap-1.5 rounded-full border border-white/40 bg-brand-900/70 px-3 py-1.5 text-xs font-medium text-white hover:bg-brand-900"
      >
        {/* Both words are in the HTML; `data-playing` (set by the behaviour) shows one. */}
        <Play aria-hidden className="size-3.5 group-data-playing:hidden" />
        <Pause aria-hidden className="hidden size-3.5 group-data-playing:block" />
        <span className="group-data-playing:hidden">{words.playVideo}</span>
        <span className="hidden group-data-playing:inline">{words.pauseVideo}</span>
      </button>
    </>
  );
}
