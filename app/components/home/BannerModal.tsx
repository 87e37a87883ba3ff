import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { home } from "~content/home";

/** Set in `sessionStorage` once the banner has opened in this browser session. */
export const BANNER_SEEN_KEY = "home-banner-seen";

/** Spec 9: the banner's images auto-advance every 3000 ms. */
const ADVANCE_MS = 3000;

/**
 * The home page's announcement banner (spec 2.1, DESIGN ruling 7): a modal with two images that opens
 * when it is mounted (the home page mounts it once the page is loaded), once per browser session, and
 * only with JavaScript (it is a nice-to-have, not content). The images advance every 3000 ms and wrap at the ends; Previous and
 * Next move by hand. Advancing pauses while the pointer is over the dialog or keyboard focus is on one
 * of its buttons, and does not happen at all for `prefers-reduced-motion`. Close, Escape and a click
 * on the backdrop close it, and focus returns to where it was before it opened (Radix).
 */
export function BannerModal() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [buttonFocused, setButtonFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const images = home.banner.images;

  useEffect(() => {
    if (!claimOpening()) return;
    setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);

  const autoAdvance = open && !hovered && !buttonFocused && !reducedMotion;
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % images.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [autoAdvance, images.length]);

  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  const buttonFocus = {
    onFocus: () => setButtonFocused(true),
    onBlur: () => setButtonFocused(false),
  };
  const controlButton =
    "inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-backdrop home-banner-backdrop fixed inset-0 z-50 bg-slate-900/70" />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          // Focus goes to the dialog itself, not to a button: focus on a button pauses the slide show.
          // It moves in a task of its own, after the dialog is drawn: one long task is two short ones
          // on a phone (issue 8), and Radix keeps focus inside the dialog meanwhile.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            window.setTimeout(() => contentRef.current?.focus(), 0);
          }}
          // Radix would focus the dialog's trigger, and this dialog has none: back to where focus was.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            if (target?.isConnected) target.focus({ preventScroll: true });
          }}
          onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
          onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
          className="dialog-panel home-banner-panel fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 bg-brand-900 py-2 pr-2 pl-4 text-white">
            <Dialog.Title className="text-base font-semibold sm:text-lg">{home.banner.title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
              {...buttonFocus}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative grid bg-brand-50">
            {images.map((picture, i) => (
              <div
                key={picture.image}
                data-current={i === index || undefined}
                aria-hidden={i !== index || undefined}
                className="invisible col-start-1 row-start-1 opacity-0 data-current:visible data-current:opacity-100 motion-safe:transition-[opacity,visibility] motion-safe:duration-300"
              >
                <ResponsiveImage
                  name={picture.image}
                  alt={picture.alt}
                  sizes="(min-width: 704px) 672px, calc(100vw - 2rem)"
                  className="block aspect-[3/2] h-auto w-full object-cover"
                />
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** True the first time in a browser session (and remembers it); false after, or without storage. */
function claimOpening(): boolean {
  try {
    if (window.sessionStorage.getItem(BANNER_SEEN_KEY) === "1") return false;
    window.sessionStorage.setItem(BANNER_SEEN_KEY, "1");
    return true;
  } catch {
    return false;
  }
}
