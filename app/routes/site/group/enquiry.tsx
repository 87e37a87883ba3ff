import { AdmissionInfo, ENQUIRY_RULE_PARTS } from "~/components/AdmissionInfo";
import { EnquiryForm } from "~/components/EnquiryForm";
import { PageIntro } from "~/components/PageIntro";
import { settingsFor } from "~/lib/content-store/settings.server";
import { publicPage } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
import { admissionRulesFor } from "~/lib/site/admission-rules.server";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf, useSettings } from "~/lib/site/settings";
import { submitEnquiry } from "~/routes/site/group/enquiry.server";
import { findClassCode } from "~content/admissions";
import type { Route } from "./+types/enquiry";

/** The same for every visitor: the page cache may keep it. It reads only these query parameters. */
export const headers = publicPage(["class", "school"]);

export const meta: Route.MetaFunction = ({ matches }) => {
  const { site } = settingsOf(matches);
  const { vidhyashram, vidhyapeeth } = site.schools;
  return pageMeta(
    "Admission enquiry",
    `Ask for a seat at ${vidhyashram.name} or ${vidhyapeeth.name} for ${site.admissionsYear}: age criteria, documents and the steps of admission.`,
    site,
  );
};

/**
 * `?class=LKG&school=vidhyapeeth` preselect the form (Apply Now buttons link here that way);
 * `admissions` is what the page shows of the admission rules, `fees` the schools' fees by class (the
 * form shows the chosen class's: Tamil Nadu asks for the class-wise fees on admission forms), both of
 * the request's settings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const school = params.get("school")?.toLowerCase() ?? null;
  return {
    class_sought: findClassCode(params.get("class")),
    school: school === "vidhyashram" || school === "vidhyapeeth" || school === "not-sure" ? school : null,
    admissions: await admissionRulesFor(context, ENQUIRY_RULE_PARTS),
    fees: (await settingsFor(context)).fees,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitEnquiry(request, context.get(clientAddressContext));
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useSettings();
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title="Admission enquiry"
        intro={`Admissions are open for ${site.admissionsYear}. Tell us about your child and the office will call you back.`}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6">
          <EnquiryForm
            title="Your details"
            defaults={loaderData}
            fees={loaderData.fees}
            values={actionData?.values}
            errors={actionData?.errors}
            formError={actionData?.formError}
          />
        </div>
        <aside aria-label="Admission information" className="rounded-xl bg-brand-50 p-5 sm:p-6">
          <AdmissionInfo rules={loaderData.admissions} />
        </aside>
      </div>
    </main>
  );
}
