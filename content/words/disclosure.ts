import { type Board, type DisclosureDocumentKey, EXAMS, TEACHER_CATEGORIES } from "../schemas/disclosure";
import { catalogue } from "./catalogue";

/**
 * Section B's documents in the words of CBSE's format (Affiliation Bye-Laws 2018, Appendix IX "Mandatory
 * Public Disclosure", section B, items 1–8, as amended), and the state board's own documents in the same
 * manner. The page shows these; the editor and the dashboard name each document by its shorter
 * `DISCLOSURE_DOCUMENTS` label.
 */
const ENGLISH_DOCUMENTS: Record<DisclosureDocumentKey, string> = {
  affiliation: "Copies of affiliation/upgradation letter and recent extension of affiliation, if any",
  recognition: "Copy of the recognition order of the Directorate of Private Schools, and its renewal",
  trustRegistration: "Copies of societies/trust/company registration/renewal certificate, as applicable",
  noc: "Copy of no objection certificate (NOC) issued, if applicable, by the state govt./UT",
  rteRecognition: "Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable",
  buildingSafety: "Copy of valid building safety certificate as per the national building code",
  fireSafety: "Copy of valid fire safety certificate issued by the competent authority",
  deoCertificate:
    "Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school",
  waterSanitation: "Copies of valid water, health and sanitation certificates",
  waterTesting: "Copy of the latest water-testing report",
};

/** Section B's documents in Tamil (their English is `ENGLISH_DOCUMENTS`). */
const TAMIL_DOCUMENTS: Record<DisclosureDocumentKey, string> = {
  affiliation: "இணைப்பு/தரம் உயர்த்தல் கடிதம், இணைப்பின் சமீபத்திய நீட்டிப்பு (இருப்பின்) ஆகியவற்றின் நகல்கள்",
  recognition: "தனியார் பள்ளிகள் இயக்ககத்தின் அங்கீகார ஆணை, அதன் புதுப்பித்தல் ஆகியவற்றின் நகல்",
  trustRegistration: "சங்கம்/அறக்கட்டளை/நிறுவனப் பதிவு அல்லது புதுப்பித்தல் சான்றிதழின் நகல்கள் (பொருந்தும்படி)",
  noc: "மாநில அரசு/ஒன்றியப் பிரதேசம் வழங்கிய தடையின்மைச் சான்றிதழின் (NOC) நகல் (பொருந்தினால்)",
  rteRecognition: "கல்வி உரிமைச் சட்டம், 2009-இன் கீழ் அங்கீகாரச் சான்றிதழ், அதன் புதுப்பித்தல் (பொருந்தினால்) ஆகியவற்றின் நகல்கள்",
  buildingSafety: "தேசியக் கட்டட விதிகளின்படி செல்லத்தக்க கட்டடப் பாதுகாப்புச் சான்றிதழின் நகல்",
  fireSafety: "உரிய அலுவலர் வழங்கிய செல்லத்தக்க தீ பாதுகாப்புச் சான்றிதழின் நகல்",
  deoCertificate:
    "இணைப்பு/தரம் உயர்த்தல்/இணைப்பு நீட்டிப்புக்காகப் பள்ளி சமர்ப்பித்த மாவட்டக் கல்வி அலுவலர் (DEO) சான்றிதழின் நகல், அல்லது பள்ளியின் சுயசான்று",
  waterSanitation: "செல்லத்தக்க குடிநீர், உடல்நலம், சுகாதாரச் சான்றிதழ்களின் நகல்கள்",
  waterTesting: "சமீபத்திய நீர்ப் பரிசோதனை அறிக்கையின் நகல்",
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

/** "the Manager and the Principal", "the Manager" or "the Principal": who self-attested. */
const attesters = (manager: boolean, principal: boolean) =>
  [manager && "the Manager", principal && "the Principal"].filter(Boolean).join(" and ");

/** The same in Tamil, as the subject of "…சுய சான்றொப்பமிட்டவை". */
const tamilAttesters = (manager: boolean, principal: boolean) =>
  manager && principal ? "மேலாளரும் முதல்வரும்" : manager ? "மேலாளர்" : "முதல்வர்";

/**
 * The fixed words of the mandatory public disclosure page (app/components/DisclosureView.tsx: CBSE's
 * Appendix IX, sections A–E, or the parts a state-board school publishes), in English and Tamil
 * (decision 0030). Each item's English is the format's own wording (CBSE Affiliation Bye-Laws 2018,
 * Appendix IX, as amended), in its order; what the school publishes beyond it follows the prescribed
 * items. The sections keep CBSE's letters A–E in both languages, so an inspector finds each part. Values
 * (names, numbers, documents' titles) are the office's; dates and counts arrive already written in the
 * page's language.
 */
export const disclosureWords = catalogue(
  {
    general: "A. General information",
    documents: "B. Documents and information",
    academics: "C. Result and academics",
    staff: "D. Staff (teaching)",
    infrastructure: "E. School infrastructure",

    // The heads of the sections' tables (Appendix IX: "S.No. | Documents/Information | Link" in B).
    sNo: "S.No.",
    information: "Information",
    details: "Details",
    documentsInformation: "Documents/Information",
    link: "Link",

    /** A document of section B, by its key, in the format's words. */
    documentLabel: (key: DisclosureDocumentKey) => ENGLISH_DOCUMENTS[key],
    /** A teacher category of section D, by board and category (the category itself when unknown). */
    teacherGroup: (board: Board, category: string) => TEACHER_CATEGORIES[board][category] ?? category,
    /** A board examination of section C ("X", "XII"), by board. */
    exam: (board: Board, exam: string) => EXAMS[board][exam] ?? exam,

    // A. General information.
    schoolName: "Name of the school",
    affiliationNumber: "Affiliation no. (if applicable)",
    recognitionNumber: "Recognition order number",
    schoolCode: "School code (if applicable)",
    udiseCode: "UDISE+ code",
    address: "Complete address with pin code",
    principalName: "Principal name",
    principalQualification: "Principal qualification",
    schoolEmail: "School email id",
    contactNumber: "Contact details (landline/mobile)",

    // B. Documents and information: each row's attestation, the statement under the table, a scan's line.
    /** Who self-attested one document: the Manager, the Principal, or both. */
    attestedBy: (manager: boolean, principal: boolean) =>
      `Self-attested by ${attesters(manager, principal)}.`,
    notAttested: "Not self-attested.",
    /**
     * The school's statement under section B: the rows (their S.No., already listed: "1, 2 and 5"; `count`
     * of them) whose documents the Manager and/or the Principal self-attested; `count` 0 when it is every
     * document above.
     */
    attestation: (rows: string, count: number, manager: boolean, principal: boolean) =>
      `${count === 0 ? "The documents above are" : count === 1 ? `The document at S.No. ${rows} is` : `The documents at S.No. ${rows} are`} self-attested by ${attesters(manager, principal)}.`,
    /** Under a scanned document, before the office's e-mail and phone. */
    accessibleCopy:
      "This copy is a scanned image, which a screen reader cannot read. For an accessible copy, ask the school office:",
    or: "or",

    // C. Result and academics.
    feeStructure: "Fee structure of the school",
    /** Before the link to the fee page: the academic year when known ("" when not). */
    feesIntro: (year: string) =>
      `Fees for the year${year ? ` ${year}` : ""}, by class, as approved in the fee order.`,
    feesTableLink: "See the table below.",
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
    smc: "List of school management committee (SMC)",
    smcPage: "The School Management Committee's page",
    pta: "List of parents teachers association (PTA) members",
    ptaPage: "The Parent Teacher Association's page",
    results: "Last three-year result of the board examination as per applicability",
    resultsBelow: "In the tables below:",
    /** The caption of one examination's results ("Result, Class X (AISSE)"). */
    resultClass: (exam: string) => `Result, ${exam}`,
    noResults: "No results published yet.",
    year: "Year",
    registered: "No. of registered students",
    passed: "No. of students passed",
    passPercent: "Pass percentage",
    remarks: "Remarks",

    // D. Staff (teaching).
    principal: "Principal",
    totalTeachers: "Total no. of teachers",
    teachersSectionRatio: "Teachers section ratio",
    specialEducator: "Details of special educator",
    counsellor: "Details of counsellor and wellness teacher",
    vicePrincipal: "Vice principal",
    headTeachers: "Head teachers and coordinators",
    enrolment: "Students enrolled",
    sections: "Sections",
    pupilTeacherRatio: "Pupil–teacher ratio",
    /** The ratio against its limit ("30 : 1 (at most 30 : 1)"), and whether it is within. */
    ratio: (pupils: number, most: number, within: boolean) =>
      `${pupils} : 1 (at most ${most} : 1)${within ? "" : " — above the limit"}`,
    perSection: (teachers: number, least: number, within: boolean) =>
      `${teachers} (at least ${least})${within ? "" : " — below the minimum"}`,
    ratioNote:
      "The ratios count the teachers below, not the principal, the physical education teacher or the counsellor.",
    teachersNamed: "Teachers by name and qualification",

    // E. School infrastructure.
    campusArea: "Total campus area of the school (in square mtr)",
    classrooms: "No. and size of the class rooms (in sq mtr)",
    laboratories: "No. and size of laboratories including computer labs (in sq mtr)",
    /** How many rooms, and the size of each (numbers already written). */
    eachAbout: (count: string, size: string) => `${count}, each about ${size} m²`,
    internet: "Internet facility (Y/N)",
    yes: "Yes",
    no: "No",
    girlsToilets: "No. of girls toilets",
    boysToilets: "No. of boys toilets",
    inspectionVideo:
      "Link of youtube video of the inspection of school covering the infrastructure of the school",
    watchVideo: "Watch the school's inspection video (opens in a new tab)",

    // Each section's date, and a document's line.
    lastUpdated: "Last updated",
    notPublished: "Not published yet.",
    viewPdf: "View PDF: ",
    issued: (date: string) => `issued ${date}`,
    validUntil: (date: string) => `valid until ${date}`,
  },
  {
    general: "A. பொதுத் தகவல்கள்",
    documents: "B. ஆவணங்களும் தகவல்களும்",
    academics: "C. தேர்வு முடிவும் கல்வியும்",
    staff: "D. ஆசிரியர்கள் (கற்பித்தல் பணியாளர்கள்)",
    infrastructure: "E. பள்ளி உள்கட்டமைப்பு",

    sNo: "வ.எண்",
    information: "தகவல்",
    details: "விவரம்",
    documentsInformation: "ஆவணங்கள்/தகவல்கள்",
    link: "இணைப்பு",

    documentLabel: (key) => TAMIL_DOCUMENTS[key],
    teacherGroup: (board, category) => TAMIL_TEACHERS[board][category] ?? category,
    exam: (board, exam) => TAMIL_EXAMS[board][exam] ?? exam,

    schoolName: "பள்ளியின் பெயர்",
    affiliationNumber: "இணைப்பு எண் (Affiliation, பொருந்தினால்)",
    recognitionNumber: "அங்கீகார ஆணை எண்",
    schoolCode: "பள்ளிக் குறியீடு (பொருந்தினால்)",
    udiseCode: "UDISE+ குறியீடு",
    address: "அஞ்சல் குறியீட்டுடன் முழு முகவரி",
    principalName: "முதல்வரின் பெயர்",
    principalQualification: "முதல்வரின் கல்வித் தகுதி",
    schoolEmail: "பள்ளி மின்னஞ்சல் முகவரி",
    contactNumber: "தொடர்பு விவரங்கள் (தரைவழி/கைப்பேசி)",

    attestedBy: (manager, principal) => `${tamilAttesters(manager, principal)} சுய சான்றொப்பமிட்டது.`,
    notAttested: "சுய சான்றொப்பம் இடப்படவில்லை.",
    attestation: (rows, count, manager, principal) =>
      count === 0
        ? `மேலே உள்ள ஆவணங்கள் ${tamilAttesters(manager, principal)} சுய சான்றொப்பமிட்டவை.`
        : count === 1
          ? `வ.எண் ${rows} ஆவணம் ${tamilAttesters(manager, principal)} சுய சான்றொப்பமிட்டது.`
          : `வ.எண் ${rows} ஆவணங்கள் ${tamilAttesters(manager, principal)} சுய சான்றொப்பமிட்டவை.`,
    accessibleCopy:
      "இந்த நகல் ஸ்கேன் செய்த படம்; திரை வாசிப்பான்கள் இதைப் படிக்க இயலாது. அணுகத்தக்க நகலைப் பள்ளி அலுவலகத்திடம் கேட்கலாம்:",
    or: "அல்லது",

    feeStructure: "பள்ளியின் கட்டண விவரம்",
    feesIntro: (year) =>
      `${year ? `${year} ` : ""}கல்வியாண்டுக்கான வகுப்பு வாரியான ஆண்டுக் கட்டணம், கட்டண ஆணையில் அங்கீகரிக்கப்பட்டபடி.`,
    feesTableLink: "கீழே உள்ள அட்டவணையைப் பார்க்கவும்.",
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
    smc: "பள்ளி மேலாண்மைக் குழு (SMC) உறுப்பினர் பட்டியல்",
    smcPage: "பள்ளி மேலாண்மைக் குழுவின் பக்கம்",
    pta: "பெற்றோர் ஆசிரியர் கழக (PTA) உறுப்பினர் பட்டியல்",
    ptaPage: "பெற்றோர் ஆசிரியர் கழகத்தின் பக்கம்",
    results: "கடந்த மூன்று ஆண்டுகளின் பொதுத் தேர்வு முடிவுகள் (பொருந்தும்படி)",
    resultsBelow: "கீழே உள்ள அட்டவணைகளில்:",
    resultClass: (exam) => `தேர்வு முடிவு, ${exam}`,
    noResults: "தேர்வு முடிவுகள் இன்னும் வெளியிடப்படவில்லை.",
    year: "ஆண்டு",
    registered: "பதிவு செய்த மாணவர் எண்ணிக்கை",
    passed: "தேர்ச்சி பெற்ற மாணவர் எண்ணிக்கை",
    passPercent: "தேர்ச்சி விழுக்காடு",
    remarks: "குறிப்புகள்",

    principal: "முதல்வர்",
    totalTeachers: "மொத்த ஆசிரியர்களின் எண்ணிக்கை",
    teachersSectionRatio: "ஆசிரியர்–பிரிவு விகிதம்",
    specialEducator: "சிறப்புக் கல்வியாளர் விவரம்",
    counsellor: "ஆலோசகர், நல்வாழ்வு ஆசிரியர் விவரம்",
    vicePrincipal: "துணை முதல்வர்",
    headTeachers: "தலைமை ஆசிரியர்களும் ஒருங்கிணைப்பாளர்களும்",
    enrolment: "சேர்ந்துள்ள மாணவர்கள்",
    sections: "பிரிவுகள்",
    pupilTeacherRatio: "மாணவர்–ஆசிரியர் விகிதம்",
    ratio: (pupils, most, within) => `${pupils} : 1 (அதிகபட்சம் ${most} : 1)${within ? "" : " — வரம்புக்கு மேல்"}`,
    perSection: (teachers, least, within) =>
      `${teachers} (குறைந்தது ${least})${within ? "" : " — குறைந்தபட்சத்துக்குக் கீழ்"}`,
    ratioNote:
      "இந்த விகிதங்கள் கீழே உள்ள ஆசிரியர்களை மட்டுமே கணக்கிடுகின்றன; முதல்வர், உடற்கல்வி ஆசிரியர், ஆலோசகர் சேர்க்கப்படவில்லை.",
    teachersNamed: "ஆசிரியர்கள்: பெயரும் கல்வித் தகுதியும்",

    campusArea: "பள்ளி வளாகத்தின் மொத்தப் பரப்பு (சதுர மீட்டரில்)",
    classrooms: "வகுப்பறைகளின் எண்ணிக்கையும் அளவும் (சதுர மீட்டரில்)",
    laboratories: "கணினி ஆய்வகங்கள் உட்பட ஆய்வகங்களின் எண்ணிக்கையும் அளவும் (சதுர மீட்டரில்)",
    eachAbout: (count, size) => `${count}, ஒவ்வொன்றும் சுமார் ${size} m²`,
    internet: "இணைய வசதி (ஆம்/இல்லை)",
    yes: "ஆம்",
    no: "இல்லை",
    girlsToilets: "மாணவியர் கழிப்பறைகளின் எண்ணிக்கை",
    boysToilets: "மாணவர் கழிப்பறைகளின் எண்ணிக்கை",
    inspectionVideo: "பள்ளியின் உள்கட்டமைப்பைக் காட்டும் ஆய்வின் யூடியூப் காணொளி இணைப்பு",
    watchVideo: "பள்ளியின் ஆய்வுக் காணொளியைக் காண்க (புதிய தாவலில் திறக்கும்)",

    lastUpdated: "கடைசியாகப் புதுப்பித்த நாள்:",
    notPublished: "இன்னும் வெளியிடப்படவில்லை.",
    viewPdf: "PDF-ஐக் காண்க: ",
    issued: (date) => `வழங்கிய நாள் ${date}`,
    validUntil: (date) => `${date} வரை செல்லும்`,
  },
);
