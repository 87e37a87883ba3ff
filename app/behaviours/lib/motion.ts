/**
 * Small rules shared by the behaviours and the components that draw their HTML (no DOM, no React):
 * safe to import from both sides. Spec 9 gives the numbers.
 */

/** Spec 9: a swipe (or drag) of 40 px moves a carousel by one slide. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Where a finished swipe of `dx`, `dy` px (end minus start) should go: 1 the next slide, -1 the previous,
 * 0 nowhere (too short, or more up and down than sideways: the visitor was scrolling the page).
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Embla's `duration` is not in milliseconds: 25 (its default) covers 95% of a step in about 500 ms. */
export function emblaDuration(speedMs: number): number {
  return Math.min(60, Math.max(10, Math.round(speedMs / 20)));
}

/** True when the visitor asked for reduced motion (false where the browser cannot say). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Runs `wire` once the document's HTML is all there (a module script may run while it is still parsed). */
export function whenParsed(wire: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire, { once: true });
  else wire();
}
