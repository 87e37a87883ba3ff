import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import type { PublicSettings } from "~/lib/site/settings";
import { useSettings } from "~/lib/site/settings";
import { ExternalLink } from "../ExternalLink";
import { LazyModal as Modal } from "../ui/LazyModal";
import { BAR_ITEM } from "./bar";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

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

/**
 * The "Login & fees" control (spec 2.1's "Student Login", named for what it holds): a
 * dialog titled with the group's name whose buttons open the student and fee portals in a new tab, and
 * a link to the Fees page. Without JavaScript it leads to the same links in the footer. `variant`: a
 * floating pill on wider screens, "bar" in the phones' bottom bar.
 */
export function StudentLogin({ variant = "float" }: { variant?: "float" | "bar" }) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  const settings = useSettings();
  const { site } = settings;
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
