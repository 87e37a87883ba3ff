import { AdmissionDialog } from "./AdmissionDialog";
import { BackToTop } from "./BackToTop";
import { MenuOverlay } from "./MenuOverlay";
import { SchoolSwitch } from "./SchoolSwitch";
import { StudentLogin } from "./StudentLogin";

/**
 * The quick controls of every public page (spec 2.1 "shared chrome": menu, school switch, admission
 * ages, student login and fees, back to top).
 *
 * On phones (below 768 px) they sit in one bar along the bottom of the screen, and the page leaves room
 * for it below the footer (floating controls covered timetables, links and paragraph
 * ends at 360 px). On wider screens they float as the spec draws them: the side tab, the pill, back to
 * top, and on the home page (no header, spec 2.5) the menu and the school switch at the top right.
 */
export function SiteTools({ home }: { home: boolean }) {
  return (
    <>
      <nav
        aria-label="Quick actions"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
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
      <aside aria-label="Quick actions" className="hidden md:block">
        {home && (
          <div className="fixed right-3 top-12 z-30 flex gap-2">
            <SchoolSwitch className="bg-white/95 text-brand-800 shadow-lg hover:bg-white" />
            <MenuOverlay className="bg-white/95 text-brand-800 shadow-lg hover:bg-white" />
          </div>
        )}
        <AdmissionDialog />
        <StudentLogin />
        <BackToTop />
      </aside>
    </>
  );
}
