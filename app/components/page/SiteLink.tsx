import { ExternalLink as ExternalIcon, FileText } from "lucide-react";
import { Link } from "react-router";
import { pdfLabel } from "~/lib/documents/format";
import { pathIn, useLanguage } from "~/lib/site/language";
import type { PageLink } from "~content/schemas/page";
import { ExternalLink } from "../ExternalLink";

/**
 * A link from content (`PageLink`): a page of this site through the router; a PDF or an outside
 * address in a new tab (architecture ruling 10), with an icon and "PDF" said to screen readers; a
 * document whose size is known says "(PDF, 240 KB)" in its text. A link to a page
 * shows the words the server gave it: the page's title as it is now where the link follows it.
 */
export function SiteLink({
  link,
  className,
  children,
}: {
  link: PageLink;
  className?: string;
  /** Replaces the label as the visible text (the label stays the accessible name's start). */
  children?: React.ReactNode;
}) {
  // A page link's words are filled from the page's title before drawing (`withPageTitles`); the
  // address is only a last resort, never an empty link.
  const body = children ?? link.label ?? ("to" in link ? link.to : link.href);
  // A page of this site opens in the page's language; files and other sites are the same in both.
  const language = useLanguage();
  if ("to" in link) {
    return (
      <Link reloadDocument to={pathIn(language, link.to)} className={className}>
        {body}
      </Link>
    );
  }
  const pdf = link.kind === "pdf" || link.href.endsWith(".pdf");
  return (
    <ExternalLink href={link.href} className={className}>
      {pdf ? (
        <FileText aria-hidden className="size-4 shrink-0" />
      ) : (
        <ExternalIcon aria-hidden className="size-4 shrink-0" />
      )}
      {body}
      {pdf &&
        (link.size === undefined ? (
          <span className="sr-only"> (PDF)</span>
        ) : (
          // Type and size in words, seen and read out alike.
          <span className="whitespace-nowrap font-normal"> ({pdfLabel(link.size, language)})</span>
        ))}
    </ExternalLink>
  );
}
