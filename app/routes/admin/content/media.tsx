import { audienceLabel, ContentAdmin, type ContentAdminConfig } from "~/components/admin/ContentAdmin";
import { ExternalLink } from "~/components/ExternalLink";
import { userContext } from "~/lib/auth/guard.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { isYouTubeId, youTubeThumbnailUrl, youTubeWatchUrl } from "~/lib/published/youtube";
import { pageMeta } from "~/lib/site/meta";
import { runAdminContentAction } from "~/routes/admin/content/content-action.server";
import { type AdminListRow, loadAdminContent } from "~/routes/admin/content/content-admin.server";
import { mediaItemAdmin } from "~/routes/admin/content/entities.server";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => pageMeta("Media library · Admin");

/** Media library tab of the admin area: requires a signed-in user (architecture ruling 2). */
export function loader({ request, context }: Route.LoaderArgs) {
  // The list shows each video's still, title and a watch link: its rows carry the
  // video id as their `detail`, which `videoRow` draws. (Inside the loader: server code only.)
  return loadAdminContent(request, context.get(userContext), {
    ...mediaItemAdmin,
    toListRow: (r) => ({ ...mediaItemAdmin.toListRow(r), detail: r.youtube_id }),
  });
}

/** One video of the list: its still (from our server's thumbnail cache), watch link and audience. */
function videoRow(row: AdminListRow) {
  const id = isYouTubeId(row.detail) ? row.detail : null;
  return {
    picture: id && (
      <img
        src={youTubeThumbnailUrl(id)}
        alt=""
        width={160}
        height={90}
        loading="lazy"
        className="h-[68px] w-[120px] shrink-0 rounded bg-slate-200 object-cover sm:h-[90px] sm:w-[160px]"
      />
    ),
    details: (
      <>
        {id && (
          <>
            <ExternalLink
              href={youTubeWatchUrl(id)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Watch on YouTube
              <span className="sr-only"> “{row.title}”</span>
            </ExternalLink>
            {" · "}
          </>
        )}
        {audienceLabel(row.audience)}
      </>
    ),
  };
}

/**
 * Add, edit or delete; requires a signed-in user, limits an editor to their audience and writes the
 * audit log.
 */
export function action({ request, context }: Route.ActionArgs) {
  return runAdminContentAction(request, context.get(userContext), mediaItemAdmin, {
    address: context.get(clientAddressContext),
  });
}

const config: ContentAdminConfig = {
  heading: "Media library",
  noun: "video",
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  entryKind: "A video: a YouTube video for the Videos page and the notice board.",
  row: videoRow,
};

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentAdmin config={config} data={loaderData} actionData={actionData} />;
}
