import { lazy, Suspense, useEffect, useState } from "react";
import { data } from "react-router";
import { HERO_VIDEO } from "~/components/home/HeroVideo";
import { HomeView } from "~/components/home/HomeView";
import { type IntroResult, LoadingOverlay } from "~/components/home/LoadingOverlay";
import { imageSrcSet } from "~/components/ResponsiveImage";
import { readSection } from "~/lib/content-store/page-store.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { upcomingChangesAt, upcomingEventSummaries } from "~/lib/events/upcoming.server";
import { freshUntil, publicPage } from "~/lib/platform/http-cache";
import { latestNews } from "~/lib/published/latest.server";
import { pageMeta } from "~/lib/site/meta";
import { withReferences } from "~/lib/site/references.server";
import { settingsOf } from "~/lib/site/settings";
import { posterImage } from "~content/media";
import type { HomeSections } from "~content/schemas/home";
import type { Route } from "./+types/home";

/**
 * The banner's dialog code (Radix) is not part of the page's scripts: `Intro` fetches it while
 * the overlay shows, so that only drawing the banner is left when it is due.
 */
const loadBannerModal = () => import("~/components/home/BannerModal");
// Should its code fail to load (offline, or replaced by a new deployment), the banner just stays away.
const BannerModal = lazy<React.ComponentType<{ banner: HomeSections["banner"] }>>(() =>
  loadBannerModal().then(
    (module) => ({ default: module.BannerModal }),
    () => ({ default: () => null }),
  ),
);
/** ms after hydration at which the banner's code is fetched: after the page's own start-up work. */
const BANNER_PREFETCH_MS = 800;

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
 * same clock (not with reduced motion). The banner opens once per browser per day, and only when the
 * page became interactive within 3 s of its first paint. A later visit shows neither.
 *
 * The carousel's slides are a site setting, sent with this page only. The words and
 * pictures of the sections are the published home page of the `pages` table (`readSection`;
 * the shipped default when it cannot be read), drawn by `HomeView`, which the staff preview
 * shares.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [latest, settings, home, events] = await Promise.all([
    latestNews(undefined, 8),
    settingsFor(context),
    readSection<HomeSections>("/"),
    upcomingEventSummaries(),
  ]);
  // The upcoming events change at India's midnight: the cached copy ends then.
  return data(await withReferences({ ...latest, slides: settings.homeSlides, home, events }, context), {
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
 * The overlay, the banner and the fade-in of `children` under the overlay (spec 2.1 and 9). The state
 * lives here, not in the page, so that the overlay finishing re-renders this wrapper only: `hero` and
 * `children` are elements made by the page and keep their identity (no second render of the
 * whole home page on a phone).
 *
 * The fade-in is CSS (`.intro-content` in app.css): it starts when the overlay leaves by the stylesheet's
 * clock, scripts or not, and only where the overlay is shown and not skipped. The banner opens once the
 * overlay is done, if the page became interactive soon after its first paint.
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
  const [loaded, setLoaded] = useState<IntroResult | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadBannerModal().catch(() => undefined), BANNER_PREFETCH_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <LoadingOverlay onLoaded={setLoaded} />
      {loaded?.bannerWelcome && (
        <Suspense fallback={null}>
          <BannerModal banner={banner} />
        </Suspense>
      )}
      {hero}
      <div className="intro-content">{children}</div>
    </>
  );
}
