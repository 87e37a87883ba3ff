import { z } from "zod";
import { pictureSchema, text } from "./common";
import { blockSchema } from "./page";

/** Schema of `content/training.ts` (spec 2.2 "/training"), checked by content tests. */
export const trainingSchema = z
  .object({
    title: text.meta({ label: "Title" }),
    description: text.max(200).meta({
      widget: "multiline",
      label: "Summary for search engines",
      help: "One or two sentences: search results show them under the title.",
    }),
    intro: text.meta({ widget: "multiline", label: "Introduction under the title" }),
    carousel: z
      .object({
        heading: text.meta({ label: "Heading" }),
        intro: text.meta({ widget: "multiline", label: "Introduction under the heading" }),
        /** Exactly thirteen photos (spec 2.2). */
        photos: z
          .array(pictureSchema.extend({ caption: text.meta({ label: "Caption" }) }))
          .length(13)
          .meta({ label: "Photos", itemLabel: "Photo" }),
      })
      .meta({ label: "Photo carousel" }),
    blocks: z.array(blockSchema).meta({ label: "Sections of the page", itemLabel: "Section" }),
  })
  .meta({ label: "Training" });

export type Training = z.infer<typeof trainingSchema>;
