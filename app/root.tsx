// First: zod's settings must be in force before any module makes a schema (see the module).
import "./lib/forms/zod-config";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { tamilValuesOf } from "~content/bilingual";
import { LANGUAGE_TAG, LANGUAGES, type Language, OG_LOCALE } from "~content/languages";
import { chromeWords } from "~content/words/chrome";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { InlineScript, ScriptNonce } from "./components/BehaviourScript";
import { NO_SCRIPT_STYLE } from "./components/chrome/no-script-style";
import { ChromeDialogs, RAIL_WIDTH_CLASS, SiteTools } from "./components/chrome/SiteTools";
import { UrgentAlerts } from "./components/chrome/UrgentAlerts";
import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { ResumeNavigation } from "./components/ResumeNavigation";
import { Button } from "./components/ui/Button";
import { pageTitlesFor, tamilPageTitlesFor } from "./lib/content-store/page-titles.server";
import { sectionOf } from "./lib/content-store/sections";
import { settingsFor } from "./lib/content-store/settings.server";
import { env } from "./lib/platform/env.server";
import { isChunkLoadError } from "./lib/platform/errors";
import { nonceContext } from "./lib/platform/request-context";
import { safeRead } from "./lib/platform/safe-read.server";
import { alertsFor } from "./lib/published/alert-audience";
import { currentAlerts } from "./lib/published/alerts.server";
import { feedPath } from "./lib/published/feed-paths";
import { notifications } from "./lib/published/notifications.server";
import { englishPathOf, LanguageContext, languageOf, pathIn, useLanguage } from "./lib/site/language";
import { routeWantsScripts } from "./lib/site/scripts";
import { hasPublicChrome, isStaffPage } from "./lib/site/sections";
import { publicSettings, useSettings } from "./lib/site/settings";
import { jsonLdText, organisationJsonLd } from "./lib/site/structured-data";

/**
 * The stylesheet is a `links` entry rather than a side-effect import so that it comes first in the
 * head, before the scripts React Router preloads: over HTTP/1.1 a browser opens six connections to a
 * host, and a stylesheet queued behind twenty script preloads delays the first paint.
 */
export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource, written at the top of the head.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The picture shown when a page is shared (960 × 420 px, from the home page carousel). */
const SHARE_IMAGE = "/media/home-carousel-1-960.webp";

/** How many notices the header ticker carries. */
const TICKER_SIZE = 12;

/**
 * Data every public page's chrome needs: the ticker's latest notices (each with its audience, so the
 * header of a school shows only the group's and its own), the site's origin for canonical URLs, and the
 * site settings the pages draw (names, admissions year, contacts, links), read once per
 * request (`settingsFor`) and given to components by `useSettings()`.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [rows, alerts, settings, titles, tamilTitles] = await Promise.all([
    safeRead("notifications", () => notifications.list({ limit: 40 }), []),
    safeRead("alerts", () => currentAlerts(), []),
    settingsFor(context),
    // The menus name pages by their titles as published now (one query, shared with the page's loader).
    pageTitlesFor(context),
    // Their Tamil titles, for a Tamil page's menus only (decision 0032).
    languageOf(new URL(request.url).pathname) === "ta" ? tamilPageTitlesFor(context) : new Map(),
  ]);
  return {
    // Configured, never the request's Host (ruling 14): a made-up Host must not make another copy of
    // the page in the cache, nor put another site's address in its canonical link.
    origin: env().siteOrigin,
    /**
     * The request's CSP nonce, for the scripts the page writes (`ScriptNonce`: behaviours and inline
     * scripts; the page cache swaps it per response).
     */
    nonce: context.get(nonceContext),
    // Each keeps the Tamil of its title, for the Tamil pages (decision 0032).
    ticker: rows.map(({ id, title, date, audience, ...rest }) => ({
      ...tamilValuesOf(rest),
      id,
      title,
      date,
      audience,
    })),
    /** The urgent alerts showing now, each with its audience (the page picks its own: `alertsFor`). */
    alerts,
    // A Tamil page's menus lead to Tamil pages (decision 0030).
    settings: publicSettings(settings, titles, languageOf(new URL(request.url).pathname), tamilTitles),
  };
}

/** The name of the notices feed a page's head offers, in the page's language: its school's, or both schools'. */
function feedTitle(
  section: ReturnType<typeof sectionOf>,
  site: ReturnType<typeof useSettings>["site"],
  words: (typeof chromeWords)[Language],
) {
  return words.noticesOf(section === "group" ? site.groupName : site.schools[section].name);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  // Decision 0030: the language is the address's (`/ta/…` is Tamil), never a cookie or a header.
  const language = languageOf(pathname);
  const words = chromeWords[language];
  const englishPath = englishPathOf(pathname);
  const home = englishPath === "/";
  const section = sectionOf(englishPath);
  const chrome = hasPublicChrome(pathname);
  const matches = useMatches();
  // Decision 0022: the framework's scripts only where a matched route asks for them.
  const scripts = routeWantsScripts(matches);
  const publicTools = !isStaffPage(matches) && chrome.footer;
  const { site, contacts } = useSettings();
  const ticker = (data?.ticker ?? [])
    .filter((n) => section === "group" || n.audience === "group" || n.audience === section)
    .slice(0, TICKER_SIZE);
  return (
    // Every script the page writes (behaviours, inline scripts) carries the request's nonce.
    <LanguageContext.Provider value={language}>
      <ScriptNonce value={data?.nonce}>
        <html lang={LANGUAGE_TAG[language]} data-scripts={scripts ? undefined : "none"}>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0f2042" />
            {home && data && <InlineScript name="intro-seen" />}
            <noscript>
              <style>{NO_SCRIPT_STYLE}</style>
            </noscript>
            {data && <link rel="canonical" href={`${data.origin}${pathname}`} />}
            {/* Each public page names itself and its twin in the other language (decision 0030);
                English is the page for any other language. Not the staff area: it is English only. */}
            {data &&
              chrome.footer &&
              !isStaffPage(matches) &&
              LANGUAGES.map((other) => (
                <link
                  key={other}
                  rel="alternate"
                  hrefLang={other}
                  href={`${data.origin}${other === "en" ? englishPath : pathIn(other, englishPath)}`}
                />
              ))}
            {data && chrome.footer && !isStaffPage(matches) && (
              <link rel="alternate" hrefLang="x-default" href={`${data.origin}${englishPath}`} />
            )}
            {data && <meta property="og:url" content={`${data.origin}${pathname}`} />}
            {data && <meta property="og:image" content={`${data.origin}${SHARE_IMAGE}`} />}
            <meta property="og:type" content="website" />
            <meta property="og:site_name" content={site.groupName} />
            <meta property="og:locale" content={OG_LOCALE[language]} />
            <meta name="twitter:card" content="summary_large_image" />
            {data && chrome.footer && (
              <script
                type="application/ld+json"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped (jsonLdText)
                dangerouslySetInnerHTML={{
                  __html: jsonLdText(organisationJsonLd(section, data.origin, site, contacts)),
                }}
              />
            )}
            {data && chrome.footer && (
              <>
                <link
                  rel="alternate"
                  type="application/rss+xml"
                  title={`${feedTitle(section, site, words)} (RSS)`}
                  href={pathIn(language, feedPath(section === "group" ? "all" : section, "rss"))}
                />
                <link
                  rel="alternate"
                  type="application/atom+xml"
                  title={`${feedTitle(section, site, words)} (Atom)`}
                  href={pathIn(language, feedPath(section === "group" ? "all" : section, "atom"))}
                />
              </>
            )}
            <Meta />
            <Links />
          </head>
          <body className={`flex min-h-dvh flex-col ${publicTools ? RAIL_WIDTH_CLASS : ""}`}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
            >
              {words.skipToContent}
            </a>
            {data && chrome.footer && (
              <UrgentAlerts
                alerts={alertsFor(data.alerts, section).map((alert) => ({
                  ...alert,
                  school: alert.audience === "group" ? null : site.schools[alert.audience].name,
                }))}
              />
            )}
            {chrome.header && <Header section={section} notifications={ticker} />}
            {children}
            {chrome.footer && <Footer section={section} />}
            {/* Not on sign-in or in the staff area (their routes' `handle`): one "Login" there. */}
            {publicTools && <SiteTools home={home} />}
            {chrome.footer && <ChromeDialogs />}
            {data && chrome.footer && <InlineScript name="invoker-fallback" />}
            {scripts && <ScrollRestoration />}
            {scripts && <Scripts />}
          </body>
        </html>
      </ScriptNonce>
    </LanguageContext.Provider>
  );
}

export default function App() {
  // Marks the page as interactive, for end-to-end tests that must not click before React is in charge.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <ResumeNavigation />
      <Outlet />
    </>
  );
}

/**
 * The designed error page: a helpful 404 with the site's links, a "new version" message with a Reload
 * button when code failed to load, and a plain apology for anything else. Never a stack trace.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // In the address's language (the root's `Layout` provides it): a Tamil page's 404 is in Tamil.
  const language = useLanguage();
  const words = chromeWords[language];
  let heading = words.errorHeading;
  let message = words.errorMessage;
  let reload = false;
  const { site } = useSettings();
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = words.notFoundHeading;
    message = words.notFoundMessage;
  } else if (isChunkLoadError(error)) {
    heading = words.updatedHeading;
    message = words.updatedMessage;
    reload = true;
  } else if (isRouteErrorResponse(error) && (error.status === 400 || error.status === 415)) {
    // A post that is not a form, or a form that cannot be read: say so plainly.
    heading = words.unreadableFormHeading;
    if (typeof error.data === "string" && error.data) message = error.data;
  } else if (isRouteErrorResponse(error) && error.status === 503) {
    // The database cannot be used for now: the route says what, and that nothing is lost.
    heading = words.unavailableHeading;
    if (typeof error.data === "string" && error.data) message = error.data;
  } else if (isRouteErrorResponse(error)) {
    heading = error.status === 403 ? words.notAllowedHeading : words.errorHeading;
  } else if (import.meta.env.DEV) {
    console.error(error);
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <title>{`${heading} — ${site.groupName}`}</title>
      <h1 className="text-3xl font-bold text-brand-800">{heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{message}</p>
      {reload && (
        <Button type="button" size="lg" onClick={() => window.location.reload()} className="mt-6">
          {words.reload}
        </Button>
      )}
      <nav aria-label={words.helpfulLinks} className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {[
            ["/", words.home],
            ["/vidhyashram", "Vidhyashram"],
            ["/vidhyapeeth", "Vidhyapeeth"],
            ["/notifications", words.noticeBoard],
            ["/gallery", words.gallery],
          ].map(([to, label]) => (
            <li key={to}>
              <Link
                reloadDocument
                to={pathIn(language, to as string)}
                className="inline-block rounded-md border border-brand-200 px-4 py-2 text-brand-700 hover:bg-brand-50"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
