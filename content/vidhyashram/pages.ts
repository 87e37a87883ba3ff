import type { ContentPage } from "../schemas/page";

/** Vidhyashram's content pages (spec 2.3), drawn by app/routes/site/page.tsx. */
export const vidhyashramPages: ContentPage[] = [];
