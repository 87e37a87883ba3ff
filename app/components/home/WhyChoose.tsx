import { ResponsiveImage } from "~/components/ResponsiveImage";
import type { HomeSections } from "~content/schemas/home";

/**
 * The Why-Choose section (spec 2.1): six picture cards (Academics, Sports, Multifaceted Development,
 * Beyond Schooling, Vision, Mission) and the Achievements row of four award pictures, both sections of
 * the published home page.
 */
export function WhyChoose({
  whyChoose,
  achievements,
  className = "",
}: {
  whyChoose: HomeSections["whyChoose"];
  achievements: HomeSections["achievements"];
  className?: string;
}) {
  const { heading, intro, items } = whyChoose;
  return (
    <section aria-labelledby="home-why" className={`bg-brand-50 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="home-why" className="text-2xl font-bold text-brand-800">
          {heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
              <ResponsiveImage
                name={item.image}
                alt={item.alt}
                sizes="(min-width: 1024px) 357px, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2rem)"
                className="block aspect-[4/3] h-auto w-full object-cover"
              />
              <div className="flex-1 p-5">
                <h3 className="text-lg font-bold text-brand-800">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>

        <h3 className="mt-12 text-xl font-bold text-brand-800">{achievements.heading}</h3>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {achievements.awards.map((award) => (
            <li key={award.image}>
              <figure className="h-full overflow-hidden rounded-xl bg-white shadow-sm">
                <ResponsiveImage
                  name={award.image}
                  alt={award.alt}
                  sizes="(min-width: 1152px) 268px, (min-width: 768px) calc(25vw - 1.75rem), calc(50vw - 1.5rem)"
                  className="block aspect-square h-auto w-full object-cover"
                />
                <figcaption className="p-3 text-center text-sm font-semibold text-brand-800">
                  {award.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
