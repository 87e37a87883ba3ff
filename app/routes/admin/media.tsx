import { ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { loadAdminContent, runAdminContentAction } from "~/lib/admin-content.server";
import { mediaItemAdmin } from "~/lib/admin-entities.server";
import { LIMITS } from "~/lib/form-limits";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => pageMeta("Media library · Admin");

/** Media library tab of the admin area: requires a signed-in user (DESIGN ruling 2). */
export function loader({ request }: Route.LoaderArgs) {
  return loadAdminContent(request, mediaItemAdmin);
}

/**
 * Add, edit or delete; requires a signed-in user, limits an editor to their audience and writes the
 * audit log (issue 9 item 5).
 */
export function action({ request, context }: Route.ActionArgs) {
  return runAdminContentAction(request, mediaItemAdmin, { address: context?.clientAddress });
}

const config: ContentAdminConfig = {
  heading: "Media library",
  noun: "video",
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, maxLength: LIMITS.title },
    {
      name: "youtube_id",
      label: "YouTube link",
      type: "url",
      required: true,
      hint: "Paste the video's address from YouTube, for example https://youtu.be/…",
      maxLength: LIMITS.url,
    },
    {
      name: "audience",
      label: "Show on",
      type: "audience",
      hint: "Which school's pages show it. The group pages show everything.",
    },
  ],
};

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentAdmin config={config} data={loaderData} actionData={actionData} />;
}
