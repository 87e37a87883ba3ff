import { FileText } from "lucide-react";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { Section } from "~/components/page/Section";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { useLanguage } from "~/lib/site/language";
import type { ResolvedRte } from "~/lib/site/rte.server";
import { useSettings } from "~/lib/site/settings";

/** What a parent reads of where the window stands. */
const STATE_WORDS = {
  upcoming: "Applications have not opened yet.",
  open: "Applications are open now.",
  closed: "Applications for this year are closed.",
} as const;

/**
 * A school's RTE 25 % admissions page: the seats by class, the application window and where it stands,
 * the lottery's date, how to apply, and the lists after the lottery (documents of the library).
 */
export function RteView({ data }: { data: ResolvedRte }) {
  const { site, navigation } = useSettings();
  const language = useLanguage();
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={data.title}
        intro={data.intro}
        trail={breadcrumbFor(data.path, data.title, site.schools, navigation)}
      />
      <Section heading={`Seats and dates for ${site.admissionsYear}`}>
        <p
          className={`mb-4 inline-block rounded px-3 py-1 font-semibold ${
            data.state === "open" ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"
          }`}
        >
          {STATE_WORDS[data.state]}
        </p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[16rem_1fr]">
          {data.seats.map((row) => (
            <div key={row.class} className="contents">
              <dt className="font-semibold text-slate-800">
                RTE seats in {row.class === "I" ? "Class I" : row.class}
              </dt>
              <dd className="tabular-nums">{row.seats}</dd>
            </div>
          ))}
          {/* Every term with its value in one `div` (HTML lets a `dl` hold groups or bare terms, not both). */}
          <div className="contents">
            <dt className="font-semibold text-slate-800">Applications open</dt>
            <dd>{formatDate(data.window.opens)}</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-800">Applications close</dt>
            <dd>{formatDate(data.window.closes)}</dd>
          </div>
          <div className="contents">
            <dt className="font-semibold text-slate-800">Lottery</dt>
            <dd>{data.lotteryDate ? formatDate(data.lotteryDate) : "To be announced"}</dd>
          </div>
        </dl>
      </Section>
      <Section heading="How to apply" tone="tint">
        <p className="max-w-3xl text-slate-800">{data.apply}</p>
        <p className="mt-3">
          <ExternalLink
            href={data.applyLink}
            className="inline-block min-h-6 py-0.5 font-semibold text-brand-700 underline underline-offset-2"
          >
            The RTE admission portal
          </ExternalLink>
        </p>
      </Section>
      <Section heading="Lists after the lottery">
        {data.lists.length === 0 ? (
          <p className="text-slate-700">
            The lists of selected, waiting and rejected applications appear here after the lottery.
          </p>
        ) : (
          <ul className="space-y-3">
            {data.lists.map((list) => (
              <li key={`${list.kind}-${list.document.url}`}>
                <h3 className="font-semibold text-slate-900">{list.heading}</h3>
                {list.document.exists ? (
                  <a
                    href={list.document.url}
                    className="inline-flex min-h-6 items-center gap-1 text-brand-700 underline underline-offset-2"
                  >
                    <FileText aria-hidden className="size-4" /> View PDF: {list.document.title}
                    {list.document.size !== undefined && (
                      <span className="whitespace-nowrap font-normal">
                        {" "}
                        ({pdfLabel(list.document.size, language)})
                      </span>
                    )}
                  </a>
                ) : (
                  <p className="text-slate-700">Not published yet.</p>
                )}
                {list.note && <p className="text-sm text-slate-700">{list.note}</p>}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </main>
  );
}
