import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";
import { AdmissionAgesDialog, AdmissionDialog } from "./AdmissionDialog";
import { BackToTop } from "./BackToTop";
import { MenuDialog, MenuOverlay } from "./MenuOverlay";
import { SchoolSwitch, SchoolSwitchDialog } from "./SchoolSwitch";
import { StudentLogin, StudentLoginDialog } from "./StudentLogin";

/** The width of the wider screens' quick-actions rail; the page's body leaves it free (root `Layout`). */
export const RAIL_WIDTH_CLASS = "md:pr-[72px]";

/**
 * The quick controls of every public page (spec 2.1 "shared chrome": menu, school switch, admission
 * ages, student login and fees, back to top), which open the page's `ChromeDialogs` with no script
 * (decision 0022).
 *
 * Nothing of them ever lies over the page's text, links or controls, at any width or scroll position:
 * - on phones (below 768 px) they sit in one bar along the bottom of the screen, and the page leaves
 *   room for it below the footer;
 * - on wider screens they sit in a rail along the right edge, 72 px wide, which the page's body leaves
 *   free (`RAIL_WIDTH_CLASS`): the spec's side tab, pill and back-to-top button floated over the text
 *   while scrolling. The home page (no header, spec 2.5) has the menu and the school switch at the top
 *   of the rail.
 *
 * Both lie above the home page's first-visit loading overlay (z-index 70 over its 60), so a parent can
 * open the menu from the first paint instead of waiting 2 s; the overlay still covers the page.
 */
export function SiteTools({ home }: { home: boolean }) {
  const words = useWords(chromeWords);
  return (
    <>
      <nav
        aria-label={words.quickActions}
        className="fixed inset-x-0 bottom-0 z-[70] border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-5">
          <li>
            <MenuOverlay variant="bar" />
          </li>
          <li>
            <SchoolSwitch variant="bar" />
          </li>
          <li>
            <AdmissionDialog variant="bar" />
          </li>
          <li>
            <StudentLogin variant="bar" />
          </li>
          <li>
            <BackToTop variant="bar" />
          </li>
        </ul>
      </nav>
      <aside
        aria-label={words.quickActions}
        className="fixed inset-y-0 right-0 z-[70] hidden w-[72px] grid-rows-[1fr_auto_1fr] justify-items-center border-l border-brand-100 bg-white py-3 md:grid"
      >
        <div className="flex w-full flex-col gap-1 self-start px-1">
          {home && (
            <>
              <MenuOverlay variant="rail" />
              <SchoolSwitch variant="rail" />
            </>
          )}
        </div>
        <AdmissionDialog />
        <div className="flex w-full flex-col justify-end gap-1 self-end px-1">
          <StudentLogin />
          <BackToTop />
        </div>
      </aside>
    </>
  );
}

/**
 * The four chrome dialogs, once per page that has the public chrome (sign-in too: its header has a
 * Menu button), for every control that opens them: the header's, the bottom bar's and the rail's.
 */
export function ChromeDialogs() {
  return (
    <>
      <MenuDialog />
      <SchoolSwitchDialog />
      <AdmissionAgesDialog />
      <StudentLoginDialog />
    </>
  );
}
