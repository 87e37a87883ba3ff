import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { isReference } from "~/lib/enquiries/enquiries.server";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/enquiry-erased";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Enquiry erased", "Your admission enquiry was erased."),
  { name: "robots", content: "noindex" },
];

/** The reference of the erased enquiry, from the address (nothing else is left to show). */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("ref");
  return { reference: isReference(reference) ? reference : null };
}

/** Where the private link's "Erase my enquiry" ends: what was done, and what remains. */
export default function EnquiryErased({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex-1 bg-brand-50">
      <div className="mx-auto max-w-2xl px-4 py-12">
        <div className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <CheckCircle2 aria-hidden className="size-12 text-green-700" />
          <h1 className="mt-3 text-2xl font-bold text-brand-800">Your enquiry was erased</h1>
          <p className="mt-4 text-slate-700">
            {loaderData.reference ? `The details of enquiry ${loaderData.reference}` : "Your details"} were
            erased and your consent withdrawn. The office sees only that an enquiry was withdrawn; your
            private link no longer works.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link reloadDocument to="/" className={buttonClass("primary", "lg")}>
              Back to the home page
            </Link>
            <Link reloadDocument to="/privacy" className={buttonClass("outline", "lg")}>
              Privacy notice
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
