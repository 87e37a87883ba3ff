import { Images } from "lucide-react";
import { ExternalLink } from "~/components/ExternalLink";
import { PageIntro } from "~/components/PageIntro";
import { ALBUM_PLACEHOLDER, albums } from "~/lib/albums.server";
import { pageMeta } from "~/lib/meta";
import { safeRead } from "~/lib/safe-read.server";
import { sectionOf } from "~/lib/sections";
import { site } from "~content/site";
import type { Route } from "./+types/gallery";

/**
 * The album lists: `/gallery` (every album), `/vidhyashram/gallery` and `/vidhyapeeth/gallery` (that
 * school's albums and the group's; DESIGN ruling 6). Each album: title, thumbnail 50 px wide, link
 * (spec 2.3).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const school = section === "group" ? undefined : section;
  const rows = await safeRead("gallery", () => albums.list({ school }), []);
  return {
    section,
    albums: rows.map((a) => ({
      id: a.id,
      title: a.title,
      link: a.link,
      thumbnail: a.thumbnail ?? ALBUM_PLACEHOLDER,
    })),
  };
}

function galleryTitle(section: ReturnType<typeof sectionOf>) {
  return section === "group" ? "Photo gallery" : `${site.schools[section].name} photo gallery`;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    galleryTitle(loaderData?.section ?? "group"),
    "Photo albums of school events, celebrations, sports and activities.",
  );

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { section, albums: list } = loaderData;
  return (
    <main id="main" className="flex-1">
      <PageIntro
        title={galleryTitle(section)}
        intro="Photo albums of our events, celebrations, sports and activities. Each album opens in a new tab."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {list.length === 0 ? (
          <p className="text-slate-600">No albums available yet.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((album) => (
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
                    <span className="block font-semibold text-slate-900">{album.title}</span>
                    <span className="mt-0.5 flex items-center gap-1 text-sm text-brand-700">
                      <Images aria-hidden className="size-4" /> Open album
                    </span>
                  </span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
