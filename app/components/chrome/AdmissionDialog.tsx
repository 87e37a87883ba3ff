import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { ageRows, ruleDateText } from "~/lib/site/admission-rules";
import { useSettings } from "~/lib/site/settings";
import { BAR_ITEM } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/** The id of the page's one admission-ages dialog. */
export const ADMISSION_DIALOG = "admission-ages";

/**
 * The admission ages control (spec 2.1's "Enquiry" side tab, named for what it opens): opens
 * `AdmissionAgesDialog` with no script (decision 0022). `variant`: "rail" in the wider screens'
 * quick-actions rail, "bar" in the phones' bottom bar.
 */
export function AdmissionDialog({ variant = "rail" }: { variant?: "rail" | "bar" }) {
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
      Admission ages
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
  return (
    <ChromeDialog
      id={ADMISSION_DIALOG}
      title={`Admissions ${site.admissionsYear}`}
      description={`Age criteria by class. Minimum age as on ${ruleDateText(admissions.ageOn)}.`}
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
  const ageOn = ruleDateText(admissions.ageOn);
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Class
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              Born on or before
            </th>
            <th scope="col" className="py-2 pr-2 font-semibold">
              Minimum age on {ageOn}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Apply</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ageRows(admissions).map((row) => (
            <tr key={row.code} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-2 font-semibold">
                {row.label}
              </th>
              <td className="py-2 pr-2">{row.bornOnOrBefore}</td>
              <td className="py-2 pr-2">{row.minimumAge}</td>
              <td className="py-2 text-right">
                <Link
                  reloadDocument
                  to={`/enquiry?class=${row.code}`}
                  aria-label={`Apply Now for ${row.label}`}
                  className="inline-block whitespace-nowrap rounded-md bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800"
                >
                  Apply Now
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">{admissions.olderClasses}</p>
      <Link
        reloadDocument
        to="/enquiry"
        className="mt-4 inline-block rounded-md border border-brand-200 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Apply for Class II to XII
      </Link>
    </>
  );
}
