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
