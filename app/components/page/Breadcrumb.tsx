import { ChevronRight } from "lucide-react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { Crumb } from "~/lib/site/breadcrumb";
import { pathIn, useLanguage } from "~/lib/site/language";
import { breadcrumbJsonLd, jsonLdText } from "~/lib/site/structured-data";
import { chromeWords } from "~content/words/chrome";

/**
 * "Home › About us › Our journey": where the page sits in its section; the last crumb is the page. Also
 * written as a schema.org `BreadcrumbList` for search engines. The trail's addresses are English ones;
 * on a Tamil page each leads to its Tamil twin (`pathIn`).
 */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const root = useRouteLoaderData<{ origin: string }>("root");
  const { pathname } = useLocation();
  // The trail names English addresses: on a Tamil page it leads to the Tamil pages (decision 0030).
  const language = useLanguage();
  const words = chromeWords[language];
  // The trail names the site's home "Home" (`breadcrumbFor`): the one crumb that is a fixed word.
  const labelOf = (crumb: Crumb) => (crumb.to === "/" ? words.home : crumb.label);
  return (
    <nav aria-label={words.breadcrumb} className="text-sm">
      {root && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (jsonLdText)
          dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(trail, pathname, root.origin)) }}
        />
      )}
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-slate-700">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-1">
              {crumb.to && !last ? (
                <Link
                  reloadDocument
                  to={pathIn(language, crumb.to)}
                  className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline"
                >
                  {labelOf(crumb)}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{labelOf(crumb)}</span>
              )}
              {!last && <ChevronRight aria-hidden className="size-4 text-slate-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
