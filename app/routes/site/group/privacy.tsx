import { data } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { PrivacyNoticeFull } from "~/components/PrivacyNotice";
import { settingsFor } from "~/lib/content-store/settings.server";
import { noticeChangesAt, privacyNotice } from "~/lib/enquiries/privacy-notice";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { languageOf, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { settingsOf } from "~/lib/site/settings";
import { inLanguage } from "~content/bilingual";
import { enquiryWords } from "~content/words/enquiry";
import type { Route } from "./+types/privacy";

/**
 * The same for every visitor: the page cache may keep it (a settings change empties it) until the
 * admissions year it names moves on (`noticeChangesAt`).
 */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const words = enquiryWords[languageOf(location.pathname)];
  return pageMeta(words.privacyTitle, words.privacyDescription, settingsOf(matches).site);
};

/**
 * `/privacy` (architecture ruling 21): the full privacy notice, the same facts as the short one beside
 * the enquiry form, filled from the request's settings as of today, in the address's language
 * (`/ta/privacy`: the Tamil notice).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const language = languageOf(new URL(request.url).pathname);
  return data(
    // In the page's language, as the enquiry form draws it, so both show one version (decision 0032).
    { notice: privacyNotice(inLanguage(await settingsFor(context), language), now, language) },
    { headers: freshUntil(noticeChangesAt(now)) },
  );
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const words = useWords(enquiryWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro title={words.privacyTitle} intro={words.privacyIntro} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <PrivacyNoticeFull notice={loaderData.notice} />
      </div>
    </main>
  );
}
