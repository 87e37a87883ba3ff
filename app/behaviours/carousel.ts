/**
 * The carousel behaviour (spec 2.1 and 9, architecture ruling 8): drives every
 * `[data-behaviour~=carousel]` that `app/components/Carousel.tsx` drew on the server, with Embla's
 * plain-JavaScript core and its autoplay plugin. No React.
 *
 * Each carousel starts when it comes within half a screen of view, in a task of its own (starting
 * measures every slide; a page with several carousels should not do all of that at once on a phone).
 * Then: the viewport stops scrolling natively (`data-ready`), the hidden Previous/Next, dots and Pause
 * buttons appear, a 40 px swipe moves one slide, and autoplay (`data-autoplay`, ms) runs unless the
 * mouse is over the carousel, keyboard focus is inside it, the visitor pressed Pause, or they asked for
 * reduced motion (then nothing animates either). Idempotent: a carousel is wired once.
 */
import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { emblaDuration, swipeDirection, whenParsed } from "./lib/motion";

const WIRED = "carouselWired";

function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** Starts one carousel: `root` is its `<section>`. */
function start(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return;
  const reducedQuery = window.matchMedia("(prefers-reduced-motion: reduce)");
  let reduced = reducedQuery.matches;
  const autoplayMs = Number(root.dataset.autoplay) || 0;
  const speed = Number(root.dataset.speed) || 500;
  const autoplay =
    autoplayMs > 0
      ? Autoplay({
          delay: autoplayMs,
          playOnInit: false,
          // Hover, focus and the Pause button are handled below; a swipe stops the timer and the
          // pointer's release restarts it when it should run.
          stopOnInteraction: true,
          stopOnMouseEnter: false,
          stopOnFocusIn: false,
        })
      : undefined;

  // Where the visitor had scrolled natively before the behaviour came: start there.
  const first = viewport.querySelector<HTMLElement>('[aria-roledescription="slide"]');
  const width = first?.getBoundingClientRect().width ?? 0;
  const startIndex = width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
  viewport.scrollLeft = 0;

  const embla = EmblaCarousel(
    viewport,
    {
      loop: "loop" in root.dataset,
      align: "start",
      slidesToScroll: 1,
      containScroll: "trimSnaps",
      dragThreshold: 10,
      duration: reduced ? 0 : emblaDuration(speed),
      startIndex,
    },
    autoplay ? [autoplay] : [],
  );
  viewport.dataset.ready = "true";
  viewport.removeAttribute("tabindex");

  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const dotsBox = root.querySelector<HTMLElement>("[data-carousel-dots]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const live = viewport.firstElementChild as HTMLElement | null;

  let userPaused = false;
  // The mouse may already rest on it, or focus be inside, when it starts.
  let hovered = root.matches(":hover");
  let focused =
    document.activeElement !== null &&
    root.contains(document.activeElement) &&
    focusIsVisible(document.activeElement);
  const shouldPlay = () => !!autoplay && !reduced && !userPaused && !hovered && !focused;
  const update = () => {
    const play = shouldPlay();
    if (autoplay) {
      if (play) autoplay.play();
      else autoplay.stop();
    }
    // A slide show that moves by itself is not read out at every step.
    live?.setAttribute("aria-live", play ? "off" : "polite");
    if (pause) {
      pause.hidden = !autoplay || reduced;
      pause.toggleAttribute("data-paused", userPaused);
      // The button's names in the page's language (`data-play-label`, `data-pause-label`).
      pause.setAttribute(
        "aria-label",
        userPaused
          ? (pause.dataset.playLabel ?? "Play slide show")
          : (pause.dataset.pauseLabel ?? "Pause slide show"),
      );
    }
  };
  const sync = (api: EmblaCarouselType) => {
    const count = api.scrollSnapList().length;
    const selected = api.selectedScrollSnap();
    dots.forEach((dot, index) => {
      dot.hidden = index >= count;
      if (index === selected) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (prev) prev.disabled = !api.canScrollPrev();
    if (next) next.disabled = !api.canScrollNext();
  };

  const afterManualMove = () => autoplay?.reset();
  prev?.addEventListener("click", () => {
    embla.scrollPrev(reduced);
    afterManualMove();
  });
  next?.addEventListener("click", () => {
    embla.scrollNext(reduced);
    afterManualMove();
  });
  for (const dot of dots)
    dot.addEventListener("click", () => {
      embla.scrollTo(Number(dot.dataset.carouselDot), reduced);
      afterManualMove();
    });
  pause?.addEventListener("click", () => {
    userPaused = !userPaused;
    update();
  });

  root.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "mouse") {
      hovered = true;
      update();
    }
  });
  root.addEventListener("pointerleave", (event) => {
    if (event.pointerType === "mouse") {
      hovered = false;
      update();
    }
  });
  root.addEventListener("focusin", (event) => {
    // Keyboard focus pauses; a mouse click on a control does not keep it paused after leaving.
    if (event.target instanceof Element && focusIsVisible(event.target)) {
      focused = true;
      update();
    }
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) {
      focused = false;
      update();
    }
  });
  reducedQuery.addEventListener("change", () => {
    reduced = reducedQuery.matches;
    embla.reInit({ duration: reduced ? 0 : emblaDuration(speed) });
    update();
  });

  // A swipe of 40 px moves one slide. Embla settles a slow drag on the nearest slide (half a slide's
  // drag); where it stays on the slide the drag began on, this moves it on. The pointer's path is
  // followed here, as Embla's events do not carry it.
  let swipe: { x: number; y: number; index: number } | null = null;
  let last = { x: 0, y: 0 };
  viewport.addEventListener(
    "pointerdown",
    (event) => {
      if (!event.isPrimary) return;
      swipe = { x: event.clientX, y: event.clientY, index: embla.selectedScrollSnap() };
      last = { x: event.clientX, y: event.clientY };
    },
    { passive: true },
  );
  window.addEventListener(
    "pointermove",
    (event) => {
      if (swipe && event.isPrimary) last = { x: event.clientX, y: event.clientY };
    },
    { passive: true },
  );
  embla.on("pointerUp", (api) => {
    if (swipe) {
      const direction = swipeDirection(last.x - swipe.x, last.y - swipe.y);
      const from = swipe.index;
      swipe = null;
      if (direction !== 0 && api.selectedScrollSnap() === from) {
        if (direction > 0) api.scrollNext(reduced);
        else api.scrollPrev(reduced);
      }
    }
    if (shouldPlay()) autoplay?.play();
  });
  embla.on("select", sync).on("reInit", sync);

  sync(embla);
  for (const button of [prev, next]) if (button) button.hidden = false;
  if (dotsBox) dotsBox.hidden = false;
  update();
}

/** Wires every carousel on the page not wired yet: each starts when near the screen. */
function wireAll(): void {
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              window.setTimeout(() => start(entry.target as HTMLElement), 0);
            }
          },
          { rootMargin: "50% 0px" },
        )
      : undefined;
  for (const root of document.querySelectorAll<HTMLElement>("[data-behaviour~=carousel]")) {
    if (root.dataset[WIRED] !== undefined) continue;
    root.dataset[WIRED] = "";
    if (observer) observer.observe(root);
    else start(root);
  }
}

whenParsed(wireAll);
