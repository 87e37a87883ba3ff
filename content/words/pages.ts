import { catalogue } from "./catalogue";

/**
 * The fixed words of the public pages' own blocks (app/components/page/: the document
 * links, the fee tables) and of the pages drawn from sections (the home page, the school landings, bus
 * routes, disclosures, RTE, training, search), in English and Tamil (decision 0030). What the office
 * edits (a page's headings and text) is content, not these.
 */
export const pageWords = catalogue(
  {
    /** The kind of file a document link leads to, before its size: "PDF, 240 KB". */
    pdf: "PDF",
    // The home page and the two school landing pages.
    mainNav: "Main",
    noticeBoard: "Notice board",
    photoGallery: "Photo gallery",
    payFeesOnline: "Pay fees online",
    /** A school's fee page, from the home page's top band: the school's name. */
    schoolFees: (school: string) => `${school} fees`,
    admissionsOpen: (year: string) => `Admissions Open Across All Locations for ${year}`,
    applyNow: "Apply Now",
    ourSchools: "Our schools",
    visitSchool: (school: string) => `Visit ${school}`,
    latestNotices: "Latest notices",
    announcements: "Announcements",
    noNotifications: "No notifications available.",
    noAnnouncements: "No announcements available.",
    allNoticesAndVideos: "All notices, announcements and videos",
    playVideo: "Play video",
    pauseVideo: "Pause video",
    /** A video's play button, for screen readers: the video's title. */
    playVideoTitled: (title: string) => `Play video: ${title}`,
    schoolLifePhotos: "Photos of school life",
    photosAndTestimonials: "Photos and parent testimonials",
    admissionsYear: (year: string) => `Admissions ${year}`,
    /** The landing page's admissions note: the words before its link, the link, and after it. */
    enquiryNoteBefore:
      "Send us an enquiry and the office will call you back. The age criteria and documents are on the",
    enquiryNoteLink: "admission enquiry page",
    enquiryNoteAfter: ".",
  },
  {
    pdf: "PDF கோப்பு",
    mainNav: "முதன்மை",
    noticeBoard: "அறிவிப்புப் பலகை",
    photoGallery: "புகைப்படத் தொகுப்புகள்",
    payFeesOnline: "இணையவழியில் கட்டணம் செலுத்த",
    schoolFees: (school) => `${school} கட்டணம்`,
    admissionsOpen: (year) => `எல்லா வளாகங்களிலும் ${year} சேர்க்கை நடைபெறுகிறது`,
    applyNow: "இப்போதே விண்ணப்பிக்கவும்",
    ourSchools: "எங்கள் பள்ளிகள்",
    visitSchool: (school) => `${school} பக்கத்துக்குச் செல்க`,
    latestNotices: "சமீபத்திய அறிவிப்புகள்",
    announcements: "செய்திகள்",
    noNotifications: "அறிவிப்புகள் எதுவும் இல்லை.",
    noAnnouncements: "செய்திகள் எதுவும் இல்லை.",
    allNoticesAndVideos: "எல்லா அறிவிப்புகள், செய்திகள், காணொளிகள்",
    playVideo: "காணொளியை இயக்கு",
    pauseVideo: "காணொளியை நிறுத்து",
    playVideoTitled: (title) => `காணொளியை இயக்கு: ${title}`,
    schoolLifePhotos: "பள்ளி வாழ்க்கைப் புகைப்படங்கள்",
    photosAndTestimonials: "புகைப்படங்களும் பெற்றோர் கருத்துகளும்",
    admissionsYear: (year) => `சேர்க்கை ${year}`,
    enquiryNoteBefore: "விசாரணையை அனுப்புங்கள்; அலுவலகம் உங்களைத் தொடர்புகொள்ளும். வயது வரம்பும் தேவையான ஆவணங்களும்",
    enquiryNoteLink: "சேர்க்கை விசாரணைப் பக்கத்தில்",
    enquiryNoteAfter: " உள்ளன.",
  },
);

/** The fixed words of the bus routes page and its stop finder (app/components/BusRoutesView.tsx). */
export const busWords = catalogue(
  {
    title: "Bus routes",
    /** The page's description for search engines and shared links. */
    description:
      "School bus routes R1 to R6 with every stop and its morning pick-up and afternoon drop-off times. Find your stop.",
    stop: "Stop",
    pickUp: "Pick-up",
    dropOff: "Drop-off",
    /** A list in words: all but the last item (joined with commas), and the last. */
    listOf: (first: string, last: string) => `${first} and ${last}`,
    or: " or ",
    /** Route codes before a verb: "Route R1", "Routes R1 and R2" (the codes already listed). */
    routes: (count: number, codes: string) => `${count === 1 ? "Route" : "Routes"} ${codes}`,
    noSuchStopBefore:
      "No stop matches the name you searched for. Check the spelling, or call the transport desk:",
    allShown: (count: number) => `All ${count} routes are shown.`,
    noMatchBefore: (query: string) =>
      `No stop matches “${query}”. Check the spelling, or call the transport desk:`,
    close: (query: string, stops: string, routes: string, count: number) =>
      `No stop is called “${query}”; the closest: ${stops}. ${routes} ${count === 1 ? "stops" : "stop"} there.`,
    matching: (routes: string, count: number, query: string) =>
      `${routes} ${count === 1 ? "stops" : "stop"} at places matching “${query}”.`,
    findYourStop: "Find your stop",
    hint: "Type part of the stop's name, for example “Anna” or “Bus Stand”.",
    find: "Find",
    showAll: "Show all routes",
    route: (code: string) => `Route ${code}`,
    caption: (code: string) =>
      `Route ${code}: stops in order, with morning pick-up and afternoon drop-off times`,
    goodToKnow: "Good to know",
    transportRules: "Read the transport rules: fees, notice and stops",
  },
  {
    title: "பேருந்து வழித்தடங்கள்",
    description:
      "பள்ளிப் பேருந்து வழித்தடங்கள் R1 முதல் R6 வரை: ஒவ்வொரு நிறுத்தமும், காலையில் ஏற்றும் நேரமும் மாலையில் இறக்கும் நேரமும். உங்கள் நிறுத்தத்தைத் தேடுங்கள்.",
    stop: "நிறுத்தம்",
    pickUp: "காலை ஏறும் நேரம்",
    dropOff: "மாலை இறங்கும் நேரம்",
    listOf: (first, last) => `${first}, ${last}`,
    or: "; ",
    routes: (_count, codes) => `வழித்தடம் ${codes}`,
    noSuchStopBefore:
      "நீங்கள் தேடிய பெயரில் நிறுத்தம் இல்லை. எழுத்துகளைச் சரிபார்க்கவும், அல்லது போக்குவரத்துப் பிரிவை அழைக்கவும்:",
    allShown: (count) => `எல்லா ${count} வழித்தடங்களும் காட்டப்பட்டுள்ளன.`,
    noMatchBefore: (query) =>
      `“${query}” என்ற பெயரில் நிறுத்தம் இல்லை. எழுத்துகளைச் சரிபார்க்கவும், அல்லது போக்குவரத்துப் பிரிவை அழைக்கவும்:`,
    close: (query, stops, routes) =>
      `“${query}” என்ற நிறுத்தம் இல்லை; அருகிலுள்ள பெயர்கள்: ${stops}. ${routes} அங்கே நிற்கும்.`,
    matching: (routes, _count, query) => `“${query}” பொருந்தும் இடங்களில் ${routes} நிற்கும்.`,
    findYourStop: "உங்கள் நிறுத்தத்தைத் தேடுக",
    hint: "நிறுத்தத்தின் பெயரில் ஒரு பகுதியை ஆங்கிலத்தில் தட்டச்சு செய்யவும், எ.கா. “Anna” அல்லது “Bus Stand”.",
    find: "தேடு",
    showAll: "எல்லா வழித்தடங்களையும் காட்டு",
    route: (code) => `வழித்தடம் ${code}`,
    caption: (code) => `வழித்தடம் ${code}: நிறுத்தங்கள் வரிசையாக, காலை ஏறும், மாலை இறங்கும் நேரங்களுடன்`,
    goodToKnow: "தெரிந்துகொள்ள வேண்டியவை",
    transportRules: "போக்குவரத்து விதிகளைப் படிக்க: கட்டணம், முன்னறிவிப்பு, நிறுத்தங்கள்",
  },
);

/** The fixed words of the search page (app/routes/site/group/search.tsx). */
export const searchWords = catalogue(
  {
    search: "Search",
    /** The title of a result page: the words searched for. */
    searchFor: (query: string) => `Search: ${query}`,
    description: "Search the pages, notices, events and documents of both schools.",
    page: "Page",
    notice: "Notice",
    event: "Event",
    document: "Document (PDF)",
    bothSchools: "Both schools",
    searchAgain: "Search this site again",
    words: "Words to search for",
    school: "School",
    unavailable:
      "Search is not available just now. Please try again in a minute, or use the menu to find the page.",
    /** The answer's heading: how many results (the count already written), for what, and where. */
    results: (total: number, count: string, query: string, school: string) =>
      `${total === 0 ? "No results" : `${count} ${total === 1 ? "result" : "results"}`} for “${query}”${school ? ` at ${school}` : ""}`,
    noneBefore: "Check the spelling, try fewer or other words, or look at the",
    noneLink: "notice board",
    noneAfter: ".",
    showingBest: (count: string) => `Showing the best ${count}. Add a word to narrow the search.`,
    /** Next to the field when the query holds no word to search for. */
    typeWord: "Type a word to search for, such as fees or bus.",
    /** Above results found by the folded index: the words as typed were found nowhere. */
    similar: "Results for similar spellings",
  },
  {
    search: "தேடல்",
    searchFor: (query) => `தேடல்: ${query}`,
    description: "இரு பள்ளிகளின் பக்கங்கள், அறிவிப்புகள், நிகழ்வுகள், ஆவணங்களில் தேடுக.",
    page: "பக்கம்",
    notice: "அறிவிப்பு",
    event: "நிகழ்வு",
    document: "ஆவணம் (PDF)",
    bothSchools: "இரு பள்ளிகளும்",
    searchAgain: "இந்தத் தளத்தில் மீண்டும் தேடுக",
    words: "தேட வேண்டிய சொற்கள்",
    school: "பள்ளி",
    unavailable:
      "தேடல் இப்போது இயங்கவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும், அல்லது பட்டியலைப் பயன்படுத்திப் பக்கத்தைக் கண்டறியவும்.",
    results: (total, count, query, school) =>
      `${school ? `${school}: ` : ""}“${query}” — ${total === 0 ? "முடிவுகள் இல்லை" : `${count} ${total === 1 ? "முடிவு" : "முடிவுகள்"}`}`,
    noneBefore: "எழுத்துகளைச் சரிபார்க்கவும், குறைவான அல்லது வேறு சொற்களில் தேடவும், அல்லது",
    noneLink: "அறிவிப்புப் பலகையைப்",
    noneAfter: " பார்க்கவும்.",
    showingBest: (count) => `சிறந்த ${count} முடிவுகள் காட்டப்படுகின்றன. தேடலைக் குறைக்க இன்னொரு சொல்லைச் சேர்க்கவும்.`,
    typeWord: "தேட ஒரு சொல்லை உள்ளிடவும், எடுத்துக்காட்டாக கட்டணம் அல்லது பேருந்து.",
    similar: "இதே போன்ற எழுத்துக்கூட்டல்களுக்கான முடிவுகள்",
  },
);

/** The fixed words of a school's RTE 25 % admissions page (app/components/RteView.tsx). */
export const rteWords = catalogue(
  {
    upcoming: "Applications have not opened yet.",
    open: "Applications are open now.",
    closed: "Applications for this year are closed.",
    seatsAndDates: (year: string) => `Seats and dates for ${year}`,
    /** The seats of a class: the class's name as the settings give it ("Class I" for "I"). */
    seatsIn: (className: string) => `RTE seats in ${className}`,
    classOne: "Class I",
    applicationsOpen: "Applications open",
    applicationsClose: "Applications close",
    lottery: "Lottery",
    toBeAnnounced: "To be announced",
    howToApply: "How to apply",
    portal: "The RTE admission portal",
    listsAfterLottery: "Lists after the lottery",
    noListsYet: "The lists of selected, waiting and rejected applications appear here after the lottery.",
    viewPdf: (title: string) => `View PDF: ${title}`,
    notPublished: "Not published yet.",
    /** After the lists' last day: they name children, so they leave the site (content/schemas/rte.ts). */
    listsTakenDown: (date: string) =>
      `The lists were taken down after ${date}: they name children, so the school publishes them only until then.`,
    listsShownUntil: (date: string) => `These lists stay on this page until ${date}.`,
    trainingPhotos: "Teacher training photos",
  },
  {
    upcoming: "விண்ணப்பங்கள் இன்னும் தொடங்கவில்லை.",
    open: "இப்போது விண்ணப்பிக்கலாம்.",
    closed: "இந்த ஆண்டுக்கான விண்ணப்பங்கள் முடிந்துவிட்டன.",
    seatsAndDates: (year) => `${year}: இடங்களும் நாள்களும்`,
    seatsIn: (className) => `${className}: RTE இடங்கள்`,
    classOne: "முதல் வகுப்பு",
    applicationsOpen: "விண்ணப்பம் தொடங்கும் நாள்",
    applicationsClose: "விண்ணப்பம் முடியும் நாள்",
    lottery: "குலுக்கல்",
    toBeAnnounced: "பின்னர் அறிவிக்கப்படும்",
    howToApply: "விண்ணப்பிக்கும் முறை",
    portal: "RTE சேர்க்கை இணையதளம்",
    listsAfterLottery: "குலுக்கலுக்குப் பிந்தைய பட்டியல்கள்",
    noListsYet: "தேர்வானவர், காத்திருப்போர், நிராகரிக்கப்பட்ட விண்ணப்பங்களின் பட்டியல்கள் குலுக்கலுக்குப் பின் இங்கே வெளியாகும்.",
    viewPdf: (title) => `PDF-ஐக் காண்க: ${title}`,
    notPublished: "இன்னும் வெளியிடப்படவில்லை.",
    listsTakenDown: (date) =>
      `இந்தப் பட்டியல்கள் ${date} அன்றுக்குப் பின் நீக்கப்பட்டன: அவற்றில் குழந்தைகளின் பெயர்கள் உள்ளதால், பள்ளி அதுவரை மட்டுமே வெளியிடுகிறது.`,
    listsShownUntil: (date) => `இந்தப் பட்டியல்கள் ${date} வரை இந்தப் பக்கத்தில் இருக்கும்.`,
    trainingPhotos: "ஆசிரியர் பயிற்சிப் புகைப்படங்கள்",
  },
);
