import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { externalLinks } from "~content/external-links";
import { site } from "~content/site";
import { ExternalLink } from "../ExternalLink";
import { LazyModal as Modal } from "../ui/LazyModal";
import { BAR_ITEM } from "./bar";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/** The four student and fee portals (spec 2.1 "Student Login" popup); also listed in the footer. */
export const STUDENT_LINKS = [
  { href: externalLinks.vidhyashramStudentLogin, label: "Vidhyashram Student Login" },
  { href: externalLinks.vidhyapeethStudentLogin, label: "Vidhyapeeth Student Login" },
  { href: externalLinks.vidhyashramFees, label: "Vidhyashram Online fees" },
  { href: externalLinks.vidhyapeethFees, label: "Vidhyapeeth Online fees" },
];

/**
 * The "Login & fees" control (spec 2.1's "Student Login", named for what it holds: issue 20 item 5): a
 * dialog titled with the group's name whose buttons open the student and fee portals in a new tab, and
 * a link to the Fees page. Without JavaScript it leads to the same links in the footer. `variant`: a
 * floating pill on wider screens, "bar" in the phones' bottom bar.
 */
export function StudentLogin({ variant = "float" }: { variant?: "float" | "bar" }) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  return (
    <>
      <DialogTrigger
        href="#student-links"
        onOpen={show}
        className={
          variant === "bar"
            ? BAR_ITEM
            : "fixed bottom-3 left-3 z-30 inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-800 px-4 py-2.5 text-sm font-semibold text-white shadow-lg hover:bg-brand-900"
        }
      >
        <GraduationCap aria-hidden className={variant === "bar" ? "size-5" : "size-4"} />
        Login & fees
      </DialogTrigger>
      <Modal
        title={site.groupName}
        description="Student portals and online fee payment"
        open={open}
        onOpenChange={setOpen}
        returnFocus={returnFocus}
      >
        <ul className="grid gap-3">
          {STUDENT_LINKS.map((link) => (
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
          to="/fees"
          onClick={() => setOpen(false)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
        >
          Fees: paying online or at the school office
        </Link>
      </Modal>
    </>
  );
}
