import { TrainingView } from "~/components/TrainingView";
import { publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/training";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

/** The published title and description; the shipped wording should the loader fail. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.data.title ?? "Teacher training", loaderData?.data.description);

/**
 * /training (spec 2.2): teacher training, with the carousel of thirteen photos, as published in the
 * Pages tab (`readSection`; the shipped default when it cannot be read), its blocks
 * resolved as a content page's are.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    data: await withReferences((await loadSectioned("/training", { context })).data, context),
  };
}

export default function TrainingPage({ loaderData }: Route.ComponentProps) {
  return <TrainingView data={loaderData.data} />;
}
