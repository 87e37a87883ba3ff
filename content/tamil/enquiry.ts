import type { TamilTexts } from "./texts";

/**
 * The admission enquiry page's words in Tamil (`/enquiry`, content/listing-pages.ts); the form's own
 * labels are the `enquiry` catalogue's (content/words/).
 */
export default {
  title: "சேர்க்கை விசாரணை",
  description:
    "{{Admissions year}} கல்வியாண்டுக்கு {{Vidhyashram name}} அல்லது {{Vidhyapeeth name}} பள்ளியில் இடம் கேளுங்கள்: வயது வரம்பு, ஆவணங்கள், சேர்க்கை நடைமுறை.",
  intro:
    "{{Admissions year}} கல்வியாண்டுக்கான சேர்க்கை தொடங்கியது. உங்கள் குழந்தை பற்றிச் சொல்லுங்கள். அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
} satisfies TamilTexts;
