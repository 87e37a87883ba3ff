import { UserPlus } from "lucide-react";
import { useSettings } from "~/lib/site/settings";
import type { SchoolLandingContent } from "~content/landing";
import { ExternalLink } from "../ExternalLink";
import { ResponsiveImage } from "../ResponsiveImage";
import { buttonClass } from "../ui/Button";

/**
 * The alumni grid (spec 2.1 "Homepage variant"): six cards with photo, name and qualification, and
 * the link to the alumni registration form (an external form, architecture ruling 10).
 */
export function AlumniGrid({ alumni }: { alumni: SchoolLandingContent["alumni"] }) {
  const { links } = useSettings();
  return (
    <section aria-labelledby="alumni" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="alumni" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {alumni.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{alumni.intro}</p>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {alumni.people.map((person) => (
            <li
              key={person.image}
              className="overflow-hidden rounded-xl border border-brand-100 bg-white text-center shadow-sm"
            >
              <ResponsiveImage
                name={person.image}
                alt=""
                sizes="(min-width: 1152px) 180px, (min-width: 768px) 33vw, 50vw"
                className="aspect-square h-auto w-full bg-brand-100 object-cover"
              />
              <div className="px-3 py-3">
                <h3 className="font-semibold text-brand-800">{person.name}</h3>
                <p className="mt-0.5 text-sm text-slate-700">{person.qualification}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <ExternalLink href={links.alumniForm} className={buttonClass("primary", "lg")}>
            <UserPlus aria-hidden className="size-5" />
            {alumni.formLinkLabel}
          </ExternalLink>
        </p>
      </div>
    </section>
  );
}
