import { PageIntro } from "~/components/PageIntro";
import { PhotoCarousel } from "~/components/PhotoCarousel";
import { Blocks } from "~/components/page/Blocks";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { useWords } from "~/lib/site/language";
import { useSettings } from "~/lib/site/settings";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import type { Training } from "~content/schemas/training";
import { rteWords } from "~content/words/pages";

/** The training page ready to draw: its blocks with their references resolved (`resolveTraining`). */
export type TrainingViewData = Omit<Training, "blocks"> & { blocks: ResolvedBlock[] };

/**
 * The training page's drawing (spec 2.2 "/training") from `data`, the page as published
 * or its draft in the staff preview: the title and intro, the carousel of thirteen photos, then
 * the blocks, drawn as the content pages draw theirs.
 */
export function TrainingView({ data }: { data: TrainingViewData }) {
  const { site, navigation } = useSettings();
  const words = useWords(rteWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={data.title}
        intro={data.intro}
        trail={breadcrumbFor("/training", data.title, site.schools, navigation)}
      />
      <PhotoCarousel
        heading={data.carousel.heading}
        intro={data.carousel.intro}
        label={words.trainingPhotos}
        photos={data.carousel.photos}
      />
      <Blocks blocks={data.blocks} />
    </main>
  );
}
