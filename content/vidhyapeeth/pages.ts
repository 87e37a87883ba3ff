import type { ContentPage } from "../schemas/page";

/** Vidhyapeeth's content pages (spec 2.4), drawn by app/routes/site/page.tsx. */
export const vidhyapeethPages: ContentPage[] = [];
