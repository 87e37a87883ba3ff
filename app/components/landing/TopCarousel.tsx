import { useWords } from "~/lib/site/language";
import type { SchoolLandingContent } from "~content/landing";
import { blockWords } from "~content/words/blocks";
import { Carousel } from "../Carousel";
import { ResponsiveImage } from "../ResponsiveImage";

/**
 * The landing page's top carousel of five pictures (spec 2.1 "Homepage variant"). The first picture is
 * the page's main (LCP) image: loaded eagerly with high priority; the others lazily.
 */
export function TopCarousel({ carousel }: { carousel: SchoolLandingContent["topCarousel"] }) {
  const count = carousel.slides.length;
  const words = useWords(blockWords);
  return (
    <Carousel
      label={carousel.label}
      className="bg-brand-900 pb-3"
      slides={carousel.slides.map((slide, index) => ({
        key: slide.image,
        label: words.slideTitled(index + 1, count, slide.title),
        content: (
          <figure className="h-full bg-brand-900">
            <ResponsiveImage
              name={slide.image}
              alt={slide.alt}
              priority={index === 0}
              className="aspect-[16/7] h-auto max-h-[30rem] w-full bg-brand-800 object-cover"
            />
            <figcaption className="mx-auto max-w-6xl px-4 pt-4 text-white">
              <p className="text-lg font-bold text-gold-300 sm:text-xl">{slide.title}</p>
              <p className="mt-1 text-sm text-brand-50 sm:text-base">{slide.description}</p>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
