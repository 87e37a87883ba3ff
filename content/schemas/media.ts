import { z } from "zod";

/** Schemas of `content/media.ts`, checked by content/media.test.ts. */
export const imageSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  /** Intrinsic size of the largest file, px; the aspect ratio every file keeps. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the picture shows, in a few words: the generated drawing follows it (docs/media.md), and it names the file the school should replace. */
  caption: z.string(),
  /** The generated picture's fallback drawing, when the caption names no subject. */
  kind: z.enum(["building", "classroom", "event", "sports", "portrait", "award", "lab", "nature", "banner"]),
});

export const videoSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  /** Length of the generated clip, in seconds. */
  seconds: z.number().positive(),
});

/** An image of `content/media.ts`. */
export type MediaImage = z.infer<typeof imageSchema>;
/** A video of `content/media.ts`. */
export type MediaVideo = z.infer<typeof videoSchema>;
