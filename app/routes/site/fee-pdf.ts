import { settingsFor } from "~/lib/content-store/settings.server";
import { feePagePath, schoolFeesOf } from "~/lib/site/fees";
import { englishPathOf, languageOf, pathIn } from "~/lib/site/language";
import { notWritable, originOf } from "~/lib/site/sitemap.server";
import { LANGUAGE_TAG } from "~content/languages";
import type { SchoolSlug } from "~content/site";
import { feeWords } from "~content/words/fees";
import type { Route } from "./+types/fee-pdf";
import { FeePdfUnavailable, feePdf, feePdfHtml } from "./fee-pdf.server";

/**
 * `/fees/vidhyashram.pdf` and `/fees/vidhyapeeth.pdf`: a school's fee order and fee table as a PDF to
 * download (Tamil Nadu: the approved fees published and printed class-wise), printed by Chromium from
 * the same components as the fee page (`fee-pdf.server.tsx`, decision 0018) and kept until the fees
 * change. Their twins `/ta/fees/…` (decision 0030) print the same fees with every fixed word, date,
 * title and language in Tamil, and answer in Tamil when they cannot. A resource route: no HTML page,
 * never kept by the page cache; `no-cache` with an ETag (per language) so a changed fee reaches the
 * reader at once. When Chromium is missing or too slow: 503 with a plain page that says to print the
 * fee page instead, and `Retry-After`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // `/ta/fees/…` is the same file's Tamil twin: the school is the file name either way, and the fee
  // page it names is the page in the address's language.
  const { pathname } = new URL(request.url);
  const language = languageOf(pathname);
  const words = feeWords[language];
  const school: SchoolSlug = englishPathOf(pathname).includes("vidhyapeeth") ? "vidhyapeeth" : "vidhyashram";
  const settings = await settingsFor(context);
  const fees = schoolFeesOf(settings.fees, school);
  const { name, board } = settings.site.schools[school];
  const page = pathIn(language, feePagePath(school));
  // English answers carry the headers they always had; a Tamil one says its language.
  const languageHeaders: Record<string, string> =
    language === "en" ? {} : { "Content-Language": LANGUAGE_TAG[language] };
  if (fees.rows.length === 0) {
    return plain(404, words.pdfNotPublished(name, page), languageHeaders);
  }
  const html = feePdfHtml({ name, board, fees, origin: originOf(), path: page, language });
  try {
    const { pdf, hash } = await feePdf(html, language);
    const etag = `"${hash}"`;
    // Each language its own file name, so a parent who downloads both keeps both.
    const file = language === "en" ? `${school}-fees.pdf` : `${school}-fees-${language}.pdf`;
    const headers = {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "public, no-cache",
      ETag: etag,
      ...languageHeaders,
    };
    if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(pdf), {
      headers: { ...headers, "Content-Length": String(pdf.length) },
    });
  } catch (error) {
    if (!(error instanceof FeePdfUnavailable)) throw error;
    console.warn(`The ${school} fee PDF (${language}) was not printed: ${error.message}`);
    return plain(503, words.pdfUnavailable(page), { "Retry-After": "300", ...languageHeaders });
  }
}

/** A short plain-text answer, never cached. */
function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** Writes are not taken here: 404 (see `notWritable`). */
export const action = notWritable;
