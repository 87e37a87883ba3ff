import { disclosureSchoolAt, resolveDisclosure } from "~/lib/site/disclosure.server";
import { resolveRte, rteSchoolAt } from "~/lib/site/rte.server";
import { resolveTraining } from "~/lib/site/sectioned-pages.server";
import { loadHome, loadSchoolLanding } from "~/routes/site/front-pages.server";
import type { SchoolLandingContent } from "~content/landing";
import type { BusRoutes } from "~content/schemas/bus-routes";
import type { Disclosure } from "~content/schemas/disclosure";
import type { HomeSections } from "~content/schemas/home";
import type { ListingPage } from "~content/schemas/listing";
import type { Rte } from "~content/schemas/rte";
import type { Training } from "~content/schemas/training";
import type { SectionsPreviewData } from "./preview-sections";

/** The pages whose body is a list kept elsewhere, with what that list is drawn from. */
const LISTED: Readonly<Record<string, string>> = {
  "/notifications": "the notifications, announcements and videos",
  "/gallery": "the albums",
  "/vidhyashram/gallery": "the albums",
  "/vidhyapeeth/gallery": "the albums",
  "/videos": "the videos",
};

/**
 * What the preview of the sectioned page at `path` draws: `draft` (the saved
 * draft, else the published value, already checked by the page's schema: `readDraft`) with what its
 * public route adds — for the home page and a school's landing page exactly what their routes add
 * (`loadHome`, `loadSchoolLanding`: news, slides, upcoming events, rules, fees), training's resolved
 * blocks. For a page whose list is kept elsewhere
 * (`LISTED`), only its header (title and introduction) with a note naming what is drawn as published.
 * Throws for a path that is no sectioned page (the preview route asks only for those).
 */
export async function sectionsPreview(
  path: string,
  draft: unknown,
  context: object,
): Promise<SectionsPreviewData> {
  switch (path) {
    // Through the public routes' own loads: the preview shows what the page will, events included.
    case "/":
      return { view: "home", data: await loadHome(draft as HomeSections, context) };
    case "/vidhyashram":
    case "/vidhyapeeth": {
      const school = path === "/vidhyashram" ? "vidhyashram" : "vidhyapeeth";
      return {
        view: "landing",
        school,
        data: await loadSchoolLanding(school, draft as SchoolLandingContent, context),
      };
    }
    case "/bus-routes":
      return { view: "bus-routes", data: draft as BusRoutes };
    case "/training":
      return { view: "training", data: await resolveTraining(draft as Training) };
    case "/enquiry": {
      const { title, intro } = draft as ListingPage;
      return {
        view: "listing",
        data: { title, intro },
        note: "The enquiry form below the introduction, with the admission rules and fees beside it, is drawn from Site settings as published.",
      };
    }
    default: {
      const school = disclosureSchoolAt(path);
      if (school) {
        return {
          view: "disclosure",
          data: await resolveDisclosure(school, { context, value: draft as Disclosure }),
        };
      }
      const rte = rteSchoolAt(path);
      if (rte) return { view: "rte", data: (await resolveRte(rte, { value: draft as Rte })).page };
      if (path in LISTED) {
        const { title, intro } = draft as ListingPage;
        return {
          view: "listing",
          data: { title, intro },
          note: `The list below the introduction is drawn from ${LISTED[path]} as published.`,
        };
      }
      throw new Error(`No sectioned page at ${path}`);
    }
  }
}
