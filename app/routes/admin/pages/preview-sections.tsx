import { BusRoutesView } from "~/components/BusRoutesView";
import { DisclosureView } from "~/components/DisclosureView";
import { HomeView } from "~/components/home/HomeView";
import { PageIntro } from "~/components/PageIntro";
import { RteView } from "~/components/RteView";
import { SchoolLanding } from "~/components/SchoolLanding";
import { TrainingView } from "~/components/TrainingView";
import type { SectionsView } from "~/routes/site/sectioned-pages.server";

/**
 * Draws `preview` (the page's one load, app/routes/site/sectioned-pages.server.ts, given the draft) with its
 * public page's component (`<main>` included). The home page is drawn without
 * its loading overlay and banner: they greet a first visit, not a check of the words. A page whose list
 * is kept elsewhere is drawn as far as its words go: its header, then a note.
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
