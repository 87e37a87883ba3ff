import { FileText } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { Section } from "~/components/page/Section";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import type { DocumentFact, NamedPerson, ResolvedDisclosure } from "~/lib/site/disclosure.server";
import { formatRupees } from "~/lib/site/fees";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import { jsonLdText } from "~/lib/site/structured-data";
import { LANGUAGE_TAG } from "~content/languages";
import { formatIndianPhone } from "~content/phone";
import { disclosureWords } from "~content/words/disclosure";
import { enquiryWords } from "~content/words/enquiry";

/**
 * The mandatory public disclosure page (decision 0019): sections A–E of CBSE's Appendix IX (or the parts
 * of it a state-board school publishes), drawn from `resolveDisclosure`, each with the date it last
 * changed. Plain HTML: tables and definition lists that read on a phone without scripts.
 */
export function DisclosureView({ data }: { data: ResolvedDisclosure }) {
  const { site, navigation } = useSettings();
  const root = useRouteLoaderData<{ origin: string }>("root");
  const cbse = data.board === "cbse";
  const g = data.general;
  const s = data.staff;
  const language = useLanguage();
  const words = disclosureWords[language];
  const to = (path: string) => pathIn(language, path);
  const number = (value: number) => value.toLocaleString(LANGUAGE_TAG[language]);
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
        <Facts
          rows={[
            [words.schoolName, `${g.name} — ${g.boardName}`],
            [cbse ? words.affiliationNumber : words.recognitionNumber, g.affiliationNumber],
            [cbse ? words.schoolCode : words.udiseCode, g.schoolCode],
            [words.address, g.address.join(", ")],
            [words.pin, g.pin ?? "—"],
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
        <ul className="grid gap-4 md:grid-cols-2">
          {data.documents.map((entry) => (
            <li key={entry.key} className="rounded-md border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">
                {language === "en" ? entry.label : words.documentLabel(entry.key)}
              </h3>
              <DocumentLine document={entry.document} />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={words.academics}>
        <Updated at={data.updated.academics} />
        <h3 className="text-lg font-semibold text-brand-800">{words.feeStructure}</h3>
        {data.academics.fees.classes.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">
              {words.feesIntro(data.academics.fees.academicYear ?? "")}{" "}
              <a href={to(data.academics.fees.page)}>{words.feesLink}</a>.
            </p>
            <table className="mt-3 w-full max-w-md text-left text-sm">
              <caption className="sr-only">{words.feesCaption}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1 pr-4">
                    {words.classHeading}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {words.yearFees}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.academics.fees.classes.map((c) => (
                  <tr key={c.code} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {language === "en" ? c.label : enquiryWords[language].className(c.code)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatRupees(c.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            {words.feesNotPublished} <a href={to(data.academics.fees.page)}>{words.seeFeesPage}</a>.
          </p>
        )}
        {data.academics.fees.order && (
          <div className="mt-3 text-sm text-slate-800">
            <p>
              {words.feeOrder(
                data.academics.fees.order.number,
                formatDate(data.academics.fees.order.date, language),
                data.academics.fees.order.authority,
                data.academics.fees.order.years.join(", "),
              )}
            </p>
            <DocumentLine document={data.academics.fees.order.pdf} />
          </div>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-800">{words.calendar}</h3>
        <DocumentLine document={data.academics.calendar} />
        <h3 className="mt-6 text-lg font-semibold text-brand-800">{words.annualReport}</h3>
        <DocumentLine document={data.academics.annualReport} />
        <h3 className="mt-6 text-lg font-semibold text-brand-800">{words.smc}</h3>
        <People people={data.academics.smc} />
        {data.academics.smcPage && (
          <ListPageLink href={to(data.academics.smcPage)}>{words.smcPage}</ListPageLink>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-800">{words.pta}</h3>
        <People people={data.academics.pta} />
        <ListPageLink href={to(data.academics.ptaPage)}>{words.ptaPage}</ListPageLink>
        <h3 className="mt-6 text-lg font-semibold text-brand-800">{words.results}</h3>
        {/* A table wider than a phone scrolls: reachable and named for a keyboard (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys */}
        <section className="mt-2 overflow-x-auto" tabIndex={0} aria-label={words.resultsCaption}>
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{words.resultsCaption}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {[
                  words.examination,
                  words.year,
                  words.registered,
                  words.passed,
                  words.passPercent,
                  words.remarks,
                ].map((h) => (
                  <th key={h} scope="col" className="py-1 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.academics.results.map((r) => (
                <tr key={`${r.exam}-${r.year}`} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {language === "en" ? r.examLabel : words.exam(data.board, r.exam)}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{r.year}</td>
                  <td className="py-1 pr-3 tabular-nums">{r.registered}</td>
                  <td className="py-1 pr-3 tabular-nums">{r.passed}</td>
                  <td className="py-1 pr-3 tabular-nums">
                    {r.passPercent === null ? "—" : `${r.passPercent}%`}
                  </td>
                  <td className="py-1 pr-3">{r.remarks ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <Section heading={words.staff} tone="tint">
        <Updated at={data.updated.staff} />
        <Facts
          rows={[
            [words.principal, personWords(s.principal)],
            [words.vicePrincipal, s.vicePrincipals.map(personWords).join("; ") || "—"],
            [words.headTeachers, s.headTeachers.map(personWords).join("; ") || "—"],
            [words.specialEducator, personWords(s.specialEducator)],
            [words.counsellor, personWords(s.counsellor)],
            [words.totalTeachers, String(s.totalTeachers)],
            [words.enrolment, String(s.enrolment)],
            [words.sections, String(s.sections)],
            [
              words.pupilTeacherRatio,
              s.pupilsPerTeacher === null
                ? "—"
                : words.ratio(s.pupilsPerTeacher, s.maxPupilsPerTeacher, s.ratioWithinLimit),
            ],
            [
              words.teachersPerSection,
              s.teachersPerSection === null
                ? "—"
                : words.perSection(s.teachersPerSection, s.minTeachersPerSection, s.perSectionWithinLimit),
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
            <People people={group.people} />
          </div>
        ))}
      </Section>
      <Section heading={words.infrastructure}>
        <Updated at={data.updated.infrastructure} />
        <Facts
          rows={[
            [words.campusArea, `${number(data.infrastructure.campusArea)} m²`],
            [
              words.classrooms,
              words.eachAbout(
                String(data.infrastructure.classrooms),
                String(data.infrastructure.classroomSize),
              ),
            ],
            [
              words.laboratories,
              words.eachAbout(
                String(data.infrastructure.laboratories),
                String(data.infrastructure.laboratorySize),
              ),
            ],
            [words.internet, data.infrastructure.internet ? words.yes : words.no],
            [words.girlsToilets, String(data.infrastructure.girlsToilets)],
            [words.boysToilets, String(data.infrastructure.boysToilets)],
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

/** Label–value pairs as a definition list: two columns from 640 px, stacked on a phone. */
function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white [&_a]:inline-block [&_a]:min-h-6 [&_a]:py-0.5 [&_a]:text-brand-700 [&_a]:underline">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-2 sm:grid-cols-[18rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="wrap-anywhere text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Mrs. L. Shanthi, M.Sc., M.Ed." or a dash. */
function personWords(person: NamedPerson | null): string {
  if (!person) return "—";
  return person.qualification ? `${person.name}, ${person.qualification}` : person.name;
}

/** A list of people: name, qualification and their role or post. */
function People({ people }: { people: (NamedPerson & { role?: string })[] }) {
  if (people.length === 0) return <p className="mt-1 text-slate-700">—</p>;
  return (
    <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
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

/** A document's link and what an inspector checks: issue and valid-until dates, self-attestation. */
function DocumentLine({ document }: { document: DocumentFact | null }) {
  const language = useLanguage();
  const words = useWords(disclosureWords);
  if (!document?.exists) return <p className="mt-1 text-slate-700">{words.notPublished}</p>;
  const dates = [
    document.issuedOn && words.issued(formatDate(document.issuedOn, language)),
    document.validUntil && words.validUntil(formatDate(document.validUntil, language)),
  ].filter(Boolean);
  const datesLine = dates.join(", ");
  const attested = document.attestedByManager || document.attestedByPrincipal;
  return (
    <div className="mt-1 text-sm text-slate-700">
      <a
        href={document.url}
        className="inline-block min-h-6 py-0.5 font-medium text-brand-700 underline underline-offset-2"
      >
        <FileText aria-hidden className="mr-1 inline size-4 align-[-3px]" />
        {words.viewPdf}
        <OfficeText>{document.title}</OfficeText>
        {document.size !== undefined && (
          <span className="whitespace-nowrap font-normal"> ({pdfLabel(document.size, language)})</span>
        )}
      </a>
      {datesLine && <p>{`${datesLine.charAt(0).toUpperCase()}${datesLine.slice(1)}.`}</p>}
      {attested && (
        <p>{words.attestedBy(Boolean(document.attestedByManager), Boolean(document.attestedByPrincipal))}</p>
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
