import { ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { NewEnquiries, type NewEnquiriesData } from "~/components/admin/NewEnquiries";
import { userContext } from "~/lib/auth/guard.server";
import { newEnquiriesFor } from "~/lib/enquiries/enquiries.server";
import { env } from "~/lib/platform/env.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { runAdminContentAction } from "~/routes/admin/content/content-action.server";
import { loadAdminContent } from "~/routes/admin/content/content-admin.server";
import { notificationAdmin } from "~/routes/admin/content/entities.server";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => pageMeta("Notifications · Admin");

/**
 * Notifications tab of the admin area, the first screen after sign-in: requires a signed-in user
 * (architecture ruling 2). It also shows the new enquiries this user may see; a failed
 * read of those leaves the panel out and is logged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const content = await loadAdminContent(request, user, notificationAdmin);
  const { SMTP_URL, ENQUIRY_NOTIFY_TO } = env();
  const enquiries: NewEnquiriesData | null = await newEnquiriesFor(user)
    .then((found) => ({ ...found, emailAlerts: Boolean(SMTP_URL && ENQUIRY_NOTIFY_TO) }))
    .catch((error: unknown) => {
      console.error("Error fetching new enquiries:", error instanceof Error ? error.message : error);
      return null;
    });
  return { ...content, enquiries };
}

/**
 * Add, edit or delete; requires a signed-in user, limits an editor to their audience and writes the
 * audit log.
 */
export function action({ request, context }: Route.ActionArgs) {
  return runAdminContentAction(request, context.get(userContext), notificationAdmin, {
    address: context.get(clientAddressContext),
  });
}

const config: ContentAdminConfig = {
  heading: "Notifications",
  noun: "notification",
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  entryKind:
    "A notification: a short notice for the notice board and the scrolling ticker at the top of the website's pages.",
};

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.enquiries && <NewEnquiries data={loaderData.enquiries} />}
      <ContentAdmin config={config} data={loaderData} actionData={actionData} />
    </>
  );
}
