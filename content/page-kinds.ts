import { z } from "zod";
import type { Block, ContentPage } from "./schemas/page";
import { type SchoolSlug, site } from "./site";

/**
 * What a page the office adds starts with (the Pages tab's "Add a page"): each kind is a starting set
 * of blocks of the content page schema (`content/schemas/page.ts`), which the clerk then rewrites in
 * the page editor before publishing. Nothing here reaches a visitor unchanged unless the clerk publishes
 * it so: a new page is kept from visitors until its first publish. The words tell the clerk what to
 * write where; the pictures are shipped placeholders of the page's school, to be replaced. A page
 * still holding a starter text is not published (`starterTexts`).
 */

/** The kinds of page, as the form posts them. */
export const PAGE_KINDS = ["text", "committee", "facility", "gallery", "links"] as const;

/** A kind of page, with what the Add form calls each. */
export const pageKindSchema = z.enum(PAGE_KINDS, "Choose what kind of page this is.").meta({
  label: "Kind",
  help: "What the page starts with: you change all of it in the editor before publishing.",
  options: {
    text: "Text page: headings and paragraphs",
    committee: "Committee: its members with their roles",
    facility: "Facility: key figures and pictures with text",
    gallery: "Gallery: photos with captions",
    links: "Link list: links to pages, documents or forms",
  },
});

export type PageKind = z.infer<typeof pageKindSchema>;

/** The section a page belongs to: the group's pages or one school's. */
type Section = SchoolSlug | "group";

/** Who chairs a new committee until the clerk chooses its members: the head of the section (content/people.ts). */
const CHAIR: Record<Section, string> = {
  group: "k-ramasamy",
  vidhyashram: "l-shanthi",
  vidhyapeeth: "r-karthik",
};

/** Placeholder pictures of the section (content/media.ts), for the clerk to replace. */
function pictures(section: Section): string[] {
  return section === "group"
    ? ["home-carousel-1", "home-carousel-2", "home-carousel-4"]
    : [1, 2, 3].map((n) => `${section}-classroom-${n}`);
}

/** Where a new link list points first: the section's home and the contact page. */
function homeOf(section: Section): string {
  return section === "group" ? "/" : `/${section}`;
}

/**
 * The words of the starting blocks that ask the clerk to write their own: a page still holding one is
 * not published (`starterTexts`), since a visitor would read the instruction ("Replace this picture
 * with one of the Robotics lab." as a picture's description).
 */
export const STARTER_WORDS = {
  write: "Write here",
  more: "Add more paragraphs, lists, tables or pictures with the buttons below each section.",
  figure: "Write a figure",
  counts: "What it counts, for example",
  picture: "Replace this picture with one of",
  photos: "Replace these photos with your own",
} as const;

/**
 * The fields of `value` (a page as the editor posts it) that still hold a starter text, by dotted path
 * (`blocks.1.items.0.picture.alt`), each with the message the editor shows next to it. `{}` when none.
 */
export function starterTexts(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "string") {
    if (!Object.values(STARTER_WORDS).some((words) => value.includes(words))) return {};
    return {
      [path]: path.endsWith(".alt")
        ? "Describe this picture in your own words before publishing (the starter text is still here)."
        : "Replace the starter text with your own words before publishing. A draft may keep it.",
    };
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : value && typeof value === "object"
      ? Object.entries(value)
      : [];
  return Object.assign(
    {},
    ...entries.map(([key, item]) => starterTexts(item, path ? `${path}.${key}` : key)),
  );
}

/** The blocks a page of `kind` starts with. */
function startingBlocks(kind: PageKind, title: string, section: Section): Block[] {
  const [first = "", second = "", third = ""] = pictures(section);
  const replace = STARTER_WORDS.picture;
  switch (kind) {
    case "text":
      return [
        {
          type: "text",
          heading: title,
          paragraphs: [`${STARTER_WORDS.write} what parents should know about ${title}.`, STARTER_WORDS.more],
        },
      ];
    case "committee":
      return [
        {
          type: "text",
          paragraphs: [
            `${STARTER_WORDS.write} what the ${title} does, how often it meets and how to reach it.`,
          ],
        },
        {
          type: "people",
          heading: "Members",
          people: [{ person: CHAIR[section], role: "Chairperson" }],
        },
      ];
    case "facility":
      return [
        {
          type: "facts",
          facts: [{ value: STARTER_WORDS.figure, label: `${STARTER_WORDS.counts} Seats` }],
        },
        {
          type: "imageText",
          items: [
            {
              title,
              paragraphs: [`${STARTER_WORDS.write} what students do in the ${title} and when they use it.`],
              picture: { image: first, alt: `${replace} the ${title}.` },
            },
          ],
        },
      ];
    case "gallery":
      return [
        {
          type: "photos",
          intro: `${STARTER_WORDS.photos} and give each a caption.`,
          photos: [first, second, third].map((image) => ({ image, alt: `${replace} ${title}.` })),
        },
      ];
    case "links":
      return [
        {
          type: "links",
          heading: title,
          links: [{ to: homeOf(section) }, { to: "/contactus" }],
        },
      ];
  }
}

/**
 * The page a clerk's new page of `kind` starts as: at `path`, titled `title`, with the kind's blocks
 * and a summary for search engines naming its school. It fits the content page schema (a test checks
 * every kind in every section).
 */
export function startingPage(kind: PageKind, path: string, title: string, section: Section): ContentPage {
  const where = section === "group" ? site.groupName : site.schools[section].name;
  return {
    path,
    title,
    description: `${title} at ${where}.`,
    blocks: startingBlocks(kind, title, section),
  };
}

/** What a deleted page's old address tells a visitor (410 Gone), with links to the main parts of the site. */
export const gonePage = {
  title: "This page has been removed",
  message:
    "The school took this page off the website. The links below lead to the main parts of the site, and the menu lists every page.",
  links: [
    { to: "/", label: "Home" },
    { to: "/vidhyashram", label: "Vidhyashram" },
    { to: "/vidhyapeeth", label: "Vidhyapeeth" },
    { to: "/notifications", label: "Notice board" },
    { to: "/contactus", label: "Contact us" },
  ],
} as const;
