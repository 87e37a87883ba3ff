import { catalogue } from "./catalogue";

/**
 * The fixed words of the public pages' own blocks (app/components/page/: the breadcrumb, the document
 * links, the fee tables) and of the pages drawn from sections (the home page, the school landings, bus
 * routes, disclosures, RTE, training, search), in English and Tamil (decision 0030). What the office
 * edits (a page's headings and text) is content, not these.
 */
export const pageWords = catalogue(
  {
    breadcrumb: "Breadcrumb",
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
    // The home page's banner dialog and loading overlay.
    close: "Close",
    previousImage: "Previous image",
    nextImage: "Next image",
    /** "Image 1 of 3": the words before the number the banner's script changes, and after it. */
    imageNumberBefore: "Image",
    imageNumberAfter: (total: number) => `of ${total}`,
    loading: "Loading...",
    skipIntro: "Press any key or tap to skip",
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
    breadcrumb: "இருப்பிடம்",
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
    close: "மூடு",
    previousImage: "முந்தைய படம்",
    nextImage: "அடுத்த படம்",
    imageNumberBefore: "படம்",
    imageNumberAfter: (total) => `/ ${total}`,
    loading: "ஏற்றுகிறது...",
    skipIntro: "தவிர்க்க ஏதேனும் விசையை அழுத்தவும் அல்லது தட்டவும்",
    schoolLifePhotos: "பள்ளி வாழ்க்கைப் புகைப்படங்கள்",
    photosAndTestimonials: "புகைப்படங்களும் பெற்றோர் கருத்துகளும்",
    admissionsYear: (year) => `சேர்க்கை ${year}`,
    enquiryNoteBefore: "விசாரணையை அனுப்புங்கள்; அலுவலகம் உங்களைத் தொடர்புகொள்ளும். வயது வரம்பும் தேவையான ஆவணங்களும்",
    enquiryNoteLink: "சேர்க்கை விசாரணைப் பக்கத்தில்",
    enquiryNoteAfter: " உள்ளன.",
  },
);
