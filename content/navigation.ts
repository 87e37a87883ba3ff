import type { z } from "zod";
import type { navigationSchema } from "./schemas/navigation";

/**
 * The site's pages as the full-screen menu and the footer list them (spec 2.1 "menu overlay", 2.5).
 * Add a page here when it exists; every `to` must be a route in app/routes.ts.
 */
export const navigation: z.infer<typeof navigationSchema> = [
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
];
