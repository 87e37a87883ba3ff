import { z } from "zod";
import { isSitePage } from "../site-pages";
import { admissionRulesShowSchema } from "./admissions";
import { pictureSchema, text } from "./common";
import { cellAddress, linkAddress } from "./links";
import { personRef } from "./people";

/**
 * Schema of a content page (architecture 2, "Content"): a page is data — its URL, title, description and a
 * list of blocks — and `app/components/page/Blocks.tsx` draws each kind of block. Checked by the content
 * tests; at run time pages are plain typed data (`ContentPage`).
 */

/**
 * A URL on this site: lower case, starting with one "/" (`//host` is another site to a browser, see
 * content/schemas/links.ts).
 */
export const sitePath = z
  .string()
  .regex(
    /^\/(?!\/)[a-z0-9\-/]*$/,
    "A page of this site: a lower-case path starting with one /, such as /admissions",
  )
  .refine((p) => p === "/" || !p.endsWith("/"), "No trailing slash");

/**
 * Where a link goes: `to` for a page of this site; `href` for a file of this site (a PDF) or an
 * outside http(s) address (opens in a new tab, architecture ruling 10). Nothing else: see
 * content/schemas/links.ts. A link to a page may leave out its words: it then shows the page's title
 * as it is now, and so does one whose words are the page's shipped title (`linkWords` in
 * app/lib/site/page-titles.server.ts), so renaming a page renames the links to it.
 */
export const linkSchema = z.union([
  z
    .object({
      label: text.optional().meta({
        label: "Words shown",
        help: "Leave this out to show the page's title: when the page is renamed, the link follows.",
      }),
      to: sitePath,
      description: text.optional(),
    })
    // Only a page of this site has a title to show in place of the link's words.
    .superRefine((link, context) => {
      if (link.label === undefined && !isSitePage(link.to)) {
        context.addIssue({
          code: "custom",
          path: ["label"],
          message: "Write the words to show: no page of this site with a title is at this address.",
        });
      }
    }),
  z.object({
    label: text,
    href: linkAddress,
    description: text.optional(),
    /** "pdf" draws a document icon and says "PDF" to screen readers. */
    kind: z.enum(["pdf", "external", "form"]).optional(),
    /**
     * A document's size in bytes, shown as "(PDF, 240 KB)": set when the page is drawn from the
     * `documents` table (issue 23 item 5, `attachDocumentSizes` in app/lib/documents/links.server.ts).
     */
    size: z.number().int().nonnegative().optional(),
  }),
]);

/** What a person cell shows of the person (issue 23 item 4): "name-qualification" is "Mrs. L. Shanthi, M.Sc., M.Ed.". */
export const personShowSchema = z.enum(["name", "post", "qualification", "name-qualification"]);

/**
 * A table cell: text, text that links (an email address, a phone number, a page), or a person of
 * `content/people.ts` by id, of whom the cell shows `show` (issue 23 item 4: renaming a person changes
 * every table that names them).
 */
export const cellSchema = z.union([
  z.string(),
  z.object({ text, href: cellAddress }),
  z.object({ person: personRef, show: personShowSchema }),
]);

/** Cards per row below 768 px, from 768 px and from 1024 px. */
export const columnsSchema = z.object({
  base: z.union([z.literal(1), z.literal(2)]),
  md: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  lg: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

const heading = { heading: text.optional(), intro: text.optional() };

/**
 * Icons a card may show above its title, by name (lucide's names); `app/components/page/CardGrid.tsx`
 * maps each to its drawing. Add a name here and there together.
 */
export const cardIcons = [
  "blocks",
  "lightbulb",
  "trophy",
  "heart-handshake",
  "heart-pulse",
  "palette",
  "languages",
  "flask-conical",
  "laptop",
  "vote",
  "leaf",
  "users",
  "trending-up",
] as const;
export type CardIcon = (typeof cardIcons)[number];

export const blockSchema = z.discriminatedUnion("type", [
  /** Paragraphs of text, with an optional bullet list after them. */
  z.object({
    type: z.literal("text"),
    ...heading,
    paragraphs: z.array(text),
    bullets: z.array(text).optional(),
  }),
  /** A numbered or bulleted list (rules, steps, instructions). */
  z.object({ type: z.literal("list"), ...heading, ordered: z.boolean(), items: z.array(text).min(1) }),
  /** Cards in a grid: a title, text, and optionally a picture and a link. */
  z.object({
    type: z.literal("cards"),
    ...heading,
    columns: columnsSchema.optional(),
    cards: z
      .array(
        z.object({
          title: text,
          paragraphs: z.array(text).optional(),
          picture: pictureSchema.optional(),
          link: linkSchema.optional(),
          /** A short label above the title, e.g. "Aim 3". */
          eyebrow: text.optional(),
          /** An icon for the card's subject, drawn above the title (the aims, spec 3 "aim (text, icon)"). */
          icon: z.enum(cardIcons).optional(),
        }),
      )
      .min(1),
  }),
  /**
   * People with a role and a photo (leadership, team), by id (issue 23 item 4): name, post, photo and the
   * sample flag (architecture ruling 11) come from the person; `role` and `detail` are what this page
   * says of them, `role` only where it differs from their post (the PTA's "Secretary").
   */
  z.object({
    type: z.literal("people"),
    ...heading,
    people: z.array(z.object({ person: personRef, role: text.optional(), detail: text.optional() })).min(1),
  }),
  /** A table with a caption; on a phone each row becomes a card of "column: value" lines. */
  z
    .object({
      type: z.literal("table"),
      ...heading,
      caption: text,
      columns: z.array(z.object({ key: z.string().min(1), label: text })).min(1),
      rows: z.array(z.record(z.string(), cellSchema)).min(1),
      /** People in the rows are invented sample records (architecture ruling 11). */
      sample: z.boolean().optional(),
      note: text.optional(),
    })
    // Every row has a cell for every column (issue 23: a row with a missing cell is refused, by cell).
    .superRefine((table, context) => {
      table.rows.forEach((row, index) => {
        for (const column of table.columns) {
          if (!(column.key in row)) {
            context.addIssue({
              code: "custom",
              path: ["rows", index, column.key],
              message: "Fill in this cell.",
            });
          }
        }
      });
    }),
  /** Image-and-text blocks, the image alternating left and right on wide screens. */
  z.object({
    type: z.literal("imageText"),
    ...heading,
    items: z
      .array(z.object({ title: text, paragraphs: z.array(text).min(1), picture: pictureSchema }))
      .min(1),
  }),
  /** Key figures: "10,730 sq m" over "Campus land". */
  z.object({
    type: z.literal("facts"),
    ...heading,
    facts: z.array(z.object({ value: text, label: text })).min(1),
  }),
  /** A grid of photos with captions. */
  z.object({
    type: z.literal("photos"),
    ...heading,
    photos: z.array(pictureSchema.extend({ caption: text.optional() })).min(1),
  }),
  /** Links to pages, documents or outside forms. */
  z.object({ type: z.literal("links"), ...heading, links: z.array(linkSchema).min(1) }),
  /** A school's address, phones, e-mails, office hours and map link, from `content/contacts.ts`. */
  z.object({ type: z.literal("contact"), ...heading, school: z.enum(["vidhyashram", "vidhyapeeth"]) }),
  /** A highlighted note (a notice, a reference, a reminder). */
  z.object({ type: z.literal("note"), ...heading, paragraphs: z.array(text).min(1) }),
  /**
   * A school's fees by class for the year, from the `fees` settings group (content/schemas/fees.ts),
   * never typed here: a table per class and term with the totals, or, while the school has entered
   * none, a line saying the fees of the year are not published yet.
   */
  z
    .object({
      type: z.literal("fees"),
      ...heading,
      school: z.enum(["vidhyashram", "vidhyapeeth"]).meta({
        label: "School",
        help: "Whose fees to show: the office enters them in Site settings, Fees.",
        options: { vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" },
      }),
      notPublished: text.optional().meta({
        label: "What to say while the fees are not entered (optional)",
        help: 'Shown after "The fees for <year> are not published yet.", with the school office\'s phone number.',
      }),
    })
    .meta({ label: "Fees of a school (from Site settings)" }),
  /** Parts of the year's admission rules (ages, documents, steps), drawn from Site settings, never typed here. */
  z
    .object({ type: z.literal("admissionRules"), ...heading, show: admissionRulesShowSchema })
    .meta({ label: "Admission rules (from Site settings)" }),
]);

export const pageSchema = z.object({
  path: sitePath,
  /** The `<h1>`, and the start of the `<title>`. */
  title: text.max(120),
  /** The meta description: one or two sentences. */
  description: text.max(200),
  intro: text.optional(),
  blocks: z.array(blockSchema).min(1),
});

export const pagesSchema = z
  .array(pageSchema)
  .refine((pages) => new Set(pages.map((p) => p.path)).size === pages.length, "Two pages share a path");

export type ContentPage = z.infer<typeof pageSchema>;
export type Block = z.infer<typeof blockSchema>;
export type PageLink = z.infer<typeof linkSchema>;
export type Cell = z.infer<typeof cellSchema>;
export type PersonShow = z.infer<typeof personShowSchema>;
