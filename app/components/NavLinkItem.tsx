import { Link } from "react-router";
import { currentLink, useSettings } from "~/lib/site/settings";
import type { NavLink } from "~content/schemas/navigation";
import { ExternalLink } from "./ExternalLink";

/**
 * A menu link: a page of the site through the router, an outside page in a new tab (architecture ruling
 * 10), at its address in the site settings when it is one of their links (issue 23 item 6).
 */
export function NavLinkItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className?: string;
  onNavigate?: () => void;
}) {
  const { links } = useSettings();
  return "to" in link ? (
    <Link to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  ) : (
    <ExternalLink href={currentLink(link.href, links)} className={className} onClick={onNavigate}>
      {link.label}
    </ExternalLink>
  );
}
