import type { EnquiryViewData } from "~/components/EnquiryView";
import type { GalleryViewData } from "~/components/GalleryView";
import type { HomeViewData } from "~/components/home/HomeView";
import type { NoticeBoardViewData } from "~/components/NoticeBoardView";
import type { LandingData } from "~/components/SchoolLanding";
import type { VideosViewData } from "~/components/VideosView";
import { readSection } from "~/lib/content-store/page-store.server";
import { type DB, db } from "~/lib/platform/db.server";
import { type ResolvedDisclosure, resolveDisclosure } from "~/lib/site/disclosure.server";
import { resolvePage } from "~/lib/site/resolve-page.server";
import { type ResolvedRte, resolveRte } from "~/lib/site/rte.server";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import type { Training } from "~content/schemas/training";
import { type SectionedPath, type SectionedValue, sectionedPages } from "~content/sectioned-pages";
import type { SchoolSlug } from "~content/site";
import { loadHome, loadSchoolLanding } from "./front-pages.server";
import { loadEnquiry, loadGallery, loadNoticeBoard, loadVideos } from "./listing-pages.server";

/**
 * What each page built of fixed sections (content/sectioned-pages.ts) draws from its value: one `load`
 * per page, called by its public route with the published value and by the staff preview with the
 * draft, so that the preview shows exactly what the page will (the home page's upcoming events and
 * news, a disclosure's resolved facts). Each load never throws for a failed read: each part falls
 * back as its reader does (architecture ruling 5).
 */

/** The training page with its blocks ready to draw (people and documents resolved). */
export type ResolvedTraining = Omit<Training, "blocks"> & { blocks: ResolvedBlock[] };

/**
 * What a sectioned page draws, named by the component that draws it (app/components: `HomeView`,
 * `SchoolLanding`, `BusRoutesView`, `TrainingView`, `DisclosureView`, `RteView`, `NoticeBoardView`,
 * `GalleryView`, `VideosView`, `EnquiryView`; the staff preview's `SectionsPreview` picks it by `view`).
 * A page whose list is kept in a store of its own (the notice board, the galleries, the media library,
 * the enquiry form) carries that list as published, read by its load (`./listing-pages.server.ts`).
 */
export type SectionsView =
  | { view: "home"; data: HomeViewData }
  | { view: "landing"; school: SchoolSlug; data: LandingData }
  | { view: "bus-routes"; data: SectionedValue<"/bus-routes"> }
  | { view: "training"; data: ResolvedTraining }
  | { view: "disclosure"; data: ResolvedDisclosure }
  /** `changesAt`: when the RTE window next opens or closes (ms since 1970), for the page cache. */
  | { view: "rte"; data: ResolvedRte; changesAt?: number }
  /** `changesAt`: when an RTE window the board leads to next opens or closes, for the page cache. */
  | { view: "notice-board"; data: NoticeBoardViewData; changesAt?: number }
  | { view: "gallery"; data: GalleryViewData }
  | { view: "videos"; data: VideosViewData }
  | { view: "enquiry"; data: EnquiryViewData };

/**
 * `training` (published or a draft) with its blocks resolved as a content page's are (`resolvePage`:
 * people by id, documents with their type and size), since the office may add any block to it.
 */
async function resolveTraining(training: Training, database: DB): Promise<ResolvedTraining> {
  const { title, description, intro, blocks } = training;
  const page = await resolvePage({ path: "/training", title, description, intro, blocks }, database);
  return { ...training, blocks: page.blocks };
}

/**
 * Options of a load: the request's context (settings read once per request), the database, and for the
 * notice board the school its `?school=` picks (none: every school's notices, as the preview shows).
 */
interface LoadOptions {
  context: object;
  database?: DB;
  school?: SchoolSlug;
}

/**
 * The one load of each sectioned page, by its address: from the page's value (published or a draft) to
 * what its view draws. The type checker holds it to content/sectioned-pages.ts: one load per declared
 * page, taking that page's value.
 */
export const sectionLoads = {
  "/": async (home, { context }) => ({ view: "home", data: await loadHome(home, context) }) as const,
  "/vidhyashram": async (content, { context }) =>
    ({
      view: "landing",
      school: "vidhyashram",
      data: await loadSchoolLanding("vidhyashram", content, context),
    }) as const,
  "/vidhyapeeth": async (content, { context }) =>
    ({
      view: "landing",
      school: "vidhyapeeth",
      data: await loadSchoolLanding("vidhyapeeth", content, context),
    }) as const,
  "/bus-routes": async (routes) => ({ view: "bus-routes", data: routes }) as const,
  "/training": async (training, { database = db() }) =>
    ({ view: "training", data: await resolveTraining(training, database) }) as const,
  "/vidhyashram/publicdisclosure": async (value, { context, database }) =>
    ({
      view: "disclosure",
      data: await resolveDisclosure("vidhyashram", { context, database, value }),
    }) as const,
  "/vidhyapeeth/publicdisclosure": async (value, { context, database }) =>
    ({
      view: "disclosure",
      data: await resolveDisclosure("vidhyapeeth", { context, database, value }),
    }) as const,
  "/vidhyashram/rte": async (value, { database }) => {
    const { page, changesAt } = await resolveRte("vidhyashram", { value, database });
    return { view: "rte", data: page, changesAt } as const;
  },
  "/vidhyapeeth/rte": async (value, { database }) => {
    const { page, changesAt } = await resolveRte("vidhyapeeth", { value, database });
    return { view: "rte", data: page, changesAt } as const;
  },
  "/notifications": async (value, { school, database }) =>
    ({ view: "notice-board", ...(await loadNoticeBoard(value, { school, database })) }) as const,
  "/gallery": async (value, { database }) =>
    ({ view: "gallery", data: await loadGallery(value, { database }) }) as const,
  "/vidhyashram/gallery": async (value, { database }) =>
    ({ view: "gallery", data: await loadGallery(value, { school: "vidhyashram", database }) }) as const,
  "/vidhyapeeth/gallery": async (value, { database }) =>
    ({ view: "gallery", data: await loadGallery(value, { school: "vidhyapeeth", database }) }) as const,
  "/videos": async (value, { database }) =>
    ({ view: "videos", data: await loadVideos(value, database) }) as const,
  "/enquiry": async (value, { context, database }) =>
    ({ view: "enquiry", data: await loadEnquiry(value, context, database) }) as const,
} satisfies {
  [P in SectionedPath]: (value: SectionedValue<P>, options: LoadOptions) => Promise<SectionsView>;
};

/**
 * What the sectioned page at `path` draws from `value` (a draft, already checked by its schema:
 * `readDraft`): its load, for the staff preview, which knows the page only by its address.
 */
export function loadSectionedValue(
  path: SectionedPath,
  value: unknown,
  options: LoadOptions,
): Promise<SectionsView> {
  const load = sectionLoads[path] as (value: unknown, options: LoadOptions) => Promise<SectionsView>;
  return load(value, options);
}

/**
 * What the public route of the sectioned page at `path` draws: its published value (`readSection`: the
 * shipped default when it cannot be read) through its load.
 */
export async function loadSectioned<P extends SectionedPath>(
  path: P,
  options: LoadOptions,
): Promise<Awaited<ReturnType<(typeof sectionLoads)[P]>>> {
  const database = options.database ?? db();
  const value = await readSection<SectionedValue<P>>(path, database);
  return (await loadSectionedValue(path, value, { ...options, database })) as Awaited<
    ReturnType<(typeof sectionLoads)[P]>
  >;
}

/** The declared sectioned pages' addresses, in the Pages list's order. */
export const SECTIONED_PATHS = Object.keys(sectionedPages) as SectionedPath[];
