import { ArrowLeftRight } from "lucide-react";
import { Link } from "react-router";
import { useSettings } from "~/lib/site/settings";
import { LazyModal as Modal } from "../ui/LazyModal";
import { BAR_ITEM } from "./bar";
import { DialogTrigger, useDialogTrigger } from "./useDialogTrigger";

/**
 * The school-switch dialog (spec 2.1): two buttons, to `/vidhyashram` and `/vidhyapeeth`. Reachable
 * from every page at every width: the header on wider screens, the bottom bar
 * ("Schools", `variant="bar"`) on phones, and a floating button on the home page. Without JavaScript
 * it leads to the footer's list of the schools.
 */
export function SchoolSwitch({
  className = "",
  variant = "inline",
}: {
  className?: string;
  variant?: "inline" | "bar";
}) {
  const { open, setOpen, show, returnFocus } = useDialogTrigger();
  const { site } = useSettings();
  return (
    <>
      <DialogTrigger
        href="#our-schools"
        onOpen={show}
        className={
          variant === "bar"
            ? BAR_ITEM
            : `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold ${className}`
        }
      >
        <ArrowLeftRight aria-hidden className={variant === "bar" ? "size-5" : "size-4"} />
        {variant === "bar" ? "Schools" : "Switch school"}
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
