import { ageText } from "../admissions";
import type { Language } from "../languages";
import { catalogue } from "./catalogue";

/**
 * The words of every public page's frame: the skip link, the link to the same page in the other
 * language, the header and its notice ticker, the footer, the quick actions and their dialogs (menu,
 * school switch, admission ages, login and fees), the urgent alerts, the breadcrumb, the home page's
 * loading overlay and banner, and the error pages. (Each area of the site has its catalogue beside
 * this one.) Names the settings give (the schools, the group) are not words of the catalogue: they are
 * passed in.
 */
export const chromeWords = catalogue(
  {
    skipToContent: "Skip to content",
    /** Above a part of a Tamil page the office has not written in Tamil yet (never shown in English). */
    englishOnly: "This part is in English only for now.",

    // The header.
    /** A notice's label when it is for both schools (`SchoolTag`). */
    bothSchools: "Both schools",
    mainMenu: "Main",
    adminLogin: "Admin Login",
    noticesBadge: "Notices",
    latestNotifications: "Latest notifications",
    noNotifications: "No notifications available.",
    newsBadge: "News",
    announcements: "Announcements",
    noAnnouncements: "No announcements available.",
    /** The ticker's pause box. */
    pause: "Pause",
    siteSearch: "Site search",
    searchTheSite: "Search the site",
    searchExamples: "Fees, a bus stop, a holiday…",
    searchPlaceholder: "Search",
    search: "Search",

    // The footer. ("Office hours: " ends in a space: the hours follow it.)
    officeHours: "Office hours: ",
    ourSchools: "Our schools",
    studentPortals: "Student portals",
    allPages: "All pages",
    privacyNotice: "Privacy notice",
    accessibility: "Accessibility",
    /** After the words of a link that opens in a new tab, for a screen reader (it starts with a space). */
    opensInNewTab: " (opens in a new tab)",

    // The quick actions and their dialogs.
    quickActions: "Quick actions",
    close: "Close",
    menu: "Menu",
    allPagesOfTheWebsite: "All pages of the website",
    parentsLookFor: "Parents often look for",
    groupMenuPart: "Both schools: the group",
    schoolMenuPart: (school: string) => `${school} pages`,
    switchSchool: "Switch school",
    schools: "Schools",
    chooseSchool: "Choose a school",
    admissionAges: "Admission ages",
    admissionsOfYear: (year: string) => `Admissions ${year}`,
    ageCriteria: (date: string) => `Age criteria by class. Minimum age as on ${date}.`,
    classHeading: "Class",
    bornOnOrBefore: "Born on or before",
    minimumAgeOn: (date: string) => `Minimum age on ${date}`,
    /** An age of the rules, "3 years 6 months" (as content/admissions.ts `ageText` writes it). */
    age: (years: number, months: number) => ageText({ years, months }),
    apply: "Apply",
    applyNow: "Apply Now",
    applyNowFor: (className: string) => `Apply Now for ${className}`,
    applyForOlderClasses: "Apply for Class II to XII",
    loginAndFees: "Login & fees",
    studentLogin: (school: string) => `${school} Student Login`,
    onlineFees: (school: string) => `${school} Online fees`,
    portalsAndFees: "Student portals and online fee payment",
    feesPageLink: "Fees: paying online or at the school office",
    top: "Top",
    backToTop: "Back to top",

    // The urgent alerts. (" this alert" follows "Dismiss" for a screen reader.)
    urgentAlert: "Urgent alert",
    details: "Details",
    dismiss: "Dismiss",
    dismissWhat: " this alert",

    // The breadcrumb.
    breadcrumb: "Breadcrumb",
    home: "Home",

    // The home page's first-visit overlay and banner. ("Loading... " ends in a space: the percentage follows.)
    loading: "Loading... ",
    skipIntro: "Press any key or tap to skip",
    previousImage: "Previous image",
    nextImage: "Next image",
    /** "Image 1 of 3": the words before the number the banner's script changes, and between it and the count. */
    imageNumber: "Image ",
    imageOf: " of ",

    // The notices feeds the head of every page offers.
    noticesOf: (name: string) => `${name} notices`,

    // The error pages.
    errorHeading: "Something went wrong",
    errorMessage:
      "Sorry, this page could not be shown just now. Please try again in a minute, or go back to the home page.",
    notFoundHeading: "Page not found",
    notFoundMessage:
      "We could not find that page. It may have moved. The links below lead to the main parts of the site.",
    updatedHeading: "The website has been updated",
    updatedMessage: "A newer version of this site is available. Reload the page to continue.",
    unreadableFormHeading: "The form could not be read",
    unavailableHeading: "Unavailable for a few minutes",
    notAllowedHeading: "Not allowed",
    reload: "Reload",
    helpfulLinks: "Helpful links",
    noticeBoard: "Notice board",
    gallery: "Gallery",
  },
  {
    skipToContent: "உள்ளடக்கத்துக்குச் செல்க",
    englishOnly: "இந்தப் பகுதி தற்போது ஆங்கிலத்தில் மட்டுமே உள்ளது.",

    bothSchools: "இரு பள்ளிகளும்",
    mainMenu: "முதன்மைப் பட்டி",
    adminLogin: "அலுவலக உள்நுழைவு",
    noticesBadge: "அறிவிப்புகள்",
    // Not the home page's heading "சமீபத்திய அறிவிப்புகள்": two regions of one page have two names.
    latestNotifications: "புதிய அறிவிப்புகள்",
    noNotifications: "அறிவிப்புகள் எதுவும் இல்லை.",
    newsBadge: "செய்திகள்",
    announcements: "செய்திகள்",
    noAnnouncements: "செய்திகள் எதுவும் இல்லை.",
    pause: "நிறுத்து",
    siteSearch: "இணையதளத் தேடல்",
    searchTheSite: "இணையதளத்தில் தேடுக",
    searchExamples: "கட்டணம், பேருந்து நிறுத்தம், விடுமுறை…",
    searchPlaceholder: "தேடல்",
    search: "தேடு",

    officeHours: "அலுவலக நேரம்: ",
    ourSchools: "எங்கள் பள்ளிகள்",
    studentPortals: "மாணவர் இணையதளங்கள்",
    allPages: "அனைத்துப் பக்கங்கள்",
    privacyNotice: "தனியுரிமை அறிவிப்பு",
    accessibility: "அணுகல்தன்மை",
    opensInNewTab: " (புதிய தாவலில் திறக்கும்)",

    quickActions: "விரைவுச் செயல்கள்",
    close: "மூடு",
    menu: "மெனு",
    allPagesOfTheWebsite: "இணையதளத்தின் அனைத்துப் பக்கங்களும்",
    parentsLookFor: "பெற்றோர் அடிக்கடி தேடுபவை",
    groupMenuPart: "இரு பள்ளிகளும்: குழுமம்",
    schoolMenuPart: (school: string) => `${school} பக்கங்கள்`,
    switchSchool: "பள்ளியை மாற்று",
    schools: "பள்ளிகள்",
    chooseSchool: "பள்ளியைத் தேர்ந்தெடுக்கவும்",
    admissionAges: "சேர்க்கை வயது",
    admissionsOfYear: (year: string) => `சேர்க்கை ${year}`,
    ageCriteria: (date: string) => `வகுப்பு வாரியான வயது வரம்பு. ${date} அன்று குறைந்தபட்ச வயது.`,
    classHeading: "வகுப்பு",
    bornOnOrBefore: "இந்த நாளிலோ அதற்கு முன்போ பிறந்திருக்க வேண்டும்",
    minimumAgeOn: (date: string) => `${date} அன்று குறைந்தபட்ச வயது`,
    age: (years: number, months: number) =>
      [years > 0 ? `${years} ஆண்டு` : "", months > 0 ? `${months} மாதம்` : ""].filter(Boolean).join(" ") ||
      "0 மாதம்",
    apply: "விண்ணப்பிக்க",
    applyNow: "இப்போதே விண்ணப்பிக்கவும்",
    applyNowFor: (className: string) => `${className}: இப்போதே விண்ணப்பிக்கவும்`,
    applyForOlderClasses: "வகுப்பு II முதல் XII வரை விண்ணப்பிக்க",
    loginAndFees: "உள்நுழைவு, கட்டணம்",
    studentLogin: (school: string) => `${school} மாணவர் உள்நுழைவு`,
    onlineFees: (school: string) => `${school} இணையவழிக் கட்டணம்`,
    portalsAndFees: "மாணவர் இணையதளங்களும் இணையவழிக் கட்டணம் செலுத்துதலும்",
    feesPageLink: "கட்டணம்: இணையவழியாகவோ பள்ளி அலுவலகத்திலோ செலுத்துதல்",
    top: "மேலே",
    backToTop: "பக்கத்தின் மேலே செல்க",

    urgentAlert: "அவசர அறிவிப்பு",
    details: "விவரங்கள்",
    dismiss: "மூடு",
    dismissWhat: " (இந்த அறிவிப்பை)",

    breadcrumb: "பக்க வழித்தடம்",
    home: "முகப்பு",

    loading: "ஏற்றப்படுகிறது... ",
    skipIntro: "தவிர்க்க ஏதேனும் ஒரு விசையை அழுத்தவும் அல்லது திரையைத் தொடவும்",
    previousImage: "முந்தைய படம்",
    nextImage: "அடுத்த படம்",
    imageNumber: "படம் ",
    imageOf: " / ",

    noticesOf: (name: string) => `${name} அறிவிப்புகள்`,

    errorHeading: "ஏதோ தவறு நேர்ந்துவிட்டது",
    errorMessage:
      "மன்னிக்கவும், இந்தப் பக்கத்தை இப்போது காட்ட முடியவில்லை. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும், அல்லது முகப்புப் பக்கத்துக்குச் செல்லவும்.",
    notFoundHeading: "பக்கம் கிடைக்கவில்லை",
    notFoundMessage:
      "அந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை. அது வேறு இடத்துக்கு மாற்றப்பட்டிருக்கலாம். கீழே உள்ள இணைப்புகள் இணையதளத்தின் முக்கியப் பகுதிகளுக்கு அழைத்துச் செல்லும்.",
    updatedHeading: "இணையதளம் புதுப்பிக்கப்பட்டுள்ளது",
    updatedMessage: "இந்த இணையதளத்தின் புதிய பதிப்பு உள்ளது. தொடர பக்கத்தை மீண்டும் ஏற்றவும்.",
    unreadableFormHeading: "படிவத்தைப் படிக்க முடியவில்லை",
    unavailableHeading: "சில நிமிடங்களுக்குக் கிடைக்காது",
    notAllowedHeading: "அனுமதி இல்லை",
    reload: "மீண்டும் ஏற்று",
    helpfulLinks: "பயனுள்ள இணைப்புகள்",
    noticeBoard: "அறிவிப்புப் பலகை",
    gallery: "புகைப்படத் தொகுப்பு",
  },
);

/** `className` when the page is in English, else nothing: `uppercase` and letter-spacing suit Latin letters, not Tamil's. */
export function latinOnly(language: Language, className: string): string {
  return language === "en" ? className : "";
}
