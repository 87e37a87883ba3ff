import { type FeeTable, feeTable, formatRupees } from "~/lib/site/fees";
import { formatIndianPhone } from "~/lib/site/format";
import { useSettings } from "~/lib/site/settings";
import type { SchoolFeesOfYear } from "~content/schemas/fees";
import type { SchoolSlug } from "~content/site";

/**
 * The fees of the `fees` settings group as parents read them (Tamil Nadu: a private school publishes
 * the fee its Fee Determination Committee approved, and prints the class-wise fees on its admission
 * forms): a school's full table on `/fees` (`SchoolFees`), and on the enquiry form every class's
 * totals (`FeeSummaryTable`) and the chosen class's line (`ClassFeesLine`). Amounts are whole rupees,
 * written "₹12,000".
 */

const cell = "px-2 py-2 sm:px-3";
const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/** An amount, or a dash where a class pays nothing for that fee or term. */
function Amount({ value }: { value: number | null }) {
  return <>{value === null ? "—" : formatRupees(value)}</>;
}

/**
 * A table wide enough to need sideways scrolling on a narrow phone: a named region that takes focus,
 * so that a keyboard can scroll it too.
 */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="max-w-full overflow-x-auto rounded-lg">
      {children}
    </section>
  );
}

/** "Term 1 ₹14,500 · Term 2 ₹10,000 · ₹24,500 for the year": one class's fees in a line. */
function classLine(table: FeeTable, index: number): string {
  const fees = table.classes[index];
  if (!fees) return "";
  const terms = table.terms.flatMap((term, t) => {
    const amount = fees.termTotals[t];
    return amount === null || amount === undefined ? [] : [`${term} ${formatRupees(amount)}`];
  });
  return [...terms, `${formatRupees(fees.total)} for the year`].join(" · ");
}

/**
 * One school's fees on a content page (the `fees` block): the year, the fee order's note and a table
 * with a group of rows per class (a row per fee, its amount in each term and for the year, then the
 * class's totals). While the school has no rows: the fees of the year are not published yet,
 * `notPublished` (the page's words on asking the office) and the school office's phone.
 */
export function SchoolFees({
  school,
  fees,
  notPublished,
}: {
  school: SchoolSlug;
  fees: SchoolFeesOfYear;
  notPublished?: string;
}) {
  const { site, contacts } = useSettings();
  const name = site.schools[school].name;
  const table = feeTable(fees.rows);
  // Fees not yet entered are those of the year admissions are open for; entered ones, of their fee order's.
  const year = table.classes.length === 0 ? site.admissionsYear : (fees.academicYear ?? site.admissionsYear);
  if (table.classes.length === 0) {
    const phone = contacts.schools[school].phones[0];
    return (
      <div className="max-w-3xl space-y-2 text-slate-800">
        <p className="font-semibold">{`${name} fees for ${year} are not published yet.`}</p>
        {notPublished && <p>{notPublished}</p>}
        {phone && (
          <p>
            {`${phone.label}: `}
            <a
              href={`tel:${phone.number}`}
              className="inline-flex min-h-6 items-center font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
            >
              {formatIndianPhone(phone.number)}
            </a>
          </p>
        )}
      </div>
    );
  }
  const caption = `${name} fees for ${year}, by class and term`;
  return (
    <div className="space-y-3">
      <p className="font-semibold text-slate-800">{`Fees for ${year}.`}</p>
      {fees.note && <p className="max-w-3xl text-slate-700">{fees.note}</p>}
      <Scroll label={caption}>
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-brand-800 text-white">
              <th scope="col" className={`${cell} font-semibold`}>
                Class
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Fee
              </th>
              {table.terms.map((term) => (
                <th key={term} scope="col" className={`${cell} text-right font-semibold`}>
                  {term}
                </th>
              ))}
              <th scope="col" className={`${cell} text-right font-semibold`}>
                For the year
              </th>
            </tr>
          </thead>
          {table.classes.map((group) => {
            const withTotal = group.fees.length > 1;
            return (
              <tbody key={group.code} className="border-b-2 border-brand-200 bg-white">
                {group.fees.map((fee, index) => (
                  <tr key={fee.name} className="border-t border-slate-200">
                    {index === 0 && (
                      <th
                        scope="rowgroup"
                        rowSpan={group.fees.length + (withTotal ? 1 : 0)}
                        className={`${cell} align-top font-semibold text-brand-800`}
                      >
                        {group.label}
                      </th>
                    )}
                    <th scope="row" className={`${cell} font-normal`}>
                      {fee.name}
                    </th>
                    {fee.amounts.map((amount, term) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per term, in the terms' order
                      <td key={term} className={amountCell}>
                        <Amount value={amount} />
                      </td>
                    ))}
                    <td className={`${amountCell} font-semibold`}>
                      <Amount value={fee.total} />
                    </td>
                  </tr>
                ))}
                {withTotal && (
                  <tr className="border-t border-slate-200 bg-brand-50 font-semibold">
                    <th scope="row" className={cell}>
                      {`Total for ${group.label}`}
                    </th>
                    {group.termTotals.map((amount, term) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per term, in the terms' order
                      <td key={term} className={amountCell}>
                        <Amount value={amount} />
                      </td>
                    ))}
                    <td className={amountCell}>
                      <Amount value={group.total} />
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      </Scroll>
    </div>
  );
}

/** One school's fees for the enquiry form: its name and its fees of the year. */
export interface NamedSchoolFees {
  school: SchoolSlug;
  name: string;
  fees: SchoolFeesOfYear;
}

/**
 * Every class's fees of one school in a short table (a class a row: each term's total and the year's),
 * for the enquiry form's "Fees by class". While the school has no rows: a line saying so.
 */
export function FeeSummaryTable({ name, fees }: NamedSchoolFees) {
  const table = feeTable(fees.rows);
  const { site } = useSettings();
  const year = table.classes.length === 0 ? site.admissionsYear : (fees.academicYear ?? site.admissionsYear);
  if (table.classes.length === 0) {
    return <p className="text-slate-800">{`${name}: the fees for ${year} are not published yet.`}</p>;
  }
  const caption = `${name}, ${year}`;
  return (
    <Scroll label={`${name} fees for ${year}`}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-brand-800">{caption}</caption>
        <thead>
          <tr className="bg-brand-800 text-white">
            <th scope="col" className={`${cell} font-semibold`}>
              Class
            </th>
            {table.terms.map((term) => (
              <th key={term} scope="col" className={`${cell} text-right font-semibold`}>
                {term}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right font-semibold`}>
              For the year
            </th>
          </tr>
        </thead>
        <tbody className="bg-white">
          {table.classes.map((group) => (
            <tr key={group.code} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                {group.label}
              </th>
              {group.termTotals.map((amount, term) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per term, in the terms' order
                <td key={term} className={amountCell}>
                  <Amount value={amount} />
                </td>
              ))}
              <td className={`${amountCell} font-semibold`}>
                <Amount value={group.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/**
 * What class `classCode` (its label `classLabel`) pays at a school, in a line: "Class I at Vidhyashram,
 * 2026-2027: Term 1 ₹14,500 · Term 2 ₹10,000 · ₹24,500 for the year", or that its fees for the year
 * are not published yet.
 */
export function ClassFeesLine({
  classCode,
  classLabel,
  name,
  fees,
}: NamedSchoolFees & { classCode: string; classLabel: string }) {
  const table = feeTable(fees.rows.filter((row) => row.class === classCode));
  const { site } = useSettings();
  const year = table.classes.length === 0 ? site.admissionsYear : (fees.academicYear ?? site.admissionsYear);
  return (
    <p>
      {table.classes.length === 0
        ? `${classLabel} at ${name}: the fees for ${year} are not published yet.`
        : `${classLabel} at ${name}, ${year}: ${classLine(table, 0)}`}
    </p>
  );
}
