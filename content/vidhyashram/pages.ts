import type { ContentPage } from "../schemas/page";
import { aboutPages } from "./about";
import { committeePages } from "./committees";
import { communityPages } from "./community";
import { curriculumPage } from "./curriculum";
import { facilityPages } from "./facilities";
import { feesPage } from "./fees";
import { rulesPage } from "./rules";

/** Vidhyashram's content pages (spec 2.3), drawn by app/routes/site/page.tsx. */
export const vidhyashramPages: ContentPage[] = [
  ...aboutPages,
  ...committeePages,
  ...facilityPages,
  ...communityPages,
  curriculumPage,
  rulesPage,
  feesPage,
];
