import { data } from "react-router";
import { BannerModal } from "~/components/home/BannerModal";
import { HERO_VIDEO } from "~/components/home/HeroVideo";
import { HomeView } from "~/components/home/HomeView";
import { LoadingOverlay } from "~/components/home/LoadingOverlay";
import { imageSrcSet } from "~/components/ResponsiveImage";
import { upcomingChangesAt } from "~/lib/events/upcoming.server";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import { loadSectioned } from "~/routes/site/sectioned-pages.server";
import { posterImage } from "~content/media";
import type { HomeSections } from "~content/schemas/home";
import type { Route } from "./+types/home";

/** The same for every visitor: the page cache may keep it. */
export const headers = publicPage();

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("", undefined, settingsOf(matches).site);

/**
 * The hero video's poster fills the hero behind the text: fetched early, so it paints with it. The AVIF
 * set only (what the `<picture>` picks in every browser we aim at; others skip a preload of a type they
 * cannot show), at the widths and `sizes` of `ResponsiveImage`.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: imageSrcSet(posterImage(HERO_VIDEO).name, "avif"),
    imageSizes: "100vw",
    fetchPriority: "high",
  },
];

/**
 * The home page (spec 2.1): announcements for the hero marquee, newest notices for the news panel.
 *
 * Everything is in the server's HTML (architecture ruling 7); the hero text is the first paint. A first visit
 * in a browser session gets the loading overlay, which counts and leaves by CSS alone within 2000 ms of
 * being drawn (spec 2.1, 9) and which a tap skips; the content sections fade in on the
 * same clock (not with reduced motion). The banner opens once per browser per day, and only when its
 * script ran within 3 s of the first paint. A later visit shows neither. The page sends no framework
 * script: only the small behaviours of the overlay, the banner, the hero video and the carousels.
 *
 * The carousel's slides are a site setting, sent with this page only. The words and
 * pictures of the sections are the published home page of the `pages` table (the shipped default
 * when it cannot be read), through the page's one load (`loadSectioned`), drawn by `HomeView`: the
 * staff preview calls the same load with the draft and draws the same view.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadSectioned("/", { context });
  // The upcoming events change at India's midnight: the cached copy ends then.
  return data(await withReferences(home.data, context), {
    headers: freshUntil(upcomingChangesAt()),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner } = loaderData.home;
  return (
    <HomeView
      data={loaderData}
      intro={(hero, sections) => (
        <Intro hero={hero} banner={banner}>
          {sections}
        </Intro>
      )}
    />
  );
}

/**
 * The overlay, the banner and the fade-in of `children` under the overlay (spec 2.1 and 9), all in the
 * server's HTML; no React runs in the browser on this page (it does not opt into the framework's
 * scripts). The overlay and the fade-in are CSS (`.intro-overlay`, `.intro-content` in app.css): they
 * run on the stylesheet's clock, scripts or not, and only where the overlay is shown and not skipped.
 * The banner is a closed `<dialog>` that its behaviour (`app/behaviours/banner.ts`) opens once the
 * overlay is done, if that script ran soon after the first paint.
 */
function Intro({
  hero,
  banner,
  children,
}: {
  hero: React.ReactNode;
  banner: HomeSections["banner"];
  children: React.ReactNode;
}) {
  return (
    <>
      <LoadingOverlay />
      <BannerModal banner={banner} />
      {hero}
      <div className="intro-content">{children}</div>
    </>
  );
}
