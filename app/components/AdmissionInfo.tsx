import { admissions, classLabel } from "~content/admissions";

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
        <table className="mt-2 w-full text-left text-sm">
          <caption className="mb-1 text-left text-slate-600">Born on or before</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Class
              </th>
              <th scope="col" className="py-1 font-semibold">
                Date of birth
              </th>
            </tr>
          </thead>
          <tbody>
            {admissions.birthYearCutoffs.map((row) => (
              <tr key={row.classCode} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {classLabel(row.classCode)}
                </th>
                <td className="py-1">{row.bornOnOrBefore}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm">{admissions.birthYearNote}</p>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="mb-1 text-left text-slate-600">
            Minimum age as on {admissions.minimumAgeOn}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3 font-semibold">
                Class
              </th>
              <th scope="col" className="py-1 font-semibold">
                Age
              </th>
            </tr>
          </thead>
          <tbody>
            {admissions.minimumAges.map((row) => (
              <tr key={row.classCode} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {classLabel(row.classCode)}
                </th>
                <td className="py-1">{row.age}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
