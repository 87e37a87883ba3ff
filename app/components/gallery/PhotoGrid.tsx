import { useId } from "react";
import type { GalleryPhoto } from "~/lib/gallery/types";
import { Lightbox } from "./Lightbox";
import { PhotoPicture } from "./PhotoPicture";

/**
 * The photos of an album as a responsive grid. Each photo is a link to its full-size image, so with no
 * script a tap opens the picture; the `lightbox` behaviour opens the album's viewer instead (a click
 * with a modifier key still opens the image, in a new tab if asked).
 */
export function PhotoGrid({ albumTitle, photos }: { albumTitle: string; photos: GalleryPhoto[] }) {
  const viewer = `lightbox-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.full}
              data-lightbox={viewer}
              className="block overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <PhotoPicture
                photo={photo}
                sizes="(min-width: 1152px) 276px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 49vw"
                eager={index < 4}
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
              />
            </a>
          </li>
        ))}
      </ul>
      {photos.length > 0 && <Lightbox id={viewer} albumTitle={albumTitle} />}
    </>
  );
}
