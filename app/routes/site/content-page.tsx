import { Link } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { Blocks } from "~/components/page/Blocks";
import type { Crumb } from "~/lib/site/breadcrumb";
import { pageMeta } from "~/lib/site/meta";
import type { gonePage } from "~content/page-kinds";
import type { ResolvedPage } from "~content/schemas/resolved-page";

/**
 * What a content page's route draws (app/routes/site/page.tsx and office-page.tsx share it with their
 * loader, `loadContentPage`): the page with its introduction and blocks, or, at the address of a page
 * the office deleted, a short page saying so (status 410) with links to the main parts of the site.
 */

/** A page to draw: its blocks resolved, its `<title>` and its breadcrumb trail. */
export interface PageData {
  page: ResolvedPage;
  title: string;
  trail: Crumb[];
}

/** The answer at a deleted page's address (410 Gone): what to say. */
export interface GoneData {
  gone: typeof gonePage;
}

/** The `meta` of a content page route, for its loader's data. */
export function contentPageMeta(loaderData: PageData | GoneData | undefined) {
  if (!loaderData) return pageMeta("Page not found");
  if ("gone" in loaderData) return pageMeta(loaderData.gone.title, loaderData.gone.message);
  return pageMeta(loaderData.title, loaderData.page.description);
}

/** The page, or the "page removed" answer. */
export function ContentPageView({ data }: { data: PageData | GoneData }) {
  if ("gone" in data) return <Gone gone={data.gone} />;
  const { page, trail } = data;
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} trail={trail} />
      <Blocks blocks={page.blocks} />
    </main>
  );
}

function Gone({ gone }: GoneData) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-800">{gone.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{gone.message}</p>
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {gone.links.map(({ to, label }) => (
            <li key={to}>
              <Link
                reloadDocument
                to={to}
                className="inline-block rounded-md border border-brand-200 px-4 py-2 text-brand-700 hover:bg-brand-50"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
