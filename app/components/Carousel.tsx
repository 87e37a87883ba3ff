import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";

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

/** Spec 9: a swipe (or drag) of 40 px moves the carousel by one slide. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Where a finished swipe of `dx`, `dy` px (end minus start) should go: 1 the next slide, -1 the previous,
 * 0 nowhere (too short, or more up and down than sideways: the visitor was scrolling the page).
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Embla's `duration` is not in milliseconds: 25 (its default) covers 95% of a step in about 500 ms. */
function emblaDuration(speedMs: number): number {
  return Math.min(60, Math.max(10, Math.round(speedMs / 20)));
}

function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * An accessible carousel on Embla (spec 2.1 and 9, architecture ruling 8).
 *
 * - The slide width is plain CSS (`perView` per breakpoint), so the server-rendered HTML already shows
 *   the right number of slides. Until Embla starts (or without JavaScript) the viewport is a native
 *   horizontal scroller with scroll-snap: every slide stays reachable, nothing is hidden. Embla starts
 *   when the carousel is near the screen (the buttons appear then).
 * - One slide per step; swipe and drag from Embla, where 40 px is enough to move (spec 9; Embla alone
 *   wants a flick or half a slide); Previous/Next buttons, optional dots ("Go to slide N",
 *   `aria-current` on the selected one).
 * - Autoplay (`autoplayMs`, default 5000) pauses while the mouse is over the carousel or keyboard
 *   focus is inside it, resumes when they leave, and has a visible Pause/Play button. With `prefers-reduced-motion: reduce`
 *   there is no autoplay and no animated scrolling.
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
  const reducedMotion = usePrefersReducedMotion();
  const hasAutoplay = typeof autoplayMs === "number" && autoplayMs > 0 && slides.length > 1;

  const plugins = useMemo(
    () =>
      hasAutoplay
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              // Hover, focus and the Pause button are handled below; a swipe stops the timer and
              // `pointerUp` restarts it when it should run.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [hasAutoplay, autoplayMs],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(
    {
      loop,
      align: "start",
      slidesToScroll: 1,
      containScroll: "trimSnaps",
      dragThreshold: 10,
      duration: reducedMotion ? 0 : emblaDuration(speed),
    },
    plugins,
  );

  const viewportNode = useRef<HTMLDivElement | null>(null);
  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      if (!node) viewportRef(null);
    },
    [viewportRef],
  );

  // Embla starts when the carousel comes within half a screen of view, in a task of its own: starting
  // measures every slide, and a page with several carousels would otherwise do all of that while it
  // hydrates, on a phone's slow processor. Until then the row scrolls natively.
  useEffect(() => {
    const node = viewportNode.current;
    if (!node) return;
    let timer: number | undefined;
    const start = () => {
      observer?.disconnect();
      timer = window.setTimeout(() => viewportRef(node), 0);
    };
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: "50% 0px",
          })
        : undefined;
    if (observer) observer.observe(node);
    else start();
    return () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [viewportRef]);

  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const shouldPlay = hasAutoplay && ready && !reducedMotion && !userPaused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);
  shouldPlayRef.current = shouldPlay;
  const reducedMotionRef = useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;

  // A swipe of SWIPE_THRESHOLD_PX moves one slide. Embla settles a slow drag on the nearest slide (half
  // a slide's drag); where it stays on the slide the drag began on, this moves it on. The pointer's
  // path is followed here, as Embla's events do not carry it.
  useEffect(() => {
    if (!emblaApi) return;
    const viewport = emblaApi.rootNode();
    let start: { x: number; y: number; index: number } | null = null;
    let last = { x: 0, y: 0 };
    const onDown = (event: PointerEvent) => {
      if (!event.isPrimary) return;
      start = { x: event.clientX, y: event.clientY, index: emblaApi.selectedScrollSnap() };
      last = { x: event.clientX, y: event.clientY };
    };
    const onMove = (event: PointerEvent) => {
      if (start && event.isPrimary) last = { x: event.clientX, y: event.clientY };
    };
    const onUp = (api: EmblaCarouselType) => {
      if (!start) return;
      const direction = swipeDirection(last.x - start.x, last.y - start.y);
      const from = start.index;
      start = null;
      if (direction === 0 || api.selectedScrollSnap() !== from) return;
      if (direction > 0) api.scrollNext(reducedMotionRef.current);
      else api.scrollPrev(reducedMotionRef.current);
    };
    viewport.addEventListener("pointerdown", onDown, { passive: true });
    window.addEventListener("pointermove", onMove, { passive: true });
    emblaApi.on("pointerUp", onUp);
    return () => {
      viewport.removeEventListener("pointerdown", onDown);
      window.removeEventListener("pointermove", onMove);
      emblaApi.off("pointerUp", onUp);
    };
  }, [emblaApi]);

  // Start Embla where the visitor had scrolled natively before it loaded, then take over.
  useEffect(() => {
    if (!emblaApi) return;
    const viewport = viewportNode.current;
    if (viewport && viewport.scrollLeft > 0) {
      const first = emblaApi.slideNodes()[0];
      const width = first ? first.getBoundingClientRect().width : 0;
      const index = width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
      viewport.scrollLeft = 0;
      emblaApi.scrollTo(index, true);
    }
    const sync = (api: EmblaCarouselType) => {
      setSnapCount(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const restart = (api: EmblaCarouselType) => {
      if (shouldPlayRef.current) api.plugins().autoplay?.play();
    };
    sync(emblaApi);
    setReady(true);
    emblaApi.on("select", sync).on("reInit", sync).on("pointerUp", restart);
    return () => {
      emblaApi.off("select", sync).off("reInit", sync).off("pointerUp", restart);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [emblaApi, shouldPlay]);

  const jump = reducedMotion;
  const afterManualMove = () => emblaApi?.plugins().autoplay?.reset();
  const prev = () => {
    emblaApi?.scrollPrev(jump);
    afterManualMove();
  };
  const next = () => {
    emblaApi?.scrollNext(jump);
    afterManualMove();
  };
  const goTo = (index: number) => {
    emblaApi?.scrollTo(index, jump);
    afterManualMove();
  };

  const md = perView.md ?? perView.base;
  const lg = perView.lg ?? md;
  const vars = {
    "--carousel-base": perView.base,
    "--carousel-md": md,
    "--carousel-lg": lg,
  } as React.CSSProperties;

  const showControls = ready && slides.length > 1;
  const showPause = showControls && hasAutoplay && !reducedMotion;
  const controlButton =
    "inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      style={vars}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses; a mouse click on a control does not keep it paused after leaving.
        if (focusIsVisible(event.target)) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={setViewport}
        data-ready={ready || undefined}
        // Until Embla runs (or without JavaScript) the row scrolls natively: keyboard users reach it too.
        tabIndex={ready ? undefined : 0}
        className="carousel-viewport snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] data-ready:snap-none data-ready:overflow-hidden [&::-webkit-scrollbar]:hidden"
      >
        <div id={`${id}-slides`} className="flex touch-pan-y" aria-live={shouldPlay ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group, not a form fieldset
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label ?? `${index + 1} of ${slides.length}`}
              className="mr-4 min-w-0 shrink-0 grow-0 snap-start basis-[calc((100%-(var(--carousel-base)-1)*1rem)/var(--carousel-base))] min-[600px]:basis-[calc((100%-(var(--carousel-md)-1)*1rem)/var(--carousel-md))] min-[1024px]:basis-[calc((100%-(var(--carousel-lg)-1)*1rem)/var(--carousel-lg))]"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {/* Without JavaScript there are no buttons: show the native scrollbar instead. */}
      <noscript>
        <style>{".carousel-viewport{scrollbar-width:thin}"}</style>
      </noscript>
      {/* The row keeps its height before the buttons appear (no layout shift). */}
      <div className="mt-3 flex min-h-10 flex-wrap items-center justify-center gap-2">
        {showControls && arrows && (
          <button
            type="button"
            className={controlButton}
            onClick={prev}
            disabled={!canPrev}
            aria-controls={`${id}-slides`}
            aria-label="Previous slide"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
        )}
        {showControls && dots && (
          <div className="flex flex-wrap items-center justify-center">
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
                key={index}
                type="button"
                className="group inline-flex size-6 items-center justify-center"
                onClick={() => goTo(index)}
                aria-controls={`${id}-slides`}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
              >
                <span
                  aria-hidden
                  className={`block size-2.5 rounded-full border border-brand-700 transition-colors ${
                    index === selected ? "bg-brand-700" : "bg-white group-hover:bg-brand-100"
                  }`}
                />
              </button>
            ))}
          </div>
        )}
        {showControls && arrows && (
          <button
            type="button"
            className={controlButton}
            onClick={next}
            disabled={!canNext}
            aria-controls={`${id}-slides`}
            aria-label="Next slide"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        )}
        {showPause && (
          <button
            type="button"
            className="ml-1 inline-flex h-10 items-center gap-1.5 rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-800 shadow-sm hover:bg-brand-50"
            onClick={() => setUserPaused((paused) => !paused)}
            aria-label={userPaused ? "Play slide show" : "Pause slide show"}
          >
            {userPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            <span aria-hidden>{userPaused ? "Play" : "Pause"}</span>
          </button>
        )}
      </div>
    </section>
  );
}
