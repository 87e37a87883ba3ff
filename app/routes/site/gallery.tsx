import { LinkAlbumList, PhotoAlbumCards } from "~/components/gallery/AlbumGrid";
import { PageIntro } from "~/components/PageIntro";
import { sectionOf } from "~/lib/content-store/sections";
import { listGalleryAlbums } from "~/lib/gallery/albums.server";
import { publicPage } from "~/lib/platform/http-cache";
import { safeRead } from "~/lib/platform/safe-read.server";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import type { Route } from "./+types/gallery";

/**
 * The album lists: `/gallery` (every album), `/vidhyashram/gallery` and `/vidhyapeeth/gallery` (that
 * school's albums and the group's; architecture ruling 6). Photo albums show their cover and open
 * their page here; link albums show a thumbnail 50 px wide and open their link in a new tab (spec 2.3).
 * Each has its own title, introduction and summary, edited in the Pages tab (a school's gallery is
 * called by the school's name: `{{Vidhyashram name}} photo gallery`).
 */

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

/**
 * The albums of the gallery at the request's path, and `page`, its words as published (its one load, `loadSectioned`
 * of `/gallery` or `/<school>/gallery`; the shipped words when they cannot be read), references resolved.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const school = section === "group" ? undefined : section;
  const [page, albums] = await Promise.all([
    loadSectioned(school ? `/${school}/gallery` : "/gallery", { context }).then((page) =>
      withReferences(page.data, context),
    ),
    safeRead("gallery", () => listGalleryAlbums({ school }), []),
  ]);
  return { page, albums };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page.title ?? "", loaderData?.page.description);

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { page, albums } = loaderData;
  const photoAlbums = albums.filter((a) => a.kind === "photo");
  const linkAlbums = albums.filter((a) => a.kind === "link");
  const both = photoAlbums.length > 0 && linkAlbums.length > 0;
  return (
    <main id="main" className="flex-1">
      <PageIntro title={page.title} intro={page.intro} />
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
