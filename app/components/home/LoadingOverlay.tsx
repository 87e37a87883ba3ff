import { useLayoutEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { OVERLAY_SEEN_KEY } from "./intro-seen";

/** Spec 9: progress rises by 5 every 200 ms; 500 ms after 100 it is done; 2000 ms at the latest. */
export const STEP = 5;
export const STEP_MS = 200;
export const AFTER_FULL_MS = 500;
export const TIMEOUT_MS = 2000;
/**
 * The banner opens only for a page that became interactive within this many ms of its first paint:
 * a pop-up over a page the parent is already reading is worse than none.
 */
export const BANNER_LATEST_MS = 3000;

/** The name of the overlay's CSS clock (`@keyframes intro-leave` in app.css), which JavaScript follows. */
const CLOCK_ANIMATION = "intro-leave";

/** The percentage the overlay shows `elapsed` ms after it appeared (0, 5, 10, … 100). */
export function progressAt(elapsed: number): number {
  return Math.max(0, Math.min(100, Math.floor(elapsed / STEP_MS) * STEP));
}

/** When the overlay is done, in ms after it appeared: 100% plus 500 ms, or the 2000 ms timer if sooner. */
export const DONE_MS = Math.min(TIMEOUT_MS, (100 / STEP) * STEP_MS + AFTER_FULL_MS);

/** How the overlay ended, for the home page: shown at all, skipped by the visitor, banner still welcome. */
export interface IntroResult {
  shown: boolean;
  skipped: boolean;
  bannerWelcome: boolean;
}

/**
 * "css": the server's HTML, where the stylesheet counts and ends it; a number: JavaScript counts (it came
 * early); "gone": shown and done (its checkbox stays, for the fade-in's CSS); null: not shown.
 */
type Phase = "css" | number | "gone" | null;

/**
 * The home page's first-visit loading screen (spec 2.1 and 9, architecture rulings 7 and 13): a full-screen
 * school building picture with a spinner and "Loading... N%", over the page the server has already
 * rendered, on the first home-page view in a browser session only.
 *
 * It keeps the specification's clock by CSS alone: it is in the server's HTML, and
 * app.css counts 0, 5, 10 … every 200 ms and hides it 2000 ms after it appeared, whether or not the
 * scripts have arrived on a slow phone. A tap anywhere skips it at once, without scripts too: the overlay
 * is the `<label>` of a hidden checkbox, and a checked box hides it (app.css). Without JavaScript at all
 * a `<noscript>` style hides it (ruling 7); for a visitor who has seen it this session, the head script
 * (`INTRO_SEEN_SCRIPT`) marks `<html data-intro-seen>` before the first paint and CSS hides it.
 *
 * JavaScript takes over only when it comes early: it reads how far the CSS clock is, writes the count
 * as text, and ends the overlay at the same moment as the stylesheet would; any key skips it too (a
 * keyboard user is never held behind it; it does not take focus). When the scripts come after the
 * overlay has left, they only tidy it away.
 *
 * `onLoaded` is called once: when the overlay is done, skipped, or not shown; `bannerWelcome` is false
 * when the page became interactive more than `BANNER_LATEST_MS` after its first paint.
 */
export function LoadingOverlay({ onLoaded }: { onLoaded: (result: IntroResult) => void }) {
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;
  const overlayRef = useRef<HTMLLabelElement>(null);
  const skipRef = useRef<HTMLInputElement>(null);

  // A layout effect, not a passive one: when the scripts take the count over from the stylesheet, the
  // number read from the CSS clock is drawn in the same frame. From a passive effect the render came a
  // frame or more later on a busy phone, while the stylesheet had already shown the next step, so the
  // count went back by 5 (30 % → 25 %, seen in CI).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the phase the page started with
  useLayoutEffect(() => {
    const root = document.documentElement;
    const firstLoad = !root.dataset.hydrated;
    const bannerWelcome = !firstLoad || msSinceFirstPaint() <= BANNER_LATEST_MS;
    const report = (result: Omit<IntroResult, "bannerWelcome">) =>
      // In a task of its own: taking the overlay away and what follows (the banner) are each work a
      // phone should not do in one go (long tasks).
      window.setTimeout(() => onLoadedRef.current({ ...result, bannerWelcome }), 0);

    const notShown = firstLoad ? "introSeen" in root.dataset : phase === null;
    if (notShown) {
      setPhase(null);
      const timer = report({ shown: false, skipped: false });
      return () => window.clearTimeout(timer);
    }
    markSeen();
    // How long the overlay has been on screen: the CSS clock's own time on the page's first load.
    const elapsed = firstLoad ? cssClock(overlayRef.current) : 0;
    let done = false;
    let ticker: number | undefined;
    let timeout: number | undefined;
    let reported: number | undefined;
    const finish = (skipped: boolean) => {
      if (done) return;
      done = true;
      stop();
      // A checked box also stops the page's fade-in (app.css): a skip shows the page at once.
      if (skipped && skipRef.current) skipRef.current.checked = true;
      setPhase("gone");
      reported = report({ shown: true, skipped });
    };
    const onSkip = () => finish(true);
    function stop() {
      window.clearTimeout(ticker);
      window.clearTimeout(timeout);
      window.removeEventListener("keydown", onSkip);
      window.removeEventListener("pointerdown", onSkip);
    }
    if (skipRef.current?.checked) {
      // Tapped away before the scripts came (the box is checked already).
      finish(true);
    } else if (elapsed >= DONE_MS) {
      // Left by CSS before the scripts came.
      finish(false);
    } else {
      // Early: count with the same clock, from where the stylesheet is.
      setPhase(progressAt(elapsed));
      const tick = (at: number) => {
        ticker = window.setTimeout(() => {
          setPhase(progressAt(at));
          tick(at + STEP_MS);
        }, at - elapsed);
      };
      tick((Math.floor(elapsed / STEP_MS) + 1) * STEP_MS);
      timeout = window.setTimeout(() => finish(false), DONE_MS - elapsed);
      window.addEventListener("keydown", onSkip);
      window.addEventListener("pointerdown", onSkip);
    }
    return () => {
      stop();
      window.clearTimeout(reported);
    };
  }, []);

  if (phase === null) return null;
  const skip = (
    <input
      ref={skipRef}
      id="intro-skip"
      type="checkbox"
      className="intro-skip"
      hidden
      aria-hidden
      tabIndex={-1}
    />
  );
  if (phase === "gone") return skip;
  return (
    <>
      {skip}
      <label
        ref={overlayRef}
        htmlFor="intro-skip"
        className="intro-overlay fixed inset-0 z-[60] flex items-center justify-center overflow-hidden bg-brand-900 text-white"
      >
        <noscript>
          <style>{".intro-overlay{display:none}.intro-content{animation:none!important}"}</style>
        </noscript>
        <span aria-hidden className="absolute inset-0">
          <ResponsiveImage name="home-loading-bg" alt="" priority className="size-full object-cover" />
        </span>
        <span className="absolute inset-0 bg-brand-900/40" aria-hidden />
        <span className="relative flex flex-col items-center gap-5 rounded-2xl bg-brand-900/70 px-10 py-8 text-center shadow-xl">
          <span
            aria-hidden
            className="block size-14 rounded-full border-4 border-white/30 border-t-gold-400 motion-safe:animate-spin"
          />
          <span role="status" aria-live="polite" aria-atomic="true" className="block text-lg font-semibold">
            {/* Until JavaScript counts, the stylesheet writes the number (.intro-percent in app.css). */}
            Loading... {phase === "css" ? <span className="intro-percent" /> : `${phase}%`}
          </span>
          <span className="block text-sm text-brand-50">Press any key or tap to skip</span>
        </span>
      </label>
    </>
  );
}

/**
 * What the first render shows: the server's HTML (and hydrating it) shows the overlay as the stylesheet
 * runs it; after a navigation inside the site, JavaScript counts from 0, unless it was seen already.
 */
function initialPhase(): Phase {
  if (typeof document === "undefined" || !document.documentElement.dataset.hydrated) return "css";
  return hasSeen() ? null : 0;
}

/** ms since the overlay appeared, read from its CSS animation (the stylesheet's clock). */
function cssClock(overlay: Element | null): number {
  const animation = overlay
    ?.getAnimations?.()
    .find((a) => (a as CSSAnimation).animationName === CLOCK_ANIMATION);
  const time = animation?.currentTime;
  if (typeof time === "number") return time;
  // No animation to read (an old browser): count from the first paint.
  return Math.max(0, msSinceFirstPaint());
}

/** ms from the page's first contentful paint until now (from the start of the page if not reported). */
export function msSinceFirstPaint(): number {
  try {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return performance.now() - (paint?.startTime ?? 0);
  } catch {
    return 0;
  }
}

function hasSeen(): boolean {
  try {
    return window.sessionStorage.getItem(OVERLAY_SEEN_KEY) === "1";
  } catch {
    // Storage refused (privacy settings): never hold such a visitor behind the overlay.
    return true;
  }
}

function markSeen() {
  try {
    window.sessionStorage.setItem(OVERLAY_SEEN_KEY, "1");
  } catch {
    // Nothing to remember it in; the check above treats such a browser as having seen it.
  }
}
