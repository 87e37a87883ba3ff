import { Images } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ExternalLink";
import { OfficeText } from "~/components/OfficeText";
import type { GalleryPhoto } from "~/lib/gallery/types";
import { formatDate } from "~/lib/platform/dates";
import { formatNumber } from "~/lib/platform/numbers";
import { pathIn, useLanguage, useWords } from "~/lib/site/language";
import { noticeWords } from "~content/words/notices";
import { PhotoPicture } from "./PhotoPicture";

export type GalleryAlbumItem =
  | { kind: "link"; id: number; title: string; link: string; thumbnail: string }
  | {
      kind: "photo";
      id: number;
      title: string;
      date: string;
      path: string;
      photoCount: number;
      cover: GalleryPhoto | null;
    };

/** Photo albums as cards with their cover photo, each opening its album page on this site. */
export function PhotoAlbumCards({ albums }: { albums: Extract<GalleryAlbumItem, { kind: "photo" }>[] }) {
  const language = useLanguage();
  const words = useWords(noticeWords);
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {albums.map((album, index) => (
        <li key={album.id}>
          <Link
            reloadDocument
            to={pathIn(language, album.path)}
            className="group block overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm hover:border-brand-300 hover:shadow-md"
          >
            {album.cover ? (
              <PhotoPicture
                photo={album.cover}
                alt=""
                sizes="(min-width: 1152px) 363px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 94vw"
                eager={index < 3}
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center bg-brand-50 text-brand-700">
                <Images aria-hidden className="size-10" />
              </span>
            )}
            <span className="block p-4">
              <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
                <OfficeText>{album.title}</OfficeText>
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                <time dateTime={album.date}>{formatDate(album.date, language)}</time> ·{" "}
                {words.photos(album.photoCount, formatNumber(album.photoCount, language))}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Albums kept on another site (spec 2.3): title, a 50 px thumbnail, opening in a new tab. */
export function LinkAlbumList({ albums }: { albums: Extract<GalleryAlbumItem, { kind: "link" }>[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {albums.map((album) => (
        <li key={album.id}>
          <ExternalLink
            href={album.link}
            className="flex items-center gap-4 rounded-lg border border-brand-100 bg-white p-3 shadow-sm hover:border-brand-200 hover:bg-brand-50"
          >
            <img
              src={album.thumbnail}
              alt=""
              width={50}
              height={50}
              loading="lazy"
              decoding="async"
              className="size-[50px] shrink-0 rounded object-cover"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">
                <OfficeText>{album.title}</OfficeText>
              </span>
              <span className="mt-0.5 flex items-center gap-1 text-sm text-brand-700">
                <Images aria-hidden className="size-4" /> Open album
              </span>
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
