import { catalogue } from "./catalogue";

/**
 * The fixed words of the content pages' building blocks (app/components/page/: the contact card and
 * its campus map, the admission rules, the people's tables), of the carousels and the school landing
 * page's parts, and of the notice page's "Copy link", in English and Tamil (decision 0030). What the
 * office edits (headings, names, phone labels, office hours) is content, not these. Proper names
 * (OpenStreetMap, Google Maps, the schools) stay as they are.
 */
export const blockWords = catalogue(
  {
    // The contact card (ContactCard), read by screen readers beside each icon.
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    officeHours: "Office hours",
    /** The office hours line: the hours as the settings give them. */
    officeHoursAre: (hours: string) => `Office hours: ${hours}`,

    // The campus map (CampusMap and its `campus-map` behaviour).
    mapNote: "The map comes from OpenStreetMap and loads only when you ask for it.",
    openMap: "Open the map on OpenStreetMap",
    showMap: "Show the map",
    hideMap: "Hide the map",
    /** The map frame's title: the campus's school. */
    mapOf: (school: string) => `Map of the ${school} campus`,
    largerMap: "Larger map on OpenStreetMap",
    directions: "Directions",
    /** Said by screen readers before a map site's name on a directions link. */
    directionsWith: "Directions with ",

    // The admission rules (AdmissionRules): a part's heading when a block shows several.
    ages: "Age criteria",
    documents: "Documents to bring",
    otherDocuments: "Other documents",
    steps: "Steps of admission",
    afterEnquiry: "What happens next",
    ageCutOffs: "Age cut-offs",
    /** Whom a document is for: the classes, as the settings write them. */
    forWhom: (classes: string) => `For ${classes}`,
    // Beside a document the parent may choose not to bring (Aadhaar).
    optionalDocument: "(optional)",

    // A committee's table (PeopleTable).
    members: "Members",
    serialNumber: "S. No.",
    name: "Name",
    role: "Role",
    details: "Details",

    // Carousels (Carousel, the landing page's two).
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    /** A dot of the carousel: the slide's number. */
    goToSlide: (number: number) => `Go to slide ${number}`,
    /** A slide, for screen readers: its number of all, and its title when it has one. */
    slideOf: (number: number, count: number) => `${number} of ${count}`,
    slideTitled: (number: number, count: number, title: string) => `Slide ${number} of ${count}: ${title}`,
    classroomPhotos: "Classroom photos",
    /** The slide show's pause button: its name for screen readers, and its visible word. */
    pauseShow: "Pause slide show",
    playShow: "Play slide show",
    pause: "Pause",
    play: "Play",

    // "Copy link" on a notice's page (its `copy-link` behaviour says these).
    linkCopied: "Link copied.",
    copyFailed: "The link could not be copied: select it in the box and copy it.",
  },
  {
    address: "முகவரி",
    phone: "தொலைபேசி",
    email: "மின்னஞ்சல்",
    officeHours: "அலுவலக நேரம்",
    officeHoursAre: (hours) => `அலுவலக நேரம்: ${hours}`,

    mapNote: "வரைபடம் OpenStreetMap தளத்திலிருந்து வருகிறது; நீங்கள் கேட்டால் மட்டுமே ஏற்றப்படும்.",
    openMap: "OpenStreetMap-இல் வரைபடத்தைத் திறக்க",
    showMap: "வரைபடத்தைக் காட்டு",
    hideMap: "வரைபடத்தை மறை",
    mapOf: (school) => `${school} வளாகத்தின் வரைபடம்`,
    largerMap: "OpenStreetMap-இல் பெரிய வரைபடம்",
    directions: "செல்லும் வழி",
    directionsWith: "செல்லும் வழி: ",

    ages: "வயது வரம்பு",
    documents: "கொண்டுவர வேண்டிய ஆவணங்கள்",
    otherDocuments: "பிற ஆவணங்கள்",
    steps: "சேர்க்கை நடைமுறை",
    afterEnquiry: "அடுத்து என்ன நடக்கும்",
    ageCutOffs: "வயது வரம்புகள்",
    forWhom: (classes) => `யாருக்கு: ${classes}`,
    optionalDocument: "(கட்டாயமில்லை)",

    members: "உறுப்பினர்கள்",
    serialNumber: "வ. எண்",
    name: "பெயர்",
    role: "பொறுப்பு",
    details: "விவரங்கள்",

    previousSlide: "முந்தைய படம்",
    nextSlide: "அடுத்த படம்",
    goToSlide: (number) => `படம் ${number}-க்குச் செல்`,
    slideOf: (number, count) => `${count}-இல் ${number}`,
    slideTitled: (number, count, title) => `படம் ${number} / ${count}: ${title}`,
    classroomPhotos: "வகுப்பறைப் புகைப்படங்கள்",
    pauseShow: "படக்காட்சியை நிறுத்து",
    playShow: "படக்காட்சியை இயக்கு",
    pause: "நிறுத்து",
    play: "இயக்கு",

    linkCopied: "இணைப்பு நகலெடுக்கப்பட்டது.",
    copyFailed: "இணைப்பை நகலெடுக்க முடியவில்லை: பெட்டியில் உள்ள முகவரியைத் தேர்ந்தெடுத்து நகலெடுக்கவும்.",
  },
);
