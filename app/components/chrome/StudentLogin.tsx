import { GraduationCap } from "lucide-react";
import { externalLinks } from "~content/external-links";
import { site } from "~content/site";
import { ExternalLink } from "../ExternalLink";
import { LazyModal as Modal } from "../ui/LazyModal";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/** The four student and fee portals (spec 2.1 "Student Login" popup); also listed in the footer. */
export const STUDENT_LINKS = [
  { href: externalLinks.vidhyashramStudentLogin, label: "Vidhyashram Student Login" },
  { href: externalLinks.vidhyapeethStudentLogin, label: "Vidhyapeeth Student Login" },
  { href: externalLinks.vidhyashramFees, label: "Vidhyashram Online fees" },
  { href: externalLinks.vidhyapeethFees, label: "Vidhyapeeth Online fees" },
];

/**
 * The floating "Student Login" control: a dialog titled with the group's name whose buttons open the
 * portals in a new tab. Without JavaScript it leads to the same links in the footer.
 */
export function StudentLogin() {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  return (
    <>
      <DialogTrigger
        href="#student-links"
        onOpen={show}
        className="fixed bottom-3 left-3 z-30 inline-flex items-center gap-1.5 rounded-full bg-brand-800 px-3 py-2 text-xs font-semibold text-white shadow-lg hover:bg-brand-900 sm:px-4 sm:py-2.5 sm:text-sm"
      >
        <GraduationCap aria-hidden className="size-4" />
        Student Login
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
      </Modal>
    </>
  );
}
