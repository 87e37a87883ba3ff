import { CalendarDays, FileText, Megaphone, Search, StickyNote } from "lucide-react";
import { useId } from "react";
import { data, Link } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { QUERY_FIELD } from "~/components/SearchBox";
import { Field } from "~/components/ui/Field";
import { formatDate } from "~/lib/platform/dates";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { formatNumber } from "~/lib/platform/numbers";
import type { RenderCostHandle } from "~/lib/platform/render-cost";
import { hasTamil } from "~/lib/search/fold";
import type { Segment } from "~/lib/search/query";
import type { SearchKind, SearchResult } from "~/lib/search/search.server";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf, useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { searchWords } from "~content/words/pages";
import type { Route } from "./+types/search";
import { loadSearch, SEARCH_PARAMS } from "./search.server";

/**
 * The same for every visitor: the page cache may keep a copy per `q` and `school` (and ends it when
 * anything is published, as every page's); none of an answer from an index still being rebuilt.
 */
export const headers = publicPage(SEARCH_PARAMS);

/** The render line's costly variant (decision 0023): every new search's words are a render of their own that the page cache has not kept yet. */
export const handle: RenderCostHandle = { costlyQuery: ["q"] };

/** "Search" for the page itself; the words searched for on a result page, kept out of search engines. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = settingsOf(matches).site;
  const words = searchWords[languageOf(location?.pathname ?? "/")];
  const description = words.description;
  if (!loaderData?.query) return pageMeta(words.search, description, site);
  return [
    ...pageMeta(words.searchFor(loaderData.query), description, site),
    // Result pages are made of other pages: search engines should list those, not these.
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const page = await loadSearch(new URL(request.url));
  // An answer from an index still being rebuilt may miss what was just published: the page cache
  // keeps no copy of it (its copy ends at once), so the next visitor's search sees the new index.
  return page.answer?.stale ? data(page, { headers: freshUntil(Date.now()) }) : page;
}

/** Each kind of result's icon; its name is the catalogue's word of the same key (`searchWords`). */
const KINDS: Record<SearchKind, { icon: typeof FileText }> = {
  page: { icon: StickyNote },
  notice: { icon: Megaphone },
  event: { icon: CalendarDays },
  document: { icon: FileText },
};

/** Text with its matching words in `<mark>`: the segments are text, never HTML. */
function Marked({ parts }: { parts: Segment[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, in order, never reordered
          <mark key={index} className="rounded-sm bg-gold-300 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * The `lang` of a text the office wrote, drawn on a page in `page`'s language: "ta" for a text with
 * Tamil letters on an English page, "en" for one without on a Tamil page, none when it is the page's
 * own (so an English page's results are drawn as before). A screen reader then reads a Tamil notice's
 * title with a Tamil voice wherever it is found.
 */
function langOf(parts: Segment[], page: Language): { lang?: Language } {
  const tamil = parts.some((part) => hasTamil(part.text));
  if (page === "en") return tamil ? { lang: "ta" } : {};
  return tamil ? {} : { lang: "en" };
}

/** One result: what it is, its title as a link, for whom, when, and the words around the match. */
function Result({ result }: { result: SearchResult }) {
  const kind = KINDS[result.kind];
  const Icon = kind.icon;
  const language = useLanguage();
  const words = useWords(searchWords);
  return (
    <li className="py-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1 font-semibold">
          <Icon aria-hidden className="size-4" />
          {words[result.kind]}
        </span>
        <SchoolTag audience={result.audience} />
        {result.date && <time dateTime={result.date}>{formatDate(result.date, language)}</time>}
      </p>
      <h3 className="mt-1 text-lg font-semibold" {...langOf(result.titleParts, language)}>
        <Link
          reloadDocument
          to={pathIn(language, result.url)}
          className="text-brand-800 underline underline-offset-2 hover:text-brand-600"
        >
          <Marked parts={result.titleParts} />
        </Link>
      </h3>
      {result.snippet.length > 0 && (
        <p className="mt-1 text-slate-700" {...langOf(result.snippet, language)}>
          <Marked parts={result.snippet} />
        </p>
      )}
    </li>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, school, error, answer, unavailable } = loaderData;
  const { site } = useSettings();
  const statusId = useId();
  const language = useLanguage();
  const words = useWords(searchWords);
  const schools = [
    { value: "", label: words.bothSchools },
    { value: "vidhyashram", label: site.schools.vidhyashram.name },
    { value: "vidhyapeeth", label: site.schools.vidhyapeeth.name },
  ];
  return (
    <main id="main" className="flex-1">
      <PageIntro title={words.search} intro={words.description} />
      <div className="mx-auto max-w-3xl px-4 py-6">
        <search aria-label={words.searchAgain} className="block">
          {/* A GET form: the address of the results can be shared, and it works without JavaScript. */}
          <form
            method="get"
            action={pathIn(language, "/search")}
            className="flex flex-wrap items-end gap-3"
            noValidate
          >
            <div className="min-w-0 flex-1 basis-60">
              <Field key={query} label={words.words} {...QUERY_FIELD} defaultValue={query} error={error} />
            </div>
            <div className="basis-44">
              <Field
                key={school ?? ""}
                as="select"
                label={words.school}
                name="school"
                defaultValue={school ?? ""}
                options={schools}
              />
            </div>
            <button
              type="submit"
              className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              <Search aria-hidden className="size-4" /> {words.search}
            </button>
          </form>
        </search>

        {unavailable && (
          <p
            role="alert"
            className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
          >
            {words.unavailable}
          </p>
        )}

        {answer && (
          <section aria-labelledby={statusId} className="mt-6">
            <h2 id={statusId} className="text-base font-semibold text-slate-800">
              {words.results(
                answer.total,
                formatNumber(answer.total, language),
                query,
                school ? site.schools[school].name : "",
              )}
            </h2>
            {answer.total === 0 ? (
              <p className="mt-2 text-slate-700">
                {words.noneBefore}{" "}
                <Link
                  reloadDocument
                  to={pathIn(language, "/notifications")}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {words.noneLink}
                </Link>
                {words.noneAfter}
              </p>
            ) : (
              <>
                {answer.similar && <p className="mt-1 font-semibold text-slate-800">{words.similar}</p>}
                {answer.total > answer.results.length && (
                  <p className="mt-1 text-sm text-slate-700">
                    {words.showingBest(formatNumber(answer.results.length, language))}
                  </p>
                )}
                <ol className="mt-2 divide-y divide-slate-200">
                  {answer.results.map((result) => (
                    <Result key={result.url} result={result} />
                  ))}
                </ol>
              </>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
