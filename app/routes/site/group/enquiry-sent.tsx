import { CheckCircle2, FileText } from "lucide-react";
import { Link, redirect } from "react-router";
import { AdmissionRules } from "~/components/page/AdmissionRules";
import { buttonClass } from "~/components/ui/Button";
import { isReference } from "~/lib/enquiries/enquiries.server";
import { findEnquiryByToken } from "~/lib/enquiries/privacy.server";
import { env } from "~/lib/platform/env.server";
import { PRIVATE } from "~/lib/platform/http-cache";
import { documentsToBring } from "~/lib/site/admission-rules";
import { admissionRulesFor } from "~/lib/site/admission-rules.server";
import { languageOf, pathIn, useLanguage } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { officeHoursOf, useSettings } from "~/lib/site/settings";
import { enquiryWords } from "~content/words/enquiry";
import type { Route } from "./+types/enquiry-sent";

export const meta: Route.MetaFunction = ({ location }) => {
  const words = enquiryWords[languageOf(location.pathname)];
  return [...pageMeta(words.sentTitle, words.sentDescription), { name: "robots", content: "noindex" }];
};

/**
 * The confirmation after an enquiry: the reference, the parent's private link (when the address
 * carries the enquiry's own key), what happens next, the documents to bring and the age criteria, from
 * the admission rules of the settings. It never shows the enquiry's details, so guessing a reference
 * reveals nothing; the key is 256 random bits. Private and uncached: its address holds the key (other
 * sites get the origin only, by the site's referrer policy). In the address's language: the Tamil
 * acknowledgment (`/ta/enquiry/sent`) gives the Tamil private link.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": PRIVATE,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOf(url.pathname);
  const params = url.searchParams;
  const reference = params.get("ref");
  if (!isReference(reference)) throw redirect(pathIn(language, "/enquiry"));
  const key = params.get("key") ?? "";
  const [rules, own] = await Promise.all([
    admissionRulesFor(context, ["afterEnquiry", "documents", "otherDocuments", "ages"]),
    findEnquiryByToken(key).catch(() => undefined),
  ]);
  // The private link only with its own reference: a key of another enquiry shows nothing.
  const privateLink =
    own?.reference === reference ? `${env().siteOrigin}${pathIn(language, `/enquiry/mine/${key}`)}` : null;
  return { reference, rules, privateLink, emailed: Boolean(own?.email && env().SMTP_URL) };
}

export default function EnquirySent({ loaderData }: Route.ComponentProps) {
  const { rules } = loaderData;
  const { contacts } = useSettings();
  const language = useLanguage();
  const words = enquiryWords[language];
  // What to bring to the office: the one list every page shows (`documentsToBring`).
  const documents = documentsToBring(rules);
  return (
    <main id="main" className="flex-1 bg-brand-50">
      <div className="mx-auto max-w-2xl px-4 py-12">
        <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckCircle2 aria-hidden className="size-12 text-green-700" />
          <h1 className="mt-3 text-2xl font-bold text-brand-800 sm:text-3xl">{words.thankYou}</h1>
          <p className="mt-4 text-slate-700">{words.referenceIs}</p>
          <p className="mt-1 text-3xl font-bold tracking-wider text-slate-900" data-testid="reference">
            {loaderData.reference}
          </p>
          {loaderData.privateLink && (
            <section
              aria-labelledby="private-link"
              className="mt-6 rounded-lg border border-gold-400 bg-amber-50 p-4 text-slate-800"
            >
              <h2 id="private-link" className="text-lg font-bold text-brand-800">
                {words.privateLink}
              </h2>
              <p className="mt-1 text-sm">{words.privateLinkText(loaderData.emailed)}</p>
              <a
                href={loaderData.privateLink}
                className="mt-2 block break-all font-medium text-brand-700 underline"
                data-testid="private-link"
              >
                {loaderData.privateLink}
              </a>
            </section>
          )}
          <h2 className="mt-8 text-lg font-bold text-brand-800">{words.whatNext}</h2>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
            {rules.afterEnquiry.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-bold text-brand-800">{words.documentsToBring}</h2>
          <p className="mt-2 text-slate-700">{words.bringThese}</p>
          <ul className="mt-3 space-y-3 text-slate-800" data-testid="documents">
            {documents.map((item) => (
              <li key={item.document} className="flex gap-3">
                <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-700" />
                <span>
                  <span className="font-semibold">{item.document}</span>
                  {item.optional && <span className="text-slate-700"> {words.optionalDocument}</span>}
                  {item.when && (
                    <span className="block text-sm text-slate-600">{words.documentFor(item.when)}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-lg font-bold text-brand-800">{words.ageCriteria}</h2>
          <p className="mt-2 text-slate-700">{words.checkAge}</p>
          <div className="mt-3">
            <AdmissionRules show={["ages"]} rules={rules} headingLevel="h3" />
          </div>
          <p className="mt-6 text-slate-700">{words.officeHoursAre(officeHoursOf("group", contacts))}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link reloadDocument to={pathIn(language, "/")} className={buttonClass("primary", "lg")}>
              {words.backHome}
            </Link>
            <Link
              reloadDocument
              to={pathIn(language, "/notifications")}
              className={buttonClass("outline", "lg")}
            >
              {words.noticeBoard}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
