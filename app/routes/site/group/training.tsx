import { PageIntro } from "~/components/PageIntro";
import { PhotoCarousel } from "~/components/PhotoCarousel";
import { Blocks } from "~/components/page/Blocks";
import { publicPage } from "~/lib/platform/http-cache";
import { breadcrumbFor } from "~/lib/site/breadcrumb";
import { pageMeta } from "~/lib/site/meta";
import type { ResolvedBlock } from "~content/schemas/resolved-page";
import { training } from "~content/training";

/** The same for every visitor: the page cache may keep it (issue 19 item 1). */
export const headers = publicPage();

export const meta = () => pageMeta(training.title, training.description);

/** /training (spec 2.2): teacher training, with the carousel of thirteen photos. */
export default function TrainingPage() {
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={training.title}
        intro={training.intro}
        trail={breadcrumbFor("/training", training.title)}
      />
      <PhotoCarousel
        heading={training.carousel.heading}
        intro={training.carousel.intro}
        label="Teacher training photos"
        photos={training.carousel.photos}
      />
      {/* The training page names no people (content/people.test.ts checks), so its blocks draw as written. */}
      <Blocks blocks={training.blocks as ResolvedBlock[]} />
    </main>
  );
}
