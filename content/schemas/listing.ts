import { z } from "zod";
import { text } from "./common";

/**
 * Schema of the words of a page whose body is a list the office keeps elsewhere (`content/listing-pages.ts`):
 * the notice board, the three photo galleries, the media library and the admission enquiry. The office edits
 * the heading, the introduction under it and the summary for search engines; the notices, albums, videos or
 * the form below are drawn from their own stores.
 */
export const listingPageSchema = z
  .object({
    /** The `<h1>`, and the start of the `<title>`. */
    title: text.max(120).meta({ label: "Title", help: "The heading of the page; browser tabs show it too." }),
    /** The meta description: one or two sentences. */
    description: text.max(200).meta({
      widget: "multiline",
      label: "Summary for search engines",
      help: "One or two sentences: search results show them under the title.",
    }),
    intro: text.meta({
      widget: "multiline",
      label: "Introduction under the title",
      help: "A sentence or two above the list.",
    }),
  })
  .meta({ label: "Page" });

export type ListingPage = z.infer<typeof listingPageSchema>;

/** The words the notice board shows when a visitor picks one school's notices (`?school=`). */
const schoolBoardSchema = z.object({
  description: text.max(200).meta({
    widget: "multiline",
    label: "Summary for search engines",
    help: "One or two sentences: search results show them under the title.",
  }),
  intro: text.meta({ widget: "multiline", label: "Introduction under the title" }),
});

/**
 * Schema of the notice board's words (`/notifications`): a listing page's, and for each school the
 * introduction and summary shown when a visitor picks that school's notices and the group's.
 */
export const noticeBoardSchema = listingPageSchema
  .extend({
    schools: z
      .object({
        vidhyashram: schoolBoardSchema.meta({ label: "Vidhyashram's notices" }),
        vidhyapeeth: schoolBoardSchema.meta({ label: "Vidhyapeeth's notices" }),
      })
      .meta({
        label: "When a visitor picks one school",
        help: "The board then lists that school's notices and the group's; its title is the page's title with the school's name.",
      }),
  })
  .meta({ label: "Notice board" });

export type NoticeBoard = z.infer<typeof noticeBoardSchema>;
