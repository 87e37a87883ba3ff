import { useOfficeLang } from "~/components/OfficeText";
import type { Crumb } from "~/lib/site/breadcrumb";
import { Breadcrumb } from "./page/Breadcrumb";

/**
 * The band at the top of a content page: the breadcrumb (when the page has one), its one `h1` and an
 * optional line of introduction.
 */
export function PageIntro({ title, intro, trail }: { title: string; intro?: string; trail?: Crumb[] }) {
  const titleMark = useOfficeLang(title);
  const introMark = useOfficeLang(intro);
  return (
    <div className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        {trail && trail.length > 1 && (
          <div className="mb-3">
            <Breadcrumb trail={trail} />
          </div>
        )}
        <h1 {...titleMark} className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {title}
        </h1>
        {intro && (
          <p {...introMark} className="mt-2 max-w-3xl text-slate-700">
            {intro}
          </p>
        )}
      </div>
    </div>
  );
}
