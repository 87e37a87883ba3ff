import { useId } from "react";
import { Link } from "react-router";
import type { PrivacyNotice } from "~/lib/enquiries/privacy-notice";
import { pathIn, useLanguage } from "~/lib/site/language";
import { enquiryWords } from "~content/words/enquiry";

/**
 * The short privacy notice beside the enquiry form's Send button (architecture ruling 21): each item a
 * parent should know before agreeing, one line or two each, and the link to the full notice. Small
 * enough that the notice's top and the button fit in one 640 px phone screen. `notice` is in the page's
 * language (`privacyNotice`'s `language`), as are the heading and the link.
 */
export function PrivacyNoticeShort({
  notice,
  headingLevel = 3,
  children,
}: {
  notice: PrivacyNotice;
  headingLevel?: 2 | 3;
  /** What follows in the same frame: the consent box. */
  children?: React.ReactNode;
}) {
  const id = useId();
  const language = useLanguage();
  const words = enquiryWords[language];
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={id}
      className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
    >
      <Heading id={id} className="font-bold text-brand-800">
        {words.howWeUse}
      </Heading>
      <dl className="mt-1 space-y-1">
        {notice.items.map((item) => (
          <div key={item.id}>
            <dt className="inline font-semibold">{item.heading}: </dt>
            <dd className="inline">{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1">
        <Link
          reloadDocument
          to={pathIn(language, "/privacy")}
          className="inline-flex min-h-6 items-center font-medium text-brand-700 underline"
        >
          {words.readFullNotice}
        </Link>
      </p>
      {children}
    </section>
  );
}

/** The full notice at `/privacy`: its sections in order, each a heading and its paragraphs. */
export function PrivacyNoticeFull({ notice }: { notice: PrivacyNotice }) {
  const words = enquiryWords[useLanguage()];
  return (
    <div className="space-y-8">
      {notice.sections.map((section) => (
        <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
          <h2 id={`privacy-${section.id}`} className="text-xl font-bold text-brand-800">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="text-sm text-slate-600">{words.noticeVersion(notice.version)}</p>
    </div>
  );
}
