/** A photo as the public pages draw it (see `photoView` in app/lib/gallery/photos.server.ts). */
export interface GalleryPhoto {
  id: number;
  alt: string;
  width: number;
  height: number;
  /** The largest WebP: `<img src>` fallback, and the link target without JavaScript. */
  full: string;
  srcSet: { avif: string; webp: string };
}
