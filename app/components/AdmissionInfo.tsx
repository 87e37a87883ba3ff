import { admissions, classLabel } from "~content/admissions";

/** A two-column table of a value per class (age criteria). */
function ClassTable({
  caption,
  valueHeading,
  rows,
}: {
  caption: string;
  valueHeading: string;
  rows: [classCode: string, value: string][];
}) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="mb-1 text-left text-slate-600">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Class
          </th>
          <th scope="col" className="py-1 font-semibold">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([code, value]) => (
          <tr key={code} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              {classLabel(code)}
            </th>
            <td className="py-1">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What a parent needs beside the enquiry form (issue 3): the steps of admission, the age criteria, the
 * documents and the office hours, all from `content/admissions.ts`.
 */
export function AdmissionInfo() {
  return (
    <div className="space-y-6 text-slate-800">
      <section aria-labelledby="steps">
        <h2 id="steps" className="text-lg font-bold text-brand-800">
          Steps of admission
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {admissions.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="age">
        <h2 id="age" className="text-lg font-bold text-brand-800">
          Age criteria
        </h2>
        <ClassTable
          caption="Born on or before"
          valueHeading="Date of birth"
          rows={admissions.birthYearCutoffs.map((r) => [r.classCode, r.bornOnOrBefore])}
        />
        <p className="mt-2 text-sm">{admissions.birthYearNote}</p>
        <ClassTable
          caption={`Minimum age as on ${admissions.minimumAgeOn}`}
          valueHeading="Age"
          rows={admissions.minimumAges.map((r) => [r.classCode, r.age])}
        />
      </section>
      <section aria-labelledby="documents">
        <h2 id="documents" className="text-lg font-bold text-brand-800">
          Documents needed
        </h2>
        <ul className="mt-2 space-y-1">
          {admissions.documents.map((row) => (
            <li key={row.classes}>
              <strong className="font-semibold">{row.classes}:</strong> {row.document}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="office">
        <h2 id="office" className="text-lg font-bold text-brand-800">
          Office hours
        </h2>
        <p className="mt-2">{admissions.officeHours}</p>
      </section>
    </div>
  );
}
