import { FileCheck2 } from "lucide-react";
import { Link } from "react-router";
import { pathIn, useLanguage } from "~/lib/site/language";
import { DISCLOSURE_LINK_LABEL } from "~content/disclosure";

/**
 * The prominent "Mandatory Public Disclosure" icon CBSE asks for on the home page (circulars 03/2021 and
 * 09/2021), leading to Vidhyashram's disclosure: an icon and the exact words, at least 28 px tall, drawn
 * where it is seen without scrolling at 360 px and 1280 px (the home page's top row, the top of
 * Vidhyashram's landing page). On a Tamil page it leads to the Tamil disclosure and keeps CBSE's exact
 * English words, marked as English.
 */
export function DisclosureLink({ className = "" }: { className?: string }) {
  const language = useLanguage();
  return (
    <Link
      reloadDocument
      to={pathIn(language, "/vidhyashram/publicdisclosure")}
      lang={language === "en" ? undefined : "en"}
      className={`inline-flex min-h-7 items-center gap-1.5 rounded bg-white px-3 font-semibold text-brand-900 ring-1 ring-gold-400 hover:bg-brand-50 ${className}`}
    >
      <FileCheck2 aria-hidden className="size-4 shrink-0 text-brand-700" />
      {DISCLOSURE_LINK_LABEL}
    </Link>
  );
}
