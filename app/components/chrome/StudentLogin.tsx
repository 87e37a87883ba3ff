import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import type { PublicSettings } from "~/lib/site/settings";
import { useSettings } from "~/lib/site/settings";
import type { Language } from "~content/languages";
import { chromeWords } from "~content/words/chrome";
import { ExternalLink } from "../ExternalLink";
import { BAR_ITEM, RAIL_ITEM } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/**
 * The four student and fee portals (spec 2.1 "Student Login" popup; also listed in the footer), from
 * the site settings `settings` (links and school names), labelled in `language` (English by default).
 */
export function studentLinks(
  { site, links }: Pick<PublicSettings, "site" | "links">,
  language: Language = "en",
) {
  const { vidhyashram, vidhyapeeth } = site.schools;
  const words = chromeWords[language];
  return [
    { href: links.vidhyashramStudentLogin, label: words.studentLogin(vidhyashram.name) },
    { href: links.vidhyapeethStudentLogin, label: words.studentLogin(vidhyapeeth.name) },
    { href: links.vidhyashramFees, label: words.onlineFees(vidhyashram.name) },
    { href: links.vidhyapeethFees, label: words.onlineFees(vidhyapeeth.name) },
  ];
}

/** The id of the page's one "Login & fees" dialog. */
export const STUDENT_LOGIN_DIALOG = "student-login";

/**
 * The "Login & fees" control (spec 2.1's "Student Login", named for what it holds): opens
 * `StudentLoginDialog` with no script (decision 0022). `variant`: "rail" in the wider screens'
 * quick-actions rail, "bar" in the phones' bottom bar.
 */
export function StudentLogin({ variant = "rail" }: { variant?: "rail" | "bar" }) {
  const words = useWords(chromeWords);
  return (
    <ChromeDialogButton dialog={STUDENT_LOGIN_DIALOG} className={variant === "bar" ? BAR_ITEM : RAIL_ITEM}>
      <GraduationCap aria-hidden className="size-5" />
      {words.loginAndFees}
    </ChromeDialogButton>
  );
}

/**
 * The "Login & fees" dialog: titled with the group's name, its buttons open the student and fee
 * portals in a new tab, and a link leads to the Fees page.
 */
export function StudentLoginDialog() {
  const settings = useSettings();
  const language = useLanguage();
  const words = chromeWords[language];
  return (
    <ChromeDialog
      id={STUDENT_LOGIN_DIALOG}
      title={settings.site.groupName}
      description={words.portalsAndFees}
    >
      <ul className="grid gap-3">
        {studentLinks(settings, language).map((link) => (
          <li key={link.label}>
            <ExternalLink
              href={link.href}
              className="block rounded-md bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
            >
              {link.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <Link
        reloadDocument
        to={pathIn(language, "/fees")}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {words.feesPageLink}
      </Link>
    </ChromeDialog>
  );
}
