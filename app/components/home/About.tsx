import { VideoOnPlay } from "~/components/VideoOnPlay";
import type { HomeSections } from "~content/schemas/home";

/**
 * The About section (spec 2.1): who we are, the Total Quality Management claim, the 5S programme and
 * the promotional video (its poster and a play button; the player, with controls, only once pressed).
 * `about` is the published home page's section.
 */
export function About({ about, className = "" }: { about: HomeSections["about"]; className?: string }) {
  const { heading, paragraphs, tqm, fiveS, video } = about;
  return (
    <section aria-labelledby="home-about" className={`mx-auto max-w-6xl px-4 py-12 ${className}`}>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div>
          <h2 id="home-about" className="text-2xl font-bold text-brand-800">
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
          <p className="mt-3 rounded-lg border-l-4 border-gold-400 bg-brand-50 p-4 text-slate-800">{tqm}</p>
          <h3 className="mt-6 text-lg font-bold text-brand-800">{fiveS.heading}</h3>
          <p className="mt-2 text-slate-700">{fiveS.intro}</p>
          <ol className="mt-3 grid gap-2 sm:grid-cols-2">
            {fiveS.steps.map((step, index) => (
              <li key={step.name} className="flex gap-3 rounded-lg border border-brand-100 p-3">
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>
                  <strong className="text-brand-800">{step.name}</strong>
                  <span className="text-slate-700">: {step.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <figure className="lg:sticky lg:top-6">
          <VideoOnPlay
            name={video.name}
            title={video.title}
            captions={video.captions}
            fit="cover"
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 2rem), calc(100vw - 2rem)"
            className="aspect-video rounded-xl bg-brand-900"
          />
          <figcaption className="mt-2 text-sm text-slate-600">{video.caption}</figcaption>
        </figure>
      </div>
    </section>
  );
}
