import { safeRead } from "~/lib/platform/safe-read.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { withReferences } from "~/lib/site/references.server";
import { openRteWindows } from "~/lib/site/rte.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { SchoolSlug } from "~content/site";

/** The school a `?school=` value asks for; anything else (missing, misspelt, "group") means all. */
export function schoolFilter(value: string | null): SchoolSlug | null {
  const wanted = value?.trim().toLowerCase();
  return wanted === "vidhyashram" || wanted === "vidhyapeeth" ? wanted : null;
}

/**
 * The notice board (spec 2.2): every notification, announcement and video of both schools; with
 * `?school=vidhyashram` or `?school=vidhyapeeth`, that school's and the group's only. `page` is the
 * board's title, introduction and summary as published in the Pages tab (its one load,
 * `loadSectioned`; the shipped words when they cannot be read), their references resolved.
 */
export async function loadBoard({ request, context }: { request?: Request; context?: object } = {}) {
  // Without a request (a test that wants the whole board), as without `?school=`: everything; without
  // a load context, the references are read for this call alone.
  const school = schoolFilter(request ? new URL(request.url).searchParams.get("school") : null) ?? undefined;
  const only = { school };
  const [page, notices, news, media] = await Promise.all([
    loadSectioned("/notifications", { context: context ?? {} }).then((board) =>
      withReferences(board.data, context ?? {}),
    ),
    safeRead("notifications", () => notifications.list(only), []),
    safeRead("announcements", () => announcements.list(only), []),
    safeRead("media library", () => mediaItems.list(only), []),
  ]);
  // While a school's RTE application window is open, the board leads to its page (school filter aside:
  // RTE seats concern parents of both schools' entry classes).
  const rte = await safeRead("RTE pages", () => openRteWindows(), { open: [], changesAt: undefined });
  return { page, school, notices, news, media, rte: rte.open, rteChangesAt: rte.changesAt };
}
