import { BehaviourScript } from "~/components/BehaviourScript";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { useWords } from "~/lib/site/language";
import { pageWords } from "~content/words/pages";

export {
  AFTER_FULL_MS,
  DONE_MS,
  LEAVE_MS,
  progressAt,
  STEP,
  STEP_MS,
  TIMEOUT_MS,
} from "~/behaviours/lib/intro";

/**
 * The home page's first-visit loading screen (spec 2.1 and 9, architecture rulings 7 and 13): a full-screen
 * school building picture with a spinner and "Loading... N%", over the page the server has already
 * rendered, on the first home-page view in a browser session only.
 *
 * It runs on CSS alone (app.css), on the specification's clock measured from the moment it is drawn:
 * the count rises 0, 5, 10 … every 200 ms (`progressAt`) and the overlay leaves at 2000 ms (`DONE_MS`),
 * whether or not any script has arrived on a slow phone. A tap anywhere skips it at once: the overlay
 * is the `<label>` of a hidden checkbox, and a checked box hides it. Any key skips it too, by the small
 * behaviour `app/behaviours/loading-overlay.ts` (a keyboard user is never held behind it; it does not
 * take focus). Without JavaScript at all the document head's `<noscript>` style hides it (`NO_SCRIPT_STYLE`, ruling 7); for a visitor who
 * has seen it this session, the head's inline script (`app/behaviours/inline/intro-seen.ts`) marks `<html data-intro-seen>` before
 * the first paint and CSS hides it.
 */
export function LoadingOverlay() {
  const words = useWords(pageWords);
  return (
    <>
      <BehaviourScript name="loading-overlay" />
      <input id="intro-skip" type="checkbox" className="intro-skip" hidden aria-hidden tabIndex={-1} />
      <label
        htmlFor="intro-skip"
        className="intro-overlay fixed inset-0 z-[60] flex items-center justify-center overflow-hidden bg-brand-900 text-white"
      >
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
            {/* The stylesheet writes the number (.intro-percent in app.css). */}
            {`${words.loading} `}
            <span className="intro-percent" />
          </span>
          <span className="block text-sm text-brand-50">{words.skipIntro}</span>
        </span>
      </label>
    </>
  );
}
