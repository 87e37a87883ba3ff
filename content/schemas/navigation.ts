import { z } from "zod";
import { sitePath } from "./page";

/** Schemas of the menus (`content/navigation.ts` and each school's `navigation.ts`), checked by tests. */
export const navLinkSchema = z.union([
  z.object({ to: sitePath, label: z.string().min(1) }),
  /** An outside page (scholarship form, alumni form): opens in a new tab (architecture ruling 10). */
  z.object({ href: z.url({ protocol: /^https?$/ }), label: z.string().min(1) }),
]);
export const navGroupSchema = z.object({ heading: z.string().min(1), links: z.array(navLinkSchema).min(1) });
export const navigationSchema = z.array(navGroupSchema).min(1);

/** A section's menus: the few links of its header bar, and the groups of its full menu. */
export const sectionNavigationSchema = z.object({
  header: z.array(z.object({ to: sitePath, label: z.string().min(1), end: z.boolean().optional() })).min(1),
  menu: navigationSchema,
});

export type NavLink = z.infer<typeof navLinkSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type SectionNavigation = z.infer<typeof sectionNavigationSchema>;
