import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { BehaviourScript } from "../BehaviourScript";

/** The classes of the photo the `lightbox` behaviour shows (a copy of the grid's `<picture>`). */
export const LIGHTBOX_PHOTO_CLASS = "h-auto max-h-full w-auto max-w-full object-contain";

/**
 * The photo viewer of an album page: a native modal `<dialog>` (id `id`), empty in the server's HTML.
 * The small `lightbox` behaviour (app/behaviours/lightbox.ts, no React) opens it from a photo of the
 * grid (`a[data-lightbox=<id>]`) and fills it: the photo at full width, "Photo n of N", the caption
 * (the photo's description, its alt text); the arrow keys, the buttons and a swipe move between photos;
 * Escape or Close closes it (the browser keeps focus inside while open) and focus returns to the photo
 * last shown. With no script at all it never opens: each photo of the grid is a link to its picture.
 */
export function Lightbox({ id, albumTitle }: { id: string; albumTitle: string }) {
  const navButton =
    "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:invisible sm:p-3";
  return (
    <>
      <BehaviourScript name="lightbox" />
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-caption`}
        data-photo-class={LIGHTBOX_PHOTO_CLASS}
        className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/95 open:flex"
      >
        <div className="flex items-start gap-4 px-4 pt-3 pb-2">
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="truncate text-base font-semibold">
              {albumTitle}
            </h2>
            <p className="text-sm text-slate-300" aria-live="polite" data-lightbox-position />
          </div>
          <form method="dialog">
            <button
              type="submit"
              className="-m-1 rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden className="size-6" />
              <span className="sr-only">Close</span>
            </button>
          </form>
        </div>
        <div
          className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16"
          data-lightbox-stage
        >
          <button type="button" data-lightbox-step="-1" className={`${navButton} left-2`}>
            <ChevronLeft aria-hidden className="size-6" />
            <span className="sr-only">Previous photo</span>
          </button>
          <div className="flex size-full items-center justify-center" data-lightbox-photo />
          <button type="button" data-lightbox-step="1" className={`${navButton} right-2`}>
            <ChevronRight aria-hidden className="size-6" />
            <span className="sr-only">Next photo</span>
          </button>
        </div>
        <p
          id={`${id}-caption`}
          className="mx-auto max-w-3xl px-4 pt-2 pb-4 text-center text-sm sm:text-base"
          data-lightbox-caption
        />
      </dialog>
    </>
  );
}
