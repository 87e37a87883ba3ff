import type { z } from "zod";
import { busRoutes } from "./bus-routes";
import { disclosures } from "./disclosure";
import { home } from "./home";
import { landing } from "./landing";
import { enquiryPage, galleries, noticeBoard, videosPage } from "./listing-pages";
import { rtePages } from "./rte";
import { busRoutesSchema } from "./schemas/bus-routes";
import { disclosureSchema } from "./schemas/disclosure";
import { homeSectionsSchema } from "./schemas/home";
import { schoolLandingSchema } from "./schemas/landing";
import { listingPageSchema, noticeBoardSchema } from "./schemas/listing";
import { rteSchema } from "./schemas/rte";
import { trainingSchema } from "./schemas/training";
import { training } from "./training";

/**
 * The pages built of fixed sections, each declared once: its address, what the Pages list calls it,
 * its schema (what the office may store, and the editor's fields) and the value this release ships.
 * The content store edits and stores them from this table (app/lib/content-store/editables.server.ts);
 * what each one draws from its value is its one `load` (app/routes/site/sectioned-pages.server.ts), which
 * its public route and the staff preview both call; the route table answers each address with a route
 * whose id is `sections:<address>` (app/routes.ts), and a test holds the three together. The order is
 * the Pages list's.
 */
export interface SectionedPageDeclaration<S extends z.ZodType = z.ZodType> {
  /** What the Pages list calls it when its value has no `title` of its own. */
  title: string;
  schema: S;
  shipped: z.output<S>;
}

/** `declaration`, its shipped value checked against its schema's type. */
const declare = <S extends z.ZodType>(declaration: SectionedPageDeclaration<S>) => declaration;

export const sectionedPages = {
  // The carousel's slides are a site setting: the page keeps only its heading.
  "/": declare({
    title: "Home page",
    schema: homeSectionsSchema,
    shipped: { ...home, carousel: { heading: home.carousel.heading } },
  }),
  "/vidhyashram": declare({
    title: "Vidhyashram home page",
    schema: schoolLandingSchema,
    shipped: landing.vidhyashram,
  }),
  "/vidhyapeeth": declare({
    title: "Vidhyapeeth home page",
    schema: schoolLandingSchema,
    shipped: landing.vidhyapeeth,
  }),
  "/bus-routes": declare({ title: "Bus routes", schema: busRoutesSchema, shipped: busRoutes }),
  "/training": declare({ title: "Training", schema: trainingSchema, shipped: training }),
  // The mandatory public disclosure as data (decision 0019): Appendix IX for the CBSE school.
  "/vidhyashram/publicdisclosure": declare({
    title: "Vidhyashram mandatory public disclosure",
    schema: disclosureSchema("cbse"),
    shipped: disclosures.vidhyashram,
  }),
  "/vidhyapeeth/publicdisclosure": declare({
    title: "Vidhyapeeth public disclosure",
    schema: disclosureSchema("state"),
    shipped: disclosures.vidhyapeeth,
  }),
  // RTE 25 % admissions: seats, the window, the lottery and its lists.
  "/vidhyashram/rte": declare({
    title: "Vidhyashram RTE admissions",
    schema: rteSchema,
    shipped: rtePages.vidhyashram,
  }),
  "/vidhyapeeth/rte": declare({
    title: "Vidhyapeeth RTE admissions",
    schema: rteSchema,
    shipped: rtePages.vidhyapeeth,
  }),
  // Their notices, albums, videos or form are drawn from their own stores; the office words the rest.
  "/notifications": declare({ title: "Notice board", schema: noticeBoardSchema, shipped: noticeBoard }),
  "/gallery": declare({ title: "Photo gallery", schema: listingPageSchema, shipped: galleries["/gallery"] }),
  "/vidhyashram/gallery": declare({
    title: "Vidhyashram photo gallery",
    schema: listingPageSchema,
    shipped: galleries["/vidhyashram/gallery"],
  }),
  "/vidhyapeeth/gallery": declare({
    title: "Vidhyapeeth photo gallery",
    schema: listingPageSchema,
    shipped: galleries["/vidhyapeeth/gallery"],
  }),
  "/videos": declare({ title: "Media library", schema: listingPageSchema, shipped: videosPage }),
  "/enquiry": declare({ title: "Admission enquiry", schema: listingPageSchema, shipped: enquiryPage }),
};

/** The address of a sectioned page. */
export type SectionedPath = keyof typeof sectionedPages;

/** The value stored for the sectioned page at `P` (published or a draft), as its schema gives it. */
export type SectionedValue<P extends SectionedPath> = z.output<(typeof sectionedPages)[P]["schema"]>;

/** True when `path` is the address of a sectioned page. */
export function isSectionedPath(path: string): path is SectionedPath {
  return Object.hasOwn(sectionedPages, path);
}
