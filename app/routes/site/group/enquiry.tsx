import { data } from "react-router";
import { EnquiryView } from "~/components/EnquiryView";
import { noticeChangesAt } from "~/lib/enquiries/privacy-notice";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { clientAddressContext } from "~/lib/platform/request-context";
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
 * The page through its one load (`loadSectioned`, which the staff preview calls with the draft): `page`,
 * its title, introduction and summary as published in the Pages tab (the shipped words when they cannot
 * be read), references resolved; `admissions`, what it shows of the admission rules, and `fees`, each
 * school's totals per class and term (the form shows the chosen class's: Tamil Nadu asks for the
 * class-wise fees on admission forms; totals only, so the page stays small), both of the request's
 * settings. `?class=LKG&school=vidhyapeeth` preselect the form (Apply Now buttons link here that way).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const school = params.get("school")?.toLowerCase() ?? null;
  const { data: enquiry } = await loadSectioned("/enquiry", { context });
  return data(
    {
      ...enquiry,
      page: await withReferences(enquiry.page, context),
      class_sought: findClassCode(params.get("class")),
      school: school === "vidhyashram" || school === "vidhyapeeth" || school === "not-sure" ? school : null,
    },
    // The privacy notice beside the button names the admissions year: a cached copy ends when it moves on.
    { headers: freshUntil(noticeChangesAt(new Date())) },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return submitEnquiry(request, context.get(clientAddressContext));
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryView data={loaderData} defaults={loaderData} answer={actionData} />;
}
