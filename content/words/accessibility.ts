import { catalogue } from "./catalogue";

/**
 * The words of the "Report a barrier" form on `/accessibility` in both languages: its labels and hints,
 * the server's messages (app/lib/accessibility/barrier-reports.server.ts says them in the language of
 * the address the form was posted to) and the thanks after a report. The statement's own sentences are
 * `content/accessibility.ts`.
 */
export const accessibilityWords = catalogue(
  {
    formTitle: "Tell us about a barrier",
    onlyDescriptionNeeded: "Only what went wrong is needed; everything else is up to you.",
    checkFields: (count: number) =>
      `Please check the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    name: "Your name (optional)",
    contact: "E-mail or phone (optional)",
    contactHint: "Only if you would like an answer.",
    page: "Which page (optional)",
    pageHint: "Its address (for example /fees) or its name.",
    description: "What went wrong",
    descriptionHint:
      "What you were trying to do and what stopped you. You may name your device or assistive technology; please leave out other private details.",
    honeypot: "Leave this empty",
    send: "Send the report",
    sent: "Thank you: your report has reached the school office.",
    // The server's messages.
    descriptionMissing: "Say what went wrong.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    contactInvalid: "Enter an e-mail address or a phone number, or leave this empty.",
    honeypotFilled: "This form could not be sent.",
    rateLimited: (minutes: number) =>
      `Several reports came from your connection just now. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or e-mail the school office.`,
    notSaved:
      "Your report could not be saved just now. Please try again in a few minutes, or e-mail the school office.",
  },
  {
    formTitle: "ஒரு தடையைப் பற்றிச் சொல்லுங்கள்",
    onlyDescriptionNeeded: "என்ன தவறு நடந்தது என்பது மட்டுமே தேவை; மற்றவை உங்கள் விருப்பம்.",
    checkFields: (count: number) =>
      count === 1 ? "கீழே குறிக்கப்பட்ட விவரத்தைச் சரிபாருங்கள்." : `கீழே குறிக்கப்பட்ட ${count} விவரங்களைச் சரிபாருங்கள்.`,
    name: "உங்கள் பெயர் (விருப்பம்)",
    contact: "மின்னஞ்சல் அல்லது தொலைபேசி (விருப்பம்)",
    contactHint: "பதில் வேண்டுமென்றால் மட்டும்.",
    page: "எந்தப் பக்கம் (விருப்பம்)",
    pageHint: "அதன் முகவரி (எடுத்துக்காட்டாக /fees) அல்லது அதன் பெயர்.",
    description: "என்ன தவறு நடந்தது",
    descriptionHint:
      "நீங்கள் என்ன செய்ய முயன்றீர்கள், எது உங்களைத் தடுத்தது. உங்கள் கருவியையோ உதவித் தொழில்நுட்பத்தையோ குறிப்பிடலாம்; பிற தனிப்பட்ட விவரங்களைத் தவிர்க்கவும்.",
    honeypot: "இதைக் காலியாக விடுங்கள்",
    send: "புகாரை அனுப்பு",
    sent: "நன்றி: உங்கள் புகார் பள்ளி அலுவலகத்தை அடைந்தது.",
    descriptionMissing: "என்ன தவறு நடந்தது என்று எழுதுங்கள்.",
    tooLong: (max: number) => `${max} எழுத்துகளுக்குள் எழுதுங்கள்.`,
    contactInvalid: "மின்னஞ்சல் முகவரியையோ தொலைபேசி எண்ணையோ எழுதுங்கள், அல்லது இதைக் காலியாக விடுங்கள்.",
    honeypotFilled: "இந்தப் படிவத்தை அனுப்ப முடியவில்லை.",
    rateLimited: (minutes: number) =>
      `உங்கள் இணைப்பிலிருந்து இப்போது பல புகார்கள் வந்துள்ளன. ${minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள், அல்லது பள்ளி அலுவலகத்துக்கு மின்னஞ்சல் அனுப்புங்கள்.`,
    notSaved:
      "உங்கள் புகாரை இப்போது சேமிக்க முடியவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள், அல்லது பள்ளி அலுவலகத்துக்கு மின்னஞ்சல் அனுப்புங்கள்.",
  },
);

export type AccessibilityWords = (typeof accessibilityWords)["en"];
