import { BusRoutesView } from "~/components/BusRoutesView";
import { DisclosureView } from "~/components/DisclosureView";
import { HomeView, type HomeViewData } from "~/components/home/HomeView";
import { PageIntro } from "~/components/PageIntro";
import { RteView } from "~/components/RteView";
import { type LandingData, SchoolLanding } from "~/components/SchoolLanding";
import { TrainingView, type TrainingViewData } from "~/components/TrainingView";
import type { ResolvedDisclosure } from "~/lib/site/disclosure.server";
import type { ResolvedRte } from "~/lib/site/rte.server";
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
  | { view: "training"; data: TrainingViewData }
  | { view: "disclosure"; data: ResolvedDisclosure }
  | { view: "rte"; data: ResolvedRte }
  /** A page whose list is kept elsewhere: its header, and `note` on what below it is drawn as published. */
  | { view: "listing"; data: { title: string; intro: string }; note: string };

/**
 * Draws `preview` with its public page's component (`<main>` included). The home page is drawn without
 * its loading overlay and banner: they greet a first visit, not a check of the words. A page whose list
 * is kept elsewhere is drawn as far as its words go: its header, then a note.
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
    case "disclosure":
      return <DisclosureView data={preview.data} />;
    case "rte":
      return <RteView data={preview.data} />;
    case "listing":
      return (
        <main id="main" className="flex-1">
          <PageIntro title={preview.data.title} intro={preview.data.intro} />
          <p role="note" className="mx-auto max-w-6xl px-4 py-8 text-slate-700">
            {preview.note}
          </p>
        </main>
      );
  }
}
