import { classLabel } from "../admissions";
import { catalogue } from "./catalogue";

/**
 * The words of the admission enquiry in both languages (decision 0030): the form, its messages (the
 * server's validation says them too, in the language of the address the form was posted to), the
 * admission information beside it, the acknowledgment, the parent's private link page, the page after
 * an erasure and the privacy page's frame. The privacy notice's own sentences are `content/privacy.ts`,
 * the consent statement `content/privacy-consent.ts`: they are versioned with each consent.
 */

/** Tamil class names: the numbered classes as Tamil Nadu schools write them ("1ஆம் வகுப்பு"). */
const TAMIL_CLASSES: Record<string, string> = {
  PreKG: "Pre KG",
  LKG: "LKG",
  UKG: "UKG",
  I: "1ஆம் வகுப்பு",
  II: "2ஆம் வகுப்பு",
  III: "3ஆம் வகுப்பு",
  IV: "4ஆம் வகுப்பு",
  V: "5ஆம் வகுப்பு",
  VI: "6ஆம் வகுப்பு",
  VII: "7ஆம் வகுப்பு",
  VIII: "8ஆம் வகுப்பு",
  IX: "9ஆம் வகுப்பு",
  X: "10ஆம் வகுப்பு",
  XI: "11ஆம் வகுப்பு",
  XII: "12ஆம் வகுப்பு",
};

export const enquiryWords = catalogue(
  {
    // The form.
    formTitle: "Admission enquiry",
    yourDetails: "Your details",
    correctYourDetails: "Correct your details",
    /** Around the red star: "Fields marked * are needed. …". */
    requiredBefore: "Fields marked ",
    requiredAfter: " are needed. The office will call you back.",
    checkFields: (count: number) =>
      `Please check the ${count === 1 ? "field" : `${count} fields`} marked below.`,
    childFirstName: "Child's first name",
    parentName: "Parent's name",
    mobile: "Mobile number",
    mobileHint: "10 digits, for example 98765 43210. Needed unless you give an email address.",
    email: "Email (optional)",
    emailHint: "To get your reference and private link by email, or if you have no mobile.",
    classSought: "Class sought",
    chooseClass: "Choose a class",
    /** A class's name by its code ("I" → "Class I"); the code itself when unknown. */
    className: (code: string) => classLabel(code),
    school: "School",
    schoolVidhyashram: "Vidhyashram (CBSE)",
    schoolVidhyapeeth: "Vidhyapeeth (Matriculation)",
    schoolNotSure: "Not sure yet",
    message: "Message (optional)",
    messageHint:
      "Only if you have a question: a sibling in the school, transport. Please do not write health or other private details.",
    honeypot: "Leave this empty",
    sendEnquiry: "Send enquiry",
    saveChanges: "Save changes",
    previewNoSend: "In the preview the form does not send.",
    feesByClass: "Fees by class",
    // The privacy notice's frame.
    howWeUse: "How we use these details",
    readFullNotice: "Read the full privacy notice",
    noticeVersion: (version: string) => `Version of this notice: ${version}`,
    privacyTitle: "Privacy notice",
    privacyDescription:
      "How the schools use the details of an admission enquiry, how long they keep them, and your rights.",
    privacyIntro:
      "How the schools use the details you send with an admission enquiry, how long they keep them, and how to see, correct or erase them.",
    // Beside the form.
    admissionInformation: "Admission information",
    stepsOfAdmission: "Steps of admission",
    ageCriteria: "Age criteria",
    documentsToBring: "Documents to bring",
    officeHours: "Office hours",
    // The server's messages (validation.server.ts, guard.server.ts, enquiry.server.ts).
    childNameMissing: "Enter the child's first name.",
    childNameLong: (max: number) => `Keep the child's first name to ${max} characters or fewer.`,
    parentNameMissing: "Enter the parent's name.",
    parentNameLong: (max: number) => `Keep the parent's name to ${max} characters or fewer.`,
    phoneInvalid: "Enter a 10-digit Indian mobile number, for example 98765 43210.",
    reachMissing: "Enter a mobile number so the office can call you back, or an email address below.",
    emailLong: "This email address is too long.",
    emailInvalid: "Enter a valid email address, for example name@example.com, or leave it empty.",
    classMissing: "Choose the class you are asking about.",
    classUnknown: "Choose a class from the list.",
    schoolMissing: "Choose a school, or “Not sure yet”.",
    messageLong: (max: number) => `Keep the message to ${max} characters or fewer.`,
    consentMissing: "Tick this box to agree, or the school cannot answer your enquiry.",
    honeypotFilled:
      "Your enquiry was not sent because a hidden field meant to catch automatic spam was filled in. If you are a parent, please try again without autofill, or call the school office.",
    rateLimited: (minutes: number, officeHours: string) =>
      `We have received many enquiries from your internet connection in the last few minutes, so this one was not sent. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call or visit the school office (${officeHours}).`,
    notSaved: (officeHours: string) =>
      `Sorry, your enquiry could not be saved just now. Nothing you typed is lost: please press “Send enquiry” again in a minute, or call the school office (${officeHours}).`,
    noticeChanged:
      "The privacy notice above changed while this page was open. Please read it again, tick the box and send.",
    confirmErase: "Tick this box to confirm that the enquiry should be erased.",
    linkGone:
      "This link does not open an enquiry. It stops working when the enquiry is erased, on your request or after the retention period; check that it was copied whole.",
    // The acknowledgment.
    sentTitle: "Enquiry sent",
    sentDescription: "Your admission enquiry has reached the school office.",
    thankYou: "Thank you, your enquiry was sent",
    referenceIs: "Your reference number is",
    privateLink: "Your private link",
    privateLinkText: (emailed: boolean) =>
      `Open it to see, correct or erase your enquiry at any time, without signing in. Bookmark it or copy it somewhere safe${emailed ? " (we also emailed it to you)" : ""}; keep it to yourself. It stops working when the enquiry is erased.`,
    whatNext: "What happens next",
    bringThese: "Bring these to the school office with the registration form.",
    documentFor: (when: string) => `For ${when}`,
    optionalDocument: "(optional)",
    checkAge: "Check that your child meets the age criteria for the class you asked for.",
    officeHoursAre: (hours: string) => `Office hours: ${hours}.`,
    backHome: "Back to the home page",
    noticeBoard: "Notice board",
    // The private link page.
    mineTitle: "Your admission enquiry",
    mineDescription: "See, correct or erase your admission enquiry.",
    changesSaved: "Your changes were saved.",
    summary: "Summary",
    reference: "Reference",
    sentOn: "Sent on",
    status: "Status",
    statusNew: "New",
    statusContacted: "Contacted",
    statusClosed: "Closed",
    keptUntil: "Kept until",
    keptUntilText: (day: string, months: number, year: string) =>
      `${day} (${months} months after admissions for ${year} close), then erased`,
    keptByOffice: "The office keeps it: your child was admitted",
    keepPrivate: "Keep this page's address to yourself: anyone who has it can see your enquiry.",
    howSchoolUses: "How the school uses these details",
    eraseTitle: "Erase your enquiry",
    eraseText:
      "This withdraws your consent. Your details are erased at once from the school's records and this link stops working; the office keeps only an anonymous count. It cannot be undone: to ask again, send a new enquiry.",
    eraseConfirm: "Yes, erase my enquiry and withdraw my consent",
    eraseButton: "Erase my enquiry",
    questions: (hours: string) => `Questions? Call the school office (${hours}).`,
    linkNoLongerWorks: "This link no longer works",
    somethingWrong: "Something went wrong",
    notShown: "Sorry, your enquiry could not be shown just now. Please try again in a minute.",
    sendNew: "Send a new enquiry",
    privacyNotice: "Privacy notice",
    // After an erasure.
    erasedTitle: "Enquiry erased",
    erasedDescription: "Your admission enquiry was erased.",
    erasedHeading: "Your enquiry was erased",
    erasedText: (reference: string | null) =>
      `${reference ? `The details of enquiry ${reference}` : "Your details"} were erased and your consent withdrawn. The office sees only that an enquiry was withdrawn; your private link no longer works.`,
    // The e-mail to the parent (the office's stays English).
    mailSubject: (reference: string) => `Your admission enquiry ${reference}`,
    mailThanks: "Thank you: your admission enquiry reached the school office.",
    mailReference: (reference: string) => `Reference: ${reference}`,
    mailClass: (name: string) => `Class: ${name}`,
    mailOpenLink:
      "The office will call or write to you. To see, correct or erase your enquiry at any time, open your private link:",
    mailKeepLink:
      "Keep this link to yourself: anyone who has it can see your enquiry. It stops working when the enquiry is erased.",
    mailHowUsed: (address: string) => `How the school uses these details: ${address}`,
  },
  {
    formTitle: "சேர்க்கை விசாரணை",
    yourDetails: "உங்கள் விவரங்கள்",
    correctYourDetails: "உங்கள் விவரங்களைத் திருத்துங்கள்",
    requiredBefore: "",
    requiredAfter: " குறியிட்ட விவரங்கள் கட்டாயம். பள்ளி அலுவலகம் உங்களைத் திரும்ப அழைக்கும்.",
    checkFields: (count: number) =>
      count === 1 ? "கீழே குறிக்கப்பட்ட விவரத்தைச் சரிபாருங்கள்." : `கீழே குறிக்கப்பட்ட ${count} விவரங்களைச் சரிபாருங்கள்.`,
    childFirstName: "குழந்தையின் பெயர்",
    parentName: "பெற்றோர் பெயர்",
    mobile: "கைப்பேசி எண்",
    mobileHint: "10 இலக்கங்கள், எடுத்துக்காட்டு 98765 43210. மின்னஞ்சல் முகவரி தராவிட்டால் கட்டாயம்.",
    email: "மின்னஞ்சல் (விருப்பம்)",
    emailHint: "உங்கள் குறிப்பு எண்ணையும் தனி இணைப்பையும் மின்னஞ்சலில் பெற, அல்லது கைப்பேசி இல்லையென்றால்.",
    classSought: "சேர விரும்பும் வகுப்பு",
    chooseClass: "வகுப்பைத் தேர்ந்தெடுங்கள்",
    className: (code: string) => TAMIL_CLASSES[code] ?? code,
    school: "பள்ளி",
    schoolVidhyashram: "Vidhyashram (CBSE)",
    schoolVidhyapeeth: "Vidhyapeeth (மெட்ரிகுலேஷன்)",
    schoolNotSure: "இன்னும் முடிவு செய்யவில்லை",
    message: "செய்தி (விருப்பம்)",
    messageHint:
      "கேள்வி இருந்தால் மட்டும்: பள்ளியில் படிக்கும் உடன்பிறந்தவர், போக்குவரத்து. உடல்நலம் அல்லது பிற தனிப்பட்ட விவரங்களை எழுத வேண்டாம்.",
    honeypot: "இதை நிரப்ப வேண்டாம்",
    sendEnquiry: "விசாரணையை அனுப்பு",
    saveChanges: "மாற்றங்களைச் சேமி",
    previewNoSend: "முன்னோட்டத்தில் இந்தப் படிவம் அனுப்பாது.",
    feesByClass: "வகுப்பு வாரியான கட்டணம்",
    howWeUse: "இந்த விவரங்களை எப்படிப் பயன்படுத்துகிறோம்",
    readFullNotice: "முழு தனியுரிமை அறிவிப்பைப் படிக்க",
    noticeVersion: (version: string) => `இந்த அறிவிப்பின் பதிப்பு: ${version}`,
    privacyTitle: "தனியுரிமை அறிவிப்பு",
    privacyDescription:
      "சேர்க்கை விசாரணையின் விவரங்களைப் பள்ளிகள் எப்படிப் பயன்படுத்துகின்றன, எவ்வளவு காலம் வைத்திருக்கின்றன, உங்கள் உரிமைகள்.",
    privacyIntro:
      "சேர்க்கை விசாரணையுடன் நீங்கள் அனுப்பும் விவரங்களைப் பள்ளிகள் எப்படிப் பயன்படுத்துகின்றன, எவ்வளவு காலம் வைத்திருக்கின்றன, அவற்றைப் பார்க்க, திருத்த அல்லது அழிக்க என்ன செய்ய வேண்டும்.",
    admissionInformation: "சேர்க்கை விவரங்கள்",
    stepsOfAdmission: "சேர்க்கை நடைமுறை",
    ageCriteria: "வயது வரம்பு",
    documentsToBring: "கொண்டு வர வேண்டிய ஆவணங்கள்",
    officeHours: "அலுவலக நேரம்",
    childNameMissing: "குழந்தையின் பெயரை எழுதுங்கள்.",
    childNameLong: (max: number) => `குழந்தையின் பெயர் ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    parentNameMissing: "பெற்றோர் பெயரை எழுதுங்கள்.",
    parentNameLong: (max: number) => `பெற்றோர் பெயர் ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    phoneInvalid: "10 இலக்க இந்தியக் கைப்பேசி எண்ணை எழுதுங்கள், எடுத்துக்காட்டு 98765 43210.",
    reachMissing: "அலுவலகம் உங்களைத் திரும்ப அழைக்கக் கைப்பேசி எண்ணை எழுதுங்கள், அல்லது கீழே மின்னஞ்சல் முகவரியைத் தாருங்கள்.",
    emailLong: "இந்த மின்னஞ்சல் முகவரி மிக நீளமாக உள்ளது.",
    emailInvalid: "சரியான மின்னஞ்சல் முகவரியை எழுதுங்கள், எடுத்துக்காட்டு name@example.com, அல்லது காலியாக விடுங்கள்.",
    classMissing: "நீங்கள் கேட்கும் வகுப்பைத் தேர்ந்தெடுங்கள்.",
    classUnknown: "பட்டியலில் உள்ள ஒரு வகுப்பைத் தேர்ந்தெடுங்கள்.",
    schoolMissing: "ஒரு பள்ளியைத் தேர்ந்தெடுங்கள், அல்லது “இன்னும் முடிவு செய்யவில்லை”.",
    messageLong: (max: number) => `செய்தி ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    consentMissing: "ஒப்புதல் தர இந்தப் பெட்டியைக் குறியிடுங்கள்; இல்லையென்றால் பள்ளி உங்கள் விசாரணைக்குப் பதில் தர முடியாது.",
    honeypotFilled:
      "தானியங்கி ஸ்பேமைப் பிடிக்க வைத்த மறைவான புலம் நிரப்பப்பட்டதால் உங்கள் விசாரணை அனுப்பப்படவில்லை. நீங்கள் பெற்றோர் என்றால், தானியங்கி நிரப்புதல் இல்லாமல் மீண்டும் முயலுங்கள், அல்லது பள்ளி அலுவலகத்தை அழையுங்கள்.",
    rateLimited: (minutes: number, officeHours: string) =>
      `கடந்த சில நிமிடங்களில் உங்கள் இணைய இணைப்பிலிருந்து பல விசாரணைகள் வந்துள்ளதால், இது அனுப்பப்படவில்லை. ${minutes} நிமிடத்தில் மீண்டும் முயலுங்கள், அல்லது பள்ளி அலுவலகத்தை அழையுங்கள் அல்லது நேரில் வாருங்கள் (${officeHours}).`,
    notSaved: (officeHours: string) =>
      `மன்னிக்கவும், உங்கள் விசாரணையை இப்போது சேமிக்க முடியவில்லை. நீங்கள் எழுதியது எதுவும் இழக்கப்படவில்லை: ஒரு நிமிடத்தில் “விசாரணையை அனுப்பு” பொத்தானை மீண்டும் அழுத்துங்கள், அல்லது பள்ளி அலுவலகத்தை அழையுங்கள் (${officeHours}).`,
    noticeChanged:
      "இந்தப் பக்கம் திறந்திருந்தபோது மேலே உள்ள தனியுரிமை அறிவிப்பு மாறியது. அதை மீண்டும் படித்து, பெட்டியைக் குறியிட்டு அனுப்புங்கள்.",
    confirmErase: "விசாரணையை அழிக்க உறுதிசெய்ய இந்தப் பெட்டியைக் குறியிடுங்கள்.",
    linkGone:
      "இந்த இணைப்பு எந்த விசாரணையையும் திறக்கவில்லை. உங்கள் கோரிக்கையின்படியோ வைத்திருக்கும் காலம் முடிந்தோ விசாரணை அழிக்கப்பட்டால் இணைப்பு வேலை செய்யாது; இணைப்பு முழுமையாக நகலெடுக்கப்பட்டதா எனப் பாருங்கள்.",
    sentTitle: "விசாரணை அனுப்பப்பட்டது",
    sentDescription: "உங்கள் சேர்க்கை விசாரணை பள்ளி அலுவலகத்தை அடைந்தது.",
    thankYou: "நன்றி, உங்கள் விசாரணை அனுப்பப்பட்டது",
    referenceIs: "உங்கள் குறிப்பு எண்",
    privateLink: "உங்கள் தனி இணைப்பு",
    privateLinkText: (emailed: boolean) =>
      `உள்நுழையாமலேயே எப்போது வேண்டுமானாலும் உங்கள் விசாரணையைப் பார்க்க, திருத்த அல்லது அழிக்க இதைத் திறங்கள். இதைப் புக்மார்க் செய்யுங்கள் அல்லது பாதுகாப்பான இடத்தில் நகலெடுத்து வையுங்கள்${emailed ? " (மின்னஞ்சலிலும் அனுப்பியுள்ளோம்)" : ""}; யாரிடமும் பகிர வேண்டாம். விசாரணை அழிக்கப்பட்டால் இது வேலை செய்யாது.`,
    whatNext: "அடுத்து என்ன நடக்கும்",
    bringThese: "பதிவுப் படிவத்துடன் இவற்றைப் பள்ளி அலுவலகத்துக்குக் கொண்டு வாருங்கள்.",
    documentFor: (when: string) => `யாருக்கு: ${when}`,
    optionalDocument: "(கட்டாயமில்லை)",
    checkAge: "நீங்கள் கேட்ட வகுப்புக்கான வயது வரம்பு உங்கள் குழந்தைக்குப் பொருந்துகிறதா எனப் பாருங்கள்.",
    officeHoursAre: (hours: string) => `அலுவலக நேரம்: ${hours}.`,
    backHome: "முகப்புப் பக்கத்துக்குத் திரும்பு",
    noticeBoard: "அறிவிப்புப் பலகை",
    mineTitle: "உங்கள் சேர்க்கை விசாரணை",
    mineDescription: "உங்கள் சேர்க்கை விசாரணையைப் பாருங்கள், திருத்துங்கள் அல்லது அழியுங்கள்.",
    changesSaved: "உங்கள் மாற்றங்கள் சேமிக்கப்பட்டன.",
    summary: "சுருக்கம்",
    reference: "குறிப்பு எண்",
    sentOn: "அனுப்பிய நாள்",
    status: "நிலை",
    statusNew: "புதியது",
    statusContacted: "தொடர்பு கொள்ளப்பட்டது",
    statusClosed: "முடிந்தது",
    keptUntil: "வைத்திருக்கும் காலம்",
    keptUntilText: (day: string, months: number, year: string) =>
      `${day} வரை (${year} சேர்க்கை முடிந்து ${months} மாதங்கள்), பிறகு அழிக்கப்படும்`,
    keptByOffice: "அலுவலகம் இதை வைத்திருக்கும்: உங்கள் குழந்தை சேர்க்கப்பட்டது",
    keepPrivate: "இந்தப் பக்கத்தின் முகவரியை யாரிடமும் பகிர வேண்டாம்: அது உள்ள எவரும் உங்கள் விசாரணையைப் பார்க்கலாம்.",
    howSchoolUses: "பள்ளி இந்த விவரங்களை எப்படிப் பயன்படுத்துகிறது",
    eraseTitle: "உங்கள் விசாரணையை அழிக்க",
    eraseText:
      "இது உங்கள் ஒப்புதலைத் திரும்பப் பெறுகிறது. உங்கள் விவரங்கள் பள்ளியின் பதிவுகளிலிருந்து உடனே அழிக்கப்படும், இந்த இணைப்பும் வேலை செய்யாது; அலுவலகம் பெயரில்லாத ஓர் எண்ணிக்கையை மட்டும் வைத்திருக்கும். இதைத் திரும்பப் பெற முடியாது: மீண்டும் கேட்க, புதிய விசாரணையை அனுப்புங்கள்.",
    eraseConfirm: "ஆம், என் விசாரணையை அழித்து என் ஒப்புதலைத் திரும்பப் பெறுகிறேன்",
    eraseButton: "என் விசாரணையை அழி",
    questions: (hours: string) => `கேள்விகள் உள்ளனவா? பள்ளி அலுவலகத்தை அழையுங்கள் (${hours}).`,
    linkNoLongerWorks: "இந்த இணைப்பு இனி வேலை செய்யாது",
    somethingWrong: "ஏதோ தவறு நடந்தது",
    notShown: "மன்னிக்கவும், உங்கள் விசாரணையை இப்போது காட்ட முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலுங்கள்.",
    sendNew: "புதிய விசாரணையை அனுப்ப",
    privacyNotice: "தனியுரிமை அறிவிப்பு",
    erasedTitle: "விசாரணை அழிக்கப்பட்டது",
    erasedDescription: "உங்கள் சேர்க்கை விசாரணை அழிக்கப்பட்டது.",
    erasedHeading: "உங்கள் விசாரணை அழிக்கப்பட்டது",
    erasedText: (reference: string | null) =>
      `${reference ? `விசாரணை ${reference} இன் விவரங்கள்` : "உங்கள் விவரங்கள்"} அழிக்கப்பட்டன, உங்கள் ஒப்புதல் திரும்பப் பெறப்பட்டது. ஒரு விசாரணை திரும்பப் பெறப்பட்டது என்பதை மட்டுமே அலுவலகம் பார்க்கும்; உங்கள் தனி இணைப்பு இனி வேலை செய்யாது.`,
    mailSubject: (reference: string) => `உங்கள் சேர்க்கை விசாரணை ${reference}`,
    mailThanks: "நன்றி: உங்கள் சேர்க்கை விசாரணை பள்ளி அலுவலகத்தை அடைந்தது.",
    mailReference: (reference: string) => `குறிப்பு எண்: ${reference}`,
    mailClass: (name: string) => `வகுப்பு: ${name}`,
    mailOpenLink:
      "அலுவலகம் உங்களை அழைக்கும் அல்லது எழுதும். எப்போது வேண்டுமானாலும் உங்கள் விசாரணையைப் பார்க்க, திருத்த அல்லது அழிக்க, உங்கள் தனி இணைப்பைத் திறங்கள்:",
    mailKeepLink:
      "இந்த இணைப்பை யாரிடமும் பகிர வேண்டாம்: அது உள்ள எவரும் உங்கள் விசாரணையைப் பார்க்கலாம். விசாரணை அழிக்கப்பட்டால் இது வேலை செய்யாது.",
    mailHowUsed: (address: string) => `பள்ளி இந்த விவரங்களை எப்படிப் பயன்படுத்துகிறது: ${address}`,
  },
);

/** The words of the enquiry in one language (what a component or an action reads). */
export type EnquiryWords = (typeof enquiryWords)["en"];
