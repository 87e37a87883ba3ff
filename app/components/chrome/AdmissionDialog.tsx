import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/lib/platform/dates";
import { ageRows, ruleDateText } from "~/lib/site/admission-rules";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { chromeWords } from "~content/words/chrome";
import { BAR_ITEM } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/**
 * A date of the admission rules as the page's language writes it: "31 May 2026" in English (the
 * school's notices' style, `ruleDateText`), "31 மே, 2026" in Tamil (`formatDate`, Intl "ta-IN").
 */
function dateText(isoDate: string, language: Language): string {
  return language === "en" ? ruleDateText(isoDate) : formatDate(isoDate, language);
}

/** The id of the page's one admission-ages dialog. */
export const ADMISSION_DIALOG = "admission-ages";

/**
 * The admission ages control (spec 2.1's "Enquiry" side tab, named for what it opens): opens
 * `AdmissionAgesDialog` with no script (decision 0022). `variant`: "rail" in the wider screens'
 * quick-actions rail, "bar" in the phones' bottom bar.
 */
export function AdmissionDialog({ variant = "rail" }: { variant?: "rail" | "bar" }) {
  const words = useWords(chromeWords);
  return (
    <ChromeDialogButton
      dialog={ADMISSION_DIALOG}
      className={
        variant === "bar"
          ? BAR_ITEM
          : "rounded-l-lg bg-gold-400 px-2 py-3 text-sm font-bold text-brand-900 shadow-md [writing-mode:vertical-rl] hover:bg-gold-300"
      }
    >
      {variant === "bar" && <CalendarCheck aria-hidden className="size-5" />}
      {words.admissionAges}
    </ChromeDialogButton>
  );
}

/**
 * The admission ages dialog: age criteria per class, each with "Apply Now" opening `/enquiry` with
 * that class chosen (architecture ruling 9). The backdrop is static: a tap outside does not close it;
 * the close button (or Escape) does. The criteria are the `admissions` settings group's.
 */
export function AdmissionAgesDialog() {
  const { site, admissions } = useSettings();
  const language = useLanguage();
  const words = chromeWords[language];
  return (
    <ChromeDialog
      id={ADMISSION_DIALOG}
      title={words.admissionsOfYear(site.admissionsYear)}
      description={words.ageCriteria(dateText(admissions.ageOn, language))}
      staticBackdrop
    >
      <AdmissionAges />
    </ChromeDialog>
  );
}

/**
 * The body of the dialog: the age criteria of the request's settings (`useSettings().admissions`, the
 * `admissions` group's ages), each class with "Apply Now", then the rule for Grade II and above.
 */
export function AdmissionAges() {
  const { admissions } = useSettings();
  const language = useLanguage();
  const words = chromeWords[language];
  const ageOn = dateText(admissions.ageOn, language);
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {words.classHeading}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {words.bornOnOrBefore}
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              {words.minimumAgeOn(ageOn)}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{words.apply}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ageRows(admissions).map((row) => (
            <tr key={row.code} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {row.label}
              </th>
              <td className="py-2 pr-2">{dateText(admissions.byClass[row.code].bornOnOrBefore, language)}</td>
              <td className="py-2 pr-2">
                {words.age(
                  admissions.byClass[row.code].minimumAge.years,
                  admissions.byClass[row.code].minimumAge.months,
                )}
              </td>
              <td className="py-2 text-right">
                <Link
                  reloadDocument
                  to={pathIn(language, `/enquiry?class=${row.code}`)}
                  aria-label={words.applyNowFor(row.label)}
                  className="inline-block whitespace-nowrap rounded-md bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800"
                >
                  {words.applyNow}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">{admissions.olderClasses}</p>
      <Link
        reloadDocument
        to={pathIn(language, "/enquiry")}
        className="mt-4 inline-block rounded-md border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {words.applyForOlderClasses}
      </Link>
    </>
  );
}
