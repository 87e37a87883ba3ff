/**
 * The home page's announcement banner (spec 2.1 and 9, architecture rulings 7 and 13, decision 0007):
 * opens the server-drawn `<dialog data-behaviour="banner">` (`BannerModal.tsx`) with `showModal()` once
 * the loading overlay has gone, its fade-out included (at once when it is not showing, or when it is
 * skipped), only if this
 * script was running within 3 s of the page's first paint (a slow phone is not interrupted late), not
 * over another open dialog (the menu opened from the quick-actions bar) or an urgent alert showing, and
 * once per browser per school day (`claimOpening`).
 *
 * Open, its images advance every 3000 ms and wrap; Previous and Next move by hand. Advancing pauses only
 * while the mouse is over the banner's own box (the backdrop that covers the rest of the window belongs
 * to the dialog too, so "over the dialog" is not enough) or keyboard focus is on one of its buttons, and
 * never happens for reduced motion. Close, Escape and a click on the backdrop close it, with a 300 ms
 * fade (not for reduced motion); focus returns where it was.
 */
import {
  BANNER_ADVANCE_MS,
  BANNER_LATEST_MS,
  CLOCK_ANIMATION,
  claimOpening,
  LEAVE_MS,
  msSinceFirstPaint,
  overlayClock,
  overlayRemainingMs,
} from "./lib/intro";
import { prefersReducedMotion, whenParsed } from "./lib/motion";

/** The fade-out as it closes, in ms (`home-fade-out` on `.home-banner` in app.css). */
const FADE_OUT_MS = 300;

function inside(box: DOMRect, x: number, y: number): boolean {
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/** Opens `dialog` and runs it until it closes. */
function open(dialog: HTMLDialogElement): void {
  const images = [...dialog.querySelectorAll<HTMLElement>("[data-banner-image]")];
  const number = dialog.querySelector<HTMLElement>("[data-banner-number]");
  const reduced = prefersReducedMotion();
  const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let index = 0;
  let hovered = false;
  let buttonFocused = false;
  let timer: number | undefined;

  const show = (next: number) => {
    index = (next + images.length) % images.length;
    images.forEach((image, i) => {
      image.toggleAttribute("data-current", i === index);
      if (i === index) image.removeAttribute("aria-hidden");
      else image.setAttribute("aria-hidden", "true");
    });
    if (number) number.textContent = String(index + 1);
  };
  /** Restarts the 3000 ms wait when advancing may go on, stops it when it may not. */
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (!dialog.open || reduced || hovered || buttonFocused || images.length < 2) return;
    timer = window.setInterval(() => show(index + 1), BANNER_ADVANCE_MS);
  };
  const setHovered = (value: boolean) => {
    if (value === hovered) return;
    hovered = value;
    schedule();
  };

  dialog.addEventListener("pointermove", (event) => {
    if (event.pointerType === "mouse")
      setHovered(inside(dialog.getBoundingClientRect(), event.clientX, event.clientY));
  });
  dialog.addEventListener("pointerleave", () => setHovered(false));
  dialog.addEventListener("focusin", (event) => {
    const target = event.target as Element;
    buttonFocused = target instanceof HTMLButtonElement && focusIsVisible(target);
    schedule();
  });
  dialog.addEventListener("focusout", (event) => {
    if (!(event.relatedTarget instanceof HTMLButtonElement && dialog.contains(event.relatedTarget))) {
      buttonFocused = false;
      schedule();
    }
  });

  const requestClose = () => {
    if (reduced) {
      dialog.close();
      return;
    }
    dialog.dataset.state = "closed";
    // The fade's own end closes it; this is the net should the animation not run.
    window.setTimeout(() => dialog.open && dialog.close(), FADE_OUT_MS + 100);
  };
  dialog.addEventListener("animationend", (event) => {
    // The backdrop's shorter fade reports here too (as the `::backdrop` pseudo-element): not that one.
    if (event.target === dialog && !event.pseudoElement && event.animationName === "home-fade-out")
      dialog.close();
  });
  dialog.addEventListener("cancel", (event) => {
    // Escape: fade out like the Close button (the browser closes at once should it insist).
    event.preventDefault();
    requestClose();
  });
  dialog.addEventListener("click", (event) => {
    // A click on the backdrop is a click on the dialog element outside its box.
    if (event.target === dialog && !inside(dialog.getBoundingClientRect(), event.clientX, event.clientY))
      requestClose();
  });
  dialog.addEventListener("close", () => {
    window.clearInterval(timer);
    dialog.dataset.state = "closed";
    if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
  });
  dialog.querySelector("[data-banner-close]")?.addEventListener("click", requestClose);
  dialog.querySelector("[data-banner-prev]")?.addEventListener("click", () => {
    show(index - 1);
    schedule();
  });
  dialog.querySelector("[data-banner-next]")?.addEventListener("click", () => {
    show(index + 1);
    schedule();
  });

  dialog.dataset.state = "open";
  dialog.showModal();
  // Focus goes to the dialog itself, not to its first button: focus on a button pauses the slide show.
  dialog.focus();
  schedule();
}

/** Whether the page shows an urgent alert this visitor has not dismissed (`UrgentAlerts.tsx`). */
function urgentAlertShowing(): boolean {
  return [...document.querySelectorAll<HTMLElement>("[data-urgent-alert]")].some(
    (alert) => !alert.hidden && !alert.querySelector("input:checked"),
  );
}

whenParsed(() => {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-behaviour~=banner]");
  if (!dialog || dialog.dataset.bannerWired !== undefined) return;
  dialog.dataset.bannerWired = "";
  if (msSinceFirstPaint() > BANNER_LATEST_MS) return;
  let done = false;
  const openOnce = () => {
    if (done) return;
    done = true;
    // A parent who already opened the menu or another dialog is on the way somewhere: no banner over it
    // (and the day is not claimed, so it opens on a later visit).
    if (document.querySelector("dialog[open]")) return;
    // An urgent alert showing ("closed tomorrow") is the news of the day: no banner dims it.
    if (urgentAlertShowing()) return;
    if (claimOpening()) open(dialog);
  };
  document.getElementById("intro-skip")?.addEventListener("change", openOnce, { once: true });
  const remaining = overlayRemainingMs();
  const overlay = document.querySelector<HTMLElement>(".intro-overlay");
  if (remaining === 0 || !overlay) {
    window.setTimeout(openOnce, 0);
    return;
  }
  // Once the overlay has gone, its fade included: the end of its own CSS clock (`intro-leave`), so the
  // banner never opens over the overlay however the page's timers and its frames drift apart; the timer
  // is the net should that animation not be running to its end (taken away, or held).
  overlay.addEventListener("animationend", (event) => {
    if (event.target === overlay && event.animationName === CLOCK_ANIMATION) openOnce();
  });
  window.setTimeout(() => {
    const clock = overlayClock(overlay);
    // Still running late (a busy phone's frames lag its timers): its end opens the banner.
    if (clock?.playState !== "running") openOnce();
  }, remaining + LEAVE_MS);
});
