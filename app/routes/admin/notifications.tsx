import { ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { loadAdminContent, runAdminContentAction } from "~/lib/admin-content.server";
import { notificationAdmin } from "~/lib/admin-entities.server";
import { LIMITS } from "~/lib/form-limits";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => pageMeta("Notifications · Admin");

/** Notifications tab of the admin area: requires a signed-in user (DESIGN ruling 2). */
export function loader({ request }: Route.LoaderArgs) {
  return loadAdminContent(request, notificationAdmin);
}

/**
 * Add, edit or delete; requires a signed-in user, limits an editor to their audience and writes the
 * audit log (issue 9 item 5).
 */
export function action({ request, context }: Route.ActionArgs) {
  return runAdminContentAction(request, notificationAdmin, { address: context?.clientAddress });
}

const config: ContentAdminConfig = {
  heading: "Notifications",
  noun: "notification",
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, maxLength: LIMITS.title },
    { name: "description", label: "Description", type: "textarea", maxLength: LIMITS.description },
    { name: "date", label: "Date", type: "date", required: true },
    {
      name: "audience",
      label: "Show on",
      type: "audience",
      hint: "Which school's pages show it. The group pages show everything.",
    },
  ],
};

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentAdmin config={config} data={loaderData} actionData={actionData} />;
}
