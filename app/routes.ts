import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every URL of the site in one table (DESIGN 2). URLs are lower case; the server redirects any other
 * casing here (DESIGN ruling 1).
 */
export default [
  // Group pages
  index("routes/site/group/home.tsx"),
  route("notifications", "routes/site/group/notifications.tsx"),
  route("gallery", "routes/site/gallery.tsx", { id: "gallery-group" }),
  route("enquiry", "routes/site/group/enquiry.tsx"),
  route("enquiry/sent", "routes/site/group/enquiry-sent.tsx"),

  // Vidhyashram (CBSE)
  ...prefix("vidhyashram", [
    index("routes/site/vidhyashram/landing.tsx"),
    route("gallery", "routes/site/gallery.tsx", { id: "gallery-vidhyashram" }),
    route("unified", "routes/admin/redirect.tsx", { id: "legacy-vidhyashram-unified" }),
  ]),

  // Vidhyapeeth (matriculation)
  ...prefix("vidhyapeeth", [
    index("routes/site/vidhyapeeth/landing.tsx"),
    route("gallery", "routes/site/gallery.tsx", { id: "gallery-vidhyapeeth" }),
  ]),

  // Sign-in
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  // Admin area (DESIGN ruling 2): every loader and action requires a signed-in user.
  route("unified", "routes/admin/redirect.tsx", { id: "legacy-unified" }),
  route("management", "routes/admin/redirect.tsx", { id: "legacy-management" }),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/notifications.tsx"),
      route("announcements", "routes/admin/announcements.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("albums", "routes/admin/albums.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("enquiries/:id", "routes/admin/enquiry.tsx"),
      route("password", "routes/admin/password.tsx"),
    ]),
    // A file download, outside the admin layout.
    route("enquiries/export.csv", "routes/admin/enquiries-export.ts"),
  ]),

  // Anything else: the designed 404 page.
  route("*", "routes/site/not-found.tsx"),
] satisfies RouteConfig;
