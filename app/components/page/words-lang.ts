import { useLanguage } from "~/lib/site/language";
import { LANGUAGE_TAG } from "~content/languages";

/**
 * The attribute to spread on a block's element that holds the interface's own words (from a catalogue
 * of content/words/): on a Tamil page `{ lang: "ta-IN" }`, since `Blocks` marks the office's content
 * around it `lang="en"` (`useOfficeLang`) and those words are Tamil; on an English page none, so the
 * English HTML is as before.
 */
export function useWordsLang(): { lang?: string } {
  const language = useLanguage();
  return language === "en" ? {} : { lang: LANGUAGE_TAG[language] };
}
