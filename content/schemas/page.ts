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
 * app/lib/content-store/page-titles.server.ts), so renaming a page renames the links to it.
 */
export const linkSchema = z.union([
  z
    .object({
      label: text.optional().meta({
        label: "Words shown",
        help: "Leave this out to show the page's title: when the page is renamed, the link follows.",
      }),
      to: sitePath.meta({
        label: "Page of this site",
        help: "Its address, starting with /, for example /fees.",
      }),
      description: text.optional().meta({ widget: "multiline", label: "Description under the link" }),
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
    })
    .meta({ label: "A page of this site" }),
  z
    .object({
      label: text.meta({ label: "Words shown" }),
      href: linkAddress.meta({
        label: "Address",
        help: "A web address starting with https://, or a document of this site, such as /documents/guidelines.pdf.",
      }),
      description: text.optional().meta({ widget: "multiline", label: "Description under the link" }),
      /** "pdf" draws a document icon and says "PDF" to screen readers. */
      kind: z
        .enum(["pdf", "external", "form"])
        .optional()
        .meta({
          label: "Kind of link",
          options: { pdf: "A PDF document", external: "Another website", form: "An online form" },
        }),
      /**
       * A document's size in bytes, shown as "(PDF, 240 KB)": set when the page is drawn from the
       * `documents` table (`attachDocumentSizes` in app/lib/documents/links.server.ts).
       */
      size: z.number().int().nonnegative().optional().meta({
        label: "Size of the document in bytes",
        help: "Leave it empty: the site fills it in from the Documents screen.",
      }),
    })
    .meta({ label: "A document or another website" }),
]);

/** What a person cell shows of the person: "name-qualification" is "Mrs. L. Shanthi, M.Sc., M.Ed.". */
export const personShowSchema = z.enum(["name", "post", "qualification", "name-qualification"]).meta({
  options: {
    name: "Name",
    post: "Post",
    qualification: "Qualification",
    "name-qualification": "Name and qualification",
  },
});

/**
 * A table cell: text, text that links (an email address, a phone number, a page), or a person of
 * `content/people.ts` by id, of whom the cell shows `show` (renaming a person changes
 * every table that names them).
 */
export const cellSchema = z
  .union([
    z.string().meta({ label: "Plain text" }),
    z
      .object({
        text: text.meta({ widget: "multiline", label: "Text" }),
        href: cellAddress.meta({ label: "Address", help: "A web address, /documents/…pdf, mailto: or tel:" }),
      })
      .meta({ label: "Text with a link" }),
    z
      .object({
        person: personRef.meta({ label: "Person" }),
        show: personShowSchema.meta({ label: "What the cell shows of them" }),
      })
      .meta({ label: "A person" }),
  ])
  // A cell is labelled by its column's heading; a new column without one yet leaves this.
  .meta({ label: "Cell" });

/** Cards per row below 768 px, from 768 px and from 1024 px. */
export const columnsSchema = z.object({
  base: z.union([z.literal(1), z.literal(2)]).meta({ label: "Cards per row on a phone" }),
  md: z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({ label: "Cards per row on a tablet" }),
  lg: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .meta({ label: "Cards per row on a computer" }),
});

/** The two schools, by the key pages and settings use for them. */
/** The schools' names for the choice (each `.meta()` makes a new schema: every use repeats them). */
const SCHOOL_OPTIONS = { vidhyashram: "Vidhyashram", vidhyapeeth: "Vidhyapeeth" };
const schoolKey = z.enum(["vidhyashram", "vidhyapeeth"]).meta({ options: SCHOOL_OPTIONS });

/** Paragraphs of text: a list of them, each one box. */
const paragraphs = (label = "Paragraphs") =>
  z.array(text.meta({ widget: "multiline" })).meta({ label, itemLabel: "Paragraph" });

const heading = {
  heading: text.optional().meta({ label: "Section heading" }),
  intro: text.optional().meta({ widget: "multiline", label: "Introduction under the heading" }),
};

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

/** What each card icon shows, as the office chooses it. */
const cardIconWords: Record<CardIcon, string> = {
  blocks: "Building blocks",
  lightbulb: "Light bulb",
  trophy: "Trophy",
  "heart-handshake": "Heart and handshake",
  "heart-pulse": "Heart with a pulse",
  palette: "Paint palette",
  languages: "Languages",
  "flask-conical": "Laboratory flask",
  laptop: "Laptop",
  vote: "Ballot box",
  leaf: "Leaf",
  users: "People",
  "trending-up": "Rising graph",
};

export const blockSchema = z.discriminatedUnion("type", [
  /** Paragraphs of text, with an optional bullet list after them. */
  z
    .object({
      type: z.literal("text"),
      ...heading,
      paragraphs: paragraphs(),
      bullets: z
        .array(text)
        .optional()
        .meta({ label: "Bullet points after the paragraphs", itemLabel: "Bullet point" }),
    })
    .meta({ label: "Text" }),
  /** A numbered or bulleted list (rules, steps, instructions). */
  z
    .object({
      type: z.literal("list"),
      ...heading,
      ordered: z.boolean().meta({ label: "Numbered list", help: "Untick for bullet points." }),
      items: z.array(text).min(1).meta({ label: "Items", itemLabel: "Item" }),
    })
    .meta({ label: "List" }),
  /** Cards in a grid: a title, text, and optionally a picture and a link. */
  z
    .object({
      type: z.literal("cards"),
      ...heading,
      columns: columnsSchema.optional().meta({ label: "Cards per row" }),
      cards: z
        .array(
          z.object({
            title: text.meta({ label: "Title" }),
            paragraphs: paragraphs().optional(),
            picture: pictureSchema.optional().meta({ label: "Picture" }),
            link: linkSchema.optional().meta({ label: "Link" }),
            /** A short label above the title, e.g. "Aim 3". */
            eyebrow: text
              .optional()
              .meta({ label: "Small label above the title", help: "For example Aim 3." }),
            /** An icon for the card's subject, drawn above the title (the aims, spec 3 "aim (text, icon)"). */
            icon: z.enum(cardIcons).optional().meta({ label: "Icon", options: cardIconWords }),
          }),
        )
        .min(1)
        .meta({ label: "Cards", itemLabel: "Card" }),
    })
    .meta({ label: "Cards" }),
  /**
   * People with a role and a photo (leadership, team), by id: name, post, photo and the
   * sample flag (architecture ruling 11) come from the person; `role` and `detail` are what this page
   * says of them, `role` only where it differs from their post (the PTA's "Secretary"). `display`:
   * cards (the default) or a table (spec 2.4's "school management committee table").
   */
  z
    .object({
      type: z.literal("people"),
      ...heading,
      people: z
        .array(
          z.object({
            person: personRef.meta({ label: "Person" }),
            role: text.optional().meta({
              label: "Role on this page",
              help: "Only where it differs from their post, for example Secretary.",
            }),
            detail: text.optional().meta({ widget: "multiline", label: "More about them" }),
          }),
        )
        .min(1)
        .meta({ label: "People", itemLabel: "Person" }),
      display: z
        .enum(["cards", "table"])
        .optional()
        .meta({
          label: "Shown as",
          help: "Cards with a photo, or a numbered table of names and roles (a committee's list).",
          options: { cards: "Cards", table: "Table" },
        }),
    })
    .meta({ label: "People" }),
  /**
   * The people of another page of this site, drawn as that page draws them: its first people block
   * (a committee's members, a PTA's office bearers), so a list kept on its own page is typed once and
   * every page that shows it follows. The page's own heading wins when it has one.
   */
  z
    .object({
      type: z.literal("peopleOf"),
      ...heading,
      page: sitePath.meta({
        label: "Page whose people to show",
        help: "The address of the page that keeps the list, such as /vidhyashram/about-us/pta.",
      }),
    })
    .meta({ label: "People of another page" }),
  /** A table with a caption; on a phone each row becomes a card of "column: value" lines. */
  z
    .object({
      type: z.literal("table"),
      ...heading,
      caption: text.meta({ label: "Caption", help: "Read aloud by screen readers." }),
      columns: z
        .array(
          z
            .object({
              key: z
                .string()
                .min(1)
                .meta({ label: "Column key", help: "Letters, used in the rows; keep it once rows use it." }),
              label: text.meta({ label: "Column heading" }),
            })
            // Named by its heading, as visitors read it: the key is the rows' bookkeeping.
            .meta({ summary: ["label"] }),
        )
        .min(1)
        .meta({ label: "Columns", itemLabel: "Column" }),
      rows: z.array(z.record(z.string(), cellSchema)).min(1).meta({ label: "Rows", itemLabel: "Row" }),
      /** People in the rows are invented sample records (architecture ruling 11). */
      sample: z.boolean().optional().meta({ label: "These are sample records, to be replaced" }),
      note: text.optional().meta({ widget: "multiline", label: "Note below" }),
    })
    // Every row has a cell for every column (a row with a missing cell is refused, by cell).
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
    })
    .meta({ label: "Table" }),
  /** Image-and-text blocks, the image alternating left and right on wide screens. */
  z
    .object({
      type: z.literal("imageText"),
      ...heading,
      items: z
        .array(
          z.object({
            title: text.meta({ label: "Title" }),
            paragraphs: paragraphs().min(1),
            picture: pictureSchema.meta({ label: "Picture" }),
          }),
        )
        .min(1)
        .meta({ label: "Items", itemLabel: "Item" }),
    })
    .meta({ label: "Pictures with text" }),
  /** Key figures: "10,730 sq m" over "Campus land". */
  z
    .object({
      type: z.literal("facts"),
      ...heading,
      facts: z
        .array(
          z.object({
            value: text.meta({ label: "Figure", help: "For example 10,730 sq m." }),
            label: text.meta({ label: "What it counts", help: "For example Campus land." }),
          }),
        )
        .min(1)
        .meta({ label: "Key figures", itemLabel: "Figure" }),
    })
    .meta({ label: "Key figures" }),
  /** A grid of photos with captions. */
  z
    .object({
      type: z.literal("photos"),
      ...heading,
      photos: z
        .array(pictureSchema.extend({ caption: text.optional().meta({ label: "Caption" }) }))
        .min(1)
        .meta({ label: "Photos", itemLabel: "Photo" }),
    })
    .meta({ label: "Photos" }),
  /** Links to pages, documents or outside forms. */
  z
    .object({
      type: z.literal("links"),
      ...heading,
      links: z.array(linkSchema).min(1).meta({ label: "Links", itemLabel: "Link" }),
    })
    .meta({ label: "Links" }),
  /** A school's address, phones, e-mails, office hours and map link, from `content/contacts.ts`. */
  z
    .object({
      type: z.literal("contact"),
      ...heading,
      school: schoolKey.meta({ label: "School", options: SCHOOL_OPTIONS }),
    })
    .meta({ label: "Contact details of a school" }),
  /** A highlighted note (a notice, a reference, a reminder). */
  z
    .object({ type: z.literal("note"), ...heading, paragraphs: paragraphs().min(1) })
    .meta({ label: "Highlighted note" }),
  /**
   * A school's fees by class for the year, from the `fees` settings group (content/schemas/fees.ts),
   * never typed here: a table per class and term with the totals, or, while the school has entered
   * none, a line saying the fees of the year are not published yet.
   */
  z
    .object({
      type: z.literal("fees"),
      ...heading,
      school: schoolKey.meta({
        label: "School",
        options: SCHOOL_OPTIONS,
        help: "Whose fees to show: the office enters them in Site settings, Fees.",
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

export const pageSchema = z
  .object({
    path: sitePath.meta({ label: "Address of the page" }),
    /** The `<h1>`, and the start of the `<title>`. */
    title: text.max(120).meta({ label: "Title" }),
    /** The meta description: one or two sentences. */
    description: text.max(200).meta({
      widget: "multiline",
      label: "Summary for search engines",
      help: "One or two sentences: search results show them under the title.",
    }),
    intro: text.optional().meta({ widget: "multiline", label: "Introduction under the title" }),
    blocks: z.array(blockSchema).min(1).meta({ label: "Sections of the page", itemLabel: "Section" }),
  })
  .meta({ label: "Page" });

export const pagesSchema = z
  .array(pageSchema)
  .refine((pages) => new Set(pages.map((p) => p.path)).size === pages.length, "Two pages share a path");

export type ContentPage = z.infer<typeof pageSchema>;
export type Block = z.infer<typeof blockSchema>;
export type PageLink = z.infer<typeof linkSchema>;
export type Cell = z.infer<typeof cellSchema>;
export type PersonShow = z.infer<typeof personShowSchema>;
