import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useId } from "react";
import { BehaviourScript } from "~/components/BehaviourScript";
import { useWords } from "~/lib/site/language";
import { blockWords } from "~content/words/blocks";

export { SWIPE_THRESHOLD_PX, swipeDirection } from "~/behaviours/lib/motion";

export interface CarouselSlide {
  key: string;
  content: React.ReactNode;
  /** e.g. "Slide 2 of 9: Science lab" */
  label?: string;
}

/** Slides visible at once: `base` below 600 px, `md` 600–1023 px, `lg` from 1024 px. */
export interface CarouselPerView {
  base: number;
  md?: number;
  lg?: number;
}

/**
 * An accessible carousel (spec 2.1 and 9, architecture ruling 8), drawn on the server and driven in the
 * browser by the plain behaviour `app/behaviours/carousel.ts` (Embla's core and autoplay, no React):
 * this component only writes the HTML and its options (`data-autoplay`, `data-speed`, `data-loop`).
 *
 * - The slide width is plain CSS (`perView` per breakpoint), so the server-rendered HTML already shows
 *   the right number of slides. Until the behaviour starts (or without JavaScript) the viewport is a
 *   native horizontal scroller with scroll-snap: every slide stays reachable, nothing is hidden. The
 *   behaviour starts when the carousel is near the screen; the buttons are in the HTML, hidden until then.
 * - One slide per step; swipe and drag, where 40 px is enough to move (spec 9; Embla alone wants a flick
 *   or half a slide); Previous/Next buttons, optional dots ("Go to slide N", `aria-current` on the
 *   selected one).
 * - Autoplay (`autoplayMs`, default 5000) pauses while the mouse is over the carousel or keyboard
 *   focus is inside it, resumes when they leave, and has a visible Pause/Play button. With
 *   `prefers-reduced-motion: reduce` there is no autoplay and no animated scrolling.
 */
export function Carousel({
  label,
  slides,
  perView = { base: 1 },
  autoplayMs = 5000,
  speed = 500,
  loop = true,
  dots = false,
  arrows = true,
  className,
}: {
  label: string;
  slides: CarouselSlide[];
  perView?: CarouselPerView;
  autoplayMs?: number | false;
  speed?: number;
  loop?: boolean;
  dots?: boolean;
  arrows?: boolean;
  className?: string;
}) {
  const id = useId();
  const words = useWords(blockWords);
  const hasAutoplay = typeof autoplayMs === "number" && autoplayMs > 0 && slides.length > 1;
  const md = perView.md ?? perView.base;
  const lg = perView.lg ?? md;
  const vars = {
    "--carousel-base": perView.base,
    "--carousel-md": md,
    "--carousel-lg": lg,
  } as React.CSSProperties;
  const controls = slides.length > 1;
  const controlButton =
    "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      style={vars}
      data-behaviour="carousel"
      data-autoplay={hasAutoplay ? autoplayMs : undefined}
      data-speed={speed}
      data-loop={loop ? "" : undefined}
    >
      {controls && <BehaviourScript name="carousel" />}
      <div
        data-carousel-viewport=""
        // biome-ignore lint/a11y/noNoninteractiveTabindex: until the behaviour runs (or without JavaScript) the row scrolls natively, and a scrolling region must be reachable by keyboard; the behaviour takes this away when the buttons appear
        tabIndex={0}
        className="carousel-viewport snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] data-ready:snap-none data-ready:overflow-hidden [&::-webkit-scrollbar]:hidden"
      >
        <div id={`${id}-slides`} className="flex touch-pan-y" aria-live="polite">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label ?? words.slideOf(index + 1, slides.length)}
              // A slide out of sight is not drawn (content-visibility), so its picture is fetched only as it
              // comes into view: a phone on slow data loads the slides it is shown, not every slide.
              className="mr-4 min-w-0 shrink-0 grow-0 snap-start [contain-intrinsic-size:auto_240px] [content-visibility:auto] basis-[calc((100%-(var(--carousel-base)-1)*1rem)/var(--carousel-base))] min-[600px]:basis-[calc((100%-(var(--carousel-md)-1)*1rem)/var(--carousel-md))] min-[1024px]:basis-[calc((100%-(var(--carousel-lg)-1)*1rem)/var(--carousel-lg))]"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {/* The row keeps its height before the buttons appear (no layout shift). They are in the HTML,
          hidden, until the behaviour starts. */}
      <div className="mt-3 flex min-h-10 flex-wrap items-center justify-center gap-2">
        {controls && arrows && (
          <button
            type="button"
            hidden
            data-carousel-prev=""
            className={controlButton}
            aria-controls={`${id}-slides`}
            aria-label={words.previousSlide}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
        )}
        {controls && dots && (
          <div data-carousel-dots="" hidden className="flex flex-wrap items-center justify-center">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                data-carousel-dot={index}
                className="group inline-flex size-6 items-center justify-center"
                aria-controls={`${id}-slides`}
                aria-label={words.goToSlide(index + 1)}
                aria-current={index === 0 ? "true" : undefined}
              >
                <span
                  aria-hidden
                  className="block size-2.5 rounded-full border border-brand-700 bg-white transition-colors group-hover:bg-brand-100 group-aria-[current=true]:bg-brand-700"
                />
              </button>
            ))}
          </div>
        )}
        {controls && arrows && (
          <button
            type="button"
            hidden
            data-carousel-next=""
            className={controlButton}
            aria-controls={`${id}-slides`}
            aria-label={words.nextSlide}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        )}
        {hasAutoplay && (
          <button
            type="button"
            hidden
            data-carousel-pause=""
            className="group ml-1 inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 shadow-sm hover:bg-brand-50"
            aria-label={words.pauseShow}
            // The behaviour names the button by these as it pauses and plays, in the page's language.
            data-pause-label={words.pauseShow}
            data-play-label={words.playShow}
          >
            {/* Both words are in the HTML; `data-paused` (set by the behaviour, with the name) shows one. */}
            <Pause aria-hidden className="size-4 group-data-paused:hidden" />
            <Play aria-hidden className="hidden size-4 group-data-paused:block" />
            <span aria-hidden className="group-data-paused:hidden">
              {words.pause}
            </span>
            <span aria-hidden className="hidden group-data-paused:inline">
              {words.play}
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
