import { data } from "react-router";
import { AdmissionInfo, ENQUIRY_RULE_PARTS } from "~/components/AdmissionInfo";
import { EnquiryForm } from "~/components/EnquiryForm";
import { PageIntro } from "~/components/PageIntro";
import { settingsFor } from "~/lib/content-store/settings.server";
import { noticeChangesAt } from "~/lib/enquiries/privacy-notice";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
import { admissionRulesFor } from "~/lib/site/admission-rules.server";
import { enquiryFees } from "~/lib/site/fees";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import { submitEnquiry } from "~/routes/site/group/enquiry.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import { findClassCode } from "~content/admissions";
import type { Route } from "./+types/enquiry";

/** The same for every visitor: the page cache may keep it. It reads only these query parameters. */
export const headers = publicPage(["class", "school"]);

/** The page's title and summary as published; the group's name as the settings give it. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page.title ?? "", loaderData?.page.description, settingsOf(matches).site);

/**
 * `?class=LKG&school=vidhyapeeth` preselect the form (Apply Now buttons link here that way);
 * `admissions` is what the page shows of the admission rules, `fees` each school's totals per class
 * and term (the form shows the chosen class's: Tamil Nadu asks for the class-wise fees on admission
 * forms; totals only, so the page stays small), both of
 * the request's settings; `page` the page's title, introduction and summary as published in the Pages
 * tab (its one load, `loadSectioned`; the shipped words when they cannot be read), references resolved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const school = params.get("school")?.toLowerCase() ?? null;
  const [page, admissions, settings] = await Promise.all([
    loadSectioned("/enquiry", { context }).then((page) => withReferences(page.data, context)),
    admissionRulesFor(context, ENQUIRY_RULE_PARTS),
    settingsFor(context),
  ]);
  return data(
    {
      page,
      class_sought: findClassCode(params.get("class")),
      school: school === "vidhyashram" || school === "vidhyapeeth" || school === "not-sure" ? school : null,
      admissions,
      fees: enquiryFees(settings.fees),
    },
    // The privacy notice beside the button names the admissions year: a cached copy ends when it moves on.
    { headers: freshUntil(noticeChangesAt(new Date())) },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return submitEnquiry(request, context.get(clientAddressContext));
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
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
