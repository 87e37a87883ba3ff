import type { RulesOf } from "~/lib/site/admission-rules";
import { useWords } from "~/lib/site/language";
import { officeHoursOf, useSettings } from "~/lib/site/settings";
import { enquiryWords } from "~content/words/enquiry";
import { AdmissionRules, AgeTable, DocumentsToBring } from "./page/AdmissionRules";

/** The parts of the admission rules `/enquiry` shows beside its form. */
export const ENQUIRY_RULE_PARTS = ["steps", "ages", "documents"] as const;

/**
 * What a parent needs beside the enquiry form: the steps of admission, the age criteria and
 * the documents — `rules`, the admission rules of the request's settings (`admissionRulesFor`) — and
 * the office hours. Its headings are in the page's language; the rules are the office's words.
 */
export function AdmissionInfo({ rules }: { rules: RulesOf<(typeof ENQUIRY_RULE_PARTS)[number]> }) {
  const { contacts } = useSettings();
  const words = useWords(enquiryWords);
  return (
    <div className="space-y-6 text-slate-800">
      <section aria-labelledby="steps">
        <h2 id="steps" className="text-lg font-bold text-brand-800">
          {words.stepsOfAdmission}
        </h2>
        <div className="mt-2">
          <AdmissionRules show={["steps"]} rules={rules} headingLevel="h3" />
        </div>
      </section>
      <section aria-labelledby="age">
        <h2 id="age" className="text-lg font-bold text-brand-800">
          {words.ageCriteria}
        </h2>
        <div className="mt-2">
          <AgeTable rules={rules} />
        </div>
      </section>
      <section aria-labelledby="documents">
        <h2 id="documents" className="text-lg font-bold text-brand-800">
          {words.documentsToBring}
        </h2>
        <div className="mt-2">
          <DocumentsToBring rules={rules} />
        </div>
      </section>
      <section aria-labelledby="office">
        <h2 id="office" className="text-lg font-bold text-brand-800">
          {words.officeHours}
        </h2>
        <p className="mt-2">{officeHoursOf("group", contacts)}</p>
      </section>
    </div>
  );
}
