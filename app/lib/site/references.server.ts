import { RouterContextProvider } from "react-router";
import { inLanguage } from "~content/bilingual";
import { referencesOf } from "~content/references";
import { readPeople } from "../content-store/people.server";
import { readSettings, settingsFor } from "../content-store/settings.server";
import { type DB, db } from "../platform/db.server";
import { languageContext } from "../platform/request-context";
import { type ReferenceTable, referenceTable, resolveReferences } from "./references";

/** Tables already made for a request, by its load context (one read of the people per request). */
const perRequest = new WeakMap<object, Promise<ReferenceTable>>();

/**
 * The facts that reference tokens name, for the request whose load context is `context`: the site
 * settings of the request (`settingsFor`) and the people (`readPeople`), made once per request. Never
 * throws: both reads fall back to the shipped defaults (architecture ruling 5).
 */
export function referencesFor(context: object, database: DB = db()): Promise<ReferenceTable> {
  let table = perRequest.get(context);
  if (!table) {
    // The facts in the page's language: a Tamil page names the office hours in Tamil (decision 0032).
    const language = context instanceof RouterContextProvider ? context.get(languageContext) : "en";
    table = Promise.all([settingsFor(context, database), readPeople(database)]).then(([settings, people]) =>
      referenceTable(
        referencesOf({
          settings: inLanguage(settings, language),
          people: [...people.values()].map((person) => inLanguage(person, language)),
        }),
      ),
    );
    perRequest.set(context, table);
  }
  return table;
}

/** `value` with its reference tokens replaced by the facts of the request of `context`; never throws. */
export async function withReferences<T>(value: T, context: object, database?: DB): Promise<T> {
  return resolveReferences(value, await referencesFor(context, database));
}

/**
 * The facts a text may name as the site shows them now (for the editor's list of "Facts you can
 * insert" and its check of the tokens a clerk typed), outside a public request. Never throws.
 */
export async function currentReferences(database: DB = db()): Promise<ReferenceTable> {
  const [settings, people] = await Promise.all([readSettings(database), readPeople(database)]);
  return referenceTable(referencesOf({ settings, people: people.values() }));
}
