import { documentResponse } from "~/lib/documents/files.server";
import { rteListDocumentState } from "~/lib/site/rte.server";
import { notWritable } from "~/lib/site/sitemap.server";
import type { Route } from "./+types/document";

/**
 * `/documents/*`: a document at its permanent URL. A resource route of the table
 * rather than a static file or an Express middleware, because what it serves is in the database: the
 * office replaces a document's file under the same URL (regulators and other sites link to it), so the
 * URL must answer with the current file, from the storage, or the file shipped in `content/files`
 * while it was never replaced (`documentResponse`). The shipped files are no longer under `public/`,
 * so neither Vite (development) nor the public files (production) answer these URLs first. Not a page:
 * no HTML, never kept by the page cache; `Cache-Control: public, no-cache` with an ETag, so browsers
 * revalidate and get a replaced file at once. A list of an RTE page (children's names) carries
 * `X-Robots-Tag: noindex` while it is shown, and answers 410 after its last day.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase();
  // An RTE lottery list names children: kept out of search engines, and gone after its last day.
  const rte = await rteListDocumentState(path).catch(() => "none" as const);
  if (rte === "ended") return listTakenDown();
  const response = await documentResponse(request, path);
  if (rte === "listed") response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/** 410: an RTE list past its last day (content/schemas/rte.ts), never kept by a cache. */
function listTakenDown(): Response {
  return new Response("This list was taken down after its last day on the website.", {
    status: 410,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
