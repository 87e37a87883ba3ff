import { documentResponse } from "~/lib/documents/files.server";
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
 * revalidate and get a replaced file at once.
 */
export function loader({ request }: Route.LoaderArgs) {
  return documentResponse(request, new URL(request.url).pathname.toLowerCase());
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
