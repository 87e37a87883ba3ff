import { z } from "zod";
import { pictureSchema, text, videoName } from "./common";

/** Schema of `content/home.ts`, checked by content/home.test.ts. */

const captionedPictureSchema = pictureSchema.extend({ caption: text });

/**
 * A WebVTT captions file for a video with speech, e.g. `/media/testimonial-1.en.vtt`. The generated
 * placeholder clips are silent and have none; give one with each real video that has sound (WCAG 1.2.2).
 */
const captionsFile = z
  .string()
  .regex(/^\/media\/[a-z0-9.-]+\.vtt$/)
  .optional();

export const homeSchema = z.object({
  carousel: z.object({
    heading: text,
    slides: z.array(pictureSchema.extend({ title: text, description: text })).length(5),
  }),
  about: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    /** The claim of spec 2.1: first school in its town to adopt Total Quality Management. */
    tqm: text,
    fiveS: z.object({
      heading: text,
      intro: text,
      steps: z.array(z.object({ name: text, description: text })).length(5),
    }),
    video: z.object({ name: videoName, title: text, caption: text, captions: captionsFile }),
  }),
  whyChoose: z.object({
    heading: text,
    intro: text,
    items: z.array(pictureSchema.extend({ title: text, text })).length(6),
  }),
  achievements: z.object({
    heading: text,
    awards: z.array(captionedPictureSchema).length(4),
  }),
  highlight: z.object({
    heading: text,
    intro: text,
    photos: z.array(captionedPictureSchema).length(4),
    testimonials: z
      .array(z.object({ video: videoName, title: text, caption: text, captions: captionsFile }))
      .length(4),
  }),
  banner: z.object({
    title: text,
    images: z.array(pictureSchema).length(2),
  }),
});

/**
 * The home page as the Pages editor stores it and the home route draws it (issue 23 item 1):
 * `homeSchema` with the carousel reduced to its heading, since the carousel's slides are a site setting
 * (`homeSlides`, issue 23 item 6) and one place to edit them is enough.
 */
export const homeSectionsSchema = homeSchema.extend({ carousel: z.object({ heading: text }) });

/** The home page's sections as stored in the `pages` table (`homeSectionsSchema`). */
export type HomeSections = z.infer<typeof homeSectionsSchema>;
