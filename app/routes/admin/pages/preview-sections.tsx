import { BusRoutesView } from "~/components/BusRoutesView";
import { DisclosureView } from "~/components/DisclosureView";
import { EnquiryView } from "~/components/EnquiryView";
import { GalleryView } from "~/components/GalleryView";
import { HomeView } from "~/components/home/HomeView";
import { NoticeBoardView } from "~/components/NoticeBoardView";
import { RteView } from "~/components/RteView";
import { SchoolLanding } from "~/components/SchoolLanding";
import { TrainingView } from "~/components/TrainingView";
import { VideosView } from "~/components/VideosView";
import type { SectionsView } from "~/routes/site/sectioned-pages.server";

/**
 * Draws `preview` (the page's one load, app/routes/site/sectioned-pages.server.ts, given the draft) with its
 * public page's component (`<main>` included). The home page is drawn without
 * its loading overlay and banner: they greet a first visit, not a check of the words. A page whose list
 * is kept elsewhere shows that list as published (the notice board unfiltered), under the draft's words;
 * the enquiry form is drawn but does not send (the preview route sets `PreviewMode`).
 */
export function SectionsPreview({ preview }: { preview: SectionsView }) {
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
    case "notice-board":
      return <NoticeBoardView data={preview.data} />;
    case "gallery":
      return <GalleryView data={preview.data} />;
    case "videos":
      return <VideosView data={preview.data} />;
    case "enquiry":
      return <EnquiryView data={preview.data} />;
  }
}
