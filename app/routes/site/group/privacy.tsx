import { data } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { PrivacyNoticeFull } from "~/components/PrivacyNotice";
import { settingsFor } from "~/lib/content-store/settings.server";
import { noticeChangesAt, privacyNotice } from "~/lib/enquiries/privacy-notice";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import type { Route } from "./+types/privacy";

/**
 * The same for every visitor: the page cache may keep it (a settings change empties it) until the
 * admissions year it names moves on (`noticeChangesAt`).
 */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Privacy notice",
    "How the schools use the details of an admission enquiry, how long they keep them, and your rights.",
    settingsOf(matches).site,
  );

/**
 * `/privacy` (architecture ruling 21): the full privacy notice, the same facts as the short one beside
 * the enquiry form, filled from the request's settings as of today.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const now = new Date();
  return data(
    { notice: privacyNotice(await settingsFor(context), now) },
    { headers: freshUntil(noticeChangesAt(now)) },
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title="Privacy notice"
        intro="How the schools use the details you send with an admission enquiry, how long they keep them, and how to see, correct or erase them."
      />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PrivacyNoticeFull notice={loaderData.notice} />
      </div>
    </main>
  );
}
