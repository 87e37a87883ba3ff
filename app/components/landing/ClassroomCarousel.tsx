import type { SchoolLandingContent } from "~content/landing";
import { Carousel } from "../Carousel";
import { ResponsiveImage } from "../ResponsiveImage";

/**
 * The classroom photo carousel (spec 2.1 "Homepage variant", spec 9): nine photos, three visible from
 * 1024 px, two from 600 px, one below; one slide per step, dots, looping, autoplay every 3000 ms with a
 * 500 ms transition.
 */
export function ClassroomCarousel({ classrooms }: { classrooms: SchoolLandingContent["classrooms"] }) {
  const count = classrooms.slides.length;
  return (
    <section aria-labelledby="classrooms">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="classrooms" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {classrooms.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{classrooms.intro}</p>
        <Carousel
          label="Classroom photos"
          className="mt-6"
          perView={{ base: 1, md: 2, lg: 3 }}
          autoplayMs={3000}
          speed={500}
          loop
          dots
          slides={classrooms.slides.map((slide, index) => ({
            key: slide.image,
            label: `Slide ${index + 1} of ${count}: ${slide.caption}`,
            content: (
              <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
                <ResponsiveImage
                  name={slide.image}
                  alt={slide.alt}
                  sizes="(min-width: 1152px) 368px, (min-width: 1024px) 32vw, (min-width: 600px) 48vw, 100vw"
                  className="aspect-[4/3] h-auto w-full bg-brand-100 object-cover"
                />
                <figcaption className="px-4 py-3 font-medium text-slate-800">{slide.caption}</figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}
