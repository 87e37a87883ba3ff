import { Bus, Search, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { DataTable } from "~/components/page/DataTable";
import { Section } from "~/components/page/Section";
import { Button } from "~/components/ui/Button";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { findStops, type StopSearch, stopsOf } from "~/lib/site/bus-routes";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import type { BusRoutes } from "~content/schemas/bus-routes";
import { busWords } from "~content/words/pages";

/** The route table's columns, named in `language`. */
const columnsIn = (language: Language) => [
  { key: "stop", label: busWords[language].stop },
  { key: "pickUp", label: busWords[language].pickUp },
  { key: "dropOff", label: busWords[language].dropOff },
];

/** "R1", "R1 and R2", "R1, R2 and R3" (in Tamil with commas only). */
function listOf(items: string[], language: Language): string {
  return items.length > 1
    ? busWords[language].listOf(items.slice(0, -1).join(", "), String(items.at(-1)))
    : (items[0] ?? "");
}

/**
 * Each school's transport desk, a number to tap that never breaks across lines, from the site settings'
 * contacts (their schema keeps a "Transport desk" phone).
 */
function TransportDesks() {
  const { site, contacts } = useSettings();
  const words = useWords(busWords);
  return (["vidhyashram", "vidhyapeeth"] as const).map((school, index) => {
    const phones = contacts.schools[school].phones;
    const number = (phones.find((phone) => phone.label === "Transport desk") ?? phones[0])?.number ?? "";
    return (
      <span key={school}>
        {index > 0 && words.or}
        {site.schools[school].name}{" "}
        <a
          href={`tel:${number}`}
          className="inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
        >
          {formatIndianPhone(number)}
        </a>
      </span>
    );
  });
}

/** The finder's line under the form: what was found for `query`, in `language`. */
function statusText(
  query: string,
  found: StopSearch,
  routeCount: number,
  noSuchStop: boolean,
  language: Language,
): ReactNode {
  const words = busWords[language];
  const q = query.trim();
  const codes = found.routes.map((r) => r.code);
  const routes = words.routes(codes.length, listOf(codes, language));
  if (noSuchStop && found.kind === "all") {
    return (
      <>
        {`${words.noSuchStopBefore} `}
        <TransportDesks />.
      </>
    );
  }
  switch (found.kind) {
    case "all":
      return words.allShown(routeCount);
    case "none":
      return (
        <>
          {`${words.noMatchBefore(q)} `}
          <TransportDesks />.
        </>
      );
    case "close":
      return words.close(q, listOf(found.stops, language), routes, codes.length);
    default:
      return words.matching(routes, codes.length, q);
  }
}

/**
 * The bus routes page's drawing (spec 2.2, 9) from `data`, the page as published or
 * its draft in the staff preview: routes R1 to R6, each a table of stages with pick-up and drop-off
 * times, and a stop finder: a plain GET form (no script: public pages send none, decision 0022) that
 * asks the server (`?stop=`), which renders the filtered list. A stop spelt nearly right is found too
 * ("kotaimedu" → Kottaimedu); when nothing is near, the message gives the transport desks' numbers.
 * The server sends every stop nothing matches to `?found=none` (one page for all of them, which cannot
 * repeat what was typed): it shows that message and no route until the visitor searches again.
 */
export function BusRoutesView({ data }: { data: BusRoutes }) {
  const [params] = useSearchParams();
  const query = params.get("stop") ?? "";
  const noSuchStop = params.get("found") === "none";
  const inputId = useId();
  const stopsId = useId();
  const searched = findStops(query, data);
  const found: StopSearch =
    noSuchStop && searched.kind === "all" ? { kind: "all", stops: [], routes: [] } : searched;
  const allStops = stopsOf(data).sort();
  const { site, navigation } = useSettings();
  const language = useLanguage();
  const words = useWords(busWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={words.title}
        intro={data.intro}
        trail={breadcrumbFor("/bus-routes", words.title, site.schools, navigation)}
      />
      <Section>
        <form
          method="get"
          action={pathIn(language, "/bus-routes")}
          className="max-w-xl rounded-xl border border-brand-100 bg-white p-4 shadow-sm"
        >
          <label htmlFor={inputId} className="block font-semibold text-brand-800">
            {words.findYourStop}
          </label>
          <p className="text-sm text-slate-700" id={`${inputId}-hint`}>
            {words.hint}
          </p>
          <div className="mt-2 flex gap-2">
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
              />
              <input
                id={inputId}
                name="stop"
                type="search"
                list={stopsId}
                autoComplete="off"
                defaultValue={query}
                aria-describedby={`${inputId}-hint`}
                className="w-full rounded-md border border-slate-400 py-2.5 pr-3 pl-10 text-base"
              />
              <datalist id={stopsId}>
                {allStops.map((stop) => (
                  <option key={stop} value={stop} />
                ))}
              </datalist>
            </div>
            <Button size="lg">{words.find}</Button>
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm font-medium text-slate-800">
              {statusText(query, found, data.routes.length, noSuchStop, language)}
            </p>
            {(query || noSuchStop) && (
              <Link
                reloadDocument
                to={pathIn(language, "/bus-routes")}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                <X aria-hidden className="size-4" /> {words.showAll}
              </Link>
            )}
          </div>
        </form>
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {found.routes.map((route) => (
            <li key={route.code} className="min-w-0">
              <section
                aria-labelledby={`route-${route.code}`}
                className="rounded-xl border border-brand-100 bg-white p-3 shadow-sm sm:p-5"
              >
                <h2
                  id={`route-${route.code}`}
                  className="flex items-center gap-2 text-xl font-bold text-brand-800"
                >
                  <Bus aria-hidden className="size-6 text-gold-700" />
                  {words.route(route.code)}
                </h2>
                <p className="mt-1 mb-3 text-slate-700">{route.name}</p>
                <DataTable
                  caption={words.caption(route.code)}
                  captionHidden
                  stack={false}
                  columns={columnsIn(language)}
                  rows={route.stages.map((stage) => ({
                    stop: stage.stop,
                    pickUp: stage.pickUp,
                    dropOff: stage.dropOff,
                  }))}
                  isHighlighted={(row) => typeof row.stop === "string" && found.stops.includes(row.stop)}
                />
              </section>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={words.goodToKnow}>
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-800">
          {data.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <p className="mt-4">
          <Link
            reloadDocument
            to={pathIn(language, "/transportrules")}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.transportRules}
          </Link>
        </p>
      </Section>
    </main>
  );
}
