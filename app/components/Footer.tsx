import { Link } from "react-router";
import type { Section } from "~/lib/sections";
import { site } from "~content/site";

/**
 * The site footer (spec 2.5: varies by section). Lists the two schools, the pages that exist, and the
 * office hours.
 */
export function Footer({ section }: { section: Section }) {
  const name = section === "group" ? site.groupName : site.schools[section].name;
  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{name}</p>
          <p className="mt-2 text-sm text-brand-100">{site.tagline}</p>
          <p className="mt-4 text-sm text-brand-100">Office hours: {site.officeHours}</p>
        </div>
        <nav aria-label="Our schools">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-300">Our schools</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {Object.values(site.schools).map((school) => (
              <li key={school.slug}>
                <Link to={`/${school.slug}`} className="hover:underline">
                  {school.name} — {school.board}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gold-300">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/notifications" className="hover:underline">
                Notice board
              </Link>
            </li>
            <li>
              <Link to="/gallery" className="hover:underline">
                Photo gallery
              </Link>
            </li>
            <li>
              <Link to="/login" className="hover:underline">
                Staff sign-in
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {site.groupName}
      </p>
    </footer>
  );
}
