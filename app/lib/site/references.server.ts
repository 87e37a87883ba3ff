import { RouterContextProvider } from "react-router";
import { inLanguage } from "~content/bilingual";
import type { Language } from "~content/languages";
import { type Reference, referencesOf } from "~content/references";
import type { Person } from "~content/schemas/people";
import type { Settings } from "~content/schemas/settings";
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
      referenceTable(inPageLanguage(settings, [...people.values()], language)),
    );
    perRequest.set(context, table);
  }
  return table;
}

/**
 * The references of `settings` and `people`, named as the office names them (the tokens are English,
 * whatever the page), each showing its fact in `language`: the same facts read twice, the English for
 * the names, the page's language for what they show.
 */
function inPageLanguage(settings: Settings, people: Person[], language: Language): Reference[] {
  const named = referencesOf({ settings, people });
  if (language === "en") return named;
  const shown = referencesOf({
    settings: inLanguage(settings, language),
    people: people.map((person) => inLanguage(person, language)),
  });
  return named.map((reference, index) => {
    const fact = shown[index];
    // Read from the same settings in the same order, the two lists match item by item; a fact that
    // is a number or an address keeps its raw form for `tel:` and `mailto:`.
    return fact ? { ...reference, value: fact.value } : reference;
  });
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
