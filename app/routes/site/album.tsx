import { data, redirect } from "react-router";
import { PhotoGrid } from "~/components/gallery/PhotoGrid";
import { OfficeText } from "~/components/OfficeText";
import { PageIntro } from "~/components/PageIntro";
import { sectionOf } from "~/lib/content-store/sections";
import { albumIdFromParam, getPublishedPhotoAlbum } from "~/lib/gallery/albums.server";
import { formatDate } from "~/lib/platform/dates";
import { publicPage } from "~/lib/platform/http-cache";
import { formatNumber } from "~/lib/platform/numbers";
import { languageOf, pathIn, useLanguage, useWords } from "~/lib/site/language";
import { pageMeta } from "~/lib/site/meta";
import { useSettings } from "~/lib/site/settings";
import { noticeWords } from "~content/words/notices";
import type { Route } from "./+types/album";

/**
 * A published photo album: `/gallery/12-annual-day` for the group's albums,
 * `/vidhyashram/gallery/…` or `/vidhyapeeth/gallery/…` for a school's. Any other spelling of an album's
 * URL (old title, other section) redirects permanently to that one canonical URL. A draft or unknown
 * album is a 404.
 */

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = albumIdFromParam(params.album);
  if (id === null) throw data(null, { status: 404 });
  let album: Awaited<ReturnType<typeof getPublishedPhotoAlbum>>;
  try {
    album = await getPublishedPhotoAlbum(id);
  } catch (error) {
    console.error("Error fetching album:", error instanceof Error ? error.message : error);
    throw data(null, { status: 503 });
  }
  if (!album) throw data(null, { status: 404 });
  const { pathname } = new URL(request.url);
  // The album's one spelling, in the language of the address it was asked for (decision 0030).
  const canonical = pathIn(languageOf(pathname), album.path);
  if (pathname !== canonical) throw redirect(canonical, 301);
  return { album, section: sectionOf(pathname) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const language = languageOf(location?.pathname ?? "/");
  const words = noticeWords[language];
  if (!loaderData) return pageMeta(words.albumNotFound);
  const { album } = loaderData;
  const count = words.photos(album.photos.length, formatNumber(album.photos.length, language));
  return pageMeta(
    album.title,
    album.description || `${count}: ${album.title}, ${formatDate(album.date, language)}.`,
  );
};

export default function Album({ loaderData }: Route.ComponentProps) {
  const { album, section } = loaderData;
  const { site } = useSettings();
  const language = useLanguage();
  const words = useWords(noticeWords);
  const galleryPath = section === "group" ? "/gallery" : `/${section}/gallery`;
  const home =
    section === "group"
      ? { label: words.home, to: "/" }
      : { label: site.schools[section].name, to: `/${section}` };
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={album.title}
        trail={[home, { label: words.photoGallery, to: galleryPath }, { label: album.title }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <p className="text-slate-700">
          <time dateTime={album.date}>{formatDate(album.date, language)}</time> ·{" "}
          {words.photos(album.photos.length, formatNumber(album.photos.length, language))}
        </p>
        {album.description && (
          <p className="mt-2 max-w-3xl whitespace-pre-line text-slate-700">
            <OfficeText>{album.description}</OfficeText>
          </p>
        )}
        <div className="mt-6">
          <PhotoGrid albumTitle={album.title} photos={album.photos} />
        </div>
      </div>
    </main>
  );
}
