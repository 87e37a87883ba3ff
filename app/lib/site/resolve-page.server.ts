import type { ContentPage } from "~content/schemas/page";
import type { ResolvedPage } from "~content/schemas/resolved-page";
import type { Settings } from "~content/schemas/settings";
import { type PageListing, readPage, readPageListing } from "../content-store/page-store.server";
import {
  linksToPages,
  type PageTitles,
  readPageTitles,
  withPageTitles,
} from "../content-store/page-titles.server";
import { resolvePagePeople } from "../content-store/people.server";
import { readSettings } from "../content-store/settings.server";
import { attachDocumentSizes } from "../documents/links.server";
import type { DB } from "../platform/db.server";
import { db } from "../platform/db.server";
import { resolveAdmissionRules } from "./admission-rules.server";
import { resolveFees } from "./fees.server";
import { hasOverview, withAddedPages, withoutRemovedLinks } from "./overviews";
import { withPeopleOf } from "./people-of";

/** The pages the office added that a visitor can open, each with its current title (`names`). */
function addedPages(listing: PageListing, names: PageTitles): Map<string, string> {
  return new Map(
    listing.office.flatMap((path) => {
      const title = names.get(path);
      return title ? [[path, title] as const] : [];
    }),
  );
}

/**
 * A stored page made ready to draw: the steps that replace references in a page's blocks
 * with what they point at today — people by id, documents with their type and size,
 * the admission rules and the fees of the settings (`settings`: the request's; read from `database`
 * when absent), links to pages by the pages' current titles (`titles`, likewise), overviews and links
 * to removed pages by the page listing (`pageListing`, likewise: a caller drawing many pages reads it once).
 * Uploaded pictures need no step: their reference carries the key and size drawing needs
 * (content/uploaded-images.ts). Used by the public page route and the staff preview, so
 * both draw the same thing. Each step never throws for a public page: a reference it cannot resolve
 * is drawn from the shipped default data (architecture ruling 5).
 */
export async function resolvePage(
  stored: ContentPage,
  database: DB = db(),
  settings?: Promise<Settings>,
  titles?: Promise<PageTitles>,
  pageListing?: Promise<PageListing>,
): Promise<ResolvedPage> {
  // A list kept on its own page (a PTA's office bearers), drawn where another page shows it.
  const page = await withPeopleOf(stored, (path) => readPage(path, database));
  // The titles of the pages as they are now (`titles`: the request's), read at most once, when needed.
  let current = titles;
  const names = () => {
    current ??= readPageTitles(database);
    return current;
  };
  // The office's pages, hidden, deleted and redirected ones: read once, only for a page with links.
  const listing = linksToPages(page.blocks) ? await (pageListing ?? readPageListing(database)) : undefined;
  // An overview lists the pages the office added to its folder (facilities, committees), and no page
  // links to one a visitor cannot open.
  const listed = listing
    ? withoutRemovedLinks(
        hasOverview(page.blocks) ? withAddedPages(page, addedPages(listing, await names())) : page,
        page.path,
        listing,
      )
    : page;
  // Links to pages named by the pages' titles as they are now.
  const named = linksToPages(listed.blocks) ? withPageTitles(listed, await names()) : listed;
  const withPeople = await resolvePagePeople(named, database);
  // The admission rules of the settings (a public page passes its request's, `settingsFor(context)`).
  const withRules = await resolveAdmissionRules(withPeople, () => settings ?? readSettings(database));
  const withFees = await resolveFees(withRules, () => settings ?? readSettings(database));
  return attachDocumentSizes(withFees, database);
}
