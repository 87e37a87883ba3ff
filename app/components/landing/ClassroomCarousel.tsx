import type { SchoolLandingContent } from "~content/landing";
import { PhotoCarousel } from "../PhotoCarousel";

/** The classroom photo carousel of a school's landing page (spec 2.1 "Homepage variant"): nine photos. */
export function ClassroomCarousel({ classrooms }: { classrooms: SchoolLandingContent["classrooms"] }) {
  return (
    <PhotoCarousel
      heading={classrooms.heading}
      intro={classrooms.intro}
      label="Classroom photos"
      photos={classrooms.slides}
    />
  );
}
