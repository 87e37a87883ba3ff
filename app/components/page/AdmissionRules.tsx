import { formatDate } from "~/lib/platform/dates";
import { ageRows, documentsToBring, ruleDateText } from "~/lib/site/admission-rules";
import { useLanguage, useWords } from "~/lib/site/language";
import type { Language } from "~content/languages";
import type { AdmissionRulePart, DatedAdmissionRules as Rules } from "~content/schemas/admissions";
import { blockWords } from "~content/words/blocks";
import { chromeWords } from "~content/words/chrome";
import { enquiryWords } from "~content/words/enquiry";
import { DataTable } from "./DataTable";

/**
 * The admission rules of the year as pages draw them (the `admissions` settings group, never a copy):
 * the `admissionRules` block of content pages, the landing pages' FAQ answers, `/enquiry` and the
 * enquiry confirmation all use these parts, so a change in Site settings shows everywhere at once.
 */

/** A date of the rules in words: "31 December 2021" in English, Tamil months (`Intl`) in Tamil. */
function dateText(isoDate: string, language: Language): string {
  return language === "en" ? ruleDateText(isoDate) : formatDate(isoDate, language);
}

const LIST = "max-w-3xl space-y-2 pl-6 text-slate-800 marker:font-semibold marker:text-brand-700";

/**
 * The age criteria: a table of the born-on-or-before date and minimum age of each class (the minimum
 * age on the day ages are counted, named in its column), then the rule for Grade II and above.
 */
export function AgeTable({
  rules,
  caption,
  captionHidden = true,
}: {
  rules: Pick<Rules, "ageOn" | "byClass" | "olderClasses">;
  /** The table's name ("Age cut-offs" unless given); read by screen readers only, unless `captionHidden` is false (a heading says it). */
  caption?: string;
  captionHidden?: boolean;
}) {
  const language = useLanguage();
  const words = chromeWords[language];
  const className = enquiryWords[language].className;
  return (
    <>
      <DataTable
        caption={caption ?? blockWords[language].ageCutOffs}
        captionHidden={captionHidden}
        columns={[
          { key: "class", label: words.classHeading },
          { key: "born", label: words.bornOnOrBefore },
          { key: "age", label: words.minimumAgeOn(dateText(rules.ageOn, language)) },
        ]}
        // The rows' words (`ageRows`) are English; a Tamil page says the class, date and age in Tamil.
        rows={ageRows(rules).map((row) => {
          const { years, months } = rules.byClass[row.code].minimumAge;
          return language === "en"
            ? { class: row.label, born: row.bornOnOrBefore, age: row.minimumAge }
            : {
                class: className(row.code),
                born: dateText(rules.byClass[row.code].bornOnOrBefore, language),
                age: words.age(years, months),
              };
        })}
      />
      <p className="mt-3 text-sm text-slate-700">{rules.olderClasses}</p>
    </>
  );
}

/**
 * The documents to bring (`documentsToBring`): each class's originals, then what every new student
 * brings, each with whom it is for. The same list on every page and in the acknowledgment.
 */
export function DocumentsToBring({ rules }: { rules: Pick<Rules, "documents" | "otherDocuments"> }) {
  const words = useWords(blockWords);
  return (
    <ul className={`${LIST} list-disc`} data-testid="documents">
      {documentsToBring(rules).map((item) => (
        <li key={`${item.when}|${item.document}`} className="pl-1">
          <span className="font-semibold">{item.document}</span>
          {item.optional && <span className="text-slate-700"> {words.optionalDocument}</span>}
          {item.when && <span className="block text-sm text-slate-600">{words.forWhom(item.when)}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A bulleted or numbered list of lines of the rules (steps, what happens next). */
function Lines({ items, ordered }: { items: string[]; ordered: boolean }) {
  const children = items.map((item) => (
    <li key={item} className="pl-1">
      {item}
    </li>
  ));
  return ordered ? (
    <ol className={`${LIST} list-decimal`}>{children}</ol>
  ) : (
    <ul className={`${LIST} list-disc`}>{children}</ul>
  );
}

/** One part of the rules, or nothing when `rules` lacks its fields. */
function Part({ part, rules }: { part: AdmissionRulePart; rules: Partial<Rules> }) {
  const words = useWords(blockWords);
  const { ageOn, byClass, olderClasses, documents, otherDocuments, steps, afterEnquiry } = rules;
  switch (part) {
    case "ages":
      return ageOn && byClass && olderClasses ? <AgeTable rules={{ ageOn, byClass, olderClasses }} /> : null;
    case "documents":
      return documents && otherDocuments ? <DocumentsToBring rules={{ documents, otherDocuments }} /> : null;
    case "otherDocuments":
      return otherDocuments ? (
        <ul className={`${LIST} list-disc`}>
          {otherDocuments.map((item) => (
            <li key={item.document} className="pl-1">
              {item.document}
              {item.optional && <span className="text-slate-700"> {words.optionalDocument}</span>}
              {item.when && <span className="block text-sm text-slate-600">{words.forWhom(item.when)}</span>}
            </li>
          ))}
        </ul>
      ) : null;
    case "steps":
      return steps ? <Lines items={steps} ordered /> : null;
    case "afterEnquiry":
      return afterEnquiry ? <Lines items={afterEnquiry} ordered={false} /> : null;
  }
}

/**
 * The parts `show` of the admission rules `rules` (the fields those parts need, from the settings:
 * `rulesOf`), one after another; when there are several, each under a heading of `headingLevel`.
 */
export function AdmissionRules({
  show,
  rules,
  headingLevel,
}: {
  show: readonly AdmissionRulePart[];
  rules: Partial<Rules>;
  headingLevel: "h2" | "h3" | "h4";
}) {
  const words = useWords(blockWords);
  if (show.length === 1 && show[0]) return <Part part={show[0]} rules={rules} />;
  const Heading = headingLevel;
  return (
    <div className="space-y-6">
      {show.map((part) => (
        <div key={part}>
          <Heading className="mb-3 text-lg font-bold text-brand-800">{words[part]}</Heading>
          <Part part={part} rules={rules} />
        </div>
      ))}
    </div>
  );
}
