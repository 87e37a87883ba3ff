import { useWords } from "~/lib/site/language";
import type { SchoolLandingContent } from "~content/landing";
import { blockWords } from "~content/words/blocks";
import { PhotoCarousel } from "../PhotoCarousel";

/** The classroom photo carousel of a school's landing page (spec 2.1 "Homepage variant"): nine photos. */
export function ClassroomCarousel({ classrooms }: { classrooms: SchoolLandingContent["classrooms"] }) {
  return (
    <PhotoCarousel
      heading={classrooms.heading}
      intro={classrooms.intro}
      label={useWords(blockWords).classroomPhotos}
      photos={classrooms.slides}
    />
  );
}
