import type { ContentPage } from "../schemas/page";
import { purposePage } from "./purpose";

/** The group's content pages (spec 2.2), drawn by app/routes/site/page.tsx. One module per page. */
export const groupPages: ContentPage[] = [purposePage];
