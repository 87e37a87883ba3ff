import type { Language } from "./languages";

/**
 * The accessibility statement at `/accessibility` (and `/ta/accessibility`), as data: the standard the
 * site holds itself to, how it is checked, what still falls short, the date of the last full check,
 * how to ask for a page or document in another format and how to report a barrier. Asked for by the
 * Rights of Persons with Disabilities Act 2016 s.46 with rule 15 of the RPwD Rules 2017, and by GIGW 3.0
 * (an accessibility statement, and a way to ask for content in an accessible format). The office's
 * e-mail and phone are references (`{{Vidhyashram office e-mail}}`, content/references.ts), filled in
 * when the page is drawn, never copied here.
 */

/**
 * The day of the last full accessibility check (the end-to-end run's axe pages in both languages, the
 * Nu HTML checker over the sitemap, the keyboard tests, every page at 360 px), `YYYY-MM-DD`. Whoever
 * repeats the check updates it; the compliance dashboard asks for a new check once it is more than a
 * year old, so the statement never claims a check that stopped happening.
 */
export const ACCESSIBILITY_LAST_CHECKED = "2026-11-29";

/** How long a reported barrier is kept, in months, before the daily job deletes it. */
export const BARRIER_REPORT_KEEP_MONTHS = 12;

/** Longest value of each field of the "Report a barrier" form, in characters (the form and the server's check). */
export const BARRIER_LIMITS = { name: 100, contact: 254, page: 300, description: 2000 } as const;

/** The words of the statement in one language (every text may hold reference tokens). */
export interface AccessibilityStatement {
  title: string;
  /** The summary for search engines. */
  description: string;
  intro: string;
  standard: { heading: string; paragraphs: string[] };
  checks: { heading: string; items: string[]; lastChecked: string };
  gaps: { heading: string; items: string[]; documentsHeading: string; noDocuments: string };
  formats: { heading: string; intro: string; officeHours: string; email: string; phone: string };
  report: { heading: string; intro: string; byEmail: string; kept: string };
}

/**
 * Whom to ask for another format or to write to about a barrier: each school's office, by references.
 * The same in both languages (the references show each fact in the page's language).
 */
export const accessibilityContacts = [
  {
    school: "{{Vidhyashram name}}",
    email: "{{Vidhyashram office e-mail}}",
    emailHref: "mailto:{{Vidhyashram office e-mail}}",
    phone: "{{Vidhyashram office phone}}",
    phoneHref: "tel:{{Vidhyashram office phone}}",
    hours: "{{Vidhyashram office hours}}",
  },
  {
    school: "{{Vidhyapeeth name}}",
    email: "{{Vidhyapeeth office e-mail}}",
    emailHref: "mailto:{{Vidhyapeeth office e-mail}}",
    phone: "{{Vidhyapeeth office phone}}",
    phoneHref: "tel:{{Vidhyapeeth office phone}}",
    hours: "{{Vidhyapeeth office hours}}",
  },
];

/** The statement in each language. */
export const accessibilityStatement: Record<Language, AccessibilityStatement> = {
  en: {
    title: "Accessibility statement",
    description:
      "How accessible this website is, how we check it, what still falls short, and how to ask for a page or document in another format or report a barrier.",
    intro:
      "We want every parent, student and visitor to be able to use this website, including people who use a screen reader, the keyboard alone, screen magnification or a small phone.",
    standard: {
      heading: "The standard we follow",
      paragraphs: [
        "This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA: the standard named by the Guidelines for Indian Government Websites (GIGW 3.0), and by the Rights of Persons with Disabilities Act, 2016 (section 46) and its Rules, 2017 (rule 15).",
        "It is our own rule for every page, in English and in Tamil: a page that falls short of it is a fault we fix.",
      ],
    },
    checks: {
      heading: "How we check",
      items: [
        "Automated accessibility checks (axe) run on the pages parents use most, in English and in Tamil, and on the staff screens, each time the website changes.",
        "Every page is checked as valid HTML with the W3C Nu HTML Checker.",
        "Automated tests work the menus, dialogs, carousels and forms with the keyboard alone. A review with a screen reader by a person has not been done yet; it is planned.",
        "Every page is opened at a phone's width (360 pixels) to check that nothing is cut off or needs sideways scrolling.",
      ],
      lastChecked: "Last full check:",
    },
    gaps: {
      heading: "What still falls short",
      items: [
        "Some older documents are scanned pictures of paper with no text layer: a screen reader cannot read them and their words cannot be searched. They are listed below. Ask us and we will send you their contents in a form you can read.",
        "The Tamil pages are still being translated: some parts are in English for now (they say so), and some translations are still being reviewed.",
        "Captions on YouTube videos depend on whoever uploaded them: some videos have none, or only automatic ones.",
      ],
      documentsHeading: "Documents without a text layer",
      noDocuments: "None at present: every document we publish has a text layer.",
    },
    formats: {
      heading: "Asking for a page or document in another format",
      intro:
        "If you need any page or document in another format (large print, plain text, an accessible PDF, or read out to you over the phone), contact the school office:",
      officeHours: "Office hours:",
      email: "E-mail:",
      phone: "Phone:",
    },
    report: {
      heading: "Report a barrier",
      intro:
        "If something on this website stops you, or is hard to use with your device or assistive technology, please tell us. Say which page and what went wrong; give us a way to reach you if you would like an answer.",
      byEmail: "Or write to the school office by e-mail:",
      kept: "We keep a report for a year after it arrives, then delete it. We use it only to fix the barrier and to answer you.",
    },
  },
  ta: {
    title: "அணுகல்தன்மை அறிக்கை",
    description:
      "இந்த இணையதளம் எவ்வளவு அணுகக்கூடியது, அதை எப்படிச் சரிபார்க்கிறோம், இன்னும் எவை குறைவாக உள்ளன, ஒரு பக்கத்தையோ ஆவணத்தையோ வேறு வடிவத்தில் கேட்பது அல்லது ஒரு தடையைத் தெரிவிப்பது எப்படி.",
    intro:
      "திரை வாசிப்பான், விசைப்பலகை மட்டும், திரை உருப்பெருக்கம் அல்லது சிறிய கைப்பேசி பயன்படுத்துபவர்கள் உட்பட, ஒவ்வொரு பெற்றோரும் மாணவரும் பார்வையாளரும் இந்த இணையதளத்தைப் பயன்படுத்த முடிய வேண்டும் என்பதே எங்கள் நோக்கம்.",
    standard: {
      heading: "நாங்கள் பின்பற்றும் தரநிலை",
      paragraphs: [
        "இந்த இணையதளம் இணைய உள்ளட அணுகல்தன்மை வழிகாட்டுதல்கள் (WCAG) 2.1, AA நிலையை எட்ட முயல்கிறது: இந்திய அரசு இணையதளங்களுக்கான வழிகாட்டுதல்களும் (GIGW 3.0), மாற்றுத்திறனாளிகள் உரிமைகள் சட்டம், 2016 (பிரிவு 46), அதன் விதிகள், 2017 (விதி 15) ஆகியவையும் குறிப்பிடும் தரநிலை இதுவே.",
        "ஆங்கிலத்திலும் தமிழிலும் உள்ள ஒவ்வொரு பக்கத்துக்கும் இது எங்கள் சொந்த விதி: இதை எட்டாத பக்கம் நாங்கள் சரிசெய்ய வேண்டிய குறை.",
      ],
    },
    checks: {
      heading: "நாங்கள் சரிபார்க்கும் முறை",
      items: [
        "இணையதளம் மாறும் ஒவ்வொரு முறையும், பெற்றோர் அதிகம் பயன்படுத்தும் பக்கங்களில் ஆங்கிலத்திலும் தமிழிலும், பணியாளர் திரைகளிலும், தானியங்கி அணுகல்தன்மைச் சோதனைகள் (axe) இயங்குகின்றன.",
        "ஒவ்வொரு பக்கமும் W3C Nu HTML Checker கொண்டு சரியான HTML-ஆ என்று சரிபார்க்கப்படுகிறது.",
        "பட்டியல்கள், உரையாடல் பெட்டிகள், சுழலும் படங்கள், படிவங்கள் ஆகியவை விசைப்பலகை மட்டும் கொண்டு இயங்குகின்றனவா என்று தானியங்கிச் சோதனைகள் பார்க்கின்றன. திரை வாசிப்பான் கொண்டு ஒருவர் தளத்தைச் சரிபார்ப்பது இன்னும் நடைபெறவில்லை; அது திட்டமிடப்பட்டுள்ளது.",
        "ஒவ்வொரு பக்கமும் கைப்பேசி அகலத்தில் (360 பிக்சல்) திறக்கப்பட்டு, எதுவும் வெட்டுப்படவில்லை, பக்கவாட்டில் நகர்த்த வேண்டியதில்லை என்று சரிபார்க்கப்படுகிறது.",
      ],
      lastChecked: "கடைசி முழுச் சரிபார்ப்பு:",
    },
    gaps: {
      heading: "இன்னும் குறைவாக உள்ளவை",
      items: [
        "சில பழைய ஆவணங்கள் காகிதத்தை வருடிய (scan) படங்கள், அவற்றில் உரை அடுக்கு இல்லை: திரை வாசிப்பானால் அவற்றைப் படிக்க முடியாது, அவற்றின் சொற்களைத் தேடவும் முடியாது. அவை கீழே பட்டியலிடப்பட்டுள்ளன. கேட்டால், அவற்றின் உள்ளடக்கத்தை நீங்கள் படிக்கக்கூடிய வடிவில் அனுப்புவோம்.",
        "தமிழ்ப் பக்கங்கள் இன்னும் மொழிபெயர்க்கப்பட்டு வருகின்றன: சில பகுதிகள் இப்போதைக்கு ஆங்கிலத்தில் உள்ளன (அவை அதைக் குறிப்பிடுகின்றன), சில மொழிபெயர்ப்புகள் இன்னும் சரிபார்க்கப்பட்டு வருகின்றன.",
        "YouTube காணொளிகளின் வசனங்கள் (captions) அவற்றைப் பதிவேற்றியவரைப் பொறுத்தவை: சில காணொளிகளுக்கு வசனங்கள் இல்லை, அல்லது தானியங்கி வசனங்கள் மட்டுமே உள்ளன.",
      ],
      documentsHeading: "உரை அடுக்கு இல்லாத ஆவணங்கள்",
      noDocuments: "தற்போது எதுவும் இல்லை: நாங்கள் வெளியிடும் ஒவ்வொரு ஆவணத்திலும் உரை அடுக்கு உள்ளது.",
    },
    formats: {
      heading: "ஒரு பக்கத்தையோ ஆவணத்தையோ வேறு வடிவத்தில் கேட்க",
      intro:
        "எந்தப் பக்கமோ ஆவணமோ உங்களுக்கு வேறு வடிவத்தில் வேண்டுமென்றால் (பெரிய எழுத்தில், வெற்று உரையாக, அணுகக்கூடிய PDF ஆக, அல்லது தொலைபேசியில் படித்துக் காட்ட), பள்ளி அலுவலகத்தைத் தொடர்பு கொள்ளுங்கள்:",
      officeHours: "அலுவலக நேரம்:",
      email: "மின்னஞ்சல்:",
      phone: "தொலைபேசி:",
    },
    report: {
      heading: "ஒரு தடையைத் தெரிவிக்க",
      intro:
        "இந்த இணையதளத்தில் ஏதாவது ஒன்று உங்களைத் தடுத்தால், அல்லது உங்கள் கருவியுடனோ உதவித் தொழில்நுட்பத்துடனோ பயன்படுத்தக் கடினமாக இருந்தால், எங்களிடம் சொல்லுங்கள். எந்தப் பக்கம், என்ன தவறு நடந்தது என்று குறிப்பிடுங்கள்; பதில் வேண்டுமென்றால் உங்களைத் தொடர்பு கொள்ளும் வழியைத் தாருங்கள்.",
      byEmail: "அல்லது பள்ளி அலுவலகத்துக்கு மின்னஞ்சல் அனுப்புங்கள்:",
      kept: "ஒரு புகாரை அது வந்த நாளிலிருந்து ஓராண்டு வைத்திருந்து, பிறகு நீக்கிவிடுவோம். தடையைச் சரிசெய்யவும் உங்களுக்குப் பதில் அளிக்கவும் மட்டுமே அதைப் பயன்படுத்துவோம்.",
    },
  },
};
