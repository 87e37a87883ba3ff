import { Baby } from "lucide-react";
import type { SchoolLandingContent } from "~content/landing";
import { ResponsiveImage } from "../ResponsiveImage";

/** The Tiny Tots Block inauguration (spec 2.1 "Homepage variant"): a short story and two photos. */
export function TinyTots({ tinyTots }: { tinyTots: SchoolLandingContent["tinyTots"] }) {
  return (
    <section aria-labelledby="tiny-tots">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-brand-900">
            <Baby aria-hidden className="size-4" /> Pre KG, LKG and UKG
          </p>
          <h2 id="tiny-tots" className="mt-3 text-2xl font-bold text-brand-800 sm:text-3xl">
            {tinyTots.heading}
          </h2>
          {tinyTots.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {tinyTots.images.map((picture) => (
            <ResponsiveImage
              key={picture.image}
              name={picture.image}
              alt={picture.alt}
              sizes="(min-width: 1152px) 330px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[3/2] h-auto w-full rounded-xl bg-brand-100 object-cover shadow-sm"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
