import { data, redirect } from "react-router";
import { readPageForVisitors } from "~/lib/content-store/page-store.server";
import { pageTitlesFor } from "~/lib/content-store/page-titles.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { breadcrumbFor, documentTitle } from "~/lib/site/breadcrumb";
import { englishPathOf, languageOf, pathIn } from "~/lib/site/language";
import { withReferences } from "~/lib/site/references.server";
import { resolvePage } from "~/lib/site/resolve-page.server";
import { inLanguage } from "~content/bilingual";
import { gonePage } from "~content/page-kinds";
import type { GoneData } from "./content-page";

/**
 * The loader of a content page, shipped (app/routes/site/page.tsx, one route per page of `content/`)
 * or added by the office (app/routes/site/office-page.tsx, the catch-all): the page at the URL's path,
 * read from the `pages` table, drawn by the shared blocks with its breadcrumb trail. What the office
 * decided about the page comes first (migration 0017): a hidden page, or no page at all, answers 404
 * (the root's designed "Page not found"); a deleted one 410 Gone with a page saying so, or a permanent
 * redirect to the page the office chose.
 */
export async function loadContentPage({ request, context }: { request: Request; context: object }) {
  const address = new URL(request.url).pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  // A Tamil twin (`/ta/…`) draws its English page (decision 0030); a redirect stays in its language.
  const language = languageOf(address);
  const path = englishPathOf(address);
  const found = await readPageForVisitors(path);
  if (!found || found.show === "hidden") throw data(null, { status: 404 });
  if (found.show === "redirect") throw redirect(pathIn(language, found.to), 301);
  if (found.show === "gone") return data<GoneData>({ gone: gonePage }, { status: 410 });
  // Facts named in the text ({{Vidhyapeeth office phone}}) as they stand now (content/references.ts).
  const page = await withReferences(
    await resolvePage(found.page, undefined, settingsFor(context), pageTitlesFor(context)),
    context,
  );
  const settings = await settingsFor(context);
  // The tab's title and the trail name the page as its heading does: in Tamil when it has a Tamil
  // title (the page's other texts are shown in its language after the loader, `showInPageLanguage`).
  const { title } = inLanguage(page, language);
  return {
    page,
    title: documentTitle(path, title),
    // Its menu group as the office's menus have it (`navigation` settings).
    trail: breadcrumbFor(path, title, settings.site.schools, settings.navigation),
  };
}
