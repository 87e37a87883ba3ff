import { pageVersion } from "~/lib/platform/page-version.server";
import { findStops, normaliseStop } from "~/lib/site/bus-routes";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { BusRoutes } from "~content/schemas/bus-routes";

/**
 * The bus routes page's server side (beside `bus-routes.tsx`): the finder's data, read once per page
 * version, and the one spelling of each answer the finder can give without JavaScript.
 */

/** The query parameters the page reads (its `X-Page-Query`, so the page cache's key). */
export const FINDER_PARAMS = ["stop", "found"] as const;

/** The search of the one page that answers every stop nothing matches. */
export const NO_SUCH_STOP = "found=none";

let kept: { version: number; data: BusRoutes } | undefined;

/**
 * The routes as published in the Pages tab (the page's one load, `loadSectioned`, which the staff
 * preview calls with the draft), read again only when the page version has
 * moved (a publish raises it in its transaction, decision 0014): one primary-key read per request, and
 * the same object each time, so the finder's index of its stops (made once per object) is reused.
 * When the version cannot be read, the routes are read afresh (the shipped default when the database
 * is down).
 */
export async function publishedBusRoutes(): Promise<BusRoutes> {
  let version: number;
  try {
    version = await pageVersion();
  } catch {
    return (await loadSectioned("/bus-routes", { context: {} })).data;
  }
  if (kept?.version === version) return kept.data;
  const { data } = await loadSectioned("/bus-routes", { context: {} });
  kept = { version, data };
  return data;
}

/**
 * Where the finder sends a request whose parameters are not the one spelling of their answer
 * (architecture 6: the page cache keeps a copy per value of `stop` and `found`, so each other spelling
 * would be a render): a stop nothing matches goes to `?found=none`, one copy for every such stop; a
 * repeated `stop`, a `found` beside a stop or with another value, and an empty `stop` go to the page they
 * mean. Returns the path and search to redirect to, or undefined when `search` is already canonical.
 * A stop that exists or is spelt nearly right keeps its own page, as the visitor typed it.
 */
export function finderRedirect(search: URLSearchParams, data: BusRoutes): string | undefined {
  const asked = new URLSearchParams();
  for (const name of FINDER_PARAMS) for (const value of search.getAll(name)) asked.append(name, value);
  const stop = search.get("stop") ?? "";
  let canonical: string;
  if (normaliseStop(stop)) {
    canonical =
      findStops(stop, data).kind === "none" ? NO_SUCH_STOP : new URLSearchParams({ stop }).toString();
  } else {
    canonical = search.get("found") === "none" ? NO_SUCH_STOP : "";
  }
  if (asked.toString() === canonical) return undefined;
  return canonical ? `/bus-routes?${canonical}` : "/bus-routes";
}
