import { useId } from "react";

export interface MarqueeItem {
  key: string | number;
  content: React.ReactNode;
}

/**
 * A line of items that scrolls right to left (the header's notification ticker and the home page's
 * announcement marquee, spec 2.1). It pauses on hover and on keyboard focus, has a visible pause
 * checkbox that works even without JavaScript, and stands still for `prefers-reduced-motion`
 * (DESIGN ruling 8). The items are written twice for a seamless loop; the copy is hidden from
 * assistive technology. With no items it shows `emptyText`.
 *
 * `secondsPerItem` sets the speed (the loop takes items × seconds, at least 20 s).
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
  if (items.length === 0) {
    return <p className="truncate px-3 py-1.5 text-sm">{emptyText}</p>;
  }
  const duration = `${Math.max(20, items.length * secondsPerItem)}s`;
  const row = (copy: boolean) => (
    <ul
      className={`flex shrink-0 items-center gap-10 pr-10 ${copy ? "marquee-copy" : ""}`}
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.key} className="whitespace-nowrap">
          {copy ? <span inert>{item.content}</span> : item.content}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={label} className="marquee flex min-w-0 items-center gap-2 text-sm">
      <div className="marquee-viewport min-w-0 flex-1 overflow-hidden py-1.5">
        <div
          className="marquee-track flex w-max"
          style={{ "--marquee-duration": duration } as React.CSSProperties}
        >
          {row(false)}
          {row(true)}
        </div>
      </div>
      <label
        htmlFor={pauseId}
        className={`marquee-toggle flex shrink-0 cursor-pointer items-center gap-1.5 rounded px-2 py-1 text-xs font-medium ${
          tone === "dark" ? "hover:bg-white/10" : "hover:bg-brand-100"
        }`}
      >
        <input id={pauseId} type="checkbox" className="marquee-pause size-4 accent-gold-400" />
        Pause
      </label>
    </section>
  );
}
