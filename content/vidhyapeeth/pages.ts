import type { ContentPage } from "../schemas/page";
import { aboutPages } from "./about";
import { achievementsPage } from "./achievements";
import { communityPages } from "./community";
import { contactPage } from "./contact";
import { facilitiesPages } from "./facilities";
import { feesPage } from "./fees";
import { rulesPage } from "./rules";

/** Vidhyapeeth's content pages (spec 2.4), drawn by app/routes/site/page.tsx. */
export const vidhyapeethPages: ContentPage[] = [
  ...aboutPages,
  ...facilitiesPages,
  rulesPage,
  ...communityPages,
  contactPage,
  achievementsPage,
  feesPage,
];
