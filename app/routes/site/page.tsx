import { data } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { Blocks } from "~/components/page/Blocks";
import { publicPage } from "~/lib/platform/http-cache";
import { breadcrumbFor, documentTitle } from "~/lib/site/breadcrumb";
import { pageMeta } from "~/lib/site/meta";
import { readPage } from "~/lib/site/page-store.server";
import { pageTitlesFor } from "~/lib/site/page-titles.server";
import { withReferences } from "~/lib/site/references.server";
import { resolvePage } from "~/lib/site/resolve-page.server";
import { settingsFor } from "~/lib/site/settings.server";
import type { Route } from "./+types/page";

/**
 * Every content page of the site (architecture 2): the URL picks a page, read from the `pages` table
 * (issue 23 item 1; the default shipped in `content/` when the row cannot be used), and the shared
 * building blocks draw it. The routes that use this module are listed in app/routes.ts; a route here
 * without content answers 404.
 */

/** The same for every visitor: the page cache may keep it (issue 19 item 1). */
export const headers = publicPage();

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  const stored = await readPage(path);
  if (!stored) throw data(null, { status: 404 });
  // Facts named in the text ({{Vidhyapeeth office phone}}) as they stand now (content/references.ts).
  const page = await withReferences(
    await resolvePage(stored, undefined, settingsFor(context), pageTitlesFor(context)),
    context,
  );
  const settings = await settingsFor(context);
  return {
    page,
    title: documentTitle(path, page.title),
    // Its menu group as the office's menus have it (`navigation` settings).
    trail: breadcrumbFor(path, page.title, settings.site.schools, settings.navigation),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.title, loaderData.page.description) : pageMeta("Page not found");

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page, trail } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} trail={trail} />
      <Blocks blocks={page.blocks} />
    </main>
  );
}
