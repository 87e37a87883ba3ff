import { AdmissionDialog } from "./AdmissionDialog";
import { BackToTop } from "./BackToTop";
import { MenuOverlay } from "./MenuOverlay";
import { StudentLogin } from "./StudentLogin";

/**
 * The floating controls of every public page (spec 2.1 "shared chrome"): the Enquiry side tab with the
 * admission dialog, Student Login, Back to top; on the home page, which has no header (spec 2.5), also
 * the menu button.
 */
export function SiteTools({ home }: { home: boolean }) {
  return (
    <aside aria-label="Quick actions">
      {home && (
        <div className="fixed right-3 top-12 z-30">
          <MenuOverlay className="bg-white/95 text-brand-800 shadow-lg hover:bg-white" />
        </div>
      )}
      <AdmissionDialog />
      <StudentLogin />
      <BackToTop />
    </aside>
  );
}
