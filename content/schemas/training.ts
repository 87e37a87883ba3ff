import { z } from "zod";
import { imageName, text } from "./common";
import { blockSchema } from "./page";

/** Schema of `content/training.ts` (spec 2.2 "/training"), checked by content tests. */
export const trainingSchema = z.object({
  title: text,
  description: text.max(200),
  intro: text,
  carousel: z.object({
    heading: text,
    intro: text,
    /** Exactly thirteen photos (spec 2.2). */
    photos: z.array(z.object({ image: imageName, alt: text, caption: text })).length(13),
  }),
  blocks: z.array(blockSchema),
});

export type Training = z.infer<typeof trainingSchema>;
