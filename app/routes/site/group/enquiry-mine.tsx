import { Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { EnquiryForm } from "~/components/EnquiryForm";
import { Button, buttonClass } from "~/components/ui/Button";
import { FormAlert } from "~/components/ui/FormAlert";
import { formatDay } from "~/lib/enquiries/retention";
import { PRIVATE } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pathIn, useLanguage } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { officeHoursOf, useSettings } from "~/lib/site/settings";
import { LINK_GONE } from "~content/privacy";
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

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your admission enquiry", "See, correct or erase your admission enquiry."),
  { name: "robots", content: "noindex" },
];

/** The enquiry the private link opens (404 with `LINK_GONE` when it opens none). */
export async function loader({ params, request }: Route.LoaderArgs) {
  return {
    ...(await loadOwnEnquiry(params.token)),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Corrects or erases it (`changeOwnEnquiry`). */
export function action({ request, params, context }: Route.ActionArgs) {
  return changeOwnEnquiry(request, params.token, context.get(clientAddressContext));
}

const received = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

export default function OwnEnquiry({ loaderData, actionData, params }: Route.ComponentProps) {
  const { enquiry, values, saved } = loaderData;
  const { contacts } = useSettings();
  // The private link in the page's language: its forms' answers stay in it (decision 0030).
  const address = pathIn(useLanguage(), `/enquiry/mine/${params.token}`);
  const correction = actionData?.intent === "correct" ? actionData : undefined;
  const erasure = actionData?.intent === "erase" ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main" className="flex-1 bg-brand-50">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Your admission enquiry</h1>
        {saved && !actionData && <FormAlert tone="success">Your changes were saved.</FormAlert>}
        <section
          aria-labelledby="summary"
          className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
        >
          <h2 id="summary" className="sr-only">
            Summary
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-800">
            <dt className="font-semibold">Reference</dt>
            <dd className="font-mono">{enquiry.reference}</dd>
            <dt className="font-semibold">Sent on</dt>
            <dd>{received.format(new Date(enquiry.received))}</dd>
            <dt className="font-semibold">Status</dt>
            <dd data-testid="status">{enquiry.status}</dd>
            <dt className="font-semibold">Kept until</dt>
            <dd>
              {enquiry.keptUntil
                ? `${formatDay(enquiry.keptUntil)} (${enquiry.retentionMonths} months after admissions for ${enquiry.admissionYear} close), then erased`
                : "The office keeps it: your child was admitted"}
            </dd>
          </dl>
          <p className="mt-4 text-sm text-slate-700">
            Keep this page's address to yourself: anyone who has it can see your enquiry.{" "}
            <Link reloadDocument to="/privacy" className="font-medium text-brand-700 underline">
              How the school uses these details
            </Link>
          </p>
        </section>
        <section className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
          <EnquiryForm
            title="Correct your details"
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
            Erase your enquiry
          </h2>
          <p className="mt-2 text-slate-700">
            This withdraws your consent. Your details are erased at once from the school's records and this
            link stops working; the office keeps only an anonymous count. It cannot be undone: to ask again,
            send a new enquiry.
          </p>
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
                <span>Yes, erase my enquiry and withdraw my consent</span>
              </label>
              {erasure?.errors.confirm && (
                <p id="confirm-error" className="mt-1 text-sm font-medium text-red-700">
                  {erasure.errors.confirm}
                </p>
              )}
            </div>
            <Button variant="danger" disabled={busy}>
              Erase my enquiry
            </Button>
          </Form>
        </section>
        <p className="text-sm text-slate-700">
          Questions? Call the school office ({officeHoursOf("group", contacts)}).
        </p>
      </div>
    </main>
  );
}

/** A link that opens nothing says why, and where to go instead. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const gone = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-800">
        {gone ? "This link no longer works" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-700">
        {gone ? LINK_GONE : "Sorry, your enquiry could not be shown just now. Please try again in a minute."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link reloadDocument to="/enquiry" className={buttonClass("primary")}>
          Send a new enquiry
        </Link>
        <Link reloadDocument to="/privacy" className={buttonClass("outline")}>
          Privacy notice
        </Link>
      </div>
    </main>
  );
}
