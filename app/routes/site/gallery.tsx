import { LinkAlbumList, PhotoAlbumCards } from "~/components/gallery/AlbumGrid";
import { PageIntro } from "~/components/PageIntro";
import { listGalleryAlbums } from "~/lib/gallery/albums.server";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { pageMeta } from "~/lib/site/meta";
import { sectionOf } from "~/lib/site/sections";
import { type PublicSettings, settingsOf, useSettings } from "~/lib/site/settings";
import type { Route } from "./+types/gallery";

/**
 * The album lists: `/gallery` (every album), `/vidhyashram/gallery` and `/vidhyapeeth/gallery` (that
 * school's albums and the group's; architecture ruling 6). Photo albums show their cover and open
 * their page here; link albums show a thumbnail 50 px wide and open their link in a new tab (spec 2.3).
 */

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export async function loader({ request }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const school = section === "group" ? undefined : section;
  const albums = await safeRead("gallery", () => listGalleryAlbums({ school }), []);
  return { section, albums };
}

function galleryTitle(section: ReturnType<typeof sectionOf>, site: PublicSettings["site"]) {
  return section === "group" ? "Photo gallery" : `${site.schools[section].name} photo gallery`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(
    galleryTitle(loaderData?.section ?? "group", settingsOf(matches).site),
    "Photo albums of school events, celebrations, sports and activities.",
  );

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { section, albums } = loaderData;
  const { site } = useSettings();
  const photoAlbums = albums.filter((a) => a.kind === "photo");
  const linkAlbums = albums.filter((a) => a.kind === "link");
  const both = photoAlbums.length > 0 && linkAlbums.length > 0;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={galleryTitle(section, site)}
        intro="Photo albums of our events, celebrations, sports and activities."
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
        {albums.length === 0 && <p className="text-slate-600">No albums available yet.</p>}
        {photoAlbums.length > 0 && (
          <section aria-labelledby="photo-albums">
            <h2 id="photo-albums" className={both ? "mb-4 text-xl font-bold text-brand-800" : "sr-only"}>
              Albums
            </h2>
            <PhotoAlbumCards albums={photoAlbums} />
          </section>
        )}
        {linkAlbums.length > 0 && (
          <section aria-labelledby="link-albums">
            <h2 id="link-albums" className={both ? "text-xl font-bold text-brand-800" : "sr-only"}>
              {both ? "More albums" : "Albums"}
            </h2>
            <p className="mb-4 text-slate-700">
              These albums are kept on another site and open in a new tab.
            </p>
            <LinkAlbumList albums={linkAlbums} />
          </section>
        )}
      </div>
    </main>
  );
}
