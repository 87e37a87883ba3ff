/**
 * The loading overlay's keyboard skip (spec 2.1, architecture rulings 7 and 13). Everything else about
 * the overlay is CSS (app.css: it counts 0, 5, 10 … every 200 ms from the moment it is drawn and leaves
 * at 2000 ms; a tap checks its checkbox, which hides it). Here any key does what a tap does, so a
 * keyboard user is never held behind it; the `change` event tells the banner the overlay is gone.
 */
import { overlayRemainingMs } from "./lib/intro";
import { whenParsed } from "./lib/motion";

whenParsed(() => {
  const box = document.getElementById("intro-skip") as HTMLInputElement | null;
  if (!box || overlayRemainingMs() === 0) return;
  const skip = () => {
    if (box.checked) return;
    box.checked = true;
    box.dispatchEvent(new Event("change"));
  };
  window.addEventListener("keydown", skip, { once: true });
  // Once it has left by itself, a key does nothing to it (nor to the fade-in under it).
  window.setTimeout(() => window.removeEventListener("keydown", skip), overlayRemainingMs());
});
