import { useId } from "react";
import { useWords } from "~/lib/site/language";
import { blockWords } from "~content/words/blocks";
import { Carousel } from "./Carousel";
import { ResponsiveImage } from "./ResponsiveImage";

export interface CarouselPhoto {
  image: string;
  alt: string;
  caption: string;
}

/**
 * A section with a photo carousel (spec 2.1 classroom carousel, spec 2.2 training; spec 9): three photos
 * visible from 1024 px, two from 600 px, one below; one slide per step, dots, looping, autoplay every
 * 3000 ms with a 500 ms transition. `label` names the carousel for screen readers.
 */
export function PhotoCarousel({
  heading,
  intro,
  label,
  photos,
}: {
  heading: string;
  intro?: string;
  label: string;
  photos: CarouselPhoto[];
}) {
  const id = useId();
  const count = photos.length;
  const words = useWords(blockWords);
  return (
    <section aria-labelledby={id}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {heading}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}
        <Carousel
          label={label}
          className="mt-6"
          perView={{ base: 1, md: 2, lg: 3 }}
          autoplayMs={3000}
          speed={500}
          loop
          dots
          slides={photos.map((photo, index) => ({
            key: photo.image,
            label: words.slideTitled(index + 1, count, photo.caption),
            content: (
              <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <ResponsiveImage
                  name={photo.image}
                  alt={photo.alt}
                  sizes="(min-width: 1152px) 368px, (min-width: 1024px) 32vw, (min-width: 600px) 48vw, 100vw"
                  className="aspect-[4/3] h-auto w-full bg-brand-100 object-cover"
                />
                <figcaption className="px-4 py-3 font-medium text-slate-800">{photo.caption}</figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}
