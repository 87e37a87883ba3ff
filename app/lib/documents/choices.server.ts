import { type Audience, type DB, db } from "../platform/db.server";
import { fileSize } from "./format";

/** "Vidhyashram", "Vidhyapeeth", "group": whose document it is, in a choice's label. */
const OWNERS = { group: "group", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } as const;

/**
 * The documents of the Documents library as the choices of a document field (the editor's
 * `widget: "document"`): value the permanent URL, label "Fire safety certificate (Vidhyashram, PDF 240 KB)": whose it is and how big, so a clerk
 * tells two documents of one title apart and sees a file too large for a parent's phone; by
 * owner then title. `offered` says which documents the user may choose (by URL and owner; all when
 * not given), so a school's editor is not offered the other school's. Empty when the database cannot
 * be read: the editor then keeps the stored URLs as they are (its choice lists a stored URL it does
 * not know).
 */
export async function documentChoices(
  database: DB = db(),
  offered: (document: { path: string; audience: Audience }) => boolean = () => true,
): Promise<{ value: string; label: string }[]> {
  try {
    const rows = await database
      .selectFrom("documents")
      .select(["path", "title", "audience", "size"])
      .orderBy("audience")
      .orderBy("title")
      .execute();
    return rows.filter(offered).map((row) => ({
      value: row.path,
      label: `${row.title} (${OWNERS[row.audience]}, PDF ${fileSize(Number(row.size))})`,
    }));
  } catch (error) {
    console.error("The documents could not be read for the editor's choices:", error);
    return [];
  }
}

/**
 * The owners of the library's documents at `paths`, by URL (a URL of no document is missing). Throws
 * on a database error: a form's check must not pass because the library could not be read.
 */
export async function documentOwners(
  paths: readonly string[],
  database: DB = db(),
): Promise<Map<string, Audience>> {
  if (paths.length === 0) return new Map();
  const rows = await database
    .selectFrom("documents")
    .select(["path", "audience"])
    .where("path", "in", [...paths])
    .execute();
  return new Map(rows.map((row) => [row.path, row.audience]));
}
