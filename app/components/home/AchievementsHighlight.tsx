import { Carousel, type CarouselSlide } from "~/components/Carousel";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { VideoOnPlay } from "~/components/VideoOnPlay";
import { useWords } from "~/lib/site/language";
import type { HomeSections } from "~content/schemas/home";
import { pageWords } from "~content/words/pages";

/** Spec 2.1: each testimonial video starts at the 2 second mark once its metadata has loaded. */
const START_AT_SECONDS = 2;
/** How wide a slide is drawn: one, two or three to a view (the carousel's `perView`). */
const SLIDE_SIZES = "(min-width: 1024px) 357px, (min-width: 600px) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/**
 * Achievements Highlight (spec 2.1): four photos and four parent testimonial videos in a carousel that
 * moves only with Previous/Next (videos do not slide away by themselves). Each video shows its poster
 * with a play button and loads nothing until pressed; its player then starts at the 2 second mark.
 * Captions are visible text. `highlight` is the published home page's section.
 */
export function AchievementsHighlight({
  highlight,
  className = "",
}: {
  highlight: HomeSections["highlight"];
  className?: string;
}) {
  const { heading, intro, photos, testimonials } = highlight;
  const words = useWords(pageWords);
  const total = photos.length + testimonials.length;
  const slides: CarouselSlide[] = [
    ...photos.map((photo, index) => ({
      key: photo.image,
      label: `${index + 1} of ${total}: ${photo.caption}`,
      content: (
        <figure className="h-full overflow-hidden rounded-xl border border-brand-100 bg-white">
          <ResponsiveImage
            name={photo.image}
            alt={photo.alt}
            sizes={SLIDE_SIZES}
            className="block aspect-[4/3] h-auto w-full object-cover"
          />
          <figcaption className="p-4 text-slate-800">{photo.caption}</figcaption>
        </figure>
      ),
    })),
    ...testimonials.map((testimonial, index) => ({
      key: testimonial.video,
      label: `${photos.length + index + 1} of ${total}: ${testimonial.title}`,
      content: (
        <figure className="h-full overflow-hidden rounded-xl border border-brand-100 bg-white">
          <VideoOnPlay
            name={testimonial.video}
            title={testimonial.title}
            captions={testimonial.captions}
            startAtSeconds={START_AT_SECONDS}
            sizes={SLIDE_SIZES}
            className="aspect-[4/3] bg-brand-900"
          />
          <figcaption className="p-4">
            <span className="block font-semibold text-brand-800">{testimonial.title}</span>
            <span className="mt-1 block text-slate-700">{testimonial.caption}</span>
          </figcaption>
        </figure>
      ),
    })),
  ];
  return (
    <section aria-labelledby="home-highlight" className={`mx-auto max-w-6xl px-4 py-12 ${className}`}>
      <h2 id="home-highlight" className="text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <Carousel
        label={words.photosAndTestimonials}
        slides={slides}
        perView={{ base: 1, md: 2, lg: 3 }}
        autoplayMs={false}
        className="mt-6"
      />
    </section>
  );
}
