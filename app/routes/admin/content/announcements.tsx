import { ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { userContext } from "~/lib/auth/guard.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { runAdminContentAction } from "~/routes/admin/content/content-action.server";
import { loadAdminContent } from "~/routes/admin/content/content-admin.server";
import { announcementAdmin } from "~/routes/admin/content/entities.server";
import type { Route } from "./+types/announcements";

export const meta: Route.MetaFunction = () => pageMeta("Announcements · Admin");

/** Announcements tab of the admin area: requires a signed-in user (architecture ruling 2). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminContent(request, context.get(userContext), announcementAdmin);
}

/**
 * Add, edit or delete; requires a signed-in user, limits an editor to their audience and writes the
 * audit log.
 */
export function action({ request, context }: Route.ActionArgs) {
  return runAdminContentAction(request, context.get(userContext), announcementAdmin, {
    address: context.get(clientAddressContext),
  });
}

const config: ContentAdminConfig = {
  heading: "Announcements",
  noun: "announcement",
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  entryKind:
    "An announcement: news for the scrolling line on the home page and for the notice board, with an optional link to more details.",
};

export default function AdminAnnouncements({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentAdmin config={config} data={loaderData} actionData={actionData} />;
}
