import { ArrowLeftRight } from "lucide-react";
import { Link } from "react-router";
import { site } from "~content/site";
import { LazyModal as Modal } from "../ui/LazyModal";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/** The school-switch dialog (spec 2.1): two buttons, to `/vidhyashram` and `/vidhyapeeth`. */
export function SchoolSwitch({ className = "" }: { className?: string }) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  return (
    <>
      <DialogTrigger
        href="#our-schools"
        onOpen={show}
        className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${className}`}
      >
        <ArrowLeftRight aria-hidden className="size-4" />
        Switch school
      </DialogTrigger>
      <Modal title="Choose a school" open={open} onOpenChange={setOpen} returnFocus={returnFocus}>
        <div className="grid gap-3">
          {Object.values(site.schools).map((school) => (
            <Link
              key={school.slug}
              to={`/${school.slug}`}
              onClick={() => setOpen(false)}
              className="rounded-xl border-2 border-brand-200 p-4 hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block text-lg font-bold text-brand-800">{school.name}</span>
              <span className="block text-sm text-slate-600">{school.board}</span>
            </Link>
          ))}
        </div>
      </Modal>
    </>
  );
}
