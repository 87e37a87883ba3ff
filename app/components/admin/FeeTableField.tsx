import { useId, useState } from "react";
import type { FieldNode } from "~/lib/forms/schema-form";
import { formatRupees } from "~/lib/site/fees";

type FeeTableNode = Extract<FieldNode, { kind: "feeTable" }>;

const cellClass =
  "block w-full min-w-20 rounded border border-slate-400 bg-white px-2 py-1.5 text-right text-base tabular-nums text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";
const headClass =
  "block w-full min-w-32 rounded border border-slate-400 bg-white px-2 py-1 text-sm font-normal text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-700";

/** The whole rupees a cell reads as, or null for an empty or unreadable one. */
function amountOf(text: string): number | null {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed !== "" && Number.isFinite(number) ? number : null;
}

/**
 * A school's fees as the table of its fee order (the node from app/lib/forms/fee-grid.server.ts): a
 * heading per column with its fee and term, a line per class with an amount in each column and the
 * class's total for the year, recounted as the clerk types. Plain inputs in a real form, so it works
 * without JavaScript (the totals then follow on the next save); every cell is labelled by its class,
 * fee and term; a refused cell carries its message under it. Scrolls sideways on a phone, the class
 * names staying in view.
 */
export function FeeTableField({ node }: { node: FeeTableNode }) {
  const id = useId();
  const [amounts, setAmounts] = useState(() => node.classes.map((c) => c.cells.map((cell) => cell.value)));
  const columnName = (j: number) => {
    const column = node.columns[j];
    const words = [column?.fee.value.trim(), column?.term.value.trim()].filter(Boolean).join(", ");
    return words || `new fee ${j + 1}`;
  };
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={node.help ? `${id}-help` : undefined}>
      <legend className="text-sm font-bold text-slate-800">{node.label}</legend>
      {node.help && (
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {node.help}
        </p>
      )}
      {node.error && <p className="text-sm font-medium text-red-700">{node.error}</p>}
      <input type="hidden" name={node.countName} value={node.columns.length} />
      {/* Scrolls sideways on a narrow screen; its inputs take the keyboard there. */}
      <div className="overflow-x-auto rounded-md border border-slate-300 bg-white">
        <table className="border-collapse text-sm">
          <thead className="bg-slate-100 align-top">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-slate-100 px-2 py-2 text-left">
                Class
              </th>
              {node.columns.map((column, j) => (
                <th
                  key={column.fee.name}
                  scope="col"
                  className="space-y-1 px-1.5 py-2 text-left font-semibold"
                >
                  <HeadingInput
                    id={`${id}-fee-${j}`}
                    label={node.words.fee}
                    // An empty column is there to add a fee.
                    note={column.fee.value || column.term.value ? undefined : "(new)"}
                    field={column.fee}
                    maxLength={80}
                  />
                  <HeadingInput
                    id={`${id}-term-${j}`}
                    label={node.words.term}
                    field={column.term}
                    maxLength={40}
                  />
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right">
                Total for the year
              </th>
            </tr>
          </thead>
          <tbody>
            {node.classes.map((klass, i) => {
              const total = (amounts[i] ?? []).reduce((sum, text) => sum + (amountOf(text) ?? 0), 0);
              return (
                <tr key={klass.code} className="border-t border-slate-200 align-top">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-2 py-2 text-left whitespace-nowrap"
                  >
                    {klass.label}
                  </th>
                  {klass.cells.map((cell, j) => (
                    <td key={cell.name} className="px-1.5 py-1">
                      <input
                        name={cell.name}
                        defaultValue={cell.value}
                        inputMode="numeric"
                        aria-label={`${klass.label}, ${columnName(j)}: ${node.words.amount}`}
                        aria-invalid={cell.error ? true : undefined}
                        aria-describedby={cell.error ? `${id}-${i}-${j}-error` : undefined}
                        onChange={(event) => {
                          const typed = event.currentTarget.value;
                          setAmounts((now) =>
                            now.map((line, li) =>
                              li === i ? line.map((t, lj) => (lj === j ? typed : t)) : line,
                            ),
                          );
                        }}
                        className={cellClass}
                      />
                      {cell.error && (
                        <p
                          id={`${id}-${i}-${j}-error`}
                          className="mt-1 max-w-40 text-xs font-medium text-red-700"
                        >
                          {cell.error}
                        </p>
                      )}
                    </td>
                  ))}
                  <td className="px-2 py-2 text-right font-semibold tabular-nums whitespace-nowrap">
                    {total > 0 ? formatRupees(total) : "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}

/** A column heading's control: its fee or its term, labelled, with its refusal under it. */
function HeadingInput({
  id,
  label,
  note,
  field,
  maxLength,
}: {
  id: string;
  label: string;
  note?: string;
  field: FeeTableNode["columns"][number]["fee"];
  maxLength: number;
}) {
  return (
    <>
      <label className="block text-xs" htmlFor={id}>
        {label}
        {note && <span className="font-normal text-slate-600"> {note}</span>}
      </label>
      <input
        id={id}
        name={field.name}
        defaultValue={field.value}
        maxLength={maxLength}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={headClass}
      />
      {field.error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {field.error}
        </p>
      )}
    </>
  );
}
