import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useId } from "react";
import { BehaviourScript } from "~/components/BehaviourScript";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { useLanguage, useWords } from "~/lib/site/language";
import type { HomeSections } from "~content/schemas/home";
import { pageWords } from "~content/words/pages";

export { BANNER_DAY_KEY, BANNER_SEEN_KEY, claimOpening, schoolDay } from "~/behaviours/lib/intro";

/**
 * The home page's announcement banner (spec 2.1, architecture rulings 7 and 13): a modal with two
 * images, in the server's HTML as a closed `<dialog>` (its pictures are lazy, so a closed banner costs
 * nothing), opened and run by the plain behaviour `app/behaviours/banner.ts`: once the loading overlay
 * is done, only when that script ran within 3 s of the first paint, once per browser per day, and only
 * with JavaScript (it is a nice-to-have, not content). The images advance every 3000 ms and wrap at the
 * ends; Previous and Next move by hand; advancing pauses while the mouse is over the banner's box or
 * keyboard focus is on one of its buttons, and not at all for `prefers-reduced-motion`.
 *
 * It is the browser's own modal `<dialog>` (`showModal()`, docs/decisions/0007): the rest of the page is
 * inert and hidden from assistive technology, Tab stays inside, Escape closes it. Close and a click on
 * the backdrop close it too; it fades out (not with reduced motion), and focus returns to where it was
 * before it opened. `banner` is the published home page's, with its references replaced by the loader.
 */
export function BannerModal({ banner }: { banner: HomeSections["banner"] }) {
  const titleId = useId();
  const language = useLanguage();
  const words = useWords(pageWords);
  const images = banner.images;
  const controlButton =
    "inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white";

  return (
    <dialog
      aria-labelledby={titleId}
      tabIndex={-1}
      data-behaviour="banner"
      data-state="closed"
      className="dialog-panel home-banner m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl border-0 bg-white p-0 shadow-2xl backdrop:bg-slate-900/70 focus:outline-none"
    >
      <BehaviourScript name="banner" />
      <div className="flex items-center justify-between gap-3 bg-brand-900 py-2 pr-2 pl-4 text-white">
        <h2 id={titleId} className="text-base font-semibold sm:text-lg">
          {banner.title}
        </h2>
        <button
          type="button"
          aria-label={words.close}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
          data-banner-close=""
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      <div className="relative grid bg-brand-50">
        {images.map((picture, i) => (
          <div
            key={picture.image}
            data-banner-image={i}
            data-current={i === 0 || undefined}
            aria-hidden={i !== 0 || undefined}
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
                  <p
                    className={`w-fit rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold text-brand-900 sm:text-sm ${language === "en" ? "uppercase tracking-wider" : ""}`}
                  >
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
            aria-label={words.previousImage}
            className={controlButton}
            data-banner-prev=""
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" aria-label={words.nextImage} className={controlButton} data-banner-next="">
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      </div>
      <p className="px-4 py-2 text-center text-sm text-slate-700">
        {words.imageNumberBefore} <span data-banner-number="">1</span> {words.imageNumberAfter(images.length)}
      </p>
    </dialog>
  );
}
