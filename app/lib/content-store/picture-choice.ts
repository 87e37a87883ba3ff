import { imageFiles, images } from "~content/media";

/**
 * One picture a picture field offers: made on the server by `pictureChoices`
 * (app/lib/content-store/pictures.server.ts) or the pictures route's JSON, drawn by `<ImageField>`.
 */
export interface PictureChoice {
  /** What the field posts: a shipped image's name or an uploaded picture's reference. */
  value: string;
  /** What the list shows and the search matches: the description or the shipped caption. */
  caption: string;
  /** The description to start from when the field's alt text is empty ("" for shipped images). */
  alt: string;
  /** A small WebP of it. */
  thumb: string;
  /** True for an uploaded picture. */
  uploaded: boolean;
  /** Its size in pixels, "1600 × 1200 px": a clerk sees a picture too small for a banner. */
  size?: string;
}

/** A picture's size as the pickers show it: "1600 × 1200 px". */
export function pixelSize(width: number, height: number): string {
  return `${width} × ${height} px`;
}

/** The URL of a small WebP of picture `value` (its smallest stored width), or null when it is none. */
export function thumbnailOf(value: string): string | null {
  const files = imageFiles(value);
  const smallest = files?.widths[0];
  return files && smallest ? files.url(smallest, "webp") : null;
}

/** The shipped images of `content/media.ts` as choices, captioned as that list captions them. */
export function shippedPictureChoices(): PictureChoice[] {
  return images.map((image) => ({
    value: image.name,
    caption: image.caption,
    alt: "",
    thumb: thumbnailOf(image.name) ?? "",
    uploaded: false,
    size: pixelSize(image.width, image.height),
  }));
}
