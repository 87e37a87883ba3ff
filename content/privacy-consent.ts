import type { Language } from "./languages";

/**
 * The words of the consent box beside "Send enquiry", shown to the parent and stored with each consent
 * (DPDP Act 2023, s. 9: a child's data needs the verifiable consent of a parent or lawful guardian, who
 * is an adult). Changing them changes what future consents record; past ones keep their own words.
 */
export const CONSENT_STATEMENT =
  "I am the parent or guardian of this child and I am 18 or older; I agree to the school using these details to answer this enquiry.";

/**
 * The consent statement in each language: a parent on a Tamil page agrees to the Tamil words, and
 * those are the words stored with the consent.
 */
export const CONSENT_STATEMENTS: Record<Language, string> = {
  en: CONSENT_STATEMENT,
  ta: "நான் இந்தக் குழந்தையின் பெற்றோர் அல்லது பாதுகாவலர், எனக்கு 18 வயது அல்லது அதற்கு மேல்; இந்த விசாரணைக்குப் பதில் தர இந்த விவரங்களைப் பள்ளி பயன்படுத்த ஒப்புக்கொள்கிறேன்.",
};
