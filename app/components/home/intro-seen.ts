/**
 * The home overlay's "seen in this session" flag (spec 2.1 and 9), in a module of its own: the document
 * shell (`root.tsx`) needs the head script on every page, and importing it from `LoadingOverlay.tsx`
 * put the overlay's code in every page's JavaScript (against the JavaScript budget of architecture 4 "Speed").
 */

/** Set in `sessionStorage` once the overlay has been shown in this browser session. */
export const OVERLAY_SEEN_KEY = "home-loading-seen";

/**
 * Runs in the document head before the first paint of `/`. A visitor who has seen the
 * overlay in this session (or whose browser refuses storage) gets `<html data-intro-seen>`, and CSS
 * hides the overlay. Anyone else is about to see it (it is in the server's HTML and leaves by CSS, with
 * or without the page's scripts), so the flag is set here and now: a parent whose scripts never
 * arrived does not get it again on the next visit.
 */
export const INTRO_SEEN_SCRIPT = `try{if(sessionStorage.getItem("${OVERLAY_SEEN_KEY}")==="1")document.documentElement.dataset.introSeen="";else sessionStorage.setItem("${OVERLAY_SEEN_KEY}","1")}catch(e){document.documentElement.dataset.introSeen=""}`;
