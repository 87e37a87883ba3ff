import type { ContentPage } from "../schemas/page";
import { aboutPage } from "./about";
import { administrationPage } from "./administration";
import { admissionsPage } from "./admissions";
import { aimsPage } from "./aims";
import { careersPage } from "./careers";
import { contactPage } from "./contact";
import { facilitiesPage } from "./facilities";
import { feesPage } from "./fees";
import { ptaPage } from "./pta";
import { purposePage } from "./purpose";
import { teamPage } from "./team";
import { thankfulPage } from "./thankful";
import { transportRulesPage } from "./transport-rules";
import { whyChoosePage } from "./why-choose";

/** The group's content pages (spec 2.2), drawn by app/routes/site/page.tsx. One module per page. */
export const groupPages: ContentPage[] = [
  aboutPage,
  purposePage,
  aimsPage,
  whyChoosePage,
  administrationPage,
  teamPage,
  thankfulPage,
  admissionsPage,
  feesPage,
  facilitiesPage,
  ptaPage,
  transportRulesPage,
  careersPage,
  contactPage,
];
