/**
 * A control of the phones' bottom bar (`SiteTools`): icon over a short label, the full
 * fifth of a 360 px screen wide and 56 px tall (a primary control: at least 44 px).
 */
export const BAR_ITEM =
  "flex h-14 w-full flex-col items-center justify-center gap-0.5 px-1 text-center text-[11px] font-semibold leading-tight text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700";

/**
 * A control of the wider screens' quick-actions rail (`SiteTools`): icon over a short label, the
 * rail's full 72 px wide and at least 56 px tall.
 */
export const RAIL_ITEM =
  "flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1.5 text-center text-[11px] font-semibold leading-tight text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700";

/**
 * The classes of a chrome control by where it sits: the phones' bottom bar, the wider screens' rail,
 * or inline in a header (`className` adds the header's colours).
 */
export function chromeControlClass(variant: "inline" | "bar" | "rail", className = ""): string {
  if (variant === "bar") return BAR_ITEM;
  if (variant === "rail") return RAIL_ITEM;
  return `inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${className}`;
}
