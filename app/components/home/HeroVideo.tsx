import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { posterImage } from "~content/media";

export const HERO_VIDEO = "home-hero";

/**
 * The hero's looping, muted background video (spec 2.1) behind a dark layer that keeps the text
 * readable. The HTML carries only the still (the page's largest picture); the `<video>` element is added
 * by the script, so a phone builds no video player it will not use: it plays by itself on
 * screens at least 768 px wide, unless the visitor asked to save data or for reduced motion; elsewhere
 * the still stays and the Play button adds the video and starts it. Moving content has a visible pause
 * control (architecture ruling 8). Without JavaScript the still shows.
 * Drawn `absolute inset-0`: the parent must be `relative` (and `isolate`, it sits at `-z-10`).
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const wide = window.matchMedia("(min-width: 768px)").matches;
    const saveData =
      (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (!reducedMotion && !saveData && wide) setWanted(true);
  }, []);

  // Once the element exists (by itself on a wide screen, or after Play), it plays.
  useEffect(() => {
    const video = ref.current;
    if (!wanted || !video) return;
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused (a browser setting): the still stays, the Play button still works.
    });
  }, [wanted]);

  const toggle = () => {
    const video = ref.current;
    if (!video) {
      setWanted(true);
      return;
    }
    if (video.paused) {
      video.muted = true;
      video.play().catch(() => undefined);
    } else {
      video.pause();
    }
  };

  return (
    <>
      <div aria-hidden className="absolute inset-0 -z-10">
        {/* The still is an ordinary image under the video, not its `poster`: the browser's preload
            scanner finds it at once and paints it with the first frames (it is the page's largest
            picture), and the video, transparent until it plays, covers it. */}
        <ResponsiveImage
          name={posterImage(HERO_VIDEO).name}
          alt=""
          priority
          className="absolute inset-0 size-full object-cover"
        />
        {wanted && (
          <video
            ref={ref}
            className="relative size-full object-cover"
            muted
            loop
            playsInline
            preload="auto"
            disablePictureInPicture
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          >
            <source src={`/media/${HERO_VIDEO}.mp4`} type="video/mp4" />
            Your browser does not support the video tag.
          </video>
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-brand-900/80 via-brand-900/70 to-brand-900/85" />
      </div>
      {hydrated && (
        <button
          type="button"
          onClick={toggle}
          className="absolute right-3 bottom-3 z-10 inline-flex items-center gap-1.5 rounded-full border border-white/40 bg-brand-900/70 px-3 py-1.5 text-xs font-medium text-white hover:bg-brand-900"
        >
          {playing ? <Pause aria-hidden className="size-3.5" /> : <Play aria-hidden className="size-3.5" />}
          {playing ? "Pause video" : "Play video"}
        </button>
      )}
    </>
  );
}
