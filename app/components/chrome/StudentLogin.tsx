import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import type { PublicSettings } from "~/lib/site/settings";
import { useSettings } from "~/lib/site/settings";
import { ExternalLink } from "../ExternalLink";
import { BAR_ITEM, RAIL_ITEM } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/**
 * The four student and fee portals (spec 2.1 "Student Login" popup; also listed in the footer), from
 * the site settings `settings` (links and school names).
 */
export function studentLinks({ site, links }: Pick<PublicSettings, "site" | "links">) {
  const { vidhyashram, vidhyapeeth } = site.schools;
  return [
    { href: links.vidhyashramStudentLogin, label: `${vidhyashram.name} Student Login` },
    { href: links.vidhyapeethStudentLogin, label: `${vidhyapeeth.name} Student Login` },
    { href: links.vidhyashramFees, label: `${vidhyashram.name} Online fees` },
    { href: links.vidhyapeethFees, label: `${vidhyapeeth.name} Online fees` },
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
  return (
    <ChromeDialogButton dialog={STUDENT_LOGIN_DIALOG} className={variant === "bar" ? BAR_ITEM : RAIL_ITEM}>
      <GraduationCap aria-hidden className="size-5" />
      Login & fees
    </ChromeDialogButton>
  );
}

/**
 * The "Login & fees" dialog: titled with the group's name, its buttons open the student and fee
 * portals in a new tab, and a link leads to the Fees page.
 */
export function StudentLoginDialog() {
  const settings = useSettings();
  return (
    <ChromeDialog
      id={STUDENT_LOGIN_DIALOG}
      title={settings.site.groupName}
      description="Student portals and online fee payment"
    >
      <ul className="grid gap-3">
        {studentLinks(settings).map((link) => (
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
        to="/fees"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Fees: paying online or at the school office
      </Link>
    </ChromeDialog>
  );
}
