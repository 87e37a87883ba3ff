import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as Radix } from "radix-ui";
import { useRef } from "react";
import type { GalleryPhoto } from "~/lib/gallery/types";
import { PhotoPicture } from "./PhotoPicture";

/**
 * The photo viewer of an album page, a Radix dialog: focus stays inside while it is open and
 * returns to the photo last shown; Escape or the close button closes it; the arrow keys, the buttons
 * and a swipe move between photos; the caption is the photo's description (its alt text).
 */
export function Lightbox({
  albumTitle,
  photos,
  index,
  onIndex,
  onClose,
  onCloseAutoFocus,
}: {
  albumTitle: string;
  photos: GalleryPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const photo = photos[index];
  const touch = useRef<{ x: number; y: number } | null>(null);
  if (!photo) return null;
  const hasPrevious = index > 0;
  const hasNext = index < photos.length - 1;
  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };
  const navButton =
    "absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white disabled:invisible sm:p-3";

  return (
    <Radix.Root open onOpenChange={(open) => !open && onClose()}>
      <Radix.Portal>
        <Radix.Overlay className="fixed inset-0 z-40 bg-slate-950/95" />
        <Radix.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft") {
              event.preventDefault();
              go(-1);
            } else if (event.key === "ArrowRight") {
              event.preventDefault();
              go(1);
            }
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-start gap-4 px-4 pt-3 pb-2">
            <div className="min-w-0 flex-1">
              <Radix.Title className="truncate text-base font-semibold">{albumTitle}</Radix.Title>
              <p className="text-sm text-slate-300" aria-live="polite">
                Photo {index + 1} of {photos.length}
              </p>
            </div>
            <Radix.Close className="-m-1 rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white">
              <X aria-hidden className="size-6" />
              <span className="sr-only">Close</span>
            </Radix.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16"
            onTouchStart={(event) => {
              const t = event.touches[0];
              touch.current = t ? { x: t.clientX, y: t.clientY } : null;
            }}
            onTouchEnd={(event) => {
              const start = touch.current;
              const t = event.changedTouches[0];
              touch.current = null;
              if (!start || !t) return;
              const dx = t.clientX - start.x;
              if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(dx < 0 ? 1 : -1);
            }}
          >
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={!hasPrevious}
              className={`${navButton} left-2`}
            >
              <ChevronLeft aria-hidden className="size-6" />
              <span className="sr-only">Previous photo</span>
            </button>
            <PhotoPicture
              key={photo.id}
              photo={photo}
              sizes="100vw"
              eager
              className="h-auto max-h-full w-auto max-w-full object-contain"
            />
            <button
              type="button"
              onClick={() => go(1)}
              disabled={!hasNext}
              className={`${navButton} right-2`}
            >
              <ChevronRight aria-hidden className="size-6" />
              <span className="sr-only">Next photo</span>
            </button>
          </div>
          <Radix.Description className="mx-auto max-w-3xl px-4 pt-2 pb-4 text-center text-sm sm:text-base">
            {photo.alt}
          </Radix.Description>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
