import { z } from "zod";

/**
 * The site's pages as the full-screen menu and the footer list them (spec 2.1 "menu overlay", 2.5).
 * Add a page here when it exists; every `to` must be a route in app/routes.ts.
 */
const linkSchema = z.object({ to: z.string().startsWith("/"), label: z.string() });
export const navigationSchema = z.array(z.object({ heading: z.string(), links: z.array(linkSchema).min(1) }));

export const navigation = navigationSchema.parse([
  {
    heading: "Our group",
    links: [
      { to: "/", label: "Home" },
      { to: "/notifications", label: "Notice board" },
      { to: "/gallery", label: "Photo gallery" },
      { to: "/enquiry", label: "Admission enquiry" },
    ],
  },
  {
    heading: "Vidhyashram (CBSE)",
    links: [
      { to: "/vidhyashram", label: "Vidhyashram home" },
      { to: "/vidhyashram/gallery", label: "Vidhyashram gallery" },
    ],
  },
  {
    heading: "Vidhyapeeth (Matriculation)",
    links: [
      { to: "/vidhyapeeth", label: "Vidhyapeeth home" },
      { to: "/vidhyapeeth/gallery", label: "Vidhyapeeth gallery" },
    ],
  },
  {
    heading: "Staff",
    links: [{ to: "/login", label: "Staff sign-in" }],
  },
]);
