import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { pathIn, useLanguage } from "~/lib/site/language";
import type { SchoolLandingContent } from "~content/landing";
import type { DatedAdmissionRules as Rules } from "~content/schemas/admissions";
import { AdmissionRules } from "../page/AdmissionRules";

/**
 * The FAQ accordion (spec 2.1): one item open at a time, and clicking the open one closes it.
 *
 * Built on the browser's own disclosure element, `<details name>` (docs/decisions/0005): items that
 * share a name form an exclusive accordion, keyboard-operable and announced as expandable by the
 * browser itself, working before and without JavaScript, at no script cost. A browser too
 * old for `name` lets several answers open at once, which loses nothing. Each question is an h3 inside
 * its `<summary>` (HTML allows heading content there), so the questions stay in the page's outline.
 * An answer that names parts of the admission rules (`admissionRules`) ends with them, from `rules`:
 * the admission rules of the request's settings.
 */
export function Faq({ faq, rules }: { faq: SchoolLandingContent["faq"]; rules: Partial<Rules> }) {
  // An answer's link leads to the page in the page's language.
  const language = useLanguage();
  return (
    <section aria-labelledby="faq">
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="faq" className="text-2xl font-bold text-brand-800 sm:text-3xl">
          {faq.heading}
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {faq.items.map((item) => (
            <details key={item.id} name="faq" className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 text-left text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <div className="px-4 pb-5 text-slate-700 sm:px-5">
                {item.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-2 first:mt-0">
                    {paragraph}
                  </p>
                ))}
                {item.list && (
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {item.list.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
                {item.admissionRules && (
                  <div className="mt-3">
                    <AdmissionRules show={item.admissionRules} rules={rules} headingLevel="h4" />
                  </div>
                )}
                {item.link && (
                  <p className="mt-3">
                    <Link
                      reloadDocument
                      to={pathIn(language, item.link.to)}
                      className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
                    >
                      {item.link.label}
                    </Link>
                  </p>
                )}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
