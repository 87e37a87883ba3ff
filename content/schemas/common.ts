import { z } from "zod";
import { images, videos } from "../media";

/** Building blocks shared by the content schemas. */

/** Text a page shows: trimmed, not empty. */
export const text = z.string().trim().min(1);

/** The name of an image in `content/media.ts`. */
export const imageName = z
  .string()
  .refine((name) => images.some((i) => i.name === name), "Not an image in content/media.ts");

/** The name of a video in `content/media.ts`. */
export const videoName = z
  .string()
  .refine((name) => videos.some((v) => v.name === name), "Not a video in content/media.ts");

/** A picture with its alternative text. */
export const pictureSchema = z.object({
  image: imageName,
  /** What the picture shows, for people who cannot see it. */
  alt: text,
});
