import { Carousel } from "~/components/Carousel";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { useWords } from "~/lib/site/language";
import type { HomeSections } from "~content/schemas/home";
import type { Settings } from "~content/schemas/settings";
import { pageWords } from "~content/words/pages";

/**
 * The home page's image carousel (spec 2.1): the campus pictures (`slides`, a site setting of 1 to 8),
 * one at a time, moving on every 5000 ms (spec 9) with Previous/Next, dots and a
 * Pause button from `Carousel`, each with its title and a line of text. The heading is the published
 * home page's (`carousel`).
 */
export function ImageCarousel({
  carousel,
  slides,
  className = "",
}: {
  carousel: HomeSections["carousel"];
  slides: Settings["homeSlides"];
  className?: string;
}) {
  const { heading } = carousel;
  const words = useWords(pageWords);
  return (
    <section aria-labelledby="home-carousel" className={`mx-auto max-w-6xl px-4 pt-12 ${className}`}>
      <h2 id="home-carousel" className="text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <Carousel
        label={words.schoolLifePhotos}
        autoplayMs={5000}
        dots
        className="mt-5"
        slides={slides.map((slide, index) => ({
          // The office may show one picture twice: the position keeps keys unique.
          key: `${index}-${slide.image}`,
          label: `${index + 1} of ${slides.length}: ${slide.title}`,
          content: (
            <figure className="relative overflow-hidden rounded-xl bg-brand-100">
              <ResponsiveImage
                name={slide.image}
                alt={slide.alt}
                sizes="(min-width: 1152px) 1120px, calc(100vw - 2rem)"
                className="block aspect-[16/7] h-auto w-full object-cover max-sm:aspect-[4/3]"
              />
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-900/90 via-brand-900/70 to-transparent px-4 pt-10 pb-4 text-white sm:px-6 sm:pb-5">
                <p className="text-lg font-bold sm:text-2xl">{slide.title}</p>
                <p className="mt-1 max-w-2xl text-sm text-brand-50 sm:text-base">{slide.description}</p>
              </figcaption>
            </figure>
          ),
        }))}
      />
    </section>
  );
}
