import { z } from "zod";
import { admissionRulesShowSchema } from "./admissions";
import { imageName, pictureSchema, text } from "./common";
import { sameSitePath } from "./links";

/** Schema of `content/landing.ts`, checked by its test (content is validated at test time, architecture 2). */

/** The lucide-react icons a reason card may show (the page maps each name to its component). */
export const reasonIcons = [
  "GraduationCap",
  "LandPlot",
  "Library",
  "Trophy",
  "Volleyball",
  "Users",
  "FlaskConical",
  "Presentation",
  "ShieldCheck",
  "Bus",
  "Rocket",
  "HeartHandshake",
] as const;

/** What each reason icon shows, as the office chooses it. */
const reasonIconWords: Record<(typeof reasonIcons)[number], string> = {
  GraduationCap: "Graduation cap",
  LandPlot: "Playing field",
  Library: "Library",
  Trophy: "Trophy",
  Volleyball: "Volleyball",
  Users: "People",
  FlaskConical: "Laboratory flask",
  Presentation: "Presentation board",
  ShieldCheck: "Shield with a tick",
  Bus: "Bus",
  Rocket: "Rocket",
  HeartHandshake: "Heart and handshake",
};

/** A heading of a part of the page. */
const heading = () => text.meta({ label: "Heading" });
/** The lines under a part's heading. */
const intro = () => text.meta({ label: "Introduction under the heading", widget: "multiline" });
/** Paragraphs of text, each one box. */
const paragraphs = () =>
  z
    .array(text.meta({ widget: "multiline" }))
    .min(1)
    .meta({ label: "Paragraphs", itemLabel: "Paragraph" });

export const faqItemSchema = z.object({
  /** Stable id for the accordion item. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({
      label: "Id",
      help: "Lower-case letters, digits and hyphens; links to this answer use it, so keep it once set.",
    }),
  question: text.meta({ label: "Question" }),
  paragraphs: paragraphs(),
  list: z.array(text).optional().meta({ label: "Bullet points after the answer", itemLabel: "Bullet point" }),
  /** Parts of the year's admission rules drawn after the answer, from Site settings (never typed here). */
  admissionRules: admissionRulesShowSchema.optional(),
  /** A page of this site the answer points to. */
  link: z
    .object({
      to: sameSitePath.meta({
        label: "Page of this site",
        help: "Its address, starting with /, for example /enquiry?school=vidhyashram.",
      }),
      label: text.meta({ label: "Words shown" }),
    })
    .optional()
    .meta({ label: "Link" }),
});

export const schoolLandingSchema = z
  .object({
    topCarousel: z
      .object({
        label: text.meta({
          label: "Name of the slide show",
          help: "Read aloud by screen readers, for example Vidhyashram highlights.",
        }),
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
      .meta({ label: "Slide show at the top" }),
    classrooms: z
      .object({
        heading: heading(),
        intro: intro(),
        slides: z
          .array(pictureSchema.extend({ caption: text.meta({ label: "Caption" }) }))
          .length(9)
          .meta({ label: "Photos", itemLabel: "Photo" }),
      })
      .meta({ label: "Classrooms" }),
    reasons: z
      .object({
        heading: heading(),
        intro: intro(),
        items: z
          .array(
            z.object({
              icon: z.enum(reasonIcons).meta({ label: "Icon", options: reasonIconWords }),
              title: text.meta({ label: "Title" }),
              description: text.meta({ widget: "multiline", label: "Text" }),
            }),
          )
          .length(9)
          .meta({ label: "Reasons", itemLabel: "Reason" }),
      })
      .meta({ label: "Reasons to choose the school" }),
    tinyTots: z
      .object({
        heading: heading(),
        paragraphs: paragraphs(),
        images: z.array(pictureSchema).length(2).meta({ label: "Pictures", itemLabel: "Picture" }),
      })
      .meta({ label: "Tiny Tots block" }),
    alumni: z
      .object({
        heading: heading(),
        intro: intro(),
        /** True while the records below are sample data (architecture ruling 11). */
        sample: z.boolean().meta({ label: "These are sample records, to be replaced" }),
        people: z
          .array(
            z.object({
              name: text.meta({ label: "Name" }),
              qualification: text.meta({ label: "Qualification" }),
              image: imageName.meta({
                label: "Photo",
                help: "The picture's name, such as vidhyashram-alumni-1, or an uploaded picture's reference.",
              }),
            }),
          )
          .length(6)
          .meta({ label: "Former students", itemLabel: "Former student" }),
        formLinkLabel: text.meta({
          label: "Words of the registration link",
          help: "The link opens the alumni registration form (Site settings, links).",
        }),
      })
      .meta({ label: "Alumni" }),
    faq: z
      .object({
        heading: heading(),
        items: z.array(faqItemSchema).length(5).meta({ label: "Questions", itemLabel: "Question" }),
      })
      .meta({ label: "Frequently asked questions" }),
  })
  .meta({ label: "School home page" });
