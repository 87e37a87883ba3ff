import { BusRoutesView } from "~/components/BusRoutesView";
import { HomeView, type HomeViewData } from "~/components/home/HomeView";
import { type LandingData, SchoolLanding } from "~/components/SchoolLanding";
import { TrainingView, type TrainingViewData } from "~/components/TrainingView";
import type { BusRoutes } from "~content/schemas/bus-routes";
import type { SchoolSlug } from "~content/site";

/**
 * The preview of a page built of fixed sections: its draft drawn by the same
 * component as its public route, so the staff see what visitors will. What each one needs is made by
 * `sectionsPreview` (preview-sections.server.ts).
 */
export type SectionsPreviewData =
  | { view: "home"; data: HomeViewData }
  | { view: "landing"; school: SchoolSlug; data: LandingData }
  | { view: "bus-routes"; data: BusRoutes }
  | { view: "training"; data: TrainingViewData };

/**
 * Draws `preview` with its public page's component (`<main>` included). The home page is drawn without
 * its loading overlay and banner: they greet a first visit, not a check of the words.
 */
export function SectionsPreview({ preview }: { preview: SectionsPreviewData }) {
  switch (preview.view) {
    case "home":
      return <HomeView data={preview.data} />;
    case "landing":
      return <SchoolLanding school={preview.school} data={preview.data} />;
    case "bus-routes":
      return <BusRoutesView data={preview.data} />;
    case "training":
      return <TrainingView data={preview.data} />;
  }
}
