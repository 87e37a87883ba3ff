import { FilePenLine } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { userContext } from "~/lib/auth/guard.server";
import { canWriteAudience } from "~/lib/auth/permissions.server";
import { pageMeta } from "~/lib/site/meta";
import { listPages } from "~/lib/site/page-editing.server";
import type { Route } from "./+types/pages";
import { editorUrl } from "./editor";

/**
 * The Pages list (issue 23 item 2): every content page by title and URL, filtered by school and
 * searched by title, with its state (draft waiting, last published, a newer shipped default). A page
 * the user may not edit (another audience's, architecture ruling 6) is listed without an edit link.
 */

export const meta: Route.MetaFunction = () => pageMeta("Pages · Admin");

const SCHOOLS = [
  { value: "", label: "All pages" },
  { value: "group", label: "The group's pages" },
  { value: "vidhyashram", label: "Vidhyashram" },
  { value: "vidhyapeeth", label: "Vidhyapeeth" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const school = SCHOOLS.some((s) => s.value === url.searchParams.get("school"))
    ? (url.searchParams.get("school") ?? "")
    : "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const pages = (await listPages())
    .filter((p) => !school || p.section === school)
    .filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w)))
    .map((p) => ({ ...p, editable: canWriteAudience(user, p.section) }));
  return { pages, school, q };
}

const SECTION_NAMES = { group: "Group", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } as const;

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { pages, school, q } = loaderData;
  return (
    <AdminScreen title="Pages">
      <p className="mt-2 text-sm text-slate-700">
        Every page of the website. Open one to change its text, tables and pictures: save a draft, preview it,
        then publish. Earlier versions can be restored.
      </p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <Field label="Search by title" name="q" type="search" defaultValue={q} />
        </div>
        <div className="min-w-48">
          <Field as="select" label="School" name="school" defaultValue={school} options={SCHOOLS} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Show
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700" role="status">
        {pages.length === 1 ? "1 page" : `${pages.length} pages`}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
        {pages.map((page) => (
          <li key={page.path} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {page.title}{" "}
                <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">
                  {SECTION_NAMES[page.section]}
                </span>
              </p>
              <p className="break-all text-sm text-slate-600">{page.path}</p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                {page.hasDraft && (
                  <span className="rounded-full bg-gold-300 px-2 py-0.5 text-slate-900">
                    Unpublished draft
                  </span>
                )}
                {page.editedAt && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                    Published {when.format(new Date(page.editedAt))}
                    {page.editedBy && ` by ${page.editedBy}`}
                  </span>
                )}
                {page.newerDefault && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">
                    A newer version came with an update
                  </span>
                )}
              </p>
            </div>
            {page.editable ? (
              <Link to={editorUrl(page.path)} className={buttonClass("secondary", "sm")}>
                <FilePenLine aria-hidden className="size-4" /> Edit
                <span className="sr-only"> {page.title}</span>
              </Link>
            ) : (
              <span className="text-sm text-slate-600">Another school's page</span>
            )}
          </li>
        ))}
      </ul>
    </AdminScreen>
  );
}
