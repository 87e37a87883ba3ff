import { redirect } from "react-router";
import { BusRoutesView } from "~/components/BusRoutesView";
import { publicPage } from "~/lib/platform/http-cache";
import { languageOf, pathIn } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { busWords } from "~content/words/pages";
import type { Route } from "./+types/bus-routes";
import { FINDER_PARAMS, finderRedirect, publishedBusRoutes } from "./bus-routes.server";

/** The same for every visitor: the page cache may keep it. It reads only these query parameters. */
export const headers = publicPage(FINDER_PARAMS);

/**
 * Before any loader: a stop that nothing matches, or another spelling of the finder's parameters, is
 * redirected to the one page that answers it (`finderRedirect`), so a made-up `?stop=` costs a lookup
 * in the published routes, not a render and a copy in the page cache (architecture 6).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    const { searchParams } = new URL(request.url);
    if (!FINDER_PARAMS.some((name) => searchParams.has(name))) return;
    const to = finderRedirect(searchParams, await publishedBusRoutes());
    // The one page that answers it, in the address's language (decision 0030).
    if (to) throw redirect(pathIn(languageOf(new URL(request.url).pathname), to));
  },
];

/** The page's title and description in the address's language, as its heading (decision 0030). */
export const meta: Route.MetaFunction = ({ location }) => {
  const words = busWords[languageOf(location.pathname)];
  return pageMeta(words.title, words.description);
};

/**
 * The routes, stops and notes as published in the Pages tab (`readSection`; the
 * shipped default when they cannot be read). The stop finder is a GET form: the server filters them
 * for `?stop=` (the component reads the query).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { data: await withReferences(await publishedBusRoutes(), context) };
}

/** /bus-routes (spec 2.2, 9): the published routes drawn by `BusRoutesView`, which the preview shares. */
export default function BusRoutesPage({ loaderData }: Route.ComponentProps) {
  return <BusRoutesView data={loaderData.data} />;
}
