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

export const faqItemSchema = z.object({
  /** Stable id for the accordion item. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: text,
  paragraphs: z.array(text).min(1),
  list: z.array(text).optional(),
  /** Parts of the year's admission rules drawn after the answer, from Site settings (never typed here). */
  admissionRules: admissionRulesShowSchema.optional(),
  /** A page of this site the answer points to. */
  link: z.object({ to: sameSitePath, label: text }).optional(),
});

export const schoolLandingSchema = z.object({
  topCarousel: z.object({
    label: text,
    slides: z.array(pictureSchema.extend({ title: text, description: text })).length(5),
  }),
  classrooms: z.object({
    heading: text,
    intro: text,
    slides: z.array(pictureSchema.extend({ caption: text })).length(9),
  }),
  reasons: z.object({
    heading: text,
    intro: text,
    items: z.array(z.object({ icon: z.enum(reasonIcons), title: text, description: text })).length(9),
  }),
  tinyTots: z.object({
    heading: text,
    paragraphs: z.array(text).min(1),
    images: z.array(pictureSchema).length(2),
  }),
  alumni: z.object({
    heading: text,
    intro: text,
    /** True while the records below are sample data (architecture ruling 11). */
    sample: z.boolean(),
    people: z.array(z.object({ name: text, qualification: text, image: imageName })).length(6),
    formLinkLabel: text,
  }),
  faq: z.object({
    heading: text,
    items: z.array(faqItemSchema).length(5),
  }),
});
