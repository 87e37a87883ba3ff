import { z } from "zod";

/** Schemas of `content/media.ts`, checked by content/media.test.ts. */
export const imageSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  /** Intrinsic size of the largest file, px; the aspect ratio every file keeps. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Short text drawn on the placeholder, so a reviewer sees which picture goes where. */
  caption: z.string(),
  /** The placeholder's drawing. */
  kind: z.enum(["building", "classroom", "event", "sports", "portrait", "award", "lab", "nature", "banner"]),
});

export const videoSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string(),
  /** Length of the placeholder clip, in seconds. */
  seconds: z.number().positive(),
});
