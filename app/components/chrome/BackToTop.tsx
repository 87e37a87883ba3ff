import { ArrowUp } from "lucide-react";
import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";
import { BAR_ITEM, RAIL_ITEM } from "./bar";

/** Scroll distance (px) after which the control appears (spec 9; app.css "Back to top" uses it). */
export const BACK_TO_TOP_AFTER = 300;

/**
 * "Back to top" (spec 2.1): a link to `#top`, which the browser takes to the top of the document
 * with no script (HTML's "top" fragment), moving the keyboard's starting point there too. It appears
 * once the page is scrolled more than 300 px: a scroll-driven CSS animation (app.css "Back to top");
 * a browser without those shows it all the time. `variant`: "rail" in the wider screens'
 * quick-actions rail, "bar" in the phones' bottom bar.
 */
export function BackToTop({ variant = "rail" }: { variant?: "rail" | "bar" }) {
  const words = useWords(chromeWords);
  return (
    <a href="#top" className={`back-to-top ${variant === "bar" ? BAR_ITEM : RAIL_ITEM}`}>
      <ArrowUp aria-hidden className="size-5" />
      <span aria-hidden>{words.top}</span>
      <span className="sr-only">{words.backToTop}</span>
    </a>
  );
}
