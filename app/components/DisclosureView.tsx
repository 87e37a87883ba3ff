import { FileText } from "lucide-react";
import { Fragment } from "react";
import { useRouteLoaderData } from "react-router";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { Section } from "~/components/page/Section";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import type {
  DocumentFact,
  NamedPerson,
  ResolvedDisclosure,
  ResolvedResult,
} from "~/lib/site/disclosure.server";
import { formatRupees } from "~/lib/site/fees";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import { jsonLdText } from "~/lib/site/structured-data";
import { LANGUAGE_TAG } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import { disclosureWords } from "~content/words/disclosure";
import { enquiryWords } from "~content/words/enquiry";

/** The school office's e-mail and phone, which a reader asks for an accessible copy of a scan. */
interface Office {
  email?: string;
  phone?: string;
}

/**
 * The mandatory public disclosure page (decision 0019): sections A–E of CBSE's Appendix IX (CBSE
 * Affiliation Bye-Laws 2018, as amended) in the format's own layout — every section a numbered table
 * ("S.No." first; section B's heads "S.No. | Documents/Information | Link"), the prescribed items in the
 * prescribed order and words, then what the school publishes beyond them — or the same layout for the
 * parts of it a state-board school publishes, without naming CBSE. Drawn from `resolveDisclosure`, each
 * section with the date it last changed. Plain HTML tables that fit a 360 px phone without scripts; the
 * results tables, too wide for one, scroll in a focusable region of their own.
 */
export function DisclosureView({ data }: { data: ResolvedDisclosure }) {
  const { site, navigation } = useSettings();
  const root = useRouteLoaderData<{ origin: string }>("root");
  const cbse = data.board === "cbse";
  const g = data.general;
  const s = data.staff;
  const c = data.academics;
  const language = useLanguage();
  const words = disclosureWords[language];
  const to = (path: string) => pathIn(language, path);
  const number = (value: number) => value.toLocaleString(LANGUAGE_TAG[language]);
  const office: Office = { email: g.email, phone: g.phone };
  const exams = [...new Set(c.results.map((r) => r.exam))];
  const examLabel = (r: ResolvedResult) => (language === "en" ? r.examLabel : words.exam(data.board, r.exam));
  return (
    <main id="main" className="flex-1">
      {root && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (jsonLdText)
          dangerouslySetInnerHTML={{ __html: jsonLdText(schoolJsonLd(data, root.origin)) }}
        />
      )}
      <PageIntro
        title={data.title}
        intro={data.intro}
        trail={breadcrumbFor(data.path, data.title, site.schools, navigation)}
      />
      <Section heading={words.general}>
        <Updated at={data.updated.general} />
        <NumberedTable
          caption={words.general}
          heads={[words.information, words.details]}
          rows={[
            [words.schoolName, `${g.name} — ${g.boardName}`],
            [cbse ? words.affiliationNumber : words.recognitionNumber, g.affiliationNumber],
            [cbse ? words.schoolCode : words.udiseCode, g.schoolCode],
            [words.address, g.address.join(", ")],
            [words.principalName, g.principal?.name ?? "—"],
            [words.principalQualification, g.principal?.qualification ?? "—"],
            [
              words.schoolEmail,
              g.email ? (
                <a key="email" href={`mailto:${g.email}`}>
                  {g.email}
                </a>
              ) : (
                "—"
              ),
            ],
            [
              words.contactNumber,
              g.phone ? (
                <a key="phone" href={`tel:${g.phone}`}>
                  {formatIndianPhone(g.phone)}
                </a>
              ) : (
                "—"
              ),
            ],
          ]}
        />
      </Section>
      <Section heading={words.documents} tone="tint">
        <Updated at={data.updated.documents} />
        <NumberedTable
          caption={words.documents}
          heads={[words.documentsInformation, words.link]}
          rows={data.documents.map((entry) => [
            words.documentLabel(entry.key),
            <DocumentLine key={entry.key} document={entry.document} office={office} attestation />,
          ])}
        />
        <AttestationStatement documents={data.documents.map((entry) => entry.document)} />
      </Section>
      <Section heading={words.academics}>
        <Updated at={data.updated.academics} />
        <NumberedTable
          caption={words.academics}
          heads={[words.information, words.details]}
          rows={[
            [words.feeStructure, <Fees key="fees" fees={c.fees} office={office} />],
            [words.calendar, <DocumentLine key="calendar" document={c.calendar} office={office} />],
            [
              words.smc,
              <>
                <People people={c.smc} />
                {c.smcPage && <ListPageLink href={to(c.smcPage)}>{words.smcPage}</ListPageLink>}
              </>,
            ],
            [
              words.pta,
              <>
                <People people={c.pta} />
                <ListPageLink href={to(c.ptaPage)}>{words.ptaPage}</ListPageLink>
              </>,
            ],
            [
              words.results,
              exams.length > 0 ? (
                <>
                  {words.resultsBelow}{" "}
                  {exams.map((exam, i) => {
                    const first = c.results.find((r) => r.exam === exam) as ResolvedResult;
                    return (
                      <span key={exam}>
                        {i > 0 && ", "}
                        <a href={`#result-${exam.toLowerCase()}`}>{examLabel(first)}</a>
                      </span>
                    );
                  })}
                </>
              ) : (
                words.noResults
              ),
            ],
            [words.annualReport, <DocumentLine key="report" document={c.annualReport} office={office} />],
          ]}
        />
        <FeeTable fees={c.fees} />
        {exams.map((exam) => {
          const rows = c.results.filter((r) => r.exam === exam);
          const caption = words.resultClass(examLabel(rows[0] as ResolvedResult));
          return (
            // A table wider than a phone scrolls: reachable and named for a keyboard (WCAG 2.1.1).
            <section
              key={exam}
              id={`result-${exam.toLowerCase()}`}
              className="mt-6 overflow-x-auto"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
              tabIndex={0}
              aria-label={caption}
            >
              <table className="w-full min-w-[20rem] border-collapse bg-white text-left text-sm">
                <caption className="mb-2 text-left text-base font-semibold text-brand-800">{caption}</caption>
                <thead className="bg-brand-100 text-brand-900">
                  <tr>
                    {[
                      words.sNo,
                      words.year,
                      words.registered,
                      words.passed,
                      words.passPercent,
                      words.remarks,
                    ].map((h) => (
                      <th key={h} scope="col" className={CELL}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    <tr key={r.year}>
                      <td className={`${CELL} tabular-nums`}>{number(i + 1)}</td>
                      <th scope="row" className={`${CELL} font-normal tabular-nums`}>
                        {r.year}
                      </th>
                      <td className={`${CELL} tabular-nums`}>{r.registered}</td>
                      <td className={`${CELL} tabular-nums`}>{r.passed}</td>
                      <td className={`${CELL} tabular-nums`}>
                        {r.passPercent === null ? "—" : `${r.passPercent}%`}
                      </td>
                      <td className={CELL}>{r.remarks ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </Section>
      <Section heading={words.staff} tone="tint">
        <Updated at={data.updated.staff} />
        <NumberedTable
          caption={words.staff}
          heads={[words.information, words.details]}
          rows={[
            [words.principal, personWords(s.principal)],
            [
              words.totalTeachers,
              <>
                {number(s.totalTeachers)}
                <ul className="mt-1">
                  {s.teachers.map((group) => (
                    <li key={group.category}>
                      {language === "en" ? group.label : words.teacherGroup(data.board, group.category)}:{" "}
                      {number(group.count)}
                    </li>
                  ))}
                </ul>
              </>,
            ],
            [
              words.teachersSectionRatio,
              s.teachersPerSection === null
                ? "—"
                : words.perSection(s.teachersPerSection, s.minTeachersPerSection, s.perSectionWithinLimit),
            ],
            [words.specialEducator, personWords(s.specialEducator)],
            [words.counsellor, personWords(s.counsellor)],
            [words.vicePrincipal, s.vicePrincipals.map(personWords).join("; ") || "—"],
            [words.headTeachers, s.headTeachers.map(personWords).join("; ") || "—"],
            [words.enrolment, number(s.enrolment)],
            [words.sections, number(s.sections)],
            [
              words.pupilTeacherRatio,
              s.pupilsPerTeacher === null
                ? "—"
                : words.ratio(s.pupilsPerTeacher, s.maxPupilsPerTeacher, s.ratioWithinLimit),
            ],
          ]}
        />
        <p className="mt-2 text-sm text-slate-700">{words.ratioNote}</p>
        {s.teachers.map((group) => (
          <div key={group.category} className="mt-5">
            <h3 className="text-lg font-semibold text-brand-800">
              {language === "en" ? group.label : words.teacherGroup(data.board, group.category)}:{" "}
              {group.count}
            </h3>
            <People people={group.people} columns />
          </div>
        ))}
      </Section>
      <Section heading={words.infrastructure}>
        <Updated at={data.updated.infrastructure} />
        <NumberedTable
          caption={words.infrastructure}
          heads={[words.information, words.details]}
          rows={[
            [words.campusArea, `${number(data.infrastructure.campusArea)} m²`],
            [
              words.classrooms,
              words.eachAbout(
                number(data.infrastructure.classrooms),
                number(data.infrastructure.classroomSize),
              ),
            ],
            [
              words.laboratories,
              words.eachAbout(
                number(data.infrastructure.laboratories),
                number(data.infrastructure.laboratorySize),
              ),
            ],
            [words.internet, data.infrastructure.internet ? words.yes : words.no],
            [words.girlsToilets, number(data.infrastructure.girlsToilets)],
            [words.boysToilets, number(data.infrastructure.boysToilets)],
            [
              words.inspectionVideo,
              data.infrastructure.inspectionVideo ? (
                <a
                  key="video"
                  href={data.infrastructure.inspectionVideo}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {words.watchVideo}
                </a>
              ) : (
                "—"
              ),
            ],
          ]}
        />
      </Section>
    </main>
  );
}

/** The classes of every cell of the disclosure's tables. */
const CELL = "border border-slate-200 px-2 py-2 align-top sm:px-3";

/** The S.No. column's cells: narrow padding, so "S.No." stays on one line in a phone's 3 rem column. */
const NUMBER_CELL = "border border-slate-200 px-1.5 py-2 align-top sm:px-3";

/**
 * One section as the format draws it: a table whose first column is the row's S.No. (1, 2, …), the
 * second the item (each row's header) and the third its value. `heads` are the second and third
 * columns' heads; `caption` names the table for screen readers (the section's heading shows it).
 * Fixed column widths and wrapping cells keep it inside a 360 px phone.
 */
function NumberedTable({
  caption,
  heads,
  rows,
}: {
  caption: string;
  heads: [string, string];
  rows: [string, React.ReactNode][];
}) {
  const language = useLanguage();
  const words = disclosureWords[language];
  return (
    <table className="w-full table-fixed border-collapse bg-white text-left text-sm text-slate-800 sm:text-base [&_a]:inline-block [&_a]:min-h-6 [&_a]:py-0.5 [&_a]:text-brand-700 [&_a]:underline">
      <caption className="sr-only">{caption}</caption>
      <colgroup>
        <col className="w-14 sm:w-16" />
        <col className="w-[45%]" />
        <col />
      </colgroup>
      <thead className="bg-brand-100 text-brand-900">
        <tr>
          <th scope="col" className={`${NUMBER_CELL} font-semibold whitespace-nowrap`}>
            {words.sNo}
          </th>
          {heads.map((h) => (
            <th key={h} scope="col" className={`${CELL} wrap-break-word font-semibold`}>
              <Breakable text={h} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={label}>
            <td className={`${NUMBER_CELL} tabular-nums`}>
              {(i + 1).toLocaleString(LANGUAGE_TAG[language])}
            </td>
            <th scope="row" className={`${CELL} wrap-break-word font-semibold`}>
              <Breakable text={label} />
            </th>
            <td className={`${CELL} wrap-anywhere`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `text` with a line-break opportunity after each "/": the format's words join alternatives with it
 * ("affiliation/upgradation"), which browsers would otherwise only break inside a word on a phone.
 */
function Breakable({ text }: { text: string }) {
  const parts = text.split("/");
  return parts.map((part, i) =>
    i < parts.length - 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <Fragment key={i}>
        {`${part}/`}
        <wbr />
      </Fragment>
    ) : (
      part
    ),
  );
}

/**
 * The school's statement at the foot of section B (Appendix IX asks for the documents self-attested by
 * the chairman/manager/secretary and the principal): which rows the Manager and/or the Principal
 * self-attested, by S.No., or "the documents above" when it is every one of them. A document not
 * self-attested is never named in it; with none attested there is no statement.
 */
function AttestationStatement({ documents }: { documents: (DocumentFact | null)[] }) {
  const language = useLanguage();
  const words = disclosureWords[language];
  const groups = new Map<string, { manager: boolean; principal: boolean; rows: number[] }>();
  documents.forEach((document, i) => {
    if (!document?.exists) return;
    const manager = Boolean(document.attestedByManager);
    const principal = Boolean(document.attestedByPrincipal);
    if (!manager && !principal) return;
    const key = `${manager}-${principal}`;
    const group = groups.get(key) ?? { manager, principal, rows: [] };
    group.rows.push(i + 1);
    groups.set(key, group);
  });
  if (groups.size === 0) return null;
  const list = new Intl.ListFormat(LANGUAGE_TAG[language], { type: "conjunction" });
  return (
    <div className="mt-4 space-y-1 font-medium text-slate-800">
      {[...groups.values()].map((group) => (
        <p key={`${group.manager}-${group.principal}`}>
          {words.attestation(
            list.format(group.rows.map((row) => row.toLocaleString(LANGUAGE_TAG[language]))),
            group.rows.length === documents.length ? 0 : group.rows.length,
            group.manager,
            group.principal,
          )}
        </p>
      ))}
    </div>
  );
}

/**
 * The year's fees by class (from the fee order), under section C's table: too wide for the table's cell
 * on a phone. Nothing when the fees are not published.
 */
function FeeTable({ fees }: { fees: ResolvedDisclosure["academics"]["fees"] }) {
  const language = useLanguage();
  const words = disclosureWords[language];
  if (fees.classes.length === 0) return null;
  return (
    <table id="fees-by-class" className="mt-6 w-full max-w-md border-collapse bg-white text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold text-brand-800">{words.feesCaption}</caption>
      <thead className="bg-brand-100 text-brand-900">
        <tr>
          <th scope="col" className={CELL}>
            {words.classHeading}
          </th>
          <th scope="col" className={`${CELL} text-right`}>
            {words.yearFees}
          </th>
        </tr>
      </thead>
      <tbody>
        {fees.classes.map((c) => (
          <tr key={c.code}>
            <th scope="row" className={`${CELL} font-normal`}>
              {language === "en" ? c.label : enquiryWords[language].className(c.code)}
            </th>
            <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{formatRupees(c.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Row C.1: the year's fees in a line (the table follows section C's), the fees page, and the fee order. */
function Fees({ fees, office }: { fees: ResolvedDisclosure["academics"]["fees"]; office: Office }) {
  const language = useLanguage();
  const words = disclosureWords[language];
  const to = (path: string) => pathIn(language, path);
  return (
    <>
      {fees.classes.length > 0 ? (
        <>
          <p>
            {words.feesIntro(fees.academicYear ?? "")} <a href="#fees-by-class">{words.feesTableLink}</a>
          </p>
          <p>
            <a href={to(fees.page)}>{words.feesLink}</a>
          </p>
        </>
      ) : (
        <p>
          {words.feesNotPublished} <a href={to(fees.page)}>{words.seeFeesPage}</a>.
        </p>
      )}
      {fees.order && (
        <div className="mt-3 text-sm">
          <p>
            {words.feeOrder(
              fees.order.number,
              formatDate(fees.order.date, language),
              fees.order.authority,
              fees.order.years.join(", "),
            )}
          </p>
          <DocumentLine document={fees.order.pdf} office={office} />
        </div>
      )}
    </>
  );
}

/** "Last updated 3 Nov 2026" under a section's heading. */
function Updated({ at }: { at: string }) {
  const language = useLanguage();
  return (
    <p className="-mt-3 mb-4 text-sm text-slate-700">
      {disclosureWords[language].lastUpdated}{" "}
      <time dateTime={at}>{formatDate(at.slice(0, 10), language)}</time>
    </p>
  );
}

/** "Mrs. L. Shanthi, M.Sc., M.Ed." or a dash. */
function personWords(person: NamedPerson | null): string {
  if (!person) return "—";
  return person.qualification ? `${person.name}, ${person.qualification}` : person.name;
}

/** A list of people: name, qualification and their role or post; in two columns from 640 px with `columns`. */
function People({ people, columns }: { people: (NamedPerson & { role?: string })[]; columns?: boolean }) {
  if (people.length === 0) return <p className="mt-1 text-slate-700">—</p>;
  return (
    <ul className={`grid gap-x-6 gap-y-1 ${columns ? "mt-2 sm:grid-cols-2" : ""}`}>
      {people.map((p) => (
        <li key={`${p.id}-${p.role ?? ""}`} className="text-slate-800">
          <span className="font-medium">{p.name}</span>
          {p.qualification ? `, ${p.qualification}` : ""}
          <span className="text-slate-700"> — {p.role ?? p.post}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A document's link and what an inspector checks: issue and valid-until dates, and who self-attested it
 * (with `attestation`, section B's rows also say when no one has). Under a scanned copy, which a screen
 * reader cannot read (its text layer "no"), whom to ask for an accessible one: the school office's
 * e-mail and phone (Rights of Persons with Disabilities Rules 2017, r.15; GIGW 3.0).
 */
function DocumentLine({
  document,
  office,
  attestation = false,
}: {
  document: DocumentFact | null;
  office: Office;
  attestation?: boolean;
}) {
  const language = useLanguage();
  const words = useWords(disclosureWords);
  if (!document?.exists) return <p className="text-slate-700">{words.notPublished}</p>;
  const dates = [
    document.issuedOn && words.issued(formatDate(document.issuedOn, language)),
    document.validUntil && words.validUntil(formatDate(document.validUntil, language)),
  ].filter(Boolean);
  const datesLine = dates.join(", ");
  const attested = document.attestedByManager || document.attestedByPrincipal;
  return (
    <div className="text-sm text-slate-700">
      <a
        href={document.url}
        className="inline-block min-h-6 py-0.5 font-medium text-brand-700 underline underline-offset-2"
      >
        <FileText aria-hidden className="mr-1 inline size-4 align-[-3px]" />
        {words.viewPdf}
        <OfficeText>{document.title}</OfficeText>
        {document.size !== undefined && (
          <span className="font-normal"> ({pdfLabel(document.size, language)})</span>
        )}
      </a>
      {datesLine && <p>{`${datesLine.charAt(0).toUpperCase()}${datesLine.slice(1)}.`}</p>}
      {attested ? (
        <p>{words.attestedBy(Boolean(document.attestedByManager), Boolean(document.attestedByPrincipal))}</p>
      ) : (
        attestation && <p>{words.notAttested}</p>
      )}
      {document.textLayer === "no" && (
        <p className="mt-1" data-accessible-copy>
          {words.accessibleCopy} {office.email && <a href={`mailto:${office.email}`}>{office.email}</a>}
          {office.email && office.phone && ` ${words.or} `}
          {office.phone && <a href={`tel:${office.phone}`}>{formatIndianPhone(office.phone)}</a>}
          {(office.email || office.phone) && "."}
        </p>
      )}
    </div>
  );
}

/** The school as schema.org reads it, with its affiliation (or recognition) number as an identifier. */
function schoolJsonLd(data: ResolvedDisclosure, origin: string): Record<string, unknown> {
  const g = data.general;
  return {
    "@context": "https://schema.org",
    "@type": data.board === "cbse" ? "HighSchool" : "School",
    name: g.name,
    url: `${origin}${data.path.replace(/\/publicdisclosure$/, "")}`,
    email: g.email,
    telephone: g.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: g.address.slice(0, -1).join(", "),
      addressLocality: g.address.at(-1),
      postalCode: g.pin?.replace(/\D/g, ""),
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
    },
    identifier: {
      "@type": "PropertyValue",
      propertyID: data.board === "cbse" ? "CBSE affiliation number" : "Tamil Nadu recognition order number",
      value: g.affiliationNumber,
    },
  };
}

/** A link under a list to the page that keeps it (the PTA's, the committee's). */
function ListPageLink({ href, children }: { href: string; children: string }) {
  return (
    <p className="mt-1 text-sm">
      <a href={href} className="inline-block min-h-6 py-0.5 text-brand-700 underline underline-offset-2">
        {children}
      </a>
    </p>
  );
}
