import { LANGUAGE_TAG, type Language } from "~content/languages";

/** One formatter a language, made once: building one costs a phone's server render about 1 ms each time. */
const FORMATTERS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LANGUAGE_TAG.en),
  ta: new Intl.NumberFormat(LANGUAGE_TAG.ta),
};

/**
 * `n` as the page's language writes it: Indian grouping in both (`1,25,000`), Western digits in Tamil
 * too, which is what Tamil Nadu's schools and government print.
 */
export function formatNumber(n: number, language: Language = "en"): string {
  return FORMATTERS[language].format(n);
}
