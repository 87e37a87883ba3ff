import { isWebAddress } from "~content/schemas/links";
import type { ResolvedCell as Cell } from "~content/schemas/resolved-page";
import { ExternalLink } from "../ExternalLink";

export interface DataColumn {
  key: string;
  label: string;
}

function CellContent({ cell }: { cell: Cell | undefined }) {
  if (cell === undefined || cell === "") return <span className="text-slate-500">—</span>;
  if (typeof cell === "string") return <>{cell}</>;
  const className = "inline-block min-h-6 py-0.5 wrap-anywhere text-brand-700 underline underline-offset-2";
  // An outside address opens in a new tab (architecture ruling 10); a page, e-mail or phone link in place.
  if (isWebAddress(cell.href)) {
    return (
      <ExternalLink href={cell.href} className={className}>
        {cell.text}
      </ExternalLink>
    );
  }
  return (
    <a href={cell.href} className={className}>
      {cell.text}
    </a>
  );
}

/**
 * A table that reads well on a phone without sideways scrolling: from 640 px a normal table; below, each
 * row is a card of "column: value" lines. `caption` names the table.
 *
 * The cards are the same `<table>`, `<tr>` and `<td>` made `display: block`/`flex` by CSS, with no ARIA
 * roles: HTML forbids a role on a native table's rows and cells (the Nu HTML Checker reports each one),
 * and Chromium, which parents' Android phones run, keeps a data table's rows, cells and column headers in
 * its accessibility tree whatever their `display` (tests/e2e/valid-html.spec.ts reads that tree at 360 px).
 */
export function DataTable({
  caption,
  columns,
  rows,
  captionHidden = false,
  stack = true,
  isHighlighted,
}: {
  caption: string;
  columns: DataColumn[];
  rows: Record<string, Cell>[];
  /** Keep the caption for screen readers only, when a visible heading already says the same. */
  captionHidden?: boolean;
  /** Below 640 px, rows become cards (default). Off for narrow tables that fit a phone as they are. */
  stack?: boolean;
  /** Rows to mark (bold on a gold tint), e.g. the stops matching a search. */
  isHighlighted?: (row: Record<string, Cell>) => boolean;
}) {
  // Tailwind needs whole class names: the phone-card classes only when stacking.
  const s = (classes: string) => (stack ? classes : "");
  return (
    <table className={`w-full border-collapse text-left text-sm sm:text-base ${s("max-sm:block")}`}>
      <caption
        className={
          captionHidden ? "sr-only" : "mb-3 text-left text-base font-semibold text-brand-800 sm:text-lg"
        }
      >
        {caption}
      </caption>
      <thead className={s("max-sm:sr-only")}>
        <tr className="bg-brand-800 text-white">
          {columns.map((column) => (
            <th key={column.key} scope="col" className="px-2 py-2 font-semibold sm:px-3">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={s("max-sm:block max-sm:space-y-3")}>
        {rows.map((row, index) => (
          <tr
            // Rows have no id of their own; their order is fixed content.
            // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered
            key={index}
            className={`border-b border-brand-100 ${
              isHighlighted?.(row) ? "bg-gold-300/40 font-semibold" : "odd:bg-white even:bg-brand-50"
            } ${s("max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:even:bg-white")}`}
          >
            {columns.map((column, c) => (
              <td
                key={column.key}
                data-label={column.label}
                className={`align-top ${
                  stack
                    ? "px-3 py-2 max-sm:flex max-sm:gap-2 max-sm:px-0 max-sm:py-0.5 max-sm:before:w-2/5 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]"
                    : "px-2 py-2 sm:px-3"
                } ${c === 0 ? "font-medium text-brand-800" : "text-slate-800"}`}
              >
                <span className="min-w-0 wrap-anywhere">
                  <CellContent cell={row[column.key]} />
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
