import { Pencil, Search, Trash2, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminList, AdminRow, RowLink } from "~/components/admin/AdminList";
import { ResponsiveImage } from "~/components/ResponsiveImage";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { AUDIENCE_LABELS, AUDIENCES } from "~/lib/forms/limits";
import { type PersonListRow, pagesText } from "./person";

/**
 * The People screen's list: the search by name or post with the school filter (a GET
 * form, so a search has its own URL), how many match, and one row per person with Edit and Delete for
 * those this user may change.
 */

const SCHOOL_FILTERS = [
  { value: "all", label: "All schools" },
  ...AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
];

/** "Vidhyashram", "Both schools (group)": the school of a person in the list. */
const SCHOOL_OF: Record<string, string> = {
  group: "Both schools (group)",
  vidhyashram: "Vidhyashram",
  vidhyapeeth: "Vidhyapeeth",
};

/** The search, the count and the rows; `q` and `school` are the loader's (the URL's) search. */
export function PeopleList({
  rows,
  total,
  q,
  school,
}: {
  rows: PersonListRow[];
  total: number;
  q: string;
  school: string;
}) {
  const filtered = q !== "" || school !== "all";
  return (
    <>
      <Form
        method="get"
        role="search"
        aria-label="Find people"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1 basis-56">
          <Field
            label="Name or post"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            hint="For example Shanthi, or Principal."
          />
        </div>
        <div className="basis-48">
          <Field as="select" label="School" name="school" defaultValue={school} options={SCHOOL_FILTERS} />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> Find
        </Button>
        {filtered && (
          <Link to="/admin/people" className="py-2 text-sm font-semibold text-brand-700 underline">
            Show everyone
          </Link>
        )}
      </Form>
      <p className="mt-3 text-sm text-slate-600" role="status">
        {filtered ? `${rows.length} of ${total} people match.` : `${total} people.`}
      </p>

      {/* AdminList keys rows by a number; a person's id is a slug, carried along as `key`. */}
      <AdminList
        rows={rows.map((row, index) => ({ ...row, key: row.id, id: index + 1 }))}
        empty={
          filtered ? "No one matches. Try part of the name or post, or another school." : "No people yet."
        }
      >
        {(row) => <PersonRow row={{ ...row, id: row.key }} />}
      </AdminList>
    </>
  );
}

/** One person of the list: portrait, name, post, school, and Edit/Delete when this user may. */
function PersonRow({ row }: { row: PersonListRow }) {
  const details = [
    row.post,
    row.extra,
    SCHOOL_OF[row.audience],
    row.pages ? `on ${pagesText(row.pages)}` : "on no page",
    row.sample ? "sample record" : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const name = `“${row.name}”, ${row.post}`;
  return (
    <AdminRow
      picture={
        row.photo ? (
          <ResponsiveImage
            name={row.photo}
            alt=""
            sizes="48px"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-100">
            <UserRound aria-hidden className="size-6 text-brand-600" />
          </span>
        )
      }
      title={row.name}
      details={details}
      extra={row.edited ? <p className="text-xs text-slate-500">Changed by the office</p> : null}
      actions={
        row.mine ? (
          <>
            <RowLink
              to={`?dialog=edit&id=${encodeURIComponent(row.id)}`}
              icon={Pencil}
              label="Edit"
              name={name}
            />
            <RowLink
              to={`?dialog=delete&id=${encodeURIComponent(row.id)}`}
              icon={Trash2}
              label="Delete"
              name={name}
              danger
            />
          </>
        ) : (
          <span className="text-sm text-slate-500">Another school's</span>
        )
      }
    />
  );
}
