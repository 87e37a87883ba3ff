import type { TamilTexts } from "./texts";

/**
 * The site settings every page shows, in Tamil (content/site-settings.ts, content/admissions.ts,
 * content/fees.ts): the schools' descriptions, the office hours, the labels of the phones and e-mails,
 * the admission documents. Names, numbers and addresses stay as they are.
 */

/** The `site` group: the tagline and what each school is. */
export const siteTamil = {
  tagline: "தலைமுறைகளுக்கு வலிமை தரும் கல்வி",
  description:
    "Vidhyashram (CBSE மேல்நிலை), Vidhyapeeth (தமிழ்நாடு மாநில மெட்ரிகுலேஷன் மேல்நிலை): ஒரே குடும்பத்தின் இரு பள்ளிகள், ஒரே ஊரில் இரு வளாகங்களில்.",
  "schools.vidhyashram.board": "CBSE மேல்நிலைப் பள்ளி",
  "schools.vidhyashram.summary":
    "Pre KG முதல் 12-ஆம் வகுப்பு வரை CBSE பள்ளி. மேல்நிலை வகுப்புகளில் அறிவியல், வணிகவியல் பிரிவுகள். நன்கு அமைந்த ஆய்வகங்கள், 17,000-க்கும் மேற்பட்ட நூல்கள் உள்ள நூலகம், பெரிய விளையாட்டு மைதானம்.",
  "schools.vidhyapeeth.board": "மெட்ரிகுலேஷன் மேல்நிலைப் பள்ளி",
  "schools.vidhyapeeth.summary":
    "Pre KG முதல் 12-ஆம் வகுப்பு வரை தமிழ்நாடு மாநில மெட்ரிகுலேஷன் பள்ளி. சுமார் 30 குழந்தைகள் கொண்ட சிறிய வகுப்புகள், 15,000-க்கும் மேற்பட்ட நூல்கள் உள்ள நூலகம், பரந்த விளையாட்டு மைதானம்.",
} satisfies TamilTexts;

/** A school's office hours and the labels of its phones and e-mails, in the `contacts` group. */
const schoolContacts = (school: "vidhyashram" | "vidhyapeeth"): TamilTexts => ({
  [`schools.${school}.officeHours`]: "காலை 8:30 முதல் மாலை 4:30 வரை, திங்கள் முதல் சனி வரை",
  [`schools.${school}.phones.0.label`]: "பள்ளி அலுவலகம்",
  [`schools.${school}.phones.1.label`]: "சேர்க்கை",
  [`schools.${school}.phones.2.label`]: "போக்குவரத்துப் பிரிவு",
  [`schools.${school}.emails.0.label`]: "பள்ளி அலுவலகம்",
  [`schools.${school}.emails.1.label`]: "சேர்க்கை",
});

/** The `contacts` group: both schools' office hours and contact labels (their full names are names). */
export const contactsTamil = {
  ...schoolContacts("vidhyashram"),
  ...schoolContacts("vidhyapeeth"),
} satisfies TamilTexts;

/** The `admissions` group: the documents a parent brings, and for whom. */
export const admissionsTamil = {
  olderClasses: "II வகுப்பும் அதற்கு மேலும்: மாற்றுச் சான்றிதழின்படி சேர்க்கை.",
  "documents.0.classes": "Pre KG முதல் 1-ஆம் வகுப்பு வரை",
  "documents.0.document": "அசல் பிறப்புச் சான்றிதழ்",
  "documents.1.classes": "2-ஆம் வகுப்பும் அதற்கு மேலும்",
  "documents.1.document": "அசல் மதிப்பெண் அட்டை அல்லது கையொப்பமிட்ட மதிப்பெண் பட்டியல்",
  "otherDocuments.0.document": "முந்தைய பள்ளியின் மாற்றுச் சான்றிதழ் (TC)",
  "otherDocuments.0.when": "2-ஆம் வகுப்பும் அதற்கு மேலும், அல்லது வேறு பள்ளியிலிருந்து சேரும் எந்த மாணவரும்",
  "otherDocuments.1.document": "மாணவரின் ஆதார் அட்டை",
  "otherDocuments.2.document": "பெற்றோரின் ஆதார் அட்டை",
  "otherDocuments.3.document": "மாணவரின் அண்மைக்காலப் பாஸ்போர்ட் அளவுப் புகைப்படங்கள்",
  "otherDocuments.4.document": "சாதிச் சான்றிதழ்",
  "otherDocuments.4.when": "தமிழ்நாட்டுச் சமூகப் பிரிவைச் சேர்ந்த மாணவர் (BC, MBC, SC அல்லது ST)",
} satisfies TamilTexts;

/** The `fees` group: who fixed the fees, and the note on the sample figures. */
const schoolFees = (school: "vidhyashram" | "vidhyapeeth"): TamilTexts => ({
  [`schools.${school}.order.authority`]: "கட்டண நிர்ணயக் குழு, தமிழ்நாடு அரசு",
  [`schools.${school}.note`]:
    "மாதிரித் தொகைகள்: கட்டண நிர்ணயக் குழு ஆணையின் தொகைகளைப் பள்ளி அலுவலகம் இவற்றுக்குப் பதிலாக இடும்.",
});

/** The `fees` group in Tamil. */
export const feesTamil = { ...schoolFees("vidhyashram"), ...schoolFees("vidhyapeeth") } satisfies TamilTexts;

/** The `privacy` group: the grievance officer's title (the holder is a name). */
export const privacyTamil = { "grievance.title": "குறைதீர் அலுவலர்" } satisfies TamilTexts;
