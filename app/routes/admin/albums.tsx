import { ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { loadAdminContent, runAdminContentAction } from "~/lib/admin-content.server";
import { albumAdmin } from "~/lib/admin-entities.server";
import { LIMITS } from "~/lib/form-limits";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/albums";

export const meta: Route.MetaFunction = () => pageMeta("Photo albums · Admin");

/** Photo albums tab of the admin area: requires a signed-in user (DESIGN ruling 2). */
export function loader({ request }: Route.LoaderArgs) {
  return loadAdminContent(request, albumAdmin);
}

/** Add, edit or delete; requires a signed-in user. */
export function action({ request }: Route.ActionArgs) {
  return runAdminContentAction(request, albumAdmin);
}

const config: ContentAdminConfig = {
  heading: "Photo albums",
  noun: "album",
  addTitle: "Add Album",
  editTitle: "Edit Album",
  fields: [
    { name: "title", label: "Title", type: "text", required: true, maxLength: LIMITS.title },
    {
      name: "link",
      label: "Album link",
      type: "url",
      required: true,
      hint: "The web address of the shared album, for example on Google Photos.",
      maxLength: LIMITS.url,
    },
    {
      name: "thumbnail",
      label: "Thumbnail image link (optional)",
      type: "url",
      hint: "Leave blank to use the school's standard album picture.",
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

export default function AdminAlbums({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentAdmin config={config} data={loaderData} actionData={actionData} />;
}
