import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import type { HomeSections } from "~content/schemas/home";

/** Set in `sessionStorage` once the banner has opened in this browser session (tests set it to skip it). */
export const BANNER_SEEN_KEY = "home-banner-seen";
/**
 * Set in `localStorage` to the school's date (Asia/Kolkata) on which the banner last opened: it opens
 * once per browser per day, not once per tab (every WhatsApp link opens a new tab).
 */
export const BANNER_DAY_KEY = "home-banner-day";
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Spec 9: the banner's images auto-advance every 3000 ms. */
const ADVANCE_MS = 3000;
/** The fade-out as it closes, in ms (`home-fade-out` on `.home-banner` in app.css). */
const FADE_OUT_MS = 300;

/**
 * The home page's announcement banner (spec 2.1, architecture ruling 7): a modal with two images that opens
 * when it is mounted (the home page mounts it once the page is loaded, and only when the page became
 * interactive soon after its first paint), once per browser per day, and only with JavaScript (it is a
 * nice-to-have, not content). The images advance every 3000 ms and wrap
 * at the ends; Previous and Next move by hand. Advancing pauses while the pointer is over the dialog or
 * keyboard focus is on one of its buttons, and does not happen at all for `prefers-reduced-motion`.
 *
 * It is the browser's own modal `<dialog>` (`showModal()`, docs/decisions/0007): the rest of the page is
 * inert and hidden from assistive technology, Tab stays inside, Escape closes it. Close and a click on
 * the backdrop close it too; it fades out (not with reduced motion), and focus returns to where it was
 * before it opened. `banner` is the published home page's, given by the page.
 */
export function BannerModal({ banner: published }: { banner: HomeSections["banner"] }) {
  const [state, setState] = useState<"waiting" | "open" | "closing" | "closed">("waiting");
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [buttonFocused, setButtonFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // The loader has already replaced the references in its words (`{{Admissions year}}`).
  const banner = published;
  const images = banner.images;

  useEffect(() => {
    if (!claimOpening()) return;
    setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState("open");
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (state !== "open" || !dialog || dialog.open) return;
    dialog.showModal();
    // Focus goes to the dialog itself, not to its first button: focus on a button pauses the slide show.
    dialog.focus();
  }, [state]);

  const autoAdvance = state === "open" && !hovered && !buttonFocused && !reducedMotion;
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoAdvance, images.length]);

  /** Closes now, or after the fade-out (300 ms, app.css) when motion is welcome. */
  const requestClose = () => {
    if (reducedMotion) dialogRef.current?.close();
    else setState("closing");
  };
  useEffect(() => {
    if (state !== "closing") return;
    // The fade's own end closes it (onAnimationEnd); this is the net should the animation not run.
    const timer = window.setTimeout(() => dialogRef.current?.close(), FADE_OUT_MS + 100);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === "waiting" || state === "closed") return null;
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  const buttonFocus = {
    onFocus: () => setButtonFocused(true),
    onBlur: () => setButtonFocused(false),
  };
  const controlButton =
    "inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white";

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape is its keyboard twin (onCancel)
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state={state === "open" ? "open" : "closed"}
      onCancel={(event) => {
        // Escape: fade out like the Close button (the browser closes at once should it insist).
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        setState("closed");
        const target = returnFocusTo.current;
        if (target?.isConnected) target.focus({ preventScroll: true });
      }}
      onClick={(event) => {
        // A click on the backdrop is a click on the dialog element outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        if (
          event.target === event.currentTarget &&
          (x < box.left || x > box.right || y < box.top || y > box.bottom)
        )
          requestClose();
      }}
      onAnimationEnd={(event) => {
        // The backdrop's shorter fade reports here too (as the `::backdrop` pseudo-element): not that one.
        const ended = event.target === event.currentTarget && !event.nativeEvent.pseudoElement;
        if (ended && event.animationName === "home-fade-out") event.currentTarget.close();
      }}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      className="dialog-panel home-banner m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/70 focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3 bg-brand-900 py-2 pr-2 pl-4 text-white">
        <h2 id={titleId} className="text-base font-semibold sm:text-lg">
          {banner.title}
        </h2>
        <button
          type="button"
          aria-label="Close"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          onClick={requestClose}
          {...buttonFocus}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="relative grid bg-brand-50">
        {images.map((picture, i) => (
          <div
            key={picture.image}
            data-current={i === index || undefined}
            aria-hidden={i !== index || undefined}
            className="invisible relative col-start-1 row-start-1 opacity-0 data-current:visible data-current:opacity-100 motion-safe:transition-[opacity,visibility] motion-safe:duration-300"
          >
            <ResponsiveImage
              name={picture.image}
              alt={picture.alt}
              sizes="(min-width: 704px) 672px, calc(100vw - 2rem)"
              className="block aspect-[3/2] h-auto w-full object-cover"
            />
            {(picture.eyebrow || picture.headline) && (
              // Words over the picture, never drawn into it: they follow the settings and can be read aloud.
              // Clear of the Previous button on a phone (it sits over the picture's left edge).
              <div className="absolute inset-y-0 left-0 flex w-[62%] flex-col justify-center gap-2 pr-2 pl-14 text-white sm:pl-[7%]">
                {picture.eyebrow && (
                  <p className="w-fit rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wider text-brand-900 sm:text-sm">
                    {picture.eyebrow}
                  </p>
                )}
                {picture.headline && (
                  <p className="text-xl leading-tight font-bold [text-wrap:balance] sm:text-4xl">
                    {picture.headline}
                  </p>
                )}
              </div>
            )}
          </div>
        ))}
        <div className="absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-between px-2">
          <button
            type="button"
            aria-label="Previous image"
            className={controlButton}
            onClick={() => step(-1)}
            {...buttonFocus}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Next image"
            className={controlButton}
            onClick={() => step(1)}
            {...buttonFocus}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <p className="px-4 py-2 text-center text-sm text-slate-700">
        Image {index + 1} of {images.length}
      </p>
    </dialog>
  );
}

/** The school's calendar date (Asia/Kolkata) of `now`, as YYYY-MM-DD. */
export function schoolDay(now: Date): string {
  return new Date(now.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * True the first time on a school day in this browser (and remembers it): not when it opened earlier
 * today in any tab, nor in this tab's session, nor without storage (a banner is not worth the risk of
 * showing it on every page view).
 */
export function claimOpening(now = new Date()): boolean {
  try {
    if (window.sessionStorage.getItem(BANNER_SEEN_KEY) === "1") return false;
    const today = schoolDay(now);
    if (window.localStorage.getItem(BANNER_DAY_KEY) === today) return false;
    window.localStorage.setItem(BANNER_DAY_KEY, today);
    window.sessionStorage.setItem(BANNER_SEEN_KEY, "1");
    return true;
  } catch {
    return false;
  }
}
