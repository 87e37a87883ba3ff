import { data, redirect } from "react-router";
import { env } from "~/lib/platform/env.server";
import { findNotice } from "~/lib/published/notices.server";
import { parseNoticeParam } from "~/lib/published/paths";
import { languageOf, pathIn } from "~/lib/site/language";

/**
 * A notice's page (architecture ruling 22): `/notices/<id>-<slug>` for a notification, `a<id>` for an
 * announcement. A scheduled notice is not there yet (404, as one that does not exist); an expired one
 * is still shown, marked as from the archive, so shared links and the archive keep working. Another
 * spelling of the words after the id is sent on (301) to the notice's address.
 *
 * Throws a 404 response for no such notice, a 301 for the wrong words, and a 503 when the database
 * cannot be read (the error page says so).
 */
export async function loadNotice(param: string | undefined, request: Request) {
  const key = parseNoticeParam(param);
  if (!key) throw data(null, { status: 404 });
  let notice: Awaited<ReturnType<typeof findNotice>>;
  try {
    notice = await findNotice(key.kind, key.id);
  } catch (error) {
    console.error("Error fetching notice:", error instanceof Error ? error.message : error);
    throw data(null, { status: 503 });
  }
  if (!notice || notice.state === "scheduled") throw data(null, { status: 404 });
  // The notice's one spelling, in the language of the address asked for (decision 0030).
  const { pathname } = new URL(request.url);
  const canonical = pathIn(languageOf(pathname), notice.path);
  if (pathname !== canonical) throw redirect(canonical, 301);
  const url = `${env().siteOrigin}${canonical}`;
  return { notice, url };
}
