import { LogIn } from "lucide-react";
import { Link, NavLink } from "react-router";
import type { Section } from "~/lib/content-store/sections";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { isSectionHome } from "~/lib/site/navigation";
import { useSettings } from "~/lib/site/settings";
import { chromeWords } from "~content/words/chrome";
import { LanguageSwitch } from "./chrome/LanguageSwitch";
import { MenuOverlay } from "./chrome/MenuOverlay";
import { SchoolSwitch } from "./chrome/SchoolSwitch";
import { NoticeTicker, type TickerNotice } from "./NoticeTicker";
import { SearchBox } from "./SearchBox";

/** A notice of the header's ticker, with the school it is for. */
export type TickerNotification = TickerNotice;

/**
 * The Vidhyashram header's "Admin Login" (spec 2.3): a small text link for the office staff, not a
 * primary button competing with what parents come for.
 */
function AdminLogin() {
  const words = useWords(chromeWords);
  return (
    <Link
      reloadDocument
      to="/login"
      className="inline-flex min-h-6 items-center gap-1 px-1 text-xs font-medium text-slate-600 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      <LogIn aria-hidden className="size-3.5" /> {words.adminLogin}
    </Link>
  );
}

/**
 * The site header: the notification ticker (spec 4: "No notifications available." when empty), the
 * crest and name of the section's school (or the group), and its menu: the section's header links of
 * the `navigation` settings, and the site search (a field in the ticker's bar on wider screens, an icon beside the menu on phones). The CBSE
 * school's header has the Admin Login button (spec 2.3).
 */
export function Header({
  section,
  notifications,
}: {
  section: Section;
  notifications: TickerNotification[];
}) {
  const { site, navigation } = useSettings();
  const language = useLanguage();
  const words = chromeWords[language];
  const title = section === "group" ? site.groupName : site.schools[section].name;
  const subtitle = section === "group" ? site.tagline : site.schools[section].board;
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="bg-brand-900 text-white">
        {/* The search field shares the ticker's bar: the menu row has no room left on any width. */}
        <div className="mx-auto flex max-w-6xl items-center">
          <NoticeTicker notices={notifications} className="min-w-0 flex-1 px-2" />
          <SearchBox variant="field" className="hidden shrink-0 py-0.5 pr-2 md:block" />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link
          reloadDocument
          to={pathIn(language, section === "group" ? "/" : `/${section}`)}
          className="flex min-w-0 items-center gap-3"
        >
          <img src="/images/logo.svg" alt="" width={44} height={44} className="size-11 shrink-0" />
          <span className="min-w-0">
            <span className="block text-lg font-bold leading-tight text-brand-800">{title}</span>
            <span className="block text-xs text-slate-600">{subtitle}</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          {section === "vidhyashram" && <AdminLogin />}
          <SearchBox variant="link" className="text-brand-800 hover:bg-slate-100" />
          <MenuOverlay className="text-brand-800 hover:bg-slate-100" />
        </div>
        <nav
          aria-label={words.mainMenu}
          className="-mx-1 hidden flex-1 flex-wrap items-center justify-end gap-1 md:flex"
        >
          {navigation[section].header.map((item, index) => (
            <NavLink
              reloadDocument
              // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
              key={`${index}-${item.to}`}
              to={pathIn(language, item.to)}
              end={isSectionHome(item.to)}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <SchoolSwitch className="text-slate-700 hover:bg-slate-100" />
          <MenuOverlay className="text-slate-700 hover:bg-slate-100" />
          {section === "vidhyashram" && <AdminLogin />}
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
