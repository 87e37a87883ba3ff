import { Link } from "react-router";
import { pathIn, useLanguage } from "~/lib/site/language";
import type { ChromeLink } from "~/lib/site/navigation";
import { ExternalLink } from "./ExternalLink";

/**
 * A menu link as the `navigation` settings resolve it: a page of this site through the router; a web
 * address in a new tab (architecture ruling 10); an e-mail address or a phone number as a plain link,
 * which the visitor's mail or phone app opens. A page of the site is the one in the page's language.
 */
export function NavLinkItem({ link, className }: { link: ChromeLink; className?: string }) {
  const language = useLanguage();
  if ("to" in link) {
    return (
      <Link reloadDocument to={pathIn(language, link.to)} className={className}>
        {link.label}
      </Link>
    );
  }
  if (!link.href.startsWith("https://")) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <ExternalLink href={link.href} className={className}>
      {link.label}
    </ExternalLink>
  );
}
