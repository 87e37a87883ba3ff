import { data } from "react-router";
import { NoticeBoardView } from "~/components/NoticeBoardView";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import type { Route } from "./+types/notifications";
import { loadBoard } from "./notifications.server";

/**
 * The same for every visitor: the page cache may keep it. It reads one query
 * parameter, `school`, so the cache keeps one copy per filter.
 */
export const headers = publicPage(["school"]);

/**
 * The board's words as published: with a school chosen, the title names the school and the summary is
 * that school's.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return pageMeta("");
  const { page, school } = loaderData;
  if (!school) return pageMeta(page.title, page.description);
  const name = settingsOf(matches).site.schools[school].name;
  return pageMeta(`${page.title}: ${name}`, page.schools[school].description);
};

/** `loadBoard` for the route: the board's cached copy ends when an RTE window opens or closes. */
export async function loader(args: Route.LoaderArgs) {
  const board = await loadBoard(args);
  return data(board, { headers: freshUntil(board.rteChangesAt) });
}

export default function NoticeBoard({ loaderData }: Route.ComponentProps) {
  return <NoticeBoardView data={loaderData} />;
}
