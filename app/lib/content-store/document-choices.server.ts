import { type DB, db } from "../platform/db.server";

/** "Vidhyashram", "Vidhyapeeth", "group": whose document it is, in a choice's label. */
const OWNERS = { group: "group", vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" } as const;

/**
 * The documents of the Documents library as the choices of a document field (the editor's
 * `widget: "document"`): value the permanent URL, label "Fire safety certificate (Vidhyashram)", by
 * owner then title. Empty when the database cannot be read: the editor then keeps the stored URLs as
 * they are (its choice lists a stored URL it does not know).
 */
export async function documentChoices(database: DB = db()): Promise<{ value: string; label: string }[]> {
  try {
    const rows = await database
      .selectFrom("documents")
      .select(["path", "title", "audience"])
      .orderBy("audience")
      .orderBy("title")
      .execute();
    return rows.map((row) => ({ value: row.path, label: `${row.title} (${OWNERS[row.audience]})` }));
  } catch (error) {
    console.error("The documents could not be read for the editor's choices:", error);
    return [];
  }
}
