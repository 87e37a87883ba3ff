import { imageFiles } from "~content/media";

/**
 * An image as a `<picture>`: AVIF and WebP `srcset`s at several widths, the intrinsic width and height
 * set (no layout shift), lazy and async below the fold, eager with `fetchpriority="high"` for the
 * page's main (LCP) image. `sizes` says how wide it is drawn, as in HTML (default: the full viewport
 * width). `name` is an image of `content/media.ts` or the reference of an uploaded picture
 * (`upload/pictures/…/WxH`), whose variants come from the upload storage; a name that
 * is neither draws nothing rather than failing the page (architecture ruling 5).
 */
export function ResponsiveImage({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  name: string;
  /** Describes the picture; "" only when it is decoration next to text that says the same. */
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const files = imageFiles(name);
  if (!files) return null;
  const fallbackWidth = files.widths.find((w) => w >= 960) ?? files.width;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(name, "avif")} sizes={sizes} />
      <img
        src={files.url(fallbackWidth, "webp")}
        srcSet={imageSrcSet(name, "webp")}
        sizes={sizes}
        alt={alt}
        width={files.width}
        height={files.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}

/**
 * The `srcset` of image `name` in one format: every width of it, e.g. "/media/x-480.avif 480w, …"
 * ("" for a name that is no image).
 */
export function imageSrcSet(name: string, format: "avif" | "webp"): string {
  const files = imageFiles(name);
  if (!files) return "";
  return files.widths.map((w) => `${files.url(w, format)} ${w}w`).join(", ");
}

/**
 * The URL of an image's WebP at the first stored width of at least `width` (for `<video poster>` and
 * CSS backgrounds); "" for a name that is no image.
 */
export function imageUrl(name: string, width = 960): string {
  const files = imageFiles(name);
  if (!files) return "";
  const chosen = files.widths.find((w) => w >= width) ?? files.width;
  return files.url(chosen, "webp");
}
