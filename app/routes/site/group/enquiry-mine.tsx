import { Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { EnquiryForm } from "~/components/EnquiryForm";
import { Button, buttonClass } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatDay, indiaDay } from "~/lib/enquiries/retention";
import { formatDate } from "~/lib/platform/dates";
import { PRIVATE } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
import { languageOf, pathIn, useLanguage } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { officeHoursOf, useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { enquiryWords } from "~content/words/enquiry";
import type { Route } from "./+types/enquiry-mine";
import { changeOwnEnquiry, loadOwnEnquiry } from "./enquiry-mine.server";

/**
 * One parent's data behind a secret link: never cached, never indexed. The site's referrer policy
 * (`strict-origin-when-cross-origin`) already sends other sites the origin only; "no-referrer" here
 * would make browsers send `Origin: null` with the page's own forms, which the same-origin check refuses.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": PRIVATE,
  "X-Robots-Tag": "noindex",
});

export const meta: Route.MetaFunction = ({ location }) => {
  const words = enquiryWords[languageOf(location.pathname)];
  return [...pageMeta(words.mineTitle, words.mineDescription), { name: "robots", content: "noindex" }];
};

/** The enquiry the private link opens, in the address's language (404 with `LINK_GONE` when it opens none). */
export async function loader({ params, request }: Route.LoaderArgs) {
  return {
    ...(await loadOwnEnquiry(params.token, languageOf(new URL(request.url).pathname))),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Corrects or erases it (`changeOwnEnquiry`). */
export function action({ request, params, context }: Route.ActionArgs) {
  return changeOwnEnquiry(request, params.token, context.get(clientAddressContext));
}

const received = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** A day (`YYYY-MM-DD`) as the page's language writes it: "31 January 2028", "31 ஜனவரி, 2028". */
function dayIn(language: Language, day: string): string {
  return language === "ta" ? formatDate(day, "ta") : formatDay(day);
}

/** When the enquiry was sent, in India's calendar, as the page's language writes a day. */
function sentOn(language: Language, at: string): string {
  return language === "ta" ? formatDate(indiaDay(at), "ta") : received.format(new Date(at));
}

export default function OwnEnquiry({ loaderData, actionData, params }: Route.ComponentProps) {
  const { enquiry, values, saved } = loaderData;
  const { contacts } = useSettings();
  const language = useLanguage();
  const words = enquiryWords[language];
  const address = pathIn(language, `/enquiry/mine/${params.token}`);
  const correction = actionData?.intent === "correct" ? actionData : undefined;
  const erasure = actionData?.intent === "erase" ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="flex-1 bg-brand-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{words.mineTitle}</h1>
        {saved && !actionData && <FormAlert tone="success">{words.changesSaved}</FormAlert>}
        <section
          aria-labelledby="summary"
          className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
        >
          <h2 id="summary" className="sr-only">
            {words.summary}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
            <dt className="font-semibold">{words.reference}</dt>
            <dd className="font-mono">{enquiry.reference}</dd>
            <dt className="font-semibold">{words.sentOn}</dt>
            <dd>{sentOn(language, enquiry.received)}</dd>
            <dt className="font-semibold">{words.status}</dt>
            <dd data-testid="status">{enquiry.status}</dd>
            <dt className="font-semibold">{words.keptUntil}</dt>
            <dd>
              {enquiry.keptUntil
                ? words.keptUntilText(
                    dayIn(language, enquiry.keptUntil),
                    enquiry.retentionMonths,
                    enquiry.admissionYear,
                  )
                : words.keptByOffice}
            </dd>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            {words.keepPrivate}{" "}
            <Link
              reloadDocument
              to={pathIn(language, "/privacy")}
              className="font-medium text-brand-700 underline"
            >
              {words.howSchoolUses}
            </Link>
          </p>
        </section>
        <section className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
          <EnquiryForm
            title={words.correctYourDetails}
            purpose="correction"
            action={address}
            defaults={values}
            values={correction?.values ?? values}
            errors={correction?.errors}
            formError={correction?.formError}
          />
        </section>
        <section
          aria-labelledby="erase"
          className="rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="erase" className="text-xl font-bold text-red-800">
            {words.eraseTitle}
          </h2>
          <p className="mt-2 text-slate-700">{words.eraseText}</p>
          <Form method="post" action={address} noValidate className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="erase" />
            <div>
              <label className="flex items-start gap-3 text-slate-900">
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={erasure?.errors.confirm ? true : undefined}
                  aria-describedby={erasure?.errors.confirm ? "confirm-error" : undefined}
                  className="mt-0.5 size-6 shrink-0 accent-red-700"
                />
                <span>{words.eraseConfirm}</span>
              </label>
              {erasure?.errors.confirm && (
                <p id="confirm-error" className="mt-1 text-sm font-medium text-red-700">
                  {erasure.errors.confirm}
                </p>
              )}
            </div>
            <Button variant="danger" disabled={busy}>
              {words.eraseButton}
            </Button>
          </Form>
        </section>
        <p className="text-sm text-slate-700">{words.questions(officeHoursOf("group", contacts))}</p>
      </div>
    </main>
  );
}

/** A link that opens nothing says why, and where to go instead. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = isRouteErrorResponse(error) && error.status === 404;
  const language = useLanguage();
  const words = enquiryWords[language];
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-800">
        {gone ? words.linkNoLongerWorks : words.somethingWrong}
      </h1>
      <p className="mt-4 text-slate-700">{gone ? words.linkGone : words.notShown}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link reloadDocument to={pathIn(language, "/enquiry")} className={buttonClass("primary")}>
          {words.sendNew}
        </Link>
        <Link reloadDocument to={pathIn(language, "/privacy")} className={buttonClass("outline")}>
          {words.privacyNotice}
        </Link>
      </div>
    </main>
  );
}
