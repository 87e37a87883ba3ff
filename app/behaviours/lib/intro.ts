/**
 * The home page's first-visit rules (spec 2.1 and 9, architecture rulings 7 and 13), shared by the
 * home behaviours (`loading-overlay.ts`, `banner.ts`) and the components that draw their HTML. Plain
 * code, no React: it must not come into the browser with the framework.
 */

/** Spec 9: the overlay's count rises by 5 every 200 ms; 500 ms after 100 it is done; 2000 ms at the latest. */
export const STEP = 5;
export const STEP_MS = 200;
export const AFTER_FULL_MS = 500;
export const TIMEOUT_MS = 2000;
/** When the overlay is done, in ms after it appeared: 100% plus 500 ms, or the 2000 ms timer if sooner. */
export const DONE_MS = Math.min(TIMEOUT_MS, (100 / STEP) * STEP_MS + AFTER_FULL_MS);

/** How long the overlay takes to fade out once done, in ms (it shows "100%" meanwhile). */
export const LEAVE_MS = 100;

/**
 * The percentage the overlay shows `elapsed` ms after it appeared: 0, 5, 10, … every 200 ms, and 100
 * from the moment the page is loaded (`DONE_MS`: spec 2.1's 2000 ms timer comes before the count's own
 * 100 % and 500 ms, and completes it).
 */
export function progressAt(elapsed: number): number {
  if (elapsed >= DONE_MS) return 100;
  return Math.max(0, Math.min(100, Math.floor(elapsed / STEP_MS) * STEP));
}

/**
 * The banner opens only for a page whose scripts were running within this many ms of its first paint:
 * a pop-up over a page the parent is already reading is worse than none (decisions 0011 and 0022).
 */
export const BANNER_LATEST_MS = 3000;
/** Spec 9: the banner's images auto-advance every 3000 ms. */
export const BANNER_ADVANCE_MS = 3000;

/** Set in `sessionStorage` once the banner has opened in this browser session (tests set it to skip it). */
export const BANNER_SEEN_KEY = "home-banner-seen";
/**
 * Set in `localStorage` to the school's date (Asia/Kolkata) on which the banner last opened: it opens
 * once per browser per day, not once per tab (every WhatsApp link opens a new tab).
 */
export const BANNER_DAY_KEY = "home-banner-day";
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The school's calendar date (Asia/Kolkata) of `now`, as YYYY-MM-DD. */
export function schoolDay(now: Date): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * True the first time on a school day in this browser (and remembers it): not when it opened earlier
 * today in any tab, nor in this tab's session, nor without storage (a banner is not worth the risk of
 * showing it on every page view).
 */
export function claimOpening(now = new Date()): boolean {
  try {
    if (window.sessionStorage.getItem(BANNER_SEEN_KEY) === "1") return false;
    const today = schoolDay(now);
    if (window.localStorage.getItem(BANNER_DAY_KEY) === today) return false;
    window.localStorage.setItem(BANNER_DAY_KEY, today);
    window.sessionStorage.setItem(BANNER_SEEN_KEY, "1");
    return true;
  } catch {
    return false;
  }
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

/** The name of the overlay's CSS clock (`@keyframes intro-leave` in app.css). */
export const CLOCK_ANIMATION = "intro-leave";

/** The overlay's CSS clock (`intro-leave`), while it has one. */
export function overlayClock(overlay: Element): Animation | undefined {
  return overlay
    .getAnimations?.()
    .find((animation) => (animation as CSSAnimation).animationName === CLOCK_ANIMATION);
}

/**
 * ms until the loading overlay is done: 0 when it is not showing (seen this session, skipped, gone, or
 * not on the page). Read from the stylesheet's own clock, which started when the overlay was drawn.
 */
export function overlayRemainingMs(): number {
  const overlay = document.querySelector<HTMLElement>(".intro-overlay");
  const box = document.getElementById("intro-skip") as HTMLInputElement | null;
  if (!overlay || box?.checked || "introSeen" in document.documentElement.dataset) return 0;
  if (getComputedStyle(overlay).display === "none") return 0;
  const clock = overlayClock(overlay);
  const elapsed = typeof clock?.currentTime === "number" ? clock.currentTime : performance.now();
  return Math.max(0, DONE_MS - elapsed);
}
