import type { AnchorHTMLAttributes } from "react";

/**
 * A link that leaves the site: new tab, `rel="noopener noreferrer"` (architecture ruling 10), and a hidden
 * "(opens in a new tab)" for screen-reader users.
 */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
