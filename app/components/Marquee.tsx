import { Check } from "lucide-react";
import { useId } from "react";
import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";

export interface MarqueeItem {
  key: string | number;
  content: React.ReactNode;
}

/**
 * A line of items that scrolls right to left (the header's notification ticker and the home page's
 * announcement marquee, spec 2.1). It pauses on hover and on keyboard focus, has a visible pause
 * checkbox that works even without JavaScript, and stands still for `prefers-reduced-motion`
 * (architecture ruling 8). The items are written twice for a seamless loop; the copy is hidden from
 * assistive technology. With no items it shows `emptyText`.
 *
 * `secondsPerItem` sets the speed (the loop takes items × seconds, at least 20 s).
 *
 * Touch: every link in an item and the pause control are at least 24 × 24 CSS px
 * (WCAG 2.2 target size), and an item never wraps, so a phone number in it stays on one line.
 */
export function Marquee({
  items,
  label,
  emptyText,
  secondsPerItem = 9,
  tone = "dark",
}: {
  items: MarqueeItem[];
  label: string;
  emptyText: string;
  secondsPerItem?: number;
  tone?: "dark" | "light";
}) {
  const pauseId = useId();
  const words = useWords(chromeWords);
  if (items.length === 0) {
    return <p className="truncate px-3 py-2 text-sm">{emptyText}</p>;
  }
  const duration = `${Math.max(20, items.length * secondsPerItem)}s`;
  const row = (copy: boolean) => (
    <ul
      className={`flex shrink-0 items-center gap-10 pr-10 ${copy ? "marquee-copy" : ""}`}
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        // A link in an item is a 24 px tall block (20 px line and 2 px above and below).
        <li key={item.key} className="whitespace-nowrap leading-5 [&_a]:inline-block [&_a]:py-0.5">
          {copy ? <span inert>{item.content}</span> : item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={label} className="marquee flex min-w-0 items-center gap-2 text-sm">
      <div className="marquee-viewport min-w-0 flex-1 overflow-hidden py-1">
        <div
          className="marquee-track flex w-max"
          style={{ "--marquee-duration": duration } as React.CSSProperties}
        >
          {row(false)}
          {row(true)}
        </div>
      </div>
      {/* The checkbox itself covers the whole label (at least 52 × 28 px) but is transparent; the box
          drawn beside "Pause" shows its state, the label's outline its keyboard focus. The label's own
          background is opaque: contrast checkers otherwise take the coloured school labels scrolling in
          the track beside it for its background. */}
      <label
        htmlFor={pauseId}
        className={`marquee-toggle relative flex min-h-7 shrink-0 cursor-pointer items-center gap-1.5 rounded px-2 text-xs font-medium has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-gold-400 ${
          tone === "dark" ? "bg-brand-900 hover:bg-brand-800" : "bg-white hover:bg-brand-100"
        }`}
      >
        <input
          id={pauseId}
          type="checkbox"
          className="marquee-pause peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden
          className={`grid size-3.5 place-content-center rounded-sm border-[1.5px] border-current peer-checked:border-gold-400 peer-checked:bg-gold-400 peer-checked:text-brand-900 peer-checked:[&>svg]:visible ${
            tone === "dark" ? "" : "text-brand-800"
          }`}
        >
          <Check className="invisible size-3" strokeWidth={3.5} />
        </span>
        {words.pause}
      </label>
    </section>
  );
}
