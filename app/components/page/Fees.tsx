import { Link, useLocation } from "react-router";
import { formatDate } from "~/lib/platform/dates";
import {
  type ClassFeeTotals,
  type FeeTable,
  feePagePath,
  feePdfPath,
  feeTable,
  formatRupees,
  type SchoolFeeTotals,
} from "~/lib/site/fees";
import { englishPathOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import {
  type FeeOrder,
  feeOrderAuthority,
  feeOrderYears,
  type SchoolFeesOfYear,
} from "~content/schemas/fees";
import type { SchoolSlug } from "~content/site";
import { feeWords } from "~content/words/fees";

/**
 * The fees of the `fees` settings group as parents read them (Tamil Nadu: a private school publishes
 * the fee its Fee Determination Committee approved, and prints the class-wise fees on its admission
 * forms): a school's fee order and full table on `/fees` and its own fee page (`SchoolFees`), the same
 * in the fee PDF (`FeeOrderDetails`, `FeeTableView`: no hooks, so the PDF renders them outside a
 * router), and on the enquiry form every class's totals (`FeeSummaryTable`) and the chosen class's line
 * (`ClassFeesLine`). Amounts are whole rupees, written "₹12,000".
 */

const cell = "px-2 py-2 sm:px-3";
const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`;
const link = "font-medium text-brand-700 underline underline-offset-2 inline-block min-h-6 py-0.5";

/** An amount, or a dash where a class pays nothing for that fee or term. */
function Amount({ value }: { value: number | null | undefined }) {
  return <>{value === null || value === undefined ? "—" : formatRupees(value)}</>;
}

/**
 * A table wide enough to need sideways scrolling on a narrow phone: a named region that takes focus,
 * so that a keyboard can scroll it too.
 */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="fee-scroll max-w-full overflow-x-auto rounded-lg">
      {children}
    </section>
  );
}

/** "2026-2027, 2027-2028 and 2028-2029" (in Tamil with commas only). */
function yearsInWords(order: FeeOrder, language: Language): string {
  const years = feeOrderYears(order);
  return feeWords[language].yearsList(years.slice(0, -1).join(", "), String(years.at(-1)));
}

/**
 * The year a school's fees are for: the fee group's once rows are entered; until then the year
 * admissions are open for (`admissionsYear`), which the "not published yet" line names.
 */
function yearOf(hasFees: boolean, feesYear: string | undefined, admissionsYear: string): string {
  return hasFees ? (feesYear ?? admissionsYear) : admissionsYear;
}

/**
 * What a school's fee order says, as a list of terms: its number, date, the years it covers, who
 * approved it, and a link to its PDF. No hooks: the fee PDF draws it too, so its `language` is given
 * (English by default).
 */
export function FeeOrderDetails({ order, language = "en" }: { order: FeeOrder; language?: Language }) {
  const words = feeWords[language];
  const rows: [string, React.ReactNode][] = [
    [words.orderNumber, order.number],
    [words.orderDate, formatDate(order.date, language)],
    [words.yearsCovered, yearsInWords(order, language)],
    [words.approvedBy, feeOrderAuthority(order)],
    [
      words.theOrder,
      <a key="pdf" href={order.pdf} className={link}>
        {words.orderPdf(order.number)}
      </a>,
    ],
  ];
  return (
    <dl className="fee-order grid max-w-3xl gap-x-4 gap-y-1 rounded-lg border border-brand-200 bg-white p-4 text-slate-800 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-brand-800">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One school's full fee table: a group of rows per class (a row per fee with its amount in each term
 * and for the year, then the class's totals when it has more than one fee). No hooks: the fee PDF
 * draws it too, so its `language` is given (English by default).
 */
export function FeeTableView({
  table,
  caption,
  language = "en",
}: {
  table: FeeTable;
  caption: string;
  language?: Language;
}) {
  const words = feeWords[language];
  return (
    <table className="fee-table w-full border-collapse text-left text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-brand-800 text-white">
          <th scope="col" className={`${cell} font-semibold`}>
            {words.classHeading}
          </th>
          <th scope="col" className={`${cell} font-semibold`}>
            {words.feeHeading}
          </th>
          {table.terms.map((term) => (
            <th key={term} scope="col" className={`${cell} text-right font-semibold`}>
              {term}
            </th>
          ))}
          <th scope="col" className={`${cell} text-right font-semibold`}>
            {words.forTheYear}
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
                  {words.totalFor(group.label)}
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
  );
}

/**
 * The one "not published yet" message of every fee view: `line` in bold, then the page's own words on
 * asking the office (`notPublished`) and the office's phone, where given.
 */
function NotPublished({
  line,
  notPublished,
  school,
}: {
  line: string;
  notPublished?: string;
  school?: SchoolSlug;
}) {
  const { contacts } = useSettings();
  const phone = school ? contacts.schools[school].phones[0] : undefined;
  return (
    <div className="max-w-3xl space-y-2 text-slate-800">
      <p className="font-semibold">{line}</p>
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

/**
 * One school's fees on a content page (the `fees` block): the year, the fee order (number, date, years,
 * authority, PDF), the order's note, the table, and links to its fee PDF and (on any page but that one)
 * the school's fee page. While the school has no rows: the fees of the year are not published yet,
 * `notPublished` (the page's words on asking the office) and the school office's phone. Marked
 * `data-print="fees"`: printing the page gives this and nothing around it (app/app.css).
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
  const { site } = useSettings();
  // A Tamil fee page is its English page's twin: no link to itself, and links that stay in Tamil.
  const language = useLanguage();
  const words = useWords(feeWords);
  const linkToPage = englishPathOf(useLocation().pathname) !== feePagePath(school);
  const name = site.schools[school].name;
  const table = feeTable(fees.rows);
  const year = yearOf(table.classes.length > 0, fees.academicYear, site.admissionsYear);
  if (table.classes.length === 0) {
    return <NotPublished line={words.notPublished(name, year)} notPublished={notPublished} school={school} />;
  }
  const caption = words.caption(name, year);
  return (
    <div data-print="fees" className="space-y-3">
      <p className="hidden text-lg font-bold text-brand-800 print:block">{words.printTitle(name, year)}</p>
      <p className="font-semibold text-slate-800">{words.feesFor(year)}</p>
      {fees.order && <FeeOrderDetails order={fees.order} language={language} />}
      {fees.note && <p className="max-w-3xl text-slate-700">{fees.note}</p>}
      <Scroll label={caption}>
        <FeeTableView table={table} caption={caption} language={language} />
      </Scroll>
      <p className="flex flex-wrap gap-x-6 gap-y-2 print:hidden">
        <a href={pathIn(language, feePdfPath(school))} className={link} download>
          {words.downloadPdf}
        </a>
        {linkToPage && (
          <Link reloadDocument to={pathIn(language, feePagePath(school))} className={link}>
            {words.feePage(name)}
          </Link>
        )}
      </p>
    </div>
  );
}

/** One school's fees in short for the enquiry form: its slug, name and each class's totals. */
export interface NamedSchoolFees {
  school: SchoolSlug;
  name: string;
  fees: SchoolFeeTotals;
}

/**
 * Every class's fees of one school in a short table (a class a row: each term's total and the year's),
 * for the enquiry form's "Fees by class". While the school has no rows: a line saying so.
 */
export function FeeSummaryTable({ name, fees }: NamedSchoolFees) {
  const { site } = useSettings();
  const words = useWords(feeWords);
  const year = yearOf(fees.classes.length > 0, fees.year, site.admissionsYear);
  if (fees.classes.length === 0) {
    return <NotPublished line={words.summaryNotPublished(name, year)} />;
  }
  const amountIn = (c: ClassFeeTotals, term: string) => c.terms.find((t) => t.term === term)?.amount;
  return (
    <Scroll label={words.summaryLabel(name, year)}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-brand-800">{`${name}, ${year}`}</caption>
        <thead>
          <tr className="bg-brand-800 text-white">
            <th scope="col" className={`${cell} font-semibold`}>
              {words.classHeading}
            </th>
            {fees.terms.map((term) => (
              <th key={term} scope="col" className={`${cell} text-right font-semibold`}>
                {term}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right font-semibold`}>
              {words.forTheYear}
            </th>
          </tr>
        </thead>
        <tbody className="bg-white">
          {fees.classes.map((c) => (
            <tr key={c.code} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                {c.label}
              </th>
              {fees.terms.map((term) => (
                <td key={term} className={amountCell}>
                  <Amount value={amountIn(c, term)} />
                </td>
              ))}
              <td className={`${amountCell} font-semibold`}>
                <Amount value={c.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/**
 * What class `classCode` (its label `classLabel`) pays at a school, in a line: "Fees for LKG at
 * Vidhyapeeth, 2026-2027: ₹24,800 a year (Term 1 ₹11,600, Term 2 ₹6,600, Term 3 ₹6,600)", with a link to
 * the school's fee page; or that its fees for the year are not published yet.
 */
export function ClassFeesLine({
  school,
  classCode,
  classLabel,
  name,
  fees,
}: NamedSchoolFees & { classCode: string; classLabel: string }) {
  const { site } = useSettings();
  const language = useLanguage();
  const words = useWords(feeWords);
  const found = fees.classes.find((c) => c.code === classCode);
  const year = yearOf(Boolean(found), fees.year, site.admissionsYear);
  if (!found) return <p>{words.classNotPublished(classLabel, name, year)}</p>;
  const terms = found.terms.map((t) => `${t.term} ${formatRupees(t.amount)}`).join(", ");
  return (
    <p>
      {words.classFees(classLabel, name, year, formatRupees(found.total), terms)}
      <Link reloadDocument to={pathIn(language, feePagePath(school))} className={link}>
        {words.feePage(name)}
      </Link>
    </p>
  );
}
