import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";

/**
 * A content page: app/routes/site/page.tsx draws the page of `content/` whose path is the URL. `base` is
 * the enclosing `prefix`, so that the route id is the page's full path.
 */
function page(path: string, base = "") {
  return route(path, "routes/site/page.tsx", { id: `page:${base}/${path}` });
}

/**
 * A page built of fixed sections (content/sectioned-pages.ts declares each: its schema, shipped value
 * and title; app/routes/site/sectioned-pages.server.ts its one load): `path` under `base` ("" for the
 * index of `base`), with the id `sections:<full address>`, by which the table names the pages the office
 * edits in the Pages tab (a test holds the route table and the declarations to each other).
 */
function sections(path: string, file: string, base = "") {
  if (path === "") return index(file, { id: `sections:${base || "/"}` });
  return route(path, file, { id: `sections:${base}/${path}` });
}

/** The modules that only send an old address on: the same in both languages, so never twinned. */
const REDIRECTS = new Set(["routes/admin/redirect.tsx", "routes/site/redirect.tsx"]);

/**
 * The Tamil twin of each of `routes` (decision 0030): the same module at the same address under `/ta`,
 * its id the English route's with `ta:` before it (React Router needs each id once; a route without an
 * id of its own is known by its file, as React Router names it). The module reads the page's language
 * from the address (`languageOf`). Redirects of old addresses are not twinned.
 */
function tamil(routes: RouteConfigEntry[]): RouteConfigEntry[] {
  const twin = (entry: RouteConfigEntry): RouteConfigEntry => ({
    ...entry,
    id: `ta:${entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")}`,
    ...(entry.children ? { children: entry.children.map(twin) } : {}),
  });
  return prefix("ta", routes.filter((entry) => !REDIRECTS.has(entry.file)).map(twin));
}

/**
 * The public pages, files and feeds, in English; each has its Tamil twin under `/ta` (`tamil`).
 */
const publicRoutes: RouteConfigEntry[] = [
  // Group pages
  sections("", "routes/site/group/home.tsx"),
  sections("notifications", "routes/site/group/notifications.tsx"),
  route("notifications/archive", "routes/site/notices/archive.tsx"),
  route("notices/:notice", "routes/site/notices/notice.tsx"),
  // The notices as RSS and Atom, for both schools and for each (resource routes).
  ...["all", "vidhyashram", "vidhyapeeth"].flatMap((name) =>
    ["rss", "atom"].map((format) =>
      route(`notifications/${name}.${format}`, "routes/site/notices/feed.ts", {
        id: `feed-${name}-${format}`,
      }),
    ),
  ),
  // The academic calendar: both schools' page (each school has its own below), the events' pages and
  // their .ics downloads, and a feed per school to subscribe to (resource routes).
  route("calendar", "routes/site/calendar/calendar.tsx", { id: "calendar-group" }),
  route("calendar/events/:event", "routes/site/calendar/event.tsx"),
  route("calendar/events/:event/event.ics", "routes/site/calendar/event-ics.ts"),
  ...["all", "vidhyashram", "vidhyapeeth"].map((name) =>
    route(`calendar/${name}.ics`, "routes/site/calendar/feed.ts", { id: `calendar-feed-${name}` }),
  ),
  sections("gallery", "routes/site/gallery.tsx"),
  route("gallery/:album", "routes/site/album.tsx", { id: "album-group" }),
  sections("videos", "routes/site/group/videos.tsx"),
  sections("enquiry", "routes/site/group/enquiry.tsx"),
  route("enquiry/sent", "routes/site/group/enquiry-sent.tsx"),
  route("enquiry/mine/:token", "routes/site/group/enquiry-mine.tsx"),
  route("enquiry/erased", "routes/site/group/enquiry-erased.tsx"),
  route("privacy", "routes/site/group/privacy.tsx"),
  route("accessibility", "routes/site/group/accessibility.tsx"),
  route("search", "routes/site/group/search.tsx"),
  page("aboutus"),
  page("ourpurpose"),
  page("aims"),
  page("why-choose"),
  page("administration"),
  page("srmjvteam"),
  page("wearethankful"),
  page("admissions"),
  page("facilities"),
  page("pta"),
  page("transportrules"),
  page("fees"),
  // Each school's fee PDF (resource routes: Chromium prints the fee order and table).
  route("fees/vidhyashram.pdf", "routes/site/fee-pdf.ts", { id: "fee-pdf-vidhyashram" }),
  route("fees/vidhyapeeth.pdf", "routes/site/fee-pdf.ts", { id: "fee-pdf-vidhyapeeth" }),
  sections("bus-routes", "routes/site/group/bus-routes.tsx"),
  sections("training", "routes/site/group/training.tsx"),
  page("careers"),
  page("contactus"),

  // Vidhyashram (CBSE)
  ...prefix("vidhyashram", [
    sections("", "routes/site/school-landing.tsx", "/vidhyashram"),
    sections("gallery", "routes/site/gallery.tsx", "/vidhyashram"),
    route("calendar", "routes/site/calendar/calendar.tsx", { id: "calendar-vidhyashram" }),
    route("gallery/:album", "routes/site/album.tsx", { id: "album-vidhyashram" }),
    ...[
      "ourjourney",
      "our-objectives",
      "sexual-harassment-committee",
      "student-care-cell",
      "grievance-redressal-committee",
      "school-safety-committee",
      "pta",
      "internal-complaints-committee",
      "anti-drug-committee",
    ].map((slug) => page(`about-us/${slug}`, "/vidhyashram")),
    ...["infrastructure", "library", "lab", "badminton", "smartboard", "schoolground", "transport"].map(
      (slug) => page(`facilities/${slug}`, "/vidhyashram"),
    ),
    ...["scouts", "karuna", "eco"].map((slug) => page(`community-services/${slug}`, "/vidhyashram")),
    page("curriculum", "/vidhyashram"),
    sections("publicdisclosure", "routes/site/disclosure.tsx", "/vidhyashram"),
    sections("rte", "routes/site/rte.tsx", "/vidhyashram"),
    page("rules-regulations", "/vidhyashram"),
    page("fees", "/vidhyashram"),
    route("unified", "routes/admin/redirect.tsx", { id: "legacy-vidhyashram-unified" }),
  ]),

  // Vidhyapeeth (matriculation)
  ...prefix("vidhyapeeth", [
    sections("", "routes/site/school-landing.tsx", "/vidhyapeeth"),
    sections("gallery", "routes/site/gallery.tsx", "/vidhyapeeth"),
    route("calendar", "routes/site/calendar/calendar.tsx", { id: "calendar-vidhyapeeth" }),
    sections("publicdisclosure", "routes/site/disclosure.tsx", "/vidhyapeeth"),
    sections("rte", "routes/site/rte.tsx", "/vidhyapeeth"),
    route("gallery/:album", "routes/site/album.tsx", { id: "album-vidhyapeeth" }),
    ...[
      "history",
      "smdc",
      "student-care-cell",
      "grievanceredressalcommittee",
      "pta",
      "sexual-harassment-committee",
    ].map((slug) => page(`aboutus/${slug}`, "/vidhyapeeth")),
    ...["infrastructure", "lab", "library", "playground", "smartboard", "transport", "badmintoncourt"].map(
      (slug) => page(`facilities/${slug}`, "/vidhyapeeth"),
    ),
    ...["eco", "karuna", "scouts"].map((slug) => page(`community-services/${slug}`, "/vidhyapeeth")),
    page("rules-regulations", "/vidhyapeeth"),
    page("fees", "/vidhyapeeth"),
    page("contactus", "/vidhyapeeth"),
    page("achievements", "/vidhyapeeth"),
    // The specification's misspelling (architecture ruling 1): a permanent redirect.
    route("acheivements", "routes/site/redirect.tsx", { id: "legacy-vidhyapeeth-acheivements" }),
  ]),

  // Anything else: a page the office added at that address, else the designed 404 page.
  route("*", "routes/site/office-page.tsx"),
];

/**
 * Every URL of the site in one table (architecture 2). URLs are lower case; the server redirects any other
 * casing here (architecture ruling 1).
 */
export default [
  ...publicRoutes,
  ...tamil(publicRoutes),

  // Sign-in
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Admin area (architecture ruling 2): every loader and action requires a signed-in user.
  route("unified", "routes/admin/redirect.tsx", { id: "legacy-unified" }),
  route("management", "routes/admin/redirect.tsx", { id: "legacy-management" }),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/content/notifications.tsx"),
      route("announcements", "routes/admin/content/announcements.tsx"),
      route("events", "routes/admin/events/events.tsx"),
      route("alerts", "routes/admin/alerts/alerts.tsx"),
      route("media", "routes/admin/content/media.tsx"),
      route("albums", "routes/admin/albums/albums.tsx"),
      route("albums/:id", "routes/admin/albums/album.tsx"),
      route("enquiries", "routes/admin/enquiries/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiries/enquiry.tsx"),
      route("password", "routes/admin/users/password.tsx"),
      route("users", "routes/admin/users/users.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("pages", "routes/admin/pages/pages.tsx"),
      route("pages/*", "routes/admin/pages/page.tsx"),
      route("people", "routes/admin/people/people.tsx"),
      route("settings", "routes/admin/settings/settings.tsx"),
      route("settings/:group", "routes/admin/settings/settings.tsx", { id: "settings-group" }),
      route("pictures", "routes/admin/pictures/pictures.tsx"),
      route("documents", "routes/admin/documents/documents.tsx"),
      route("documents/:id", "routes/admin/documents/document.tsx"),
      route("compliance", "routes/admin/compliance.tsx"),
      route("tamil", "routes/admin/tamil/tamil.tsx"),
      route("barriers", "routes/admin/barriers.tsx"),
    ]),
    // A draft drawn as the public page: the staff guard is the route's own middleware.
    route("preview/*", "routes/admin/pages/preview.tsx"),
    // A file download, outside the admin layout.
    route("enquiries/export.csv", "routes/admin/enquiries/enquiries-export.ts"),
    // One parent's data (DPDP Act s. 11), a file download too.
    route("enquiries/:id/export.json", "routes/admin/enquiries/enquiry-export.ts", {
      id: "enquiry-export-json",
    }),
    route("enquiries/:id/export.csv", "routes/admin/enquiries/enquiry-export.ts", {
      id: "enquiry-export-csv",
    }),
    // Photo uploads from the album screen's script (JSON answers), outside the admin layout.
    route("albums/:id/photos", "routes/admin/albums/album-upload.ts"),
    // An older file of a document, from its history: staff only, outside the layout.
    route("documents/:id/files/:fileId", "routes/admin/documents/document-file.ts"),
    // The picture picker's list and uploads (JSON answers), outside the admin layout.
    route("pictures/library", "routes/admin/pictures/picture-library.ts"),
  ]),

  // Files for search engines, made from this table; never listed as pages.
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  // Documents at their permanent URLs: the current file, from the database's record.
  route("documents/*", "routes/site/document.ts"),
] satisfies RouteConfig;
