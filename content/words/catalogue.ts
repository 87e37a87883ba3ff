import type { Language } from "../languages";

/**
 * The interface's fixed words in both languages (decision 0030): each area of the public site (the
 * chrome, the enquiry, the listing pages, …) has a catalogue in this folder, its English words and the
 * Tamil of every one of them. A word is text, or a function of the values it names (a count, a date
 * already formatted in the page's language) that returns text. The type checker holds the Tamil to the
 * English: a key missing in Tamil, or a function taking other values, fails `npm run typecheck`.
 */

/** One word of a catalogue: text, or text made from the values it names. */
// biome-ignore lint/suspicious/noExplicitAny: a word's values are declared by its English function
export type Word = string | ((...values: any[]) => string);

/** The Tamil (or any other language's) side of the catalogue whose English is `E`: the same keys and kinds. */
export type WordsLike<E extends Record<string, Word>> = {
  [K in keyof E]: E[K] extends (...values: infer A) => string ? (...values: A) => string : string;
};

/** A catalogue: the words of one area in every language. */
export type Catalogue<E extends Record<string, Word>> = { readonly [L in Language]: WordsLike<E> };

/**
 * A catalogue of one area from its English words and their Tamil. Returns them as given; its use is the
 * type check (`WordsLike`).
 */
export function catalogue<const E extends Record<string, Word>>(
  en: E,
  ta: WordsLike<NoInfer<E>>,
): Catalogue<E> {
  return { en: en as unknown as WordsLike<E>, ta };
}
