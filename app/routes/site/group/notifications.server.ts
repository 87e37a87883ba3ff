import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { SchoolSlug } from "~content/site";

/** The school a `?school=` value asks for; anything else (missing, misspelt, "group") means all. */
export function schoolFilter(value: string | null): SchoolSlug | null {
  const wanted = value?.trim().toLowerCase();
  return wanted === "vidhyashram" || wanted === "vidhyapeeth" ? wanted : null;
}

/**
 * The notice board (spec 2.2) through its one load (`loadSectioned`, which the staff preview calls with
 * the draft and no filter): every notification, announcement and video of both schools; with
 * `?school=vidhyashram` or `?school=vidhyapeeth`, that school's and the group's only; the RTE pages whose
 * applications are open (`rte`) and when that next changes (`rteChangesAt`, ms). `page` is the board's
 * title, introduction and summary as published in the Pages tab (the shipped words when they cannot be
 * read), their references resolved.
 */
export async function loadBoard({ request, context }: { request?: Request; context?: object } = {}) {
  // Without a request (a test that wants the whole board), as without `?school=`: everything; without
  // a load context, the references are read for this call alone.
  const school = schoolFilter(request ? new URL(request.url).searchParams.get("school") : null) ?? undefined;
  const { data, changesAt } = await loadSectioned("/notifications", { context: context ?? {}, school });
  return { ...data, page: await withReferences(data.page, context ?? {}), rteChangesAt: changesAt };
}
