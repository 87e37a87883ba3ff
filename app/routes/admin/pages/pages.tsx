import { FilePenLine, FilePlus } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminScreen } from "~/components/admin/AdminScreen";
import { buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { userContext } from "~/lib/auth/guard.server";
import { canWriteAudience } from "~/lib/auth/permissions.server";
import { listPages } from "~/lib/content-store/page-editing.server";
import { clientAddressContext } from "~/lib/platform/request-context";
import { pageMeta } from "~/lib/site/meta";
import { resolveText } from "~/lib/site/references";
import { currentReferences } from "~/lib/site/references.server";
import { pageKindSchema } from "~content/page-kinds";
import type { Route } from "./+types/pages";
import { AddPageDialog } from "./add-page";
import { type AddPageAnswer, addPage, placesFor } from "./add-page.server";
import { editorUrl } from "./editor";

/**
 * The Pages list: every content page by title and URL, filtered by school, by state
 * (added by the office, hidden, deleted) and searched by title, with its state (draft waiting, last
 * published, a newer shipped default, hidden, deleted). A page the user may not edit (another
 * audience's, architecture ruling 6) is listed without an edit link. "Add a page" (`?dialog=add`)
 * adds a page of the office (add-page.server.ts).
 */

export const meta: Route.MetaFunction = () => pageMeta("Pages · Admin");

const SCHOOLS = [
  { value: "", label: "All pages" },
  { value: "group", label: "The group's pages" },
  { value: "vidhyashram", label: "Vidhyashram" },
  { value: "vidhyapeeth", label: "Vidhyapeeth" },
];

const STATES = [
  { value: "", label: "All pages" },
  { value: "office", label: "Added by the office" },
  { value: "hidden", label: "Hidden from visitors" },
  { value: "deleted", label: "Deleted" },
];

/** Whether a page of the list is in the state `state` of the filter ("" for any). */
function inState(page: Awaited<ReturnType<typeof listPages>>[number], state: string): boolean {
  if (state === "office") return page.origin === "office";
  if (state === "hidden") return page.hidden && !page.deleted;
  if (state === "deleted") return page.deleted;
  return true;
}

/** The Kind field's choices, as `content/page-kinds.ts` words them. */
const KINDS = Object.entries((pageKindSchema.meta() as { options: Record<string, string> }).options).map(
  ([value, label]) => ({ value, label }),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const url = new URL(request.url);
  const pick = (name: string, choices: { value: string }[]) =>
    choices.some((c) => c.value === url.searchParams.get(name)) ? (url.searchParams.get(name) ?? "") : "";
  const school = pick("school", SCHOOLS);
  const state = pick("state", STATES);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  // A title may name a fact ("{{Vidhyashram name}} photo gallery"): listed as visitors read it.
  const references = await currentReferences();
  const pages = (await listPages())
    .map((p) => ({ ...p, title: resolveText(p.title, references) }))
    .filter((p) => !school || p.section === school)
    .filter((p) => inState(p, state))
    .filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w)))
    .map((p) => ({ ...p, editable: canWriteAudience(user, p.section) }));
  const places = placesFor(user);
  // A list filtered to one school offers that school's home as the place of a new page.
  const home = school === "group" ? "/" : school ? `/${school}` : "";
  const add =
    url.searchParams.get("dialog") === "add"
      ? {
          places,
          kinds: KINDS,
          under: places.some((p) => p.value === home) ? home : (places[0]?.value ?? "/"),
        }
      : null;
  return { pages, school, state, q, add };
}

/** "Add a page": see add-page.server.ts. */
export function action({ request, context }: Route.ActionArgs) {
  return addPage({ request, user: context.get(userContext), address: context.get(clientAddressContext) });
}

const SECTION_NAMES = { group: "Group", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } as const;

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export default function Pages({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, school, state, q, add } = loaderData;
  return (
    <AdminScreen
      title="Pages"
      actions={
        // A button (it opens a form, it goes nowhere) that puts the dialog in the URL (decision 0001):
        // a GET form, so it works without JavaScript and keeps the list's filters.
        <Form method="get" preventScrollReset>
          {school && <input type="hidden" name="school" value={school} />}
          {state && <input type="hidden" name="state" value={state} />}
          {q && <input type="hidden" name="q" value={q} />}
          <button type="submit" name="dialog" value="add" className={buttonClass("primary")}>
            <FilePlus aria-hidden className="size-4" /> Add a page
          </button>
        </Form>
      }
    >
      <p className="mt-2 text-sm text-slate-700">
        Every page of the website. Open one to change its text, tables and pictures: save a draft, preview it,
        then publish. Earlier versions can be restored. A page can be hidden from visitors or deleted from its
        editor.
      </p>
      {add && <AddPageDialog add={add} answer={(actionData as AddPageAnswer | undefined)?.add} />}
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <Field label="Search by title" name="q" type="search" defaultValue={q} />
        </div>
        <div className="min-w-48">
          <Field as="select" label="School" name="school" defaultValue={school} options={SCHOOLS} />
        </div>
        <div className="min-w-48">
          <Field as="select" label="Show" name="state" defaultValue={state} options={STATES} />
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
                {page.origin === "office" && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">Office page</span>
                )}
                {page.deleted ? (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-900">Deleted</span>
                ) : (
                  page.hidden && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                      {page.origin === "office" && !page.editedAt ? "Not published yet" : "Hidden"}
                    </span>
                  )
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
