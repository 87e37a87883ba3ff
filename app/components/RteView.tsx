import { FileText } from "lucide-react";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { Section } from "~/components/page/Section";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { useLanguage, useWords } from "~/lib/site/language";
import type { ResolvedRte } from "~/lib/site/rte.server";
import { useSettings } from "~/lib/site/settings";
import { rteWords } from "~content/words/pages";

/**
 * A school's RTE 25 % admissions page: the seats by class, the application window and where it stands,
 * the lottery's date, how to apply, and the lists after the lottery (documents of the library) with the
 * day they leave the site, or, after it, that they were taken down.
 */
export function RteView({ data }: { data: ResolvedRte }) {
  const { site, navigation } = useSettings();
  const language = useLanguage();
  // What a parent reads of where the window stands: `words[data.state]`.
  const words = useWords(rteWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={data.title}
        intro={data.intro}
        trail={breadcrumbFor(data.path, data.title, site.schools, navigation)}
      />
      <Section heading={words.seatsAndDates(site.admissionsYear)}>
        <p
          className={`mb-4 inline-block rounded px-3 py-1 font-semibold ${
            data.state === "open" ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
          }`}
        >
          {words[data.state]}
        </p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[16rem_1fr]">
          {data.seats.map((row) => (
            <div key={row.class} className="contents">
              <dt className="font-semibold text-slate-800">
                {words.seatsIn(row.class === "I" ? words.classOne : row.class)}
              </dt>
              <dd className="tabular-nums">{row.seats}</dd>
            </div>
          ))}
          {/* Every term with its value in one `div` (HTML lets a `dl` hold groups or bare terms, not both). */}
          <div className="contents">
            <dt className="font-semibold text-slate-800">{words.applicationsOpen}</dt>
            <dd>{formatDate(data.window.opens, language)}</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-800">{words.applicationsClose}</dt>
            <dd>{formatDate(data.window.closes, language)}</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-800">{words.lottery}</dt>
            <dd>{data.lotteryDate ? formatDate(data.lotteryDate, language) : words.toBeAnnounced}</dd>
          </div>
        </dl>
      </Section>
      <Section heading={words.howToApply} tone="tint">
        <p className="max-w-3xl text-slate-800">{data.apply}</p>
        <p className="mt-3">
          <ExternalLink
            href={data.applyLink}
            className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.portal}
          </ExternalLink>
        </p>
      </Section>
      <Section heading={words.listsAfterLottery}>
        {data.listsTakenDown ? (
          <p className="text-slate-700">{words.listsTakenDown(formatDate(data.listsUntil, language))}</p>
        ) : data.lists.length === 0 ? (
          <p className="text-slate-700">{words.noListsYet}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {data.lists.map((list) => (
                <li key={`${list.kind}-${list.document.url}`}>
                  <h3 className="font-semibold text-slate-900">{list.heading}</h3>
                  {list.document.exists ? (
                    <a
                      href={list.document.url}
                      className="inline-flex min-h-6 items-center gap-1 text-brand-700 underline underline-offset-2"
                    >
                      <FileText aria-hidden className="size-4" /> {words.viewPdf(list.document.title)}
                      {list.document.size !== undefined && (
                        <span className="whitespace-nowrap font-normal">
                          {" "}
                          ({pdfLabel(list.document.size, language)})
                        </span>
                      )}
                    </a>
                  ) : (
                    <p className="text-slate-700">{words.notPublished}</p>
                  )}
                  {list.note && <p className="text-sm text-slate-700">{list.note}</p>}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">
              {words.listsShownUntil(formatDate(data.listsUntil, language))}
            </p>
          </>
        )}
      </Section>
    </main>
  );
}
