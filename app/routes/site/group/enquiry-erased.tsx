import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { isReference } from "~/lib/enquiries/enquiries.server";
import { languageOf, pathIn, useLanguage } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { enquiryWords } from "~content/words/enquiry";
import type { Route } from "./+types/enquiry-erased";

export const meta: Route.MetaFunction = ({ location }) => {
  const words = enquiryWords[languageOf(location.pathname)];
  return [...pageMeta(words.erasedTitle, words.erasedDescription), { name: "robots", content: "noindex" }];
};

/** The reference of the erased enquiry, from the address (nothing else is left to show). */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("ref");
  return { reference: isReference(reference) ? reference : null };
}

/** Where the private link's "Erase my enquiry" ends: what was done, and what remains. */
export default function EnquiryErased({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const words = enquiryWords[language];
  return (
    <main id="main" className="flex-1 bg-brand-50">
      <div className="mx-auto max-w-2xl px-4 py-12">
        <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckCircle2 aria-hidden className="size-12 text-green-700" />
          <h1 className="mt-3 text-2xl font-bold text-brand-800">{words.erasedHeading}</h1>
          <p className="mt-4 text-slate-700">{words.erasedText(loaderData.reference)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link reloadDocument to={pathIn(language, "/")} className={buttonClass("primary", "lg")}>
              {words.backHome}
            </Link>
            <Link reloadDocument to={pathIn(language, "/privacy")} className={buttonClass("outline", "lg")}>
              {words.privacyNotice}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
