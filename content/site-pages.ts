/**
 * The pages of this site a menu, a footer or a quick link may name (`{ page: "/fees" }` in the
 * `navigation` settings): every public page of app/routes.ts that has an address of its own (not an
 * album, a document or a redirect), and the pages the office added. A test checks the two lists below
 * against the route table and the shipped titles. Kept to paths and a few words, so the settings
 * schema that checks a link against it stays small wherever it is loaded.
 */

/**
 * Pages the office titles in the Pages editor (the content pages and Teacher training): a link to
 * one of them shows the page's title as it is now, unless the office gives the link its own words.
 */
export const titledPages: readonly string[] = [
  "/aboutus",
  "/ourpurpose",
  "/aims",
  "/why-choose",
  "/administration",
  "/srmjvteam",
  "/wearethankful",
  "/admissions",
  "/fees",
  "/facilities",
  "/pta",
  "/transportrules",
  "/careers",
  "/contactus",
  "/training",
  "/vidhyashram/about-us/ourjourney",
  "/vidhyashram/about-us/our-objectives",
  "/vidhyashram/about-us/sexual-harassment-committee",
  "/vidhyashram/about-us/student-care-cell",
  "/vidhyashram/about-us/grievance-redressal-committee",
  "/vidhyashram/about-us/school-safety-committee",
  "/vidhyashram/about-us/pta",
  "/vidhyashram/about-us/internal-complaints-committee",
  "/vidhyashram/about-us/anti-drug-committee",
  "/vidhyashram/facilities/infrastructure",
  "/vidhyashram/facilities/library",
  "/vidhyashram/facilities/lab",
  "/vidhyashram/facilities/badminton",
  "/vidhyashram/facilities/smartboard",
  "/vidhyashram/facilities/schoolground",
  "/vidhyashram/facilities/transport",
  "/vidhyashram/community-services/scouts",
  "/vidhyashram/community-services/karuna",
  "/vidhyashram/community-services/eco",
  "/vidhyashram/curriculum",
  "/vidhyashram/publicdisclosure",
  "/vidhyashram/rules-regulations",
  "/vidhyashram/fees",
  "/vidhyapeeth/aboutus/history",
  "/vidhyapeeth/aboutus/smdc",
  "/vidhyapeeth/aboutus/student-care-cell",
  "/vidhyapeeth/aboutus/grievanceredressalcommittee",
  "/vidhyapeeth/aboutus/pta",
  "/vidhyapeeth/aboutus/sexual-harassment-committee",
  "/vidhyapeeth/facilities/infrastructure",
  "/vidhyapeeth/facilities/lab",
  "/vidhyapeeth/facilities/library",
  "/vidhyapeeth/facilities/playground",
  "/vidhyapeeth/facilities/smartboard",
  "/vidhyapeeth/facilities/transport",
  "/vidhyapeeth/facilities/badmintoncourt",
  "/vidhyapeeth/community-services/eco",
  "/vidhyapeeth/community-services/karuna",
  "/vidhyapeeth/community-services/scouts",
  "/vidhyapeeth/rules-regulations",
  "/vidhyapeeth/fees",
  "/vidhyapeeth/contactus",
  "/vidhyapeeth/achievements",
  "/vidhyapeeth/publicdisclosure",
  "/vidhyashram/rte",
  "/vidhyapeeth/rte",
];

/**
 * Pages whose heading is part of their code (home pages, lists, forms, sign-in), with the words a
 * link to one shows when the office gives none.
 */
export const otherPages: Readonly<Record<string, string>> = {
  "/": "Home",
  "/notifications": "Notice board",
  "/notifications/archive": "Notice archive",
  "/calendar": "Academic calendar",
  "/search": "Search",
  "/gallery": "Photo gallery",
  "/videos": "Videos",
  "/enquiry": "Admission enquiry",
  "/bus-routes": "Bus routes",
  "/privacy": "Privacy notice",
  "/accessibility": "Accessibility statement",
  "/login": "Staff sign-in",
  "/vidhyashram": "Vidhyashram home",
  "/vidhyashram/gallery": "Vidhyashram gallery",
  "/vidhyashram/calendar": "Vidhyashram calendar",
  "/vidhyapeeth": "Vidhyapeeth home",
  "/vidhyapeeth/gallery": "Vidhyapeeth gallery",
  "/vidhyapeeth/calendar": "Vidhyapeeth calendar",
};

/**
 * The Tamil names of `otherPages` (decision 0032), which the menus of the Tamil pages show; the schools'
 * names stay as the settings write them.
 */
export const otherPagesTamil: Readonly<Record<keyof typeof otherPages & string, string>> = {
  "/": "முகப்பு",
  "/notifications": "அறிவிப்புப் பலகை",
  "/notifications/archive": "பழைய அறிவிப்புகள்",
  "/calendar": "கல்வியாண்டு நாள்காட்டி",
  "/search": "தேடல்",
  "/gallery": "புகைப்படத் தொகுப்பு",
  "/videos": "காணொளிகள்",
  "/enquiry": "சேர்க்கை விசாரணை",
  "/bus-routes": "பேருந்து வழித்தடங்கள்",
  "/privacy": "தனியுரிமை அறிவிப்பு",
  "/accessibility": "அணுகல்தன்மை அறிக்கை",
  "/login": "அலுவலர் உள்நுழைவு",
  "/vidhyashram": "Vidhyashram முகப்பு",
  "/vidhyashram/gallery": "Vidhyashram புகைப்படத் தொகுப்பு",
  "/vidhyashram/calendar": "Vidhyashram நாள்காட்டி",
  "/vidhyapeeth": "Vidhyapeeth முகப்பு",
  "/vidhyapeeth/gallery": "Vidhyapeeth புகைப்படத் தொகுப்பு",
  "/vidhyapeeth/calendar": "Vidhyapeeth நாள்காட்டி",
};

const known = new Set([...titledPages, ...Object.keys(otherPages)]);

/**
 * The pages the office added in the Pages tab (they have no route of their own), as the server last
 * read the page titles (`readPageTitles`, on every page a visitor or the office opens): links may name
 * them too. Empty until the first read.
 */
let addedPages: ReadonlySet<string> = new Set();

/** Records `paths` as the pages the office added (replacing what was recorded). */
export function noteAddedPages(paths: Iterable<string>): void {
  addedPages = new Set(paths);
}

/** Notes one page the office is adding now, before the next read of the titles lists it. */
export function notePageAdded(path: string): void {
  addedPages = new Set([...addedPages, path]);
}

/**
 * True when `path` (lower case, as a link holds it) is a page of this site that a link may name: a
 * page of the route table, or one the office added.
 */
export function isSitePage(path: string): boolean {
  return known.has(path) || addedPages.has(path);
}
