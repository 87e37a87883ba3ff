import { Link } from "react-router";
import type { NavLink } from "~content/schemas/navigation";
import { ExternalLink } from "./ExternalLink";

/** A menu link: a page of the site through the router, an outside page in a new tab (architecture ruling 10). */
export function NavLinkItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className?: string;
  onNavigate?: () => void;
}) {
  return "to" in link ? (
    <Link to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  ) : (
    <ExternalLink href={link.href} className={className} onClick={onNavigate}>
      {link.label}
    </ExternalLink>
  );
}
