import { LinkAlbumList, PhotoAlbumCards } from "~/components/gallery/AlbumGrid";
import { PageIntro } from "~/components/PageIntro";
import type { GalleryAlbum } from "~/lib/gallery/albums.server";
import { useWords } from "~/lib/site/language";
import type { ListingPage } from "~content/schemas/listing";
import { noticeWords } from "~content/words/notices";

/** What a gallery page draws: its words (`page`) and its published albums, photo and link. */
export interface GalleryViewData {
  page: ListingPage;
  albums: GalleryAlbum[];
}

/**
 * A gallery page (`/gallery`, `/vidhyashram/gallery`, `/vidhyapeeth/gallery`), `<main>` included: its
 * title and introduction, then the photo albums as cards and the link albums as a list (spec 2.3). The
 * public route and the staff preview both draw it, from the page's one load.
 */
export function GalleryView({ data }: { data: GalleryViewData }) {
  const { page, albums } = data;
  const photoAlbums = albums.filter((a) => a.kind === "photo");
  const linkAlbums = albums.filter((a) => a.kind === "link");
  const both = photoAlbums.length > 0 && linkAlbums.length > 0;
  const words = useWords(noticeWords);
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
        {albums.length === 0 && <p className="text-slate-600">{words.noAlbums}</p>}
        {photoAlbums.length > 0 && (
          <section aria-labelledby="photo-albums">
            <h2 id="photo-albums" className={both ? "mb-4 text-xl font-bold text-brand-800" : "sr-only"}>
              {words.albums}
            </h2>
            <PhotoAlbumCards albums={photoAlbums} />
          </section>
        )}
        {linkAlbums.length > 0 && (
          <section aria-labelledby="link-albums">
            <h2 id="link-albums" className={both ? "text-xl font-bold text-brand-800" : "sr-only"}>
              {both ? words.moreAlbums : words.albums}
            </h2>
            <p className="mb-4 text-slate-700">{words.linkAlbumsNote}</p>
            <LinkAlbumList albums={linkAlbums} />
          </section>
        )}
      </div>
    </main>
  );
}
