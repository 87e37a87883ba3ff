import type { Block } from "~content/schemas/page";
import { ResponsiveImage } from "../ResponsiveImage";

/** Photos in a grid (two per row on a phone, three from 768 px), each with its caption if it has one. */
export function PhotoGrid({
  photos,
  priorityFirst = false,
}: {
  photos: Extract<Block, { type: "photos" }>["photos"];
  /** The first photo is the page's main picture (loaded at once, not lazily). */
  priorityFirst?: boolean;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.image}>
          <figure>
            <ResponsiveImage
              priority={priorityFirst && index === 0}
              name={photo.image}
              alt={photo.alt}
              sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 50vw"
              className="aspect-[4/3] h-auto w-full rounded-lg bg-brand-100 object-cover"
            />
            {photo.caption && (
              <figcaption className="mt-1.5 text-sm text-slate-700">{photo.caption}</figcaption>
            )}
          </figure>
        </li>
      ))}
    </ul>
  );
}
