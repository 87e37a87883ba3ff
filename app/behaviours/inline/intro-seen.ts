/**
 * The home overlay's "seen in this session" flag (spec 2.1 and 9), written into the head of `/` and run
 * before its first paint (`<InlineScript name="intro-seen">` in app/root.tsx). A visitor who has seen
 * the overlay in this session (or whose browser refuses storage) gets `<html data-intro-seen>`, and CSS
 * hides the overlay. Anyone else is about to see it (it is in the server's HTML and leaves by CSS, with
 * or without a script), so the flag is set here and now: a parent whose scripts never arrived does not
 * get it again on the next visit. The overlay's behaviour (app/behaviours/lib/intro.ts) reads the same
 * `data-intro-seen`.
 */

/** Set in `sessionStorage` once the overlay has been shown in this browser session. */
const OVERLAY_SEEN_KEY = "home-loading-seen";

try {
  if (sessionStorage.getItem(OVERLAY_SEEN_KEY) === "1") document.documentElement.dataset.introSeen = "";
  else sessionStorage.setItem(OVERLAY_SEEN_KEY, "1");
} catch {
  // Storage refused (a private window, a strict setting): no overlay rather than one on every visit.
  document.documentElement.dataset.introSeen = "";
}
