import { image, widths } from "~content/media";

/**
 * An image from `content/media.ts` as a `<picture>`: AVIF and WebP `srcset`s at several widths, the
 * intrinsic width and height set (no layout shift), lazy and async below the fold, eager with
 * `fetchpriority="high"` for the page's main (LCP) image. `sizes` says how wide it is drawn, as in HTML
 * (default: the full viewport width).
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
  const meta = image(name);
  const fallbackWidth = widths(meta).find((w) => w >= 960) ?? meta.width;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(name, "avif")} sizes={sizes} />
      <img
        src={`/media/${name}-${fallbackWidth}.webp`}
        srcSet={imageSrcSet(name, "webp")}
        sizes={sizes}
        alt={alt}
        width={meta.width}
        height={meta.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}

/** The `srcset` of image `name` in one format: every width of it, e.g. "/media/x-480.avif 480w, …". */
export function imageSrcSet(name: string, format: "avif" | "webp"): string {
  return widths(image(name))
    .map((w) => `/media/${name}-${w}.${format} ${w}w`)
    .join(", ");
}

/** The URL of an image's poster-sized WebP (for `<video poster>` and CSS backgrounds). */
export function imageUrl(name: string, width = 960): string {
  const meta = image(name);
  const chosen = widths(meta).find((w) => w >= width) ?? meta.width;
  return `/media/${name}-${chosen}.webp`;
}
