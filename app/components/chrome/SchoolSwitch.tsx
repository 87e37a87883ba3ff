import { ArrowLeftRight } from "lucide-react";
import { Link } from "react-router";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import { chromeWords } from "~content/words/chrome";
import { chromeControlClass } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/** The id of the page's one school-switch dialog. */
export const SCHOOL_SWITCH_DIALOG = "school-switch";

/**
 * The school-switch control (spec 2.1): opens `SchoolSwitchDialog` with no script (decision 0022).
 * Reachable from every page at every width: the header on wider screens, the bottom bar ("Schools",
 * `variant="bar"`) on phones, and the wider screens' rail on the home page (`"rail"`).
 */
export function SchoolSwitch({
  className = "",
  variant = "inline",
}: {
  className?: string;
  variant?: "inline" | "bar" | "rail";
}) {
  const words = useWords(chromeWords);
  return (
    <ChromeDialogButton dialog={SCHOOL_SWITCH_DIALOG} className={chromeControlClass(variant, className)}>
      <ArrowLeftRight aria-hidden className={variant === "inline" ? "size-4" : "size-5"} />
      {variant === "inline" ? words.switchSchool : words.schools}
    </ChromeDialogButton>
  );
}

/** The school-switch dialog (spec 2.1): two links, to `/vidhyashram` and `/vidhyapeeth`. */
export function SchoolSwitchDialog() {
  const { site } = useSettings();
  const language = useLanguage();
  return (
    <ChromeDialog id={SCHOOL_SWITCH_DIALOG} title={chromeWords[language].chooseSchool}>
      <div className="grid gap-3">
        {Object.values(site.schools).map((school) => (
          <Link
            reloadDocument
            key={school.slug}
            to={pathIn(language, `/${school.slug}`)}
            className="rounded-xl border-2 border-brand-200 p-4 hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="block text-lg font-bold text-brand-800">{school.name}</span>
            <span className="block text-sm text-slate-600">{school.board}</span>
          </Link>
        ))}
      </div>
    </ChromeDialog>
  );
}
