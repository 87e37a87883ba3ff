import { groupImages } from "./group/media";
import type { MediaImage, MediaVideo } from "./schemas/media";
import { parseUploadRef, uploadedFileUrl, uploadedWidths } from "./uploaded-images";
import { vidhyapeethImages } from "./vidhyapeeth/media";
import { vidhyashramImages } from "./vidhyashram/media";

/**
 * Every image and video the pages show (architecture ruling 12). The school has not given us its photos yet,
 * so `npm run media:placeholders` generates a coherent set of stand-in pictures from this list: a flat
 * drawing, in school colours, of what each caption names (a badminton court, a skate, a bus…; see
 * `subjectOf` in scripts/media-placeholders.ts), with no words on it. For an image `name`, files
 * `public/media/<name>-<width>.avif` and `.webp` for each width in `widths(image)`; for a video,
 * `public/media/<name>.mp4` and its poster, the image `<name>-poster` (the same files at the video's
 * widths).
 * To use real photos, put files with the same names and sizes there (see docs/media.md); nothing else
 * changes.
 */

// The types live with their schemas, where the schools' own lists (`group/media.ts`…) import them.
export type { MediaImage, MediaVideo };

/** Widths (px) generated for responsive `srcset`s: 480, 960 and 1600, up to the image's own width. */
export function widths(image: Pick<MediaImage, "width">): number[] {
  const list = [480, 960, 1600].filter((w) => w < image.width);
  return [...list, image.width];
}

const img = (
  name: string,
  width: number,
  height: number,
  caption: string,
  kind: MediaImage["kind"],
): MediaImage => ({ name, width, height, caption, kind });

const schools = [
  ["vidhyashram", "Vidhyashram"],
  ["vidhyapeeth", "Vidhyapeeth"],
] as const;

export const images: MediaImage[] = [
  // Home page (spec 2.1)
  img("home-loading-bg", 1600, 900, "School building", "building"),
  img("home-banner-1", 1200, 800, "Admissions: a graduation cap on an open book", "banner"),
  img("home-banner-2", 1200, 800, "Annual Day: stars and confetti", "banner"),
  ...[1, 2, 3, 4, 5].map((n) =>
    img(
      `home-carousel-${n}`,
      1600,
      700,
      ["Campus", "Assembly", "Sports Day", "Science fair", "Annual Day"][n - 1] ?? "",
      n === 3 ? "sports" : n === 4 ? "lab" : "event",
    ),
  ),
  ...["academics", "sports", "multifaceted", "beyond-schooling", "vision", "mission"].map((topic) =>
    img(`why-${topic}`, 800, 600, topic.replace("-", " "), topic === "sports" ? "sports" : "classroom"),
  ),
  ...[1, 2, 3, 4].map((n) => img(`award-${n}`, 600, 600, `Award ${n}`, "award")),
  ...[1, 2, 3, 4].map((n) => img(`highlight-${n}`, 800, 600, `Achievement ${n}`, "award")),
  // School landing pages (spec 2.1 "homepage variant")
  ...schools.flatMap(([slug, label]) => [
    ...[1, 2, 3, 4, 5].map((n) =>
      img(`${slug}-top-${n}`, 1600, 700, `${label} ${n}`, n % 2 ? "building" : "event"),
    ),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
      img(`${slug}-classroom-${n}`, 800, 600, `Classroom ${n}`, "classroom"),
    ),
    ...[1, 2].map((n) => img(`${slug}-tinytots-${n}`, 1200, 800, `Tiny Tots Block ${n}`, "building")),
    ...[1, 2, 3, 4, 5, 6].map((n) => img(`${slug}-alumni-${n}`, 400, 400, "Alumni", "portrait")),
  ]),
  // Teacher training (spec 2.2 "/training"): 13 photos
  ...[
    "Workshop on activity-based learning",
    "CBSE capacity-building programme",
    "Smart board training",
    "Classroom management session",
    "First aid and child safety",
    "Phonics for early years",
    "Science lab safety",
    "Assessment and feedback",
    "Inclusive classrooms",
    "Spoken English for teachers",
    "Mathematics through play",
    "Counselling and well-being",
    "Annual induction for new teachers",
  ].map((caption, i) => img(`training-${i + 1}`, 800, 600, caption, i % 3 === 1 ? "event" : "classroom")),
  // Content pages, one list per section
  ...groupImages,
  ...vidhyashramImages,
  ...vidhyapeethImages,
];

export const videos: MediaVideo[] = [
  { name: "home-hero", width: 960, height: 540, caption: "Campus life", seconds: 6 },
  { name: "about-promo", width: 960, height: 540, caption: "About our schools", seconds: 6 },
  ...[1, 2, 3, 4].map((n) => ({
    name: `testimonial-${n}`,
    width: 640,
    height: 360,
    caption: `Parent testimonial ${n}`,
    seconds: 6,
  })),
];

/** A video's poster is the image called `<video>` + this. */
const POSTER = "-poster";

/**
 * The image called `name`: one of `images`, a video's poster (`<video>-poster`, see `posterImage`), or
 * a picture the office uploaded, named by its reference (`upload/pictures/…/WxH`; its
 * caption is empty). Throws when there is none (a typo in a page fails the build's tests).
 */
export function image(name: string): MediaImage {
  const found = images.find((i) => i.name === name);
  if (found) return found;
  const upload = parseUploadRef(name);
  if (upload) return { name, width: upload.width, height: upload.height, caption: "", kind: "event" };
  const poster = videos.find((v) => `${v.name}${POSTER}` === name);
  if (poster) return posterImage(poster.name);
  throw new Error(`No image called "${name}" in content/media.ts`);
}

/** The files of an image: its intrinsic size, the widths stored, and the URL of each. */
export interface ImageFiles {
  width: number;
  height: number;
  /** Ascending; the last is the intrinsic width. */
  widths: number[];
  url(width: number, format: "avif" | "webp"): string;
}

/**
 * Where the files of image `name` are: `/media/<name>-<w>.<format>` at `widths()`
 * for a shipped image or a poster, the upload storage's variants for an uploaded picture's reference.
 * Null when `name` is neither, so that a page holding a reference it cannot draw leaves the picture
 * out instead of failing (architecture ruling 5).
 */
export function imageFiles(name: string): ImageFiles | null {
  const upload = parseUploadRef(name);
  if (upload) {
    return {
      width: upload.width,
      height: upload.height,
      widths: uploadedWidths(upload.width),
      url: (w, format) => uploadedFileUrl(upload.fileKey, w, format),
    };
  }
  let meta: MediaImage;
  try {
    meta = image(name);
  } catch {
    return null;
  }
  return {
    width: meta.width,
    height: meta.height,
    widths: widths(meta),
    url: (w, format) => `/media/${name}-${w}.${format}`,
  };
}

/** The video called `name`; throws when it is not in the list. */
export function video(name: string): MediaVideo {
  const found = videos.find((v) => v.name === name);
  if (!found) throw new Error(`No video called "${name}" in content/media.ts`);
  return found;
}

/**
 * The poster (a still from the start) of video `name` as an image of the responsive pipeline:
 * called `<name>-poster`, at the video's size, with files `/media/<name>-poster-<w>.avif` and `.webp`
 * for each of `widths()`, like any image. Throws when there is no such video.
 */
export function posterImage(name: string): MediaImage {
  const { width, height, caption } = video(name);
  return { name: `${name}${POSTER}`, width, height, caption, kind: "event" };
}

/** The URL of video `name`'s poster at the video's own size, as WebP (for `<video poster>`). */
export function videoPoster(name: string): string {
  const { width } = video(name);
  return `/media/${name}${POSTER}-${width}.webp`;
}
