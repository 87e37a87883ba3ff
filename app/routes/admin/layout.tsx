import { ExternalLink as ExternalIcon, KeyRound, LogOut } from "lucide-react";
import { Form, Link, NavLink, Outlet, useLocation, useNavigation } from "react-router";
import { SlowNavigation } from "~/components/admin/SlowNavigation";
import { requireStaff, userContext } from "~/lib/auth/guard.server";
import { roleLabel } from "~/lib/auth/permissions.server";
import { complianceWarnings } from "~/lib/compliance/dashboard.server";
import { countNewEnquiriesFor } from "~/lib/enquiries/enquiries.server";
import { useSettings } from "~/lib/site/settings";
import type { Route } from "./+types/layout";

/**
 * The staff guard (architecture ruling 2): runs before every loader and action of the admin
 * area, this layout's and its screens', so none of them runs for a signed-out visitor; the screens read
 * the user with `context.get(userContext)`.
 */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/**
 * The admin area's frame: who is signed in, and the "N new" badge of the Enquiries tab, counted over
 * the enquiries this user may see.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const [newEnquiries, compliance] = await Promise.all([
    countNewEnquiriesFor(user).catch(() => 0),
    // The tabs, and so the count, are hidden until a generated password is changed.
    user.mustChangePassword
      ? 0
      : complianceWarnings({ user, context })
          .then((warnings) => warnings.length)
          .catch(() => 0),
  ]);
  return {
    username: user.username,
    mustChangePassword: user.mustChangePassword,
    newEnquiries,
    compliance,
    isAdmin: user.role === "admin",
    roleLabel: roleLabel(user),
  };
}

/**
 * No public quick-actions bar or student-portal control in the staff area; and the framework's scripts
 * (decision 0022): its dialogs live in the URL, its forms confirm before discarding, its editor, image
 * cropping and uploads need React in the browser.
 */
export const handle = { chrome: "staff", scripts: true };

/** The admin area's tabs; `adminOnly` ones are shown to administrators only. */
const TABS = [
  { to: "/admin", label: "Notifications", end: true },
  { to: "/admin/alerts", label: "Urgent alerts" },
  { to: "/admin/announcements", label: "Announcements" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/people", label: "People" },
  { to: "/admin/media", label: "Media library" },
  { to: "/admin/albums", label: "Photo albums" },
  { to: "/admin/pictures", label: "Pictures" },
  { to: "/admin/documents", label: "Documents" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/compliance", label: "Compliance" },
  { to: "/admin/tamil", label: "Tamil" },
  { to: "/admin/barriers", label: "Accessibility reports" },
  { to: "/admin/users", label: "Users", adminOnly: true },
  { to: "/admin/audit", label: "Audit log", adminOnly: true },
  { to: "/admin/settings", label: "Site settings", adminOnly: true },
];

/** The tabs under which a line says what notifications and announcements are for. */
const CONTENT_TABS = new Set(["/admin", "/admin/announcements"]);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  const { site } = useSettings();
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/admin" className="flex items-center gap-2">
            <img src="/images/logo.svg" alt="" width={32} height={32} className="size-8" />
            <span className="font-bold">Staff area</span>
            <span className="hidden text-sm text-brand-200 sm:inline">· {site.groupName}</span>
          </Link>
          <div className="ml-auto flex flex-wrap items-center gap-1 text-sm">
            <span className="px-2 text-brand-100">
              Signed in as <strong className="text-white">{loaderData.username}</strong>
              <span className="sr-only"> ({loaderData.roleLabel})</span>
            </span>
            <Link
              reloadDocument
              to="/"
              className="inline-flex items-center gap-1 rounded px-2 py-1.5 hover:bg-white/10"
            >
              <ExternalIcon aria-hidden className="size-4" /> View website
            </Link>
            <Link
              to="/admin/password"
              className="inline-flex items-center gap-1 rounded px-2 py-1.5 hover:bg-white/10"
            >
              <KeyRound aria-hidden className="size-4" /> Change password
            </Link>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="inline-flex items-center gap-1 rounded px-2 py-1.5 hover:bg-white/10"
              >
                <LogOut aria-hidden className="size-4" /> Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      {/* aria-busy tells a screen reader the screen is being replaced while a move or a save is under way. */}
      <main id="main" aria-busy={busy} className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        <h1 className="sr-only">Admin area</h1>
        <SlowNavigation />
        {!loaderData.mustChangePassword && (
          <nav aria-label="Admin sections" className="mb-6">
            <ul className="flex flex-wrap gap-x-1 border-b border-slate-300">
              {TABS.filter((tab) => !tab.adminOnly || loaderData.isAdmin).map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end={tab.end}
                    className={({ isActive }) =>
                      `-mb-px block border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 ${
                        isActive
                          ? "border-brand-700 text-brand-800"
                          : "border-transparent text-slate-600 hover:text-slate-900"
                      }`
                    }
                  >
                    {tab.label}
                    {tab.to === "/admin/compliance" && loaderData.compliance > 0 && (
                      <span className="ml-1.5 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">
                        {loaderData.compliance} to check
                      </span>
                    )}
                    {tab.to === "/admin/enquiries" && loaderData.newEnquiries > 0 && (
                      <span className="ml-1.5 rounded-full bg-gold-400 px-2 py-0.5 text-xs text-slate-900">
                        {loaderData.newEnquiries} new
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
            {CONTENT_TABS.has(pathname.toLowerCase().replace(/\/+$/, "")) && (
              <p className="mt-2 text-sm text-slate-600">
                <strong className="font-semibold text-slate-800">Notifications</strong> are short notices: the
                notice board and the scrolling ticker at the top of the pages show them.{" "}
                <strong className="font-semibold text-slate-800">Announcements</strong> are news, with an
                optional link: the home page's scrolling line and the notice board show them.
              </p>
            )}
          </nav>
        )}
        <Outlet />
      </main>
    </div>
  );
}
