import { z } from "zod";
import { pictureSchema, text, videoName } from "./common";

/** Schema of `content/home.ts`, checked by content/home.test.ts. */

const captionedPictureSchema = pictureSchema.extend({ caption: text.meta({ label: "Caption" }) });

/** A heading of a part of the page. */
const heading = () => text.meta({ label: "Heading" });
/** The lines under a part's heading. */
const intro = () => text.meta({ label: "Introduction under the heading", widget: "multiline" });

/**
 * A WebVTT captions file for a video with speech, e.g. `/media/testimonial-1.en.vtt`. The generated
 * placeholder clips are silent and have none; give one with each real video that has sound (WCAG 1.2.2).
 */
const captionsFile = z
  .string()
  .regex(/^\/media\/[a-z0-9.-]+\.vtt$/)
  .optional()
  .meta({
    label: "Captions file (optional)",
    help: "For a video with speech: its WebVTT file, such as /media/testimonial-1.en.vtt.",
  });

/** The name of a video of content/media.ts, as the office picks it. */
const video = () =>
  videoName.meta({ label: "Video", help: "Its name in the media list, such as about-promo." });

/** The carousel's heading, over the slides. */
const carouselHeading = text.meta({ label: "Heading over the slides" });

export const homeSchema = z
  .object({
    carousel: z
      .object({
        heading: carouselHeading,
        slides: z
          .array(
            pictureSchema.extend({
              title: text.meta({ label: "Title" }),
              description: text.meta({ widget: "multiline", label: "Line of text" }),
            }),
          )
          .length(5)
          .meta({ label: "Slides", itemLabel: "Slide" }),
      })
      .meta({ label: "Carousel" }),
    about: z
      .object({
        heading: heading(),
        paragraphs: z
          .array(text.meta({ widget: "multiline" }))
          .min(1)
          .meta({ label: "Paragraphs", itemLabel: "Paragraph" }),
        /** The claim of spec 2.1: first school in its town to adopt Total Quality Management. */
        tqm: text.meta({
          label: "Total Quality Management (TQM)",
          help: "The highlighted paragraph after the others.",
        }),
        fiveS: z
          .object({
            heading: heading(),
            intro: intro(),
            steps: z
              .array(
                z.object({
                  name: text.meta({ label: "Name", help: "For example Sort." }),
                  description: text.meta({ widget: "multiline", label: "What it means" }),
                }),
              )
              .length(5)
              .meta({ label: "The five steps", itemLabel: "Step" }),
          })
          .meta({ label: "The 5S programme" }),
        video: z
          .object({
            name: video(),
            title: text.meta({ label: "Title" }),
            caption: text.meta({ label: "Caption" }),
            captions: captionsFile,
          })
          .meta({ label: "Video" }),
      })
      .meta({ label: "About the schools" }),
    whyChoose: z
      .object({
        heading: heading(),
        intro: intro(),
        items: z
          .array(
            pictureSchema.extend({
              title: text.meta({ label: "Title" }),
              text: text.meta({ widget: "multiline", label: "Text" }),
            }),
          )
          .length(6)
          .meta({ label: "Reasons", itemLabel: "Reason" }),
      })
      .meta({ label: "Why choose our schools" }),
    achievements: z
      .object({
        heading: heading(),
        awards: z.array(captionedPictureSchema).length(4).meta({ label: "Awards", itemLabel: "Award" }),
      })
      .meta({ label: "Achievements" }),
    highlight: z
      .object({
        heading: heading(),
        intro: intro(),
        photos: z.array(captionedPictureSchema).length(4).meta({ label: "Photos", itemLabel: "Photo" }),
        testimonials: z
          .array(
            z.object({
              video: video(),
              title: text.meta({ label: "Title" }),
              caption: text.meta({ label: "Caption" }),
              captions: captionsFile,
            }),
          )
          .length(4)
          .meta({ label: "Parents' videos", itemLabel: "Video" }),
      })
      .meta({ label: "Achievements highlight" }),
    banner: z
      .object({
        title: text.meta({ label: "Title" }),
        // Words over a picture are drawn by the page, never into the picture, so they can follow the
        // settings (`{{Admissions year}}`) and be read by everyone.
        images: z
          .array(
            pictureSchema.extend({
              eyebrow: text.max(30, "Use at most 30 characters.").optional().meta({
                label: "Small label over the picture",
                help: "One or two words, such as Admissions.",
              }),
              headline: text.max(80, "Use at most 80 characters.").optional().meta({
                label: "Words over the picture",
                help: "Drawn large on the left of the picture, such as Admissions open {{Admissions year}}.",
              }),
            }),
          )
          .length(2)
          .meta({ label: "Pictures", itemLabel: "Picture" }),
      })
      .meta({ label: "Banner shown on arrival" }),
  })
  .meta({ label: "Home page" });

/**
 * The home page as the Pages editor stores it and the home route draws it:
 * `homeSchema` with the carousel reduced to its heading, since the carousel's slides are a site setting
 * (`homeSlides`) and one place to edit them is enough.
 */
export const homeSectionsSchema = homeSchema
  .extend({ carousel: z.object({ heading: carouselHeading }).meta({ label: "Carousel" }) })
  .meta({ label: "Home page" });

/** The home page's sections as stored in the `pages` table (`homeSectionsSchema`). */
export type HomeSections = z.infer<typeof homeSectionsSchema>;
