import { CalendarDays, FileText, Link2, MessageCircle } from "lucide-react";
import { useId } from "react";
import { BehaviourScript } from "~/components/BehaviourScript";
import { ExternalLink } from "~/components/ExternalLink";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { SchoolTag } from "~/components/SchoolTag";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { publicPage } from "~/lib/platform/http-cache";
import { whatsAppHref } from "~/lib/published/paths";
import { formatIndiaInstant } from "~/lib/published/schedule";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import { blockWords } from "~content/words/blocks";
import { noticeWords } from "~content/words/notices";
import type { Route } from "./+types/notice";
import { loadNotice } from "./notice.server";

/**
 * The same for every visitor: the page cache may keep it; it ends when the notice expires, like
 * every page, at the schedule's next boundary (server/page-cache.ts).
 */
export const headers = publicPage();

/** Up to this many characters of the notice's text describe it in search results and shared cards. */
const SUMMARY_CHARACTERS = 200;

/**
 * The notice's own title and text as the page's title, description, Open Graph and Twitter card (a
 * link shared on WhatsApp shows a card), with the time it was published.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return pageMeta(noticeWords[languageOf(location?.pathname ?? "/")].noticeNotFound);
  const { notice } = loaderData;
  const summary = (notice.description || notice.title).slice(0, SUMMARY_CHARACTERS);
  return [
    ...pageMeta(notice.title, summary, settingsOf(matches).site),
    { property: "article:published_time", content: notice.publishAt ?? `${notice.date}T00:00:00+05:30` },
  ];
};

/** `/notices/<id>-<slug>`: one notice, with its circular and ways to share it (`loadNotice`). */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadNotice(params.notice, request);
}

/**
 * The notice's address in a field a parent can select and copy on any phone. A "Copy link" button is in
 * the HTML but hidden: the `copy-link` behaviour (no React) shows it only where the browser can copy,
 * copies the address and says so.
 */
function CopyLink({ url }: { url: string }) {
  const id = useId();
  const words = useWords(noticeWords);
  const said = useWords(blockWords);
  return (
    // What the behaviour says after a press, in the page's language.
    <div data-copy-link data-copied={said.linkCopied} data-copy-failed={said.copyFailed}>
      <BehaviourScript name="copy-link" />
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {words.linkToNotice}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
        />
        <button
          type="button"
          hidden
          data-copy={url}
          className="inline-flex min-h-10 items-center gap-1 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Link2 aria-hidden className="size-4" /> {words.copyLink}
        </button>
      </div>
      <p role="status" className="mt-1 text-sm text-green-800" data-copy-status />
    </div>
  );
}

export default function Notice({ loaderData }: Route.ComponentProps) {
  const { notice, url } = loaderData;
  const language = useLanguage();
  const words = useWords(noticeWords);
  const kindWord = notice.kind === "announcement" ? words.announcement : words.notification;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={notice.title}
        trail={[
          { label: words.home, to: "/" },
          { label: words.noticeBoard, to: "/notifications" },
          { label: notice.title },
        ]}
      />
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
          <span className="font-semibold">{kindWord}</span>
          <SchoolTag audience={notice.audience} />
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={notice.date}>{formatDate(notice.date, language)}</time>
          </span>
        </p>
        {notice.expireAt && Date.parse(notice.expireAt) <= Date.now() && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            {words.expiredOn(formatIndiaInstant(notice.expireAt, language))}
          </p>
        )}
        {notice.description && (
          <p className="whitespace-pre-line text-lg text-slate-800">
            <OfficeText>{notice.description}</OfficeText>
          </p>
        )}
        {notice.circular && (
          <section aria-labelledby="circular" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
            <h2 id="circular" className="font-semibold text-brand-800">
              {words.circular}
            </h2>
            <a
              href={notice.circular.path}
              className="mt-2 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-2"
            >
              <FileText aria-hidden className="size-5" />
              {notice.circular.title} ({pdfLabel(notice.circular.size, language)})
            </a>
          </section>
        )}
        {notice.link && (
          <p>
            <ExternalLink
              href={notice.link}
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
            >
              {words.viewMore}
            </ExternalLink>
          </p>
        )}
        <section aria-labelledby="share" className="space-y-3 border-t border-slate-200 pt-6">
          <h2 id="share" className="font-semibold text-slate-900">
            {words.shareNotice}
          </h2>
          <a
            href={whatsAppHref(notice.title, url)}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle aria-hidden className="size-5" /> {words.shareOnWhatsApp}
          </a>
          <CopyLink url={url} />
        </section>
        <p>
          <a
            href={pathIn(language, "/notifications")}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {words.allNotices}
          </a>
        </p>
      </article>
    </main>
  );
}
