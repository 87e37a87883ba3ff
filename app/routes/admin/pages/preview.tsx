import { data, Link } from "react-router";
import { AdminRefusal } from "~/components/admin/AdminRefusal";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { PageIntro } from "~/components/PageIntro";
import { Blocks } from "~/components/page/Blocks";
import { requireStaff, userContext } from "~/lib/auth/guard.server";
import { editableAt, settingsGroupOf, settingsPath, titleOf } from "~/lib/content-store/editables.server";
import { readDraft } from "~/lib/content-store/page-editing.server";
import { readPage, readSection } from "~/lib/content-store/page-store.server";
import { pageTitlesFor } from "~/lib/content-store/page-titles.server";
import { readPeople } from "~/lib/content-store/people.server";
import { sectionOf } from "~/lib/content-store/sections";
import { settingsFor } from "~/lib/content-store/settings.server";
import { PRIVATE } from "~/lib/platform/http-cache";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { pageMeta } from "~/lib/site/meta";
import { PreviewMode } from "~/lib/site/preview-mode";
import { referenceTable, resolveReferences } from "~/lib/site/references";
import { referencesFor } from "~/lib/site/references.server";
import { resolvePage } from "~/lib/site/resolve-page.server";
import { type PublicSettings, publicSettings, SettingsOverride } from "~/lib/site/settings";
import { loadSectionedValue, type SectionsView } from "~/routes/site/sectioned-pages.server";
import { referencesOf } from "~content/references";
import type { HomeSections } from "~content/schemas/home";
import type { ContentPage } from "~content/schemas/page";
import type { Settings, SettingsGroup } from "~content/schemas/settings";
import { isSectionedPath } from "~content/sectioned-pages";
import type { Route } from "./+types/preview";
import { editorUrl, pagePath } from "./editor";
import { pageRefusal } from "./editor-access.server";
import { SectionsPreview } from "./preview-sections";

/**
 * The preview of a page's draft: the real page, drawn by the same blocks as the
 * public route, with the saved draft — for signed-in staff only (the staff guard runs first) and never
 * stored by any cache (`private, no-store`; the page cache keeps only responses a route marks public).
 */

export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/** No public quick-actions bar (the staff area's chrome). */
export const handle = { chrome: "staff" };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": PRIVATE });

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Preview: ${loaderData.title}` : "Preview");

export async function loader({ params, context }: Route.LoaderArgs) {
  // A settings group by its key ("settings:homeSlides"), whatever the case of the URL.
  const spelled = pagePath(params["*"]);
  const named = settingsGroupOf(spelled);
  const path = named ? settingsPath(named) : spelled;
  // A shipped thing, or a page the office added (migration 0017).
  const entry = await editableAt(path);
  const draft = await readDraft(path);
  if (!entry || draft === undefined) {
    throw data({ message: "There is no such page." }, { status: 404 });
  }
  // A draft is seen by those who may edit it (architecture ruling 6), as in the editor.
  const refusal = pageRefusal(context.get(userContext), path);
  if (refusal) throw refusal;
  const group = settingsGroupOf(path);
  if (group) return previewSettings(group, draft, context, titleOf(entry, draft));
  const references = await referencesFor(context);
  if (entry.kind === "sections" && isSectionedPath(path)) {
    // Through the page's one load, as its public route draws it (its upcoming events and news included),
    // drawn by the route's own component (decision 0028).
    const sections = resolveReferences(await loadSectionedValue(path, draft, { context }), references);
    return { path, title: titleOf(entry, draft), page: null, trail: [], sections, settings: null };
  }
  const page = resolveReferences(await resolvePage(draft as ContentPage), references);
  return {
    path,
    title: page.title,
    page,
    trail: breadcrumbFor(path, page.title),
    sections: null,
    settings: null,
  };
}

/** The page a settings group's preview draws with the draft in force: where its facts show most. */
const SETTINGS_PREVIEW_PAGE: Partial<Record<SettingsGroup, string>> = { site: "/admissions" };

/**
 * The preview of a settings group's draft: a page that shows it (the home page for the slides, else
 * `SETTINGS_PREVIEW_PAGE` or the contact page) with its header and footer, drawn with the draft in
 * place of the published group — its facts in the running text too (references).
 */
async function previewSettings(group: SettingsGroup, draft: unknown, context: object, title: string) {
  const settings: Settings = { ...(await settingsFor(context)), [group]: draft };
  const people = await readPeople();
  const references = referenceTable(referencesOf({ settings, people: people.values() }));
  // The menus name pages by their titles as published (the navigation group's draft included).
  const override: PublicSettings = publicSettings(settings, await pageTitlesFor(context));
  const path = `settings:${group}`;
  if (group === "homeSlides") {
    const home = await readSection<HomeSections>("/");
    const sections = await loadSectionedValue("/", home, { context });
    if (sections.view === "home") sections.data = { ...sections.data, slides: settings.homeSlides };
    return {
      path,
      title,
      page: null,
      trail: [],
      sections: resolveReferences(sections, references),
      settings: override,
    };
  }
  const shown = SETTINGS_PREVIEW_PAGE[group] ?? "/contactus";
  const stored = await readPage(shown);
  if (!stored) throw data({ message: "There is no such page." }, { status: 404 });
  const page = resolveReferences(await resolvePage(stored, undefined, Promise.resolve(settings)), references);
  const trail = breadcrumbFor(shown, page.title, settings.site.schools, settings.navigation);
  return { path, title, page, trail, sections: null, settings: override };
}

/** True when the page drawn by `sections` holds the enquiry form, which the preview keeps from sending. */
const hasEnquiryForm = (sections: SectionsView | null) =>
  sections?.view === "enquiry" || sections?.view === "landing";

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { path, page, trail, sections, settings } = loaderData;
  const section = sectionOf(path);
  return (
    <SettingsOverride.Provider value={settings}>
      <PreviewMode.Provider value={true}>
        <div role="note" className="bg-gold-300 px-4 py-2 text-center text-sm font-semibold text-slate-900">
          Preview of the draft of {settings ? `“${loaderData.title}”` : path}: visitors do not see this until
          it is published. {hasEnquiryForm(sections) && "Its enquiry form does not send from here. "}
          <Link to={editorUrl(path)} className="underline">
            Back to the editor
          </Link>
        </div>
        <Header section={section} notifications={[]} />
        {sections ? (
          <SectionsPreview preview={sections} />
        ) : (
          page && (
            <main id="main" className="flex-1">
              <PageIntro title={page.title} intro={page.intro} trail={trail} />
              <Blocks blocks={page.blocks} />
            </main>
          )
        )}
        <Footer section={section} />
      </PreviewMode.Provider>
    </SettingsOverride.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
      <AdminRefusal error={error} />
    </main>
  );
}
