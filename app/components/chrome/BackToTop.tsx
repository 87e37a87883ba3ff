import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { BAR_ITEM } from "./bar";

/** Scroll distance (px) after which the button appears (spec 9). */
export const BACK_TO_TOP_AFTER = 300;

function toTop() {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: still ? "auto" : "smooth" });
  document.querySelector<HTMLElement>("a[href='#main']")?.focus({ preventScroll: true });
}

/**
 * "Back to top" (spec 2.1): appears once the page is scrolled more than 300 px; scrolls to the top (at
 * once for `prefers-reduced-motion`) and moves keyboard focus to the skip link at the top.
 */
export function BackToTop({ variant = "float" }: { variant?: "float" | "bar" }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  if (variant === "bar") {
    return (
      <button type="button" onClick={toTop} className={BAR_ITEM}>
        <ArrowUp aria-hidden className="size-5" />
        <span aria-hidden>Top</span>
        <span className="sr-only">Back to top</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toTop}
      className="fixed bottom-4 right-3 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-800 text-white shadow-lg hover:bg-brand-900"
    >
      <ArrowUp aria-hidden className="size-5" />
      <span className="sr-only">Back to top</span>
    </button>
  );
}
