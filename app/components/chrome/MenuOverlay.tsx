import { ChevronDown, Menu } from "lucide-react";
import { Link, useLocation } from "react-router";
import { type Section, sectionOf } from "~/lib/content-store/sections";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { menuParts } from "~/lib/site/navigation";
import { useSettings } from "~/lib/site/settings";
import { chromeWords, latinOnly } from "~content/words/chrome";
import { NavLinkItem } from "../NavLinkItem";
import { SearchBox } from "../SearchBox";
import { chromeControlClass } from "./bar";
import { ChromeDialog, ChromeDialogButton } from "./ChromeDialog";

/** The id of the page's one menu dialog, which every Menu button opens. */
export const MENU_DIALOG = "site-menu";

/**
 * A "Menu" button (spec 2.1 "menu overlay"): opens the page's `MenuDialog` with no script (invoker
 * commands, decision 0022). `variant`: "bar" for the phones' bottom bar (icon over a short label),
 * "rail" for the wider screens' quick-actions rail, "inline" for a header (`className` styles it).
 */
export function MenuOverlay({
  className = "",
  variant = "inline",
}: {
  className?: string;
  variant?: "inline" | "bar" | "rail";
}) {
  const words = useWords(chromeWords);
  return (
    <ChromeDialogButton dialog={MENU_DIALOG} className={chromeControlClass(variant, className)}>
      <Menu aria-hidden className="size-5" />
      {words.menu}
    </ChromeDialogButton>
  );
}

/**
 * The full-screen menu (spec 2.1 "menu overlay"): first a search field (every page opens this menu,
 * the home page too), then what parents come for (notices, admissions, fees, bus routes, contact), then
 * every page of the site in three collapsible sections —
 * the group, Vidhyashram, Vidhyapeeth — with the current page's section open and first; the links are
 * the office's (`navigation` settings). A native dialog, rendered once per page (`SiteTools`).
 */
export function MenuDialog() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const { site, navigation } = useSettings();
  const language = useLanguage();
  const words = chromeWords[language];
  // Each part's heading in the page's language (`menuParts` names them in English).
  const partHeading = (part: Section) =>
    part === "group" ? words.groupMenuPart : words.schoolMenuPart(site.schools[part].name);
  return (
    <ChromeDialog id={MENU_DIALOG} title={site.groupName} description={words.allPagesOfTheWebsite} fullScreen>
      <SearchBox variant="wide" className="mx-auto max-w-5xl pt-2" />
      <nav aria-label={words.allPages} className="mx-auto max-w-5xl py-2">
        <h2 className="sr-only">{words.parentsLookFor}</h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {navigation.quickLinks.map((task, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
            <li key={`${index}-${task.to}`}>
              <Link
                reloadDocument
                to={pathIn(language, task.to)}
                className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-3 py-2 text-center font-semibold text-white hover:bg-brand-800"
              >
                {task.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-6 space-y-3">
          {menuParts(section, navigation, site.schools).map((part) => (
            <details
              key={part.section}
              open={part.section === section}
              className="group rounded-lg border border-brand-100"
            >
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 text-lg font-bold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                {partHeading(part.section)}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="grid gap-6 px-4 pt-2 pb-4 sm:grid-cols-2 lg:grid-cols-4">
                {part.groups.map((group, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
                  <div key={`${index}-${group.heading}`}>
                    <h3
                      className={`text-sm font-semibold ${latinOnly(language, "uppercase tracking-wide")} text-gold-700`}
                    >
                      {group.heading}
                    </h3>
                    <ul className="mt-2 space-y-1">
                      {group.links.map((link, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
                        <li key={`${index}-${link.label}`}>
                          <NavLinkItem
                            link={link}
                            className="flex min-h-9 items-center rounded-md px-2 py-1 text-base font-medium text-brand-800 hover:bg-brand-50"
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </details>
          ))}
        </div>
      </nav>
    </ChromeDialog>
  );
}
