import { Link } from "react-router";
import type { Section } from "~/lib/content-store/sections";
import { pathIn, useLanguage } from "~/lib/site/language";
import { officeHoursOf, useSettings } from "~/lib/site/settings";
import { chromeWords, latinOnly } from "~content/words/chrome";
import { studentLinks } from "./chrome/StudentLogin";
import { ExternalLink } from "./ExternalLink";
import { NavLinkItem } from "./NavLinkItem";

/**
 * The site footer (spec 2.5: varies by section): the two schools, the student and fee portals, every
 * page of the site (the targets of the menu, school-switch and Student Login buttons without
 * JavaScript), the office hours, and the privacy notice and accessibility statement. Its headings and the columns of links are the office's
 * (`navigation` settings: the section's footer columns).
 */
export function Footer({ section }: { section: Section }) {
  const settings = useSettings();
  const { site, navigation } = settings;
  const language = useLanguage();
  const words = chromeWords[language];
  // The office's headings are in capitals in English only: Tamil has no capitals, and spacing splits its letters.
  const heading = `text-sm font-semibold ${latinOnly(language, "uppercase tracking-wide")} text-gold-300`;
  const name = section === "group" ? site.groupName : site.schools[section].name;
  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="mt-2 text-sm text-brand-100">{site.tagline}</p>
          <p className="mt-4 text-sm text-brand-100">
            {words.officeHours}
            {officeHoursOf(section, settings.contacts)}
          </p>
        </div>
        <nav aria-label={words.ourSchools}>
          <h2 className={heading}>{navigation.footerHeadings.schools}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {Object.values(site.schools).map((school) => (
              <li key={school.slug}>
                <Link
                  reloadDocument
                  to={pathIn(language, `/${school.slug}`)}
                  className="inline-flex min-h-6 items-center hover:underline"
                >
                  {school.name} — {school.board}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={words.studentPortals} id="student-links">
          <h2 className={heading}>{navigation.footerHeadings.portals}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {studentLinks(settings, language).map((link) => (
              <li key={link.label}>
                <ExternalLink href={link.href} className="inline-flex min-h-6 items-center hover:underline">
                  {link.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <nav aria-label={words.allPages} id="site-map" className="border-t border-white/10">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
          {navigation[section].footer.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
            <div key={`${index}-${group.heading}`}>
              <h2 className={heading}>{group.heading}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the office's list, in its order, never reordered in place
                  <li key={`${index}-${link.label}`}>
                    <NavLinkItem link={link} className="inline-flex min-h-6 items-center hover:underline" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <p className="border-t border-white/10 px-4 pt-4 pb-20 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {site.groupName} ·{" "}
        <Link
          reloadDocument
          to={pathIn(language, "/privacy")}
          className="inline-flex min-h-6 items-center underline hover:text-white"
        >
          {words.privacyNotice}
        </Link>{" "}
        ·{" "}
        <Link
          reloadDocument
          to={pathIn(language, "/accessibility")}
          className="inline-flex min-h-6 items-center underline hover:text-white"
        >
          {words.accessibility}
        </Link>
      </p>
    </footer>
  );
}
