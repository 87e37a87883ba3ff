import type { EntryContext } from "react-router";
import { inLanguage } from "~content/bilingual";
import { languageOf } from "./language";
import { isStaffPage } from "./sections";

/**
 * The office's content of a public page in the page's language (decision 0032), in one place for
 * every public route: the data of each matched route's loader, before the page is drawn, goes through
 * `inLanguage` — on a Tamil page each text with a Tamil value shows it, on an English page the Tamil
 * values are left out. The staff area (`isStaffPage`, by the matched routes' `handle`) is left as its
 * loaders made it: its editors draw both languages.
 *
 * Takes the render's `context` and the request's `pathname`; changes `context`'s loader data in place.
 */
export function showInPageLanguage(context: EntryContext, pathname: string): void {
  const handler = context.staticHandlerContext;
  if (isStaffPage(handler.matches.map((match) => ({ handle: match.route.handle })))) return;
  const language = languageOf(pathname);
  for (const [id, value] of Object.entries(handler.loaderData)) {
    handler.loaderData[id] = inLanguage(value, language);
  }
}
