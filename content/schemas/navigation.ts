import { z } from "zod";
import { isSitePage } from "../site-pages";
import { text } from "./common";
import { isWebAddress } from "./links";
import { sitePath } from "./page";

/**
 * The `navigation` settings group: the menus and the footer, the office's to reorder, rename, add to
 * and remove from (the schema editor draws these lists with add, move and remove). A link names a page
 * of this site by its address, and shows the page's title as it is now unless the office gives it
 * words of its own; or it is an outside address with its words. The shipped default is
 * `content/navigation.ts` (the menus as they were before the office could edit them).
 */

/** Words shown in a menu: short, so a header or a column stays readable on a phone. */
const words = (max: number) => text.max(max, `Use at most ${max} characters.`);

/** The address of a page of this site that exists (`content/site-pages.ts`): the message sits beside the field. */
const sitePage = sitePath.refine(
  isSitePage,
  "There is no page at this address on this site. Write the address of one of its pages, such as /fees.",
);

/** True for an outside address a menu may hold: https:// with a host, an e-mail address, a phone number. */
export function isOutsideAddress(address: string): boolean {
  if (address.startsWith("https://")) return isWebAddress(address);
  return (
    /^mailto:[^\s@\\<>"]+@[^\s@\\<>"]+\.[^\s@\\<>"]+$/.test(address) ||
    /^tel:\+?[0-9][0-9 -]{2,19}$/.test(address)
  );
}

/** A link to a page of this site: its title as it is now, or the office's words (`label`). */
export const pageLinkSchema = z
  .object({
    page: sitePage.meta({
      label: "Page",
      help: "The page's address on this site, such as /fees or /vidhyashram/curriculum.",
    }),
    label: words(60).optional().meta({
      label: "Words shown",
      help: "Leave this out to show the page's title: when the page is renamed, the link follows.",
    }),
  })
  .meta({ label: "A page of this site", widget: "link" });

/** A link that leaves the site (a form, an e-mail address, a phone number), with its words. */
export const outsideLinkSchema = z
  .object({
    href: z
      .string()
      .trim()
      .refine(
        isOutsideAddress,
        "Write a full web address starting with https://, or mailto:office@example.org, or tel:+914422334455.",
      )
      .meta({
        label: "Address",
        help: "A web address starting with https://, an e-mail address as mailto:office@example.org or a phone number as tel:+914422334455.",
      }),
    label: words(60).meta({ label: "Words shown" }),
  })
  .meta({ label: "An outside address" });

/** A link of a menu or a footer column. */
export const menuLinkSchema = z
  .union([pageLinkSchema, outsideLinkSchema])
  .meta({ label: "Link", widget: "link" });

/** A heading with its links: a group of the full menu, or a column of the footer. */
export const menuGroupSchema = z
  .object({
    heading: words(60).meta({ label: "Heading" }),
    links: z
      .array(menuLinkSchema)
      .min(1, "Keep at least one link.")
      .max(20, "At most 20 links.")
      .meta({ label: "Links", itemLabel: "Link" }),
  })
  .meta({ label: "Group of links" });

/** One section's menus (the group's pages, or one school's): header, full menu, footer. */
export const sectionMenusSchema = z.object({
  header: z
    .array(pageLinkSchema)
    .min(1, "Keep at least one link.")
    .max(8, "At most 8 links: the header has room for no more.")
    .meta({
      label: "Header links",
      help: "The few links across the top of this section's pages on wider screens.",
      itemLabel: "Link",
    }),
  menu: z.array(menuGroupSchema).min(1, "Keep at least one group.").max(8, "At most 8 groups.").meta({
    label: "Full menu",
    help: "The groups of links that the Menu button opens; every visitor sees this section's groups among the others.",
    itemLabel: "Group",
    itemsClosed: true,
  }),
  footer: z
    .array(menuGroupSchema)
    .min(1, "Keep at least one column: without JavaScript the Menu button leads here.")
    .max(8, "At most 8 columns.")
    .meta({
      label: "Footer columns",
      help: "The lists of links at the foot of this section's pages.",
      itemLabel: "Column",
      itemsClosed: true,
    }),
});

/** The `navigation` group: the quick links, each section's menus, the footer's headings. */
export const navigationSettingsSchema = z
  .object({
    quickLinks: z.array(pageLinkSchema).min(1, "Keep at least one link.").max(6, "At most 6 links.").meta({
      label: "Quick links",
      help: "The buttons at the top of the full menu: what parents come for most.",
      itemLabel: "Link",
    }),
    group: sectionMenusSchema.meta({ label: "Group pages (both schools)" }),
    vidhyashram: sectionMenusSchema.meta({ label: "Vidhyashram pages" }),
    vidhyapeeth: sectionMenusSchema.meta({ label: "Vidhyapeeth pages" }),
    footerHeadings: z
      .object({
        schools: words(60).meta({ label: "Above the two schools" }),
        portals: words(60).meta({ label: "Above the student and fee portals" }),
      })
      .meta({ label: "Footer headings" }),
  })
  .meta({ label: "Menus and footer" });

export type PageLinkSetting = z.infer<typeof pageLinkSchema>;
export type MenuLinkSetting = z.infer<typeof menuLinkSchema>;
export type MenuGroupSetting = z.infer<typeof menuGroupSchema>;
export type SectionMenus = z.infer<typeof sectionMenusSchema>;
export type NavigationSettings = z.infer<typeof navigationSettingsSchema>;
