import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { OVERLAY_SEEN_KEY } from "./intro-seen";

/** Spec 9: progress rises by 5 every 200 ms; 500 ms after 100 it is done; 2000 ms at the latest. */
const STEP = 5;
const STEP_MS = 200;
const AFTER_FULL_MS = 500;
const TIMEOUT_MS = 2000;

/**
 * The home page's first-visit loading screen (spec 2.1 and 9, DESIGN ruling 7): a full-screen school
 * building picture with a spinner and "Loading... N%", over the page that the server has already
 * rendered (nothing is withheld from the HTML), and only on the first home-page view in a browser
 * session.
 *
 * It is part of the server's HTML, at 0%, so its picture is painted with the first frame instead of
 * appearing after the scripts run (which made it the page's late "largest contentful paint"). Two
 * guards keep it from showing where it should not: without JavaScript a `<noscript>` style hides it,
 * and for a visitor who has seen it, a small inline script in the document head (`INTRO_SEEN_SCRIPT`,
 * run before the first paint) marks `<html data-intro-seen>`, which CSS hides it by (app.css).
 *
 * `onLoaded(shown)` is called once: when the overlay is done (N reaches 100 and 500 ms pass, or the
 * 2000 ms timer, whichever is first), or straight away with `shown = false` when it is not shown.
 * Any key or a tap dismisses it early, so keyboard users are never held behind it; it does not take
 * focus, and once gone it leaves nothing on the page that could catch a click.
 */
export function LoadingOverlay({ onLoaded }: { onLoaded: (shown: boolean) => void }) {
  const [percent, setPercent] = useState<number | null>(0);
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  useEffect(() => {
    if (hasSeen()) {
      setPercent(null);
      onLoadedRef.current(false);
      return;
    }
    // On the page's first load the overlay has been on screen since the first paint (it is in the
    // server's HTML), so the time spent loading the scripts counts: the 2000 ms run from the start of
    // the page, not from when the scripts arrived. After a navigation inside the site it starts now.
    const elapsed = document.documentElement.dataset.hydrated ? 0 : Math.min(performance.now(), TIMEOUT_MS);
    let done = false;
    let progress = Math.min(100, Math.floor(elapsed / STEP_MS) * STEP);
    if (progress > 0) setPercent(progress);
    let afterFull: number | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      stop();
      markSeen();
      setPercent(null);
      // In a task of its own: taking the overlay away and what follows (the fade, the banner) are each
      // work a phone should not do in one go (issue 8: long tasks).
      window.setTimeout(() => onLoadedRef.current(true), 0);
    };
    const ticker = window.setInterval(() => {
      progress = Math.min(100, progress + STEP);
      setPercent(progress);
      if (progress >= 100) {
        window.clearInterval(ticker);
        afterFull = window.setTimeout(finish, AFTER_FULL_MS);
      }
    }, STEP_MS);
    const timeout = window.setTimeout(finish, TIMEOUT_MS - elapsed);
    // A visitor who presses a key or taps does not wait.
    window.addEventListener("keydown", finish);
    window.addEventListener("pointerdown", finish);
    function stop() {
      window.clearInterval(ticker);
      window.clearTimeout(timeout);
      window.clearTimeout(afterFull);
      window.removeEventListener("keydown", finish);
      window.removeEventListener("pointerdown", finish);
    }
    return stop;
  }, []);

  if (percent === null) return null;
  return (
    <div className="intro-overlay fixed inset-0 z-[60] flex items-center justify-center overflow-hidden bg-brand-900 text-white">
      <noscript>
        <style>{".intro-overlay{display:none}"}</style>
      </noscript>
      <div aria-hidden className="absolute inset-0">
        <ResponsiveImage name="home-loading-bg" alt="" priority className="size-full object-cover" />
      </div>
      <div className="absolute inset-0 bg-brand-900/40" aria-hidden />
      <div className="relative flex flex-col items-center gap-5 rounded-2xl bg-brand-900/70 px-10 py-8 text-center shadow-xl">
        <span
          aria-hidden
          className="block size-14 rounded-full border-4 border-white/30 border-t-gold-400 motion-safe:animate-spin"
        />
        <p role="status" aria-live="polite" aria-atomic="true" className="text-lg font-semibold">
          Loading... {percent}%
        </p>
        <p className="text-sm text-brand-50">Press any key or tap to skip</p>
      </div>
    </div>
  );
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
