import type { GalleryPhoto } from "~/lib/gallery/types";

/**
 * An uploaded photo as a `<picture>`: AVIF and WebP `srcset`s, width and height set (no layout shift),
 * lazy below the fold. `sizes` says how wide it is drawn.
 */
export function PhotoPicture({
  photo,
  sizes,
  alt = photo.alt,
  eager = false,
  className,
}: {
  photo: GalleryPhoto;
  sizes: string;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.srcSet.avif} sizes={sizes} />
      <img
        src={photo.full}
        srcSet={photo.srcSet.webp}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
