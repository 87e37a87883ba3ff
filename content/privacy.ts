import { enquiryWords } from "./words/enquiry";

/**
 * The privacy notice's words (its facts are the `privacy` settings group, shipped as `privacyDefaults`
 * in `content/site-settings.ts`): the short notice beside the enquiry form's Send button and the full notice at `/privacy` (DPDP Act 2023
 * s. 5; DPDP Rules 2025 rule 3). Each sentence is one template with named `{placeholders}`, filled by
 * `privacyNotice` (app/lib/enquiries/privacy-notice.ts), so a translation replaces whole sentences and
 * never glues fragments. The placeholders: holder, schools, keptUntil, retentionMonths, admissionYear,
 * grievanceTitle, grievanceEmail, grievancePhone, backupDays, logMonths (how long the audit log and
 * network addresses are kept), keptAdmissionMonths; the Tamil also schoolsTa. The Tamil notice
 * (`tamilShortNoticeTemplates`, `tamilFullNoticeTemplates`) says the same facts sentence for sentence
 * (DPDP Act s. 5(3): the notice in English or a language of the Eighth Schedule); change both together.
 */

/** One item of the short notice: a heading and one sentence or two. */
export interface NoticeTemplate {
  id: string;
  heading: string;
  text: string;
}

/** The short notice beside the Send button, item by item: what, who, how long, rights, complaints. */
export const shortNoticeTemplates: readonly NoticeTemplate[] = [
  {
    id: "what",
    heading: "What and why",
    text: "Your child's first name and class, your name, a mobile or email: only to answer this enquiry, never shared.",
  },
  { id: "who", heading: "Who holds it", text: "{holder}, which runs both schools." },
  {
    id: "how-long",
    heading: "How long",
    text: "Until {keptUntil}, then erased.",
  },
  {
    id: "rights",
    heading: "Your rights",
    text: "See, correct or erase it any time with the private link you get after sending.",
  },
  {
    id: "complaints",
    heading: "Complaints",
    text: "{grievanceTitle}, {grievanceEmail}, {grievancePhone}, or the Data Protection Board.",
  },
];

/** One section of the full notice at `/privacy`: a heading and its paragraphs. */
export interface NoticeSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

/** The full notice at `/privacy`. */
export const fullNoticeTemplates: readonly NoticeSection[] = [
  {
    id: "who",
    heading: "Who we are",
    paragraphs: [
      "{holder} runs {schools}. It decides why and how the personal data sent through this website is used: under India's Digital Personal Data Protection Act, 2023 it is the data fiduciary.",
    ],
  },
  {
    id: "what",
    heading: "What we collect, and why",
    paragraphs: [
      "The admission enquiry form collects your child's first name, the class and school you ask about, your name, a mobile number or an email address, and a message if you write one. We use them only to answer your enquiry: to call or write to you about admission. We never sell them, share them with anyone outside the school office, or use them for advertising.",
      'The form to report an accessibility barrier (on the accessibility page) asks only what went wrong; a name and a way to reach you are optional and used only to answer you. A report is deleted {barrierMonths} months after it came. The photos and names the schools publish are described below, under "Photos and names we publish".',
      "With each enquiry we record when you gave your consent, the version of this notice you saw and the network address your enquiry came from, and we keep the exact words of this notice as you saw them, as the law asks us to keep proof of consent.",
      "Reading this website collects nothing about you: it sets no cookies for visitors and has no advertising or tracking. Only staff who sign in get a cookie, to keep them signed in.",
    ],
  },
  {
    id: "consent",
    heading: "Your consent",
    paragraphs: [
      "An enquiry is about a child, so the law needs the consent of a parent or lawful guardian who is 18 or older. The form asks you to confirm both and to agree; without that box ticked it cannot be sent. You may withdraw your consent at any time, as easily as you gave it: erase your enquiry with your private link.",
    ],
  },
  {
    id: "how-long",
    heading: "How long we keep it",
    paragraphs: [
      "An enquiry is kept until {retentionMonths} months after admissions close for the year it is for (admissions for a year close on 31 July). An enquiry sent today is for admissions {admissionYear} and is kept until {keptUntil}; then it is erased automatically. If your child is admitted, the admission is recorded in the school's admission register; the enquiry itself is kept until {keptAdmissionMonths} months after the office records the admission (never less than above), then erased.",
      "When an enquiry is erased, its details are removed from the school's records; the office sees only that an enquiry was withdrawn. The record of your consent (its time, and the notice's version and words) is kept one more year, as the Digital Personal Data Protection Rules, 2025 require, and then deleted; the network address in it is removed {logMonths} months after you sent the enquiry. Backup copies are encrypted, and the server keeps only the newest {backupDays} (one a night), so each is deleted within {backupDays} days.",
    ],
  },
  {
    id: "rights",
    heading: "Your rights, and how to use them",
    paragraphs: [
      "You may see the details we hold, correct them, have them erased, withdraw your consent, and name someone to act for you if you die or cannot act. After sending an enquiry you get a private link (on the confirmation page, and by email if you gave an address): open it to see, correct or erase your enquiry at any time, without an account. Keep it to yourself.",
      "You can also write to or call our grievance officer: {grievanceTitle}, {grievanceEmail}, {grievancePhone}. We answer within 90 days at the latest.",
    ],
  },
  {
    id: "security",
    heading: "How we protect it",
    paragraphs: [
      "Enquiries are stored on the school's server and seen only by the office staff of the school they are for, who sign in with their own accounts; staff passwords are stored only as strong one-way hashes. Every time staff open, export, change or erase an enquiry, an audit log records who did it, when, which enquiry and from which network address, never the enquiry's details. The audit log, with the network addresses in it, is kept {logMonths} months and then deleted. If a breach ever affects your data, we will tell you and the Data Protection Board without delay.",
    ],
  },
  {
    id: "photos",
    heading: "Photos and names we publish",
    paragraphs: [
      "The schools publish photos of school events in the website's galleries. An album of photos goes on the website only after a member of staff confirms that the school holds the written consent of the parents of the children it shows (Digital Personal Data Protection Act, 2023, section 9); who confirmed it and when is recorded with the album. An album stays on the website until the school takes it down or a parent withdraws consent.",
      "A child's name is published only where the law requires it: the lists of the RTE lottery (Right of Children to Free and Compulsory Education Act, 2009, section 12(1)(c)) on each school's RTE admissions page. The lists stay only until the date that page gives (the end of the admission year's first term unless the office sets another), then they are taken down; that page is kept out of search engines and out of this website's search.",
      "To have a photo of your child taken down, or to withdraw your consent, write to or call the school office: {grievanceTitle}, {grievanceEmail}, {grievancePhone}. The office takes the album off the website as soon as it has your request, and publishes it again only without your child's photos.",
    ],
  },
  {
    id: "complaints",
    heading: "Complaints",
    paragraphs: [
      "Please tell our grievance officer first. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.",
    ],
  },
];

/**
 * How many nightly backups the server keeps, so how many days a copy lasts: the default of
 * `npm run db:backup`'s retention (`BACKUP_KEEP`, scripts/db-backup.ts), which the full notice promises.
 */
export const BACKUP_ROTATION_DAYS = 30;

/** Bump when the templates above change: the first part of the notice's version, which consents record. */
export const NOTICE_DATE = "2026-11-29";

/** Said instead of the enquiry when a private link opens nothing (unknown, malformed or erased). */
export const LINK_GONE = enquiryWords.en.linkGone;

/**
 * The Tamil short notice: the same items, sentence for sentence, with the same placeholders (the
 * English `{schools}` joins two names with "and"; the Tamil fills `{schoolsTa}`, "X, Y").
 */
export const tamilShortNoticeTemplates: readonly NoticeTemplate[] = [
  {
    id: "what",
    heading: "என்ன, எதற்கு",
    text: "உங்கள் குழந்தையின் பெயர், வகுப்பு, உங்கள் பெயர், கைப்பேசி எண் அல்லது மின்னஞ்சல்: இந்த விசாரணைக்குப் பதில் தர மட்டுமே; யாருடனும் பகிரப்படாது.",
  },
  { id: "who", heading: "யார் வைத்திருப்பார்கள்", text: "இரு பள்ளிகளையும் நடத்தும் {holder}." },
  {
    id: "how-long",
    heading: "எவ்வளவு காலம்",
    text: "{keptUntil} வரை; பிறகு அழிக்கப்படும்.",
  },
  {
    id: "rights",
    heading: "உங்கள் உரிமைகள்",
    text: "அனுப்பிய பிறகு கிடைக்கும் தனி இணைப்பின் மூலம் எப்போது வேண்டுமானாலும் பார்க்கலாம், திருத்தலாம் அல்லது அழிக்கலாம்.",
  },
  {
    id: "complaints",
    heading: "புகார்கள்",
    text: "{grievanceTitle}, {grievanceEmail}, {grievancePhone}, அல்லது தரவுப் பாதுகாப்பு வாரியம்.",
  },
];

/** The Tamil full notice at `/ta/privacy`: the same sections and facts as `fullNoticeTemplates`. */
export const tamilFullNoticeTemplates: readonly NoticeSection[] = [
  {
    id: "who",
    heading: "நாங்கள் யார்",
    paragraphs: [
      "{holder} {schoolsTa} பள்ளிகளை நடத்துகிறது. இந்த இணையதளம் வழியாக அனுப்பப்படும் தனிப்பட்ட தரவு ஏன், எப்படிப் பயன்படுத்தப்படும் என்பதை அதுவே முடிவு செய்கிறது: இந்தியாவின் டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023-இன் கீழ் அதுவே தரவு நம்பகர் (data fiduciary).",
    ],
  },
  {
    id: "what",
    heading: "நாங்கள் எதைச் சேகரிக்கிறோம், ஏன்",
    paragraphs: [
      "சேர்க்கை விசாரணைப் படிவம் சேகரிப்பவை: உங்கள் குழந்தையின் பெயர், நீங்கள் கேட்கும் வகுப்பும் பள்ளியும், உங்கள் பெயர், கைப்பேசி எண் அல்லது மின்னஞ்சல் முகவரி, நீங்கள் எழுதினால் ஒரு செய்தி. உங்கள் விசாரணைக்குப் பதில் தர மட்டுமே, அதாவது சேர்க்கை பற்றி உங்களை அழைக்க அல்லது எழுத மட்டுமே, இவற்றைப் பயன்படுத்துகிறோம். இவற்றை ஒருபோதும் விற்பதில்லை, பள்ளி அலுவலகத்துக்கு வெளியே யாருடனும் பகிர்வதில்லை, விளம்பரத்துக்குப் பயன்படுத்துவதில்லை.",
      'அணுகல்தன்மைப் பக்கத்தில் உள்ள, தடையைத் தெரிவிக்கும் படிவம் என்ன தவறு நடந்தது என்பதை மட்டுமே கேட்கிறது; பெயரும் உங்களைத் தொடர்புகொள்ளும் வழியும் விருப்பத்துக்குரியவை, உங்களுக்குப் பதில் தர மட்டுமே பயன்படும். ஓர் அறிக்கை வந்து {barrierMonths} மாதங்களில் நீக்கப்படும். பள்ளிகள் வெளியிடும் புகைப்படங்களும் பெயர்களும் கீழே, "நாங்கள் வெளியிடும் புகைப்படங்களும் பெயர்களும்" என்ற பகுதியில் விளக்கப்பட்டுள்ளன.',
      "ஒப்புதலுக்கான சான்றை வைத்திருக்கச் சட்டம் கேட்பதால், ஒவ்வொரு விசாரணையுடனும் நீங்கள் ஒப்புதல் தந்த நேரம், நீங்கள் பார்த்த இந்த அறிவிப்பின் பதிப்பு, உங்கள் விசாரணை வந்த இணைய முகவரி ஆகியவற்றைப் பதிவு செய்கிறோம்; நீங்கள் பார்த்தபடியே இந்த அறிவிப்பின் சொற்களையும் வைத்திருக்கிறோம்.",
      "இந்த இணையதளத்தைப் படிப்பதால் உங்களைப் பற்றி எதுவும் சேகரிக்கப்படுவதில்லை: பார்வையாளர்களுக்கு குக்கீ எதுவும் வைப்பதில்லை, விளம்பரமோ கண்காணிப்போ இல்லை. உள்நுழையும் பணியாளர்களுக்கு மட்டும், அவர்கள் உள்நுழைந்தே இருக்க, ஒரு குக்கீ வைக்கப்படும்.",
    ],
  },
  {
    id: "consent",
    heading: "உங்கள் ஒப்புதல்",
    paragraphs: [
      "விசாரணை ஒரு குழந்தையைப் பற்றியது; எனவே 18 வயது நிரம்பிய பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலரின் ஒப்புதல் சட்டப்படி தேவை. இரண்டையும் உறுதிசெய்து ஒப்புக்கொள்ளப் படிவம் கேட்கிறது; அந்தப் பெட்டியைக் குறியிடாமல் அதை அனுப்ப முடியாது. ஒப்புதல் தந்தது போலவே எளிதாக, எப்போது வேண்டுமானாலும் அதைத் திரும்பப் பெறலாம்: உங்கள் தனி இணைப்பின் மூலம் விசாரணையை அழியுங்கள்.",
    ],
  },
  {
    id: "how-long",
    heading: "எவ்வளவு காலம் வைத்திருக்கிறோம்",
    paragraphs: [
      "ஒரு விசாரணை, அது எந்த ஆண்டுக்கானதோ அந்த ஆண்டின் சேர்க்கை முடிந்து {retentionMonths} மாதங்கள் வரை வைத்திருக்கப்படும் (ஓர் ஆண்டின் சேர்க்கை ஜூலை 31 அன்று முடியும்). இன்று அனுப்பப்படும் விசாரணை {admissionYear} சேர்க்கைக்கானது; அது {keptUntil} வரை வைத்திருக்கப்பட்டு, பிறகு தானாக அழிக்கப்படும். உங்கள் குழந்தை சேர்க்கப்பட்டால், சேர்க்கை பள்ளியின் சேர்க்கைப் பதிவேட்டில் பதிவாகும்; விசாரணை, அலுவலகம் சேர்க்கையைப் பதிவு செய்த பிறகு {keptAdmissionMonths} மாதங்கள் வரை (மேலே சொன்ன நாளுக்கு முன் அல்ல) வைத்திருக்கப்பட்டுப் பிறகு அழிக்கப்படும்.",
      "விசாரணை அழிக்கப்படும்போது அதன் விவரங்கள் பள்ளியின் பதிவுகளிலிருந்து நீக்கப்படும்; ஒரு விசாரணை திரும்பப் பெறப்பட்டது என்பதை மட்டுமே அலுவலகம் பார்க்கும். டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்பு விதிகள், 2025 கேட்பதுபோல், உங்கள் ஒப்புதலின் பதிவு (அதன் நேரம், அறிவிப்பின் பதிப்பும் சொற்களும்) மேலும் ஓர் ஆண்டு வைத்திருக்கப்பட்டுப் பிறகு நீக்கப்படும்; அதிலுள்ள இணைய முகவரி, விசாரணையை அனுப்பி {logMonths} மாதங்களில் நீக்கப்படும். காப்புப் பிரதிகள் மறையாக்கம் செய்யப்படுகின்றன; சர்வர் கடைசி {backupDays} பிரதிகளை மட்டுமே வைத்திருக்கும் (இரவுக்கு ஒன்று); எனவே ஒவ்வொன்றும் {backupDays} நாள்களுக்குள் நீக்கப்படும்.",
    ],
  },
  {
    id: "rights",
    heading: "உங்கள் உரிமைகளும் அவற்றைப் பயன்படுத்தும் வழியும்",
    paragraphs: [
      "நாங்கள் வைத்திருக்கும் விவரங்களைப் பார்க்கலாம், திருத்தலாம், அழிக்கச் சொல்லலாம், ஒப்புதலைத் திரும்பப் பெறலாம், நீங்கள் இறந்தாலோ செயல்பட முடியாவிட்டாலோ உங்களுக்காகச் செயல்பட ஒருவரை நியமிக்கலாம். விசாரணையை அனுப்பிய பிறகு உங்களுக்கு ஒரு தனி இணைப்பு கிடைக்கும் (உறுதிப்படுத்தும் பக்கத்தில், நீங்கள் மின்னஞ்சல் முகவரி தந்திருந்தால் மின்னஞ்சலிலும்): கணக்கு இல்லாமலேயே எப்போது வேண்டுமானாலும் உங்கள் விசாரணையைப் பார்க்க, திருத்த அல்லது அழிக்க அதைத் திறங்கள். அதை யாரிடமும் பகிர வேண்டாம்.",
      "எங்கள் குறைதீர் அலுவலருக்கும் எழுதலாம் அல்லது அழைக்கலாம்: {grievanceTitle}, {grievanceEmail}, {grievancePhone}. அதிகபட்சம் 90 நாள்களுக்குள் பதில் தருவோம்.",
    ],
  },
  {
    id: "security",
    heading: "அதை எப்படிப் பாதுகாக்கிறோம்",
    paragraphs: [
      "விசாரணைகள் பள்ளியின் சர்வரில் சேமிக்கப்படுகின்றன; அவை எந்தப் பள்ளிக்கானவையோ அந்தப் பள்ளியின் அலுவலகப் பணியாளர்கள் மட்டுமே, தங்கள் சொந்தக் கணக்குகளில் உள்நுழைந்து, அவற்றைப் பார்க்க முடியும்; பணியாளர் கடவுச்சொற்கள் வலுவான ஒருவழி ஹாஷ்களாக மட்டுமே சேமிக்கப்படுகின்றன. பணியாளர்கள் ஒரு விசாரணையைத் திறக்கும், ஏற்றுமதி செய்யும், மாற்றும் அல்லது அழிக்கும் ஒவ்வொரு முறையும், யார், எப்போது, எந்த விசாரணை, எந்த இணைய முகவரியிலிருந்து என்பதைத் தணிக்கைப் பதிவு பதிவு செய்கிறது; விசாரணையின் விவரங்களை அல்ல. தணிக்கைப் பதிவு, அதிலுள்ள இணைய முகவரிகளுடன், {logMonths} மாதங்கள் வைத்திருக்கப்பட்டுப் பிறகு நீக்கப்படும். உங்கள் தரவு எப்போதாவது கசிந்தால், தாமதமின்றி உங்களுக்கும் தரவுப் பாதுகாப்பு வாரியத்துக்கும் தெரிவிப்போம்.",
    ],
  },
  {
    id: "photos",
    heading: "நாங்கள் வெளியிடும் புகைப்படங்களும் பெயர்களும்",
    paragraphs: [
      "பள்ளி நிகழ்வுகளின் புகைப்படங்களைப் பள்ளிகள் இணையதளத்தின் புகைப்படத் தொகுப்புகளில் வெளியிடுகின்றன. ஒரு புகைப்படத் தொகுப்பில் இடம்பெறும் குழந்தைகளின் பெற்றோரின் எழுத்துமூல ஒப்புதல் பள்ளியிடம் உள்ளது என்று ஒரு பணியாளர் உறுதிசெய்த பிறகே அது இணையதளத்தில் வெளியாகும் (டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023, பிரிவு 9); யார், எப்போது உறுதிசெய்தார் என்பது அந்தத் தொகுப்புடன் பதிவாகும். பள்ளி நீக்கும் வரை அல்லது ஒரு பெற்றோர் ஒப்புதலைத் திரும்பப் பெறும் வரை தொகுப்பு இணையதளத்தில் இருக்கும்.",
      "சட்டம் கேட்கும் இடத்தில் மட்டுமே ஒரு குழந்தையின் பெயர் வெளியிடப்படுகிறது: ஒவ்வொரு பள்ளியின் RTE சேர்க்கைப் பக்கத்தில் உள்ள RTE குலுக்கல் பட்டியல்கள் (குழந்தைகளுக்கான இலவச, கட்டாயக் கல்வி உரிமைச் சட்டம், 2009, பிரிவு 12(1)(c)). அந்தப் பக்கம் தரும் நாள் வரை மட்டுமே பட்டியல்கள் இருக்கும் (அலுவலகம் வேறு நாள் தராவிட்டால், சேர்க்கை ஆண்டின் முதல் பருவத்தின் இறுதி வரை); பிறகு அவை நீக்கப்படும். அந்தப் பக்கம் தேடுபொறிகளிலும் இந்த இணையதளத்தின் தேடலிலும் இடம்பெறாது.",
      "உங்கள் குழந்தையின் புகைப்படத்தை நீக்க அல்லது உங்கள் ஒப்புதலைத் திரும்பப் பெற, பள்ளி அலுவலகத்துக்கு எழுதுங்கள் அல்லது அழையுங்கள்: {grievanceTitle}, {grievanceEmail}, {grievancePhone}. உங்கள் கோரிக்கை கிடைத்தவுடன் அலுவலகம் அந்தத் தொகுப்பை இணையதளத்திலிருந்து நீக்கும்; உங்கள் குழந்தையின் புகைப்படங்கள் இல்லாமல் மட்டுமே அதை மீண்டும் வெளியிடும்.",
    ],
  },
  {
    id: "complaints",
    heading: "புகார்கள்",
    paragraphs: [
      "முதலில் எங்கள் குறைதீர் அலுவலரிடம் சொல்லுங்கள். பதிலில் நிறைவு இல்லையென்றால், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் புகார் செய்யலாம்.",
    ],
  },
];
