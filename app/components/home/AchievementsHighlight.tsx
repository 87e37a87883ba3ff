import { useCallback, useState } from "react";
import { Carousel, type CarouselSlide } from "~/components/Carousel";
import { PlayFacade } from "~/components/PlayFacade";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { home } from "~content/home";
import { video, videoPoster } from "~content/media";

/** Spec 2.1: each testimonial video starts at the 2 second mark once its metadata has loaded. */
const START_AT_SECONDS = 2;

/**
 * Achievements Highlight (spec 2.1): four photos and four parent testimonial videos in a carousel that
 * moves only with Previous/Next (videos do not slide away by themselves). Each video shows its poster
 * with a play button and loads nothing until pressed; its player then starts at the 2 second mark.
 * Captions are visible text.
 */
export function AchievementsHighlight({ className = "" }: { className?: string }) {
  const { heading, intro, photos, testimonials } = home.highlight;
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
            sizes="(min-width: 1024px) 357px, (min-width: 600px) calc(50vw - 1.5rem), calc(100vw - 2rem)"
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
          <TestimonialVideo
            name={testimonial.video}
            title={testimonial.title}
            captions={testimonial.captions}
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
        label="Photos and parent testimonials"
        slides={slides}
        perView={{ base: 1, md: 2, lg: 3 }}
        autoplayMs={false}
        className="mt-6"
      />
    </section>
  );
}

/**
 * One parent testimonial: its poster and a play button until the visitor presses it (issue 8: four
 * video players and their metadata requests cost a phone's first seconds for videos most visitors never
 * play). Play swaps in the player, which jumps to the 2 second mark once its metadata is in (spec 2.1),
 * plays, and takes focus. Without JavaScript the still is a link to the video file, from 2 s.
 */
function TestimonialVideo({ name, title, captions }: { name: string; title: string; captions?: string }) {
  const [playing, setPlaying] = useState(false);
  const { width, height } = video(name);
  const focusOnMount = useCallback((element: HTMLVideoElement | null) => element?.focus(), []);
  if (!playing) {
    return (
      <PlayFacade
        href={`/media/${name}.mp4#t=${START_AT_SECONDS}`}
        title={title}
        onPlay={() => setPlaying(true)}
        className="aspect-[4/3] bg-brand-900"
        still={
          <img
            src={videoPoster(name)}
            alt=""
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        }
      />
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the track is there when the content gives a captions file (silent placeholder clips have none)
    <video
      ref={focusOnMount}
      className="aspect-[4/3] h-auto w-full bg-brand-900 object-contain"
      controls
      autoPlay
      preload="metadata"
      playsInline
      poster={videoPoster(name)}
      title={title}
      width={width}
      height={height}
      onLoadedMetadata={(event) => {
        event.currentTarget.currentTime = START_AT_SECONDS;
      }}
    >
      <source src={`/media/${name}.mp4`} type="video/mp4" />
      {captions && <track kind="captions" src={captions} srcLang="en" label="English" default />}
      Your browser does not support the video tag.
    </video>
  );
}
