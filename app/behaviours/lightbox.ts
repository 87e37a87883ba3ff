/**
 * The album viewer's behaviour (app/components/gallery/Lightbox.tsx): a plain click on a photo of the
 * grid (`a[data-lightbox=<dialog id>]`) opens that native modal `<dialog>` on it instead of following the
 * link to the picture. The dialog shows a copy of the grid's `<picture>` drawn full width, "Photo n of
 * N" and the caption (the photo's alt text); the Previous/Next buttons, the arrow keys and a swipe move
 * between photos; Escape and Close are the dialog's own; on closing, focus returns to the photo last
 * shown. One listener per event on the document, so it works whenever this module arrives.
 */

/** A horizontal move at least this long, and longer than it is tall, is a swipe (px). */
const SWIPE_PX = 50;

function photosOf(dialog: HTMLDialogElement): HTMLAnchorElement[] {
  return Array.from(document.querySelectorAll<HTMLAnchorElement>(`a[data-lightbox="${dialog.id}"]`));
}

/** The index of the photo the dialog shows. */
function indexOf(dialog: HTMLDialogElement): number {
  return Number(dialog.dataset.index ?? 0);
}

/** Shows the photo at `index` (ignored when there is none there). */
function show(dialog: HTMLDialogElement, index: number): void {
  const photos = photosOf(dialog);
  const picture = photos[index]?.querySelector("picture");
  if (!picture) return;
  dialog.dataset.index = String(index);
  const copy = picture.cloneNode(true) as HTMLPictureElement;
  for (const source of copy.querySelectorAll("source")) source.sizes = "100vw";
  const image = copy.querySelector("img");
  if (image) {
    image.sizes = "100vw";
    image.loading = "eager";
    image.className = dialog.dataset.photoClass ?? "";
  }
  dialog.querySelector("[data-lightbox-photo]")?.replaceChildren(copy);
  const caption = dialog.querySelector("[data-lightbox-caption]");
  if (caption) caption.textContent = image?.alt ?? "";
  const position = dialog.querySelector("[data-lightbox-position]");
  if (position) position.textContent = `Photo ${index + 1} of ${photos.length}`;
  const [previous, next] = [-1, 1].map((step) =>
    dialog.querySelector<HTMLButtonElement>(`[data-lightbox-step="${step}"]`),
  );
  // A button that can go no further hides; focus on it moves to the other one.
  for (const [button, other, disabled] of [
    [previous, next, index === 0],
    [next, previous, index === photos.length - 1],
  ] as const) {
    if (!button) continue;
    if (disabled && document.activeElement === button) other?.focus();
    button.disabled = disabled;
  }
}

function step(dialog: HTMLDialogElement, by: number): void {
  const next = indexOf(dialog) + by;
  if (next >= 0 && next < photosOf(dialog).length) show(dialog, next);
}

/** The open viewer an event happened in, if any. */
function viewerOf(target: EventTarget | null): HTMLDialogElement | null {
  const dialog = target instanceof Element ? target.closest("dialog") : null;
  return dialog?.open && dialog.querySelector("[data-lightbox-photo]") ? dialog : null;
}

const wired = new WeakSet<HTMLDialogElement>();

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const stepButton = target?.closest<HTMLButtonElement>("[data-lightbox-step]");
  const open = viewerOf(target);
  if (stepButton && open) {
    step(open, Number(stepButton.dataset.lightboxStep));
    return;
  }
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = target?.closest<HTMLAnchorElement>("a[data-lightbox]");
  const dialog = link ? document.getElementById(link.dataset.lightbox ?? "") : null;
  if (!link || !(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  if (!wired.has(dialog)) {
    wired.add(dialog);
    dialog.addEventListener("close", () => photosOf(dialog)[indexOf(dialog)]?.focus());
  }
  show(dialog, photosOf(dialog).indexOf(link));
  dialog.showModal();
});

document.addEventListener("keydown", (event) => {
  const dialog = viewerOf(event.target);
  if (!dialog) return;
  if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    event.preventDefault();
    step(dialog, event.key === "ArrowLeft" ? -1 : 1);
  }
});

let touch: { x: number; y: number } | null = null;
document.addEventListener(
  "touchstart",
  (event) => {
    const t = event.touches[0];
    touch = t && viewerOf(event.target) ? { x: t.clientX, y: t.clientY } : null;
  },
  { passive: true },
);
document.addEventListener("touchend", (event) => {
  const start = touch;
  const t = event.changedTouches[0];
  touch = null;
  const dialog = viewerOf(event.target);
  if (!start || !t || !dialog) return;
  const dx = t.clientX - start.x;
  if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(t.clientY - start.y)) step(dialog, dx < 0 ? 1 : -1);
});

// A module of its own (its names are not globals).
export {};
