import {
  type Board,
  DISCLOSURE_DOCUMENTS,
  type DisclosureDocumentKey,
  EXAMS,
  TEACHER_CATEGORIES,
} from "../schemas/disclosure";
import { catalogue } from "./catalogue";

/** Section B's documents in Tamil (their English is `DISCLOSURE_DOCUMENTS`). */
const TAMIL_DOCUMENTS: Record<DisclosureDocumentKey, string> = {
  affiliation: "இணைப்பு அல்லது தரம் உயர்த்தல் கடிதம், இணைப்பின் சமீபத்திய நீட்டிப்பு",
  recognition: "தனியார் பள்ளிகள் இயக்ககத்தின் அங்கீகார ஆணை",
  trustRegistration: "அறக்கட்டளை அல்லது சங்கத்தின் பதிவும் அதன் புதுப்பித்தலும்",
  noc: "மாநில அரசின் தடையின்மைச் சான்றிதழ் (NOC)",
  rteRecognition: "கல்வி உரிமைச் சட்டம், 2009-இன் கீழ் அங்கீகாரச் சான்றிதழ்",
  buildingSafety: "தேசியக் கட்டட விதிகளின்படி கட்டடப் பாதுகாப்புச் சான்றிதழ்",
  fireSafety: "உரிய அலுவலரின் தீ பாதுகாப்புச் சான்றிதழ்",
  deoCertificate: "இணைப்புக்குச் சமர்ப்பித்த மாவட்டக் கல்வி அலுவலர் (DEO) சான்றிதழ், அல்லது பள்ளியின் சுயசான்று",
  waterSanitation: "குடிநீர், சுகாதாரச் சான்றிதழ்கள்",
  waterTesting: "நீர்ப் பரிசோதனை அறிக்கை",
};

/** Section D's teacher categories in Tamil, by board (their English is `TEACHER_CATEGORIES`). */
const TAMIL_TEACHERS: Record<Board, Record<string, string>> = {
  cbse: {
    PGT: "முதுநிலைப் பட்டதாரி ஆசிரியர்கள் (PGT)",
    TGT: "பயிற்சி பெற்ற பட்டதாரி ஆசிரியர்கள் (TGT)",
    PRT: "தொடக்கநிலை ஆசிரியர்கள் (PRT)",
  },
  state: {
    PGT: "முதுகலை ஆசிரியர்கள்",
    TGT: "பட்டதாரி ஆசிரியர்கள் (B.T.)",
    PRT: "இடைநிலை, தொடக்கநிலை ஆசிரியர்கள்",
  },
};

/** Section C's board examinations in Tamil (their English is `EXAMS`). */
const TAMIL_EXAMS: Record<Board, Record<string, string>> = {
  cbse: { X: "பத்தாம் வகுப்பு (AISSE)", XII: "பன்னிரண்டாம் வகுப்பு (AISSCE)" },
  state: { X: "பத்தாம் வகுப்பு (SSLC)", XII: "பன்னிரண்டாம் வகுப்பு (HSC)" },
};

/**
 * The fixed words of the mandatory public disclosure page (app/components/DisclosureView.tsx: CBSE's
 * Appendix IX, sections A–E, or the parts a state-board school publishes), in English and Tamil
 * (decision 0030). The sections keep CBSE's letters A–E in both, so an inspector finds each part. Values
 * (names, numbers, documents' titles) are the office's; dates and counts arrive already written in the
 * page's language.
 */
export const disclosureWords = catalogue(
  {
    general: "A. General information",
    documents: "B. Documents and information",
    academics: "C. Results and academics",
    staff: "D. Staff (teaching)",
    infrastructure: "E. School infrastructure",

    /** A document of section B, by its key. */
    documentLabel: (key: DisclosureDocumentKey) => DISCLOSURE_DOCUMENTS[key].label as string,
    /** A teacher category of section D, by board and category (the category itself when unknown). */
    teacherGroup: (board: Board, category: string) => TEACHER_CATEGORIES[board][category] ?? category,
    /** A board examination of section C ("X", "XII"), by board. */
    exam: (board: Board, exam: string) => EXAMS[board][exam] ?? exam,

    // A. General information.
    schoolName: "Name of the school",
    affiliationNumber: "Affiliation number",
    recognitionNumber: "Recognition order number",
    schoolCode: "School code",
    udiseCode: "UDISE+ code",
    address: "Complete address with PIN code",
    pin: "PIN code",
    principalName: "Principal's name",
    principalQualification: "Principal's qualification",
    schoolEmail: "School e-mail",
    contactNumber: "Contact number",

    // C. Results and academics.
    feeStructure: "Fee structure",
    /** Before the link to the fee page: the academic year when known ("" when not). */
    feesIntro: (year: string) =>
      `Fees for the year${year ? ` ${year}` : ""}, by class, as approved in the fee order.`,
    feesLink: "The fees by term and the fee order",
    feesCaption: "Fees for a year, by class",
    classHeading: "Class",
    yearFees: "Fees for the year",
    feesNotPublished: "The fees for the year are not published yet:",
    seeFeesPage: "see the fees page",
    /** The fee order's line: its number, date (in words), the authority that issued it, and its years. */
    feeOrder: (number: string, date: string, authority: string, years: string) =>
      `Fee order ${number} of ${date}, ${authority}, for ${years}.`,
    calendar: "Annual academic calendar",
    annualReport: "Annual report",
    smc: "School Management Committee",
    smcPage: "The School Management Committee's page",
    pta: "Parent Teacher Association",
    ptaPage: "The Parent Teacher Association's page",
    results: "Board examination results",
    resultsCaption: "Board examination results of the last three years",
    examination: "Examination",
    year: "Year",
    registered: "Registered",
    passed: "Passed",
    passPercent: "Pass %",
    remarks: "Remarks",

    // D. Staff.
    principal: "Principal",
    vicePrincipal: "Vice principal",
    headTeachers: "Head teachers and coordinators",
    specialEducator: "Special educator",
    counsellor: "Counsellor and wellness teacher",
    totalTeachers: "Total number of teachers",
    enrolment: "Students enrolled",
    sections: "Sections",
    pupilTeacherRatio: "Pupil–teacher ratio",
    /** The ratio against its limit ("30 : 1 (at most 30 : 1)"), and whether it is within. */
    ratio: (pupils: number, most: number, within: boolean) =>
      `${pupils} : 1 (at most ${most} : 1)${within ? "" : " — above the limit"}`,
    teachersPerSection: "Teachers per section",
    perSection: (teachers: number, least: number, within: boolean) =>
      `${teachers} (at least ${least})${within ? "" : " — below the minimum"}`,
    ratioNote:
      "The ratios count the teachers below, not the principal, the physical education teacher or the counsellor.",

    // E. Infrastructure.
    campusArea: "Total campus area",
    classrooms: "Classrooms",
    laboratories: "Laboratories, computer labs included",
    /** How many rooms, and the size of each (numbers already written). */
    eachAbout: (count: string, size: string) => `${count}, each about ${size} m²`,
    internet: "Internet facility",
    yes: "Yes",
    no: "No",
    girlsToilets: "Girls' toilets",
    boysToilets: "Boys' toilets",
    inspectionVideo: "Inspection video",
    watchVideo: "Watch the school's inspection video (opens in a new tab)",

    // Each section's date, and a document's line.
    lastUpdated: "Last updated",
    notPublished: "Not published yet.",
    viewPdf: "View PDF: ",
    issued: (date: string) => `issued ${date}`,
    validUntil: (date: string) => `valid until ${date}`,
    /** Who self-attested a document: the manager, the principal, or both. */
    attestedBy: (manager: boolean, principal: boolean) =>
      `Self-attested by ${[manager && "the manager", principal && "the principal"].filter(Boolean).join(" and ")}.`,
  },
  {
    general: "A. பொதுத் தகவல்கள்",
    documents: "B. ஆவணங்களும் தகவல்களும்",
    academics: "C. தேர்வு முடிவுகளும் கல்வியும்",
    staff: "D. ஆசிரியர்கள் (கற்பித்தல் பணியாளர்கள்)",
    infrastructure: "E. பள்ளி உள்கட்டமைப்பு",

    documentLabel: (key) => TAMIL_DOCUMENTS[key],
    teacherGroup: (board, category) => TAMIL_TEACHERS[board][category] ?? category,
    exam: (board, exam) => TAMIL_EXAMS[board][exam] ?? exam,

    schoolName: "பள்ளியின் பெயர்",
    affiliationNumber: "இணைப்பு எண் (Affiliation)",
    recognitionNumber: "அங்கீகார ஆணை எண்",
    schoolCode: "பள்ளிக் குறியீடு",
    udiseCode: "UDISE+ குறியீடு",
    address: "அஞ்சல் குறியீட்டுடன் முழு முகவரி",
    pin: "அஞ்சல் குறியீடு (PIN)",
    principalName: "முதல்வரின் பெயர்",
    principalQualification: "முதல்வரின் கல்வித் தகுதி",
    schoolEmail: "பள்ளி மின்னஞ்சல்",
    contactNumber: "தொடர்பு எண்",

    feeStructure: "கட்டண விவரம்",
    feesIntro: (year) =>
      `${year ? `${year} ` : ""}கல்வியாண்டுக்கான வகுப்பு வாரியான ஆண்டுக் கட்டணம், கட்டண ஆணையில் அங்கீகரிக்கப்பட்டபடி.`,
    feesLink: "பருவ வாரியான கட்டணமும் கட்டண ஆணையும்",
    feesCaption: "வகுப்பு வாரியான ஆண்டுக் கட்டணம்",
    classHeading: "வகுப்பு",
    yearFees: "ஆண்டுக் கட்டணம்",
    feesNotPublished: "இந்த ஆண்டுக்கான கட்டணம் இன்னும் வெளியிடப்படவில்லை:",
    seeFeesPage: "கட்டணப் பக்கத்தைப் பார்க்கவும்",
    feeOrder: (number, date, authority, years) =>
      `கட்டண ஆணை ${number}, நாள் ${date}, ${authority}; ${years} ஆண்டுகளுக்கு.`,
    calendar: "ஆண்டுக் கல்வி நாள்காட்டி",
    annualReport: "ஆண்டறிக்கை",
    smc: "பள்ளி மேலாண்மைக் குழு",
    smcPage: "பள்ளி மேலாண்மைக் குழுவின் பக்கம்",
    pta: "பெற்றோர் ஆசிரியர் கழகம்",
    ptaPage: "பெற்றோர் ஆசிரியர் கழகத்தின் பக்கம்",
    results: "பொதுத் தேர்வு முடிவுகள்",
    resultsCaption: "கடந்த மூன்று ஆண்டுகளின் பொதுத் தேர்வு முடிவுகள்",
    examination: "தேர்வு",
    year: "ஆண்டு",
    registered: "பதிவு செய்தோர்",
    passed: "தேர்ச்சி பெற்றோர்",
    passPercent: "தேர்ச்சி %",
    remarks: "குறிப்புகள்",

    principal: "முதல்வர்",
    vicePrincipal: "துணை முதல்வர்",
    headTeachers: "தலைமை ஆசிரியர்களும் ஒருங்கிணைப்பாளர்களும்",
    specialEducator: "சிறப்புக் கல்வியாளர்",
    counsellor: "ஆலோசகரும் நல்வாழ்வு ஆசிரியரும்",
    totalTeachers: "மொத்த ஆசிரியர்கள்",
    enrolment: "சேர்ந்துள்ள மாணவர்கள்",
    sections: "பிரிவுகள்",
    pupilTeacherRatio: "மாணவர்–ஆசிரியர் விகிதம்",
    ratio: (pupils, most, within) => `${pupils} : 1 (அதிகபட்சம் ${most} : 1)${within ? "" : " — வரம்புக்கு மேல்"}`,
    teachersPerSection: "ஒரு பிரிவுக்கு ஆசிரியர்கள்",
    perSection: (teachers, least, within) =>
      `${teachers} (குறைந்தது ${least})${within ? "" : " — குறைந்தபட்சத்துக்குக் கீழ்"}`,
    ratioNote:
      "இந்த விகிதங்கள் கீழே உள்ள ஆசிரியர்களை மட்டுமே கணக்கிடுகின்றன; முதல்வர், உடற்கல்வி ஆசிரியர், ஆலோசகர் சேர்க்கப்படவில்லை.",

    campusArea: "வளாகத்தின் மொத்தப் பரப்பு",
    classrooms: "வகுப்பறைகள்",
    laboratories: "ஆய்வகங்கள் (கணினி ஆய்வகங்கள் உட்பட)",
    eachAbout: (count, size) => `${count}, ஒவ்வொன்றும் சுமார் ${size} m²`,
    internet: "இணைய வசதி",
    yes: "ஆம்",
    no: "இல்லை",
    girlsToilets: "மாணவியர் கழிப்பறைகள்",
    boysToilets: "மாணவர் கழிப்பறைகள்",
    inspectionVideo: "ஆய்வுக் காணொளி",
    watchVideo: "பள்ளியின் ஆய்வுக் காணொளியைக் காண்க (புதிய தாவலில் திறக்கும்)",

    lastUpdated: "கடைசியாகப் புதுப்பித்த நாள்:",
    notPublished: "இன்னும் வெளியிடப்படவில்லை.",
    viewPdf: "PDF-ஐக் காண்க: ",
    issued: (date) => `வழங்கிய நாள் ${date}`,
    validUntil: (date) => `${date} வரை செல்லும்`,
    attestedBy: (manager, principal) =>
      `${[manager && "மேலாளர்", principal && "முதல்வர்"].filter(Boolean).join(", ")} சுய சான்றொப்பமிட்டது.`,
  },
);
