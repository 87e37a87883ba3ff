/**
 * What a visitor typed into the search box, made safe for the databases' query languages, and the
 * highlighted text the databases give back, made into segments a component draws without HTML.
 * Shared by the server and the search page (no database here).
 */

/** The longest query read, in characters; the rest is ignored. */
export const QUERY_MAX_CHARS = 200;
/** The most words searched for; more only narrow the search and cost time. */
export const QUERY_MAX_TERMS = 8;
/** A word longer than this is cut (no real word is; a pasted string of garbage may be). */
const TERM_MAX_CHARS = 40;

/** A word: letters, digits and combining marks (Tamil vowel signs, the virama) of any script. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The words of `query` to search for: NFC-normalised, lower case, each once, at most `QUERY_MAX_TERMS`.
 * Everything else (quotes, `*`, `(`, `-`, `:`) separates words, so no query syntax of FTS5 or
 * `to_tsquery` ever reaches the database. An empty list means there is nothing to search for.
 */
export function searchTerms(query: string): string[] {
  const text = query.slice(0, QUERY_MAX_CHARS).normalize("NFC").toLowerCase();
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    // A word must start with a letter or digit: a stray vowel sign alone is no word.
    const term = word.replace(/^\p{M}+/u, "").slice(0, TERM_MAX_CHARS);
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === QUERY_MAX_TERMS) break;
  }
  return terms;
}

/** One piece of a highlighted text: `match` is true for a word that matched the search. */
export interface Segment {
  text: string;
  match: boolean;
}

/** Where a match starts and ends in the text the databases return (private-use characters). */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/** `text` without the two marker characters, so indexed text cannot fake a highlight. */
export function withoutMarkers(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "");
}

/**
 * The segments of `marked`, a text whose matches are wrapped in `MARK_START`…`MARK_END`: plain and
 * matching pieces in order, neighbours of the same kind joined, empty pieces left out.
 */
export function segmentsOf(marked: string): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, match: boolean) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let match = false;
  for (const piece of marked.split(/([\uE000\uE001])/)) {
    if (piece === MARK_START) match = true;
    else if (piece === MARK_END) match = false;
    else push(piece, match);
  }
  return segments;
}
