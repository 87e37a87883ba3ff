import { FileText } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { Section } from "~/components/page/Section";
import { pdfLabel } from "~/lib/documents/format";
import { formatDate } from "~/lib/platform/dates";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import type { DocumentFact, NamedPerson, ResolvedDisclosure } from "~/lib/site/disclosure.server";
import { formatRupees } from "~/lib/site/fees";
import { useLanguage } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import { jsonLdText } from "~/lib/site/structured-data";
import { formatIndianPhone } from "~content/phone";

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
      <Section heading="A. General information">
        <Updated at={data.updated.general} />
        <Facts
          rows={[
            ["Name of the school", `${g.name} — ${g.boardName}`],
            [cbse ? "Affiliation number" : "Recognition order number", g.affiliationNumber],
            [cbse ? "School code" : "UDISE+ code", g.schoolCode],
            ["Complete address with PIN code", g.address.join(", ")],
            ["PIN code", g.pin ?? "—"],
            ["Principal's name", g.principal?.name ?? "—"],
            ["Principal's qualification", g.principal?.qualification ?? "—"],
            [
              "School e-mail",
              g.email ? (
                <a key="email" href={`mailto:${g.email}`}>
                  {g.email}
                </a>
              ) : (
                "—"
              ),
            ],
            [
              "Contact number",
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
      <Section heading="B. Documents and information" tone="tint">
        <Updated at={data.updated.documents} />
        <ul className="grid gap-4 md:grid-cols-2">
          {data.documents.map((entry) => (
            <li key={entry.key} className="rounded-md border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{entry.label}</h3>
              <DocumentLine document={entry.document} />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="C. Results and academics">
        <Updated at={data.updated.academics} />
        <h3 className="text-lg font-semibold text-brand-800">Fee structure</h3>
        {data.academics.fees.classes.length > 0 ? (
          <>
            <p className="mt-1 text-slate-700">
              Fees for the year
              {data.academics.fees.academicYear ? ` ${data.academics.fees.academicYear}` : ""}, by class, as
              approved in the fee order.{" "}
              <a href={data.academics.fees.page}>The fees by term and the fee order</a>.
            </p>
            <table className="mt-3 w-full max-w-md text-left text-sm">
              <caption className="sr-only">Fees for a year, by class</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1 pr-4">
                    Class
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Fees for the year
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.academics.fees.classes.map((c) => (
                  <tr key={c.code} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {c.label}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatRupees(c.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className="mt-1 text-slate-700">
            The fees for the year are not published yet:{" "}
            <a href={data.academics.fees.page}>see the fees page</a>.
          </p>
        )}
        {data.academics.fees.order && (
          <div className="mt-3 text-sm text-slate-800">
            <p>
              Fee order {data.academics.fees.order.number} of {formatDate(data.academics.fees.order.date)},{" "}
              {data.academics.fees.order.authority}, for {data.academics.fees.order.years.join(", ")}.
            </p>
            <DocumentLine document={data.academics.fees.order.pdf} />
          </div>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-800">Annual academic calendar</h3>
        <DocumentLine document={data.academics.calendar} />
        <h3 className="mt-6 text-lg font-semibold text-brand-800">Annual report</h3>
        <DocumentLine document={data.academics.annualReport} />
        <h3 className="mt-6 text-lg font-semibold text-brand-800">School Management Committee</h3>
        <People people={data.academics.smc} />
        {data.academics.smcPage && (
          <ListPageLink href={data.academics.smcPage}>The School Management Committee's page</ListPageLink>
        )}
        <h3 className="mt-6 text-lg font-semibold text-brand-800">Parent Teacher Association</h3>
        <People people={data.academics.pta} />
        <ListPageLink href={data.academics.ptaPage}>The Parent Teacher Association's page</ListPageLink>
        <h3 className="mt-6 text-lg font-semibold text-brand-800">Board examination results</h3>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Board examination results of the last three years</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {["Examination", "Year", "Registered", "Passed", "Pass %", "Remarks"].map((h) => (
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
                    {r.examLabel}
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
        </div>
      </Section>
      <Section heading="D. Staff (teaching)" tone="tint">
        <Updated at={data.updated.staff} />
        <Facts
          rows={[
            ["Principal", personWords(s.principal)],
            ["Vice principal", s.vicePrincipals.map(personWords).join("; ") || "—"],
            ["Head teachers and coordinators", s.headTeachers.map(personWords).join("; ") || "—"],
            ["Special educator", personWords(s.specialEducator)],
            ["Counsellor and wellness teacher", personWords(s.counsellor)],
            ["Total number of teachers", String(s.totalTeachers)],
            ["Students enrolled", String(s.enrolment)],
            ["Sections", String(s.sections)],
            [
              "Pupil–teacher ratio",
              s.pupilsPerTeacher === null
                ? "—"
                : `${s.pupilsPerTeacher} : 1 (at most ${s.maxPupilsPerTeacher} : 1)${s.ratioWithinLimit ? "" : " — above the limit"}`,
            ],
            [
              "Teachers per section",
              s.teachersPerSection === null
                ? "—"
                : `${s.teachersPerSection} (at least ${s.minTeachersPerSection})${s.perSectionWithinLimit ? "" : " — below the minimum"}`,
            ],
          ]}
        />
        <p className="mt-2 text-sm text-slate-700">
          The ratios count the teachers below, not the principal, the physical education teacher or the
          counsellor.
        </p>
        {s.teachers.map((group) => (
          <div key={group.category} className="mt-5">
            <h3 className="text-lg font-semibold text-brand-800">
              {group.label}: {group.count}
            </h3>
            <People people={group.people} />
          </div>
        ))}
      </Section>
      <Section heading="E. School infrastructure">
        <Updated at={data.updated.infrastructure} />
        <Facts
          rows={[
            ["Total campus area", `${data.infrastructure.campusArea.toLocaleString("en-IN")} m²`],
            [
              "Classrooms",
              `${data.infrastructure.classrooms}, each about ${data.infrastructure.classroomSize} m²`,
            ],
            [
              "Laboratories, computer labs included",
              `${data.infrastructure.laboratories}, each about ${data.infrastructure.laboratorySize} m²`,
            ],
            ["Internet facility", data.infrastructure.internet ? "Yes" : "No"],
            ["Girls' toilets", String(data.infrastructure.girlsToilets)],
            ["Boys' toilets", String(data.infrastructure.boysToilets)],
            [
              "Inspection video",
              data.infrastructure.inspectionVideo ? (
                <a
                  key="video"
                  href={data.infrastructure.inspectionVideo}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Watch the school's inspection video (opens in a new tab)
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
  return (
    <p className="-mt-3 mb-4 text-sm text-slate-700">
      Last updated <time dateTime={at}>{formatDate(at.slice(0, 10))}</time>
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
  if (!document?.exists) return <p className="mt-1 text-slate-700">Not published yet.</p>;
  const dates = [
    document.issuedOn && `issued ${formatDate(document.issuedOn)}`,
    document.validUntil && `valid until ${formatDate(document.validUntil)}`,
  ].filter(Boolean);
  const datesLine = dates.join(", ");
  const attested = [
    document.attestedByManager && "the manager",
    document.attestedByPrincipal && "the principal",
  ].filter(Boolean);
  return (
    <div className="mt-1 text-sm text-slate-700">
      <a
        href={document.url}
        className="inline-block min-h-6 py-0.5 font-medium text-brand-700 underline underline-offset-2"
      >
        <FileText aria-hidden className="mr-1 inline size-4 align-[-3px]" />
        View PDF: {document.title}
        {document.size !== undefined && (
          <span className="whitespace-nowrap font-normal"> ({pdfLabel(document.size, language)})</span>
        )}
      </a>
      {datesLine && <p>{`${datesLine.charAt(0).toUpperCase()}${datesLine.slice(1)}.`}</p>}
      {attested.length > 0 && <p>Self-attested by {attested.join(" and ")}.</p>}
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
