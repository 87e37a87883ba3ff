import { type LucideIcon, Pencil, Trash2 } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { buttonClass } from "../ui/Button";

/**
 * The list of a staff screen: notices, announcements, videos, albums and accounts are all
 * drawn by it, one `AdminRow` a row, or `empty` when there are none.
 */
export function AdminList<T extends { id: number }>({
  rows,
  empty,
  children,
}: {
  rows: readonly T[];
  /** What the screen says when the list is empty. */
  empty?: React.ReactNode;
  /** The row of `row`, usually an `AdminRow`. */
  children: (row: T) => React.ReactNode;
}) {
  if (rows.length === 0) return empty ? <p className="mt-6 text-slate-600">{empty}</p> : null;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {rows.map((row) => (
        <Fragment key={row.id}>{children(row)}</Fragment>
      ))}
    </ul>
  );
}

/**
 * One row of an `AdminList`: an optional picture, the title (in bold) with a line of details and
 * anything `extra` under them, and the row's actions (`RowLink`s, small forms) at the end.
 */
export function AdminRow({
  picture,
  title,
  details,
  extra,
  actions,
}: {
  picture?: React.ReactNode;
  title: React.ReactNode;
  details?: React.ReactNode;
  extra?: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      {picture}
      <div className="min-w-0 flex-1 basis-56">
        <p className="break-words font-semibold text-slate-900">{title}</p>
        {details && <p className="break-words text-sm text-slate-600">{details}</p>}
        {extra}
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

/**
 * A row's action link (Edit, Delete, Role…): icon and `label`, and `name` for screen readers only,
 * so that every row's link has its own accessible name ("Edit “Sports Day”"). Opening a dialog keeps
 * the scroll position unless `preventScrollReset` is false.
 */
export function RowLink({
  to,
  icon: Icon,
  label,
  name,
  danger = false,
  preventScrollReset = true,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  /** Said after the label to screen readers: "“Sports Day”", "of office". */
  name: string;
  danger?: boolean;
  preventScrollReset?: boolean;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      className={buttonClass(danger ? "danger-outline" : "secondary", "sm")}
    >
      <Icon aria-hidden className="size-4" /> {label}
      <span className="sr-only"> {name}</span>
    </Link>
  );
}

/**
 * A row's Edit and Delete links, both naming the row's `title` for screen readers: Edit opens the
 * edit dialog (`?dialog=edit&id=…`) unless `editTo` leads elsewhere (a photo album's own screen,
 * `editLabel` then says what), Delete opens the delete confirmation.
 */
export function EditDeleteLinks({
  id,
  title,
  editTo,
  editLabel = "Edit",
}: {
  id: number;
  title: string;
  editTo?: string;
  editLabel?: string;
}) {
  return (
    <>
      <RowLink
        to={editTo ?? `?dialog=edit&id=${id}`}
        preventScrollReset={editTo === undefined}
        icon={Pencil}
        label={editLabel}
        name={`“${title}”`}
      />
      <RowLink to={`?dialog=delete&id=${id}`} icon={Trash2} label="Delete" name={`“${title}”`} danger />
    </>
  );
}
