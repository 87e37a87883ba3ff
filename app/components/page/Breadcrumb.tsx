import { ChevronRight } from "lucide-react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { Crumb } from "~/lib/site/breadcrumb";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { breadcrumbJsonLd, jsonLdText } from "~/lib/site/structured-data";
import { pageWords } from "~content/words/pages";

/**
 * "Home › About us › Our journey": where the page sits in its section; the last crumb is the page. Also
 * written as a schema.org `BreadcrumbList` for search engines. The trail's addresses are English ones;
 * on a Tamil page each leads to its Tamil twin (`pathIn`).
 */
export function Breadcrumb({ trail: english }: { trail: Crumb[] }) {
  const root = useRouteLoaderData<{ origin: string }>("root");
  const { pathname } = useLocation();
  const language = useLanguage();
  const words = useWords(pageWords);
  const trail =
    language === "en"
      ? english
      : english.map((crumb) => (crumb.to ? { ...crumb, to: pathIn(language, crumb.to) } : crumb));
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
                  to={crumb.to}
                  className="inline-flex min-h-6 items-center text-brand-700 underline-offset-2 hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined}>{crumb.label}</span>
              )}
              {!last && <ChevronRight aria-hidden className="size-4 text-slate-500" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
