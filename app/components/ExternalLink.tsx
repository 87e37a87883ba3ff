import type { AnchorHTMLAttributes } from "react";
import { useWords } from "~/lib/site/language";
import { chromeWords } from "~content/words/chrome";

/**
 * A link that leaves the site: new tab, `rel="noopener noreferrer"` (architecture ruling 10), and a hidden
 * "(opens in a new tab)" for screen-reader users, in the page's language.
 */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const words = useWords(chromeWords);
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">{words.opensInNewTab}</span>
    </a>
  );
}
