import {
  Bus,
  FlaskConical,
  GraduationCap,
  HeartHandshake,
  LandPlot,
  Library,
  type LucideIcon,
  Presentation,
  Rocket,
  ShieldCheck,
  Trophy,
  Users,
  Volleyball,
} from "lucide-react";
import type { ReasonIcon, SchoolLandingContent } from "~content/landing";

const icons: Record<ReasonIcon, LucideIcon> = {
  Bus,
  FlaskConical,
  GraduationCap,
  HeartHandshake,
  LandPlot,
  Library,
  Presentation,
  Rocket,
  ShieldCheck,
  Trophy,
  Users,
  Volleyball,
};

/** The nine reasons to choose the school (spec 2.1 "Homepage variant"): cards in 1, 2 or 3 columns. */
export function ReasonCards({ reasons }: { reasons: SchoolLandingContent["reasons"] }) {
  return (
    <section aria-labelledby="reasons" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="reasons" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {reasons.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{reasons.intro}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.items.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <li
                key={reason.title}
                className="flex gap-4 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-gold-300">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-semibold text-brand-800">{reason.title}</h3>
                  <p className="mt-1 text-slate-700">{reason.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
