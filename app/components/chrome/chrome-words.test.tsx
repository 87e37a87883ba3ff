import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageContext } from "~/lib/site/language";
import { home } from "~content/home";
import type { Language } from "~content/languages";
import { ErrorBoundary } from "../../root";
import { Footer } from "../Footer";
import { Header } from "../Header";
import { BannerModal } from "../home/BannerModal";
import { LoadingOverlay } from "../home/LoadingOverlay";
import { PageIntro } from "../PageIntro";
import { ChromeDialogs, SiteTools } from "./SiteTools";
import { UrgentAlerts } from "./UrgentAlerts";

/**
 * The frame of every public page in the page's language: on a `/ta/…` page its fixed words are Tamil,
 * its links stay in Tamil, and Tamil text has no capitals or letter-spacing; on an English page it is
 * as before (the header, footer and menu are also held to their snapshots in
 * app/routes/site/navigation.test.tsx).
 */

/** `element` drawn at `path` in `language`, inside a router with the shipped settings. */
function draw(language: Language, path: string, element: React.ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToStaticMarkup(
    <LanguageContext.Provider value={language}>
      <RouterProvider router={router} />
    </LanguageContext.Provider>,
  );
}

/** The text a visitor reads or hears: tags dropped, aria-labels, alt texts and placeholders kept. */
function wordsOf(html: string): string {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " ");
  return `${text} ${attributes.join(" ")}`.replaceAll("&amp;", "&");
}

/** The links of `html` to pages of this site (not files, feeds or fragments). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)]
    .map((m) => m[1] ?? "")
    .filter((href) => !/^\/(documents|media|upload|images|assets|favicon)/.test(href));
}

const ticker = [{ id: 7, title: "Term begins", date: "2026-11-22", audience: "group" as const }];

/** The whole frame of a school page: alerts, header, footer, quick actions and the dialogs they open. */
const frame = (
  <>
    <UrgentAlerts alerts={[{ id: 3, message: "Buses late", link: "/bus-routes", school: null }]} />
    <Header section="vidhyashram" notifications={ticker} />
    <PageIntro
      title="Our journey"
      trail={[{ label: "Home", to: "/" }, { label: "About us" }, { label: "Our journey" }]}
    />
    <Footer section="vidhyashram" />
    <SiteTools home />
    <ChromeDialogs />
  </>
);

/**
 * The frame's fixed English words: none of them may show on a Tamil page. (The office's words — menu
 * links, footer headings such as "Our schools", school names — stay English until they have Tamil.)
 */
const ENGLISH_WORDS = [
  "Admin Login",
  "Latest notifications",
  "Both schools",
  "Pause",
  "Search the site",
  "Office hours",
  "Student portals",
  "opens in a new tab",
  "Student Login",
  "Online fees",
  "Privacy notice",
  "Quick actions",
  "Menu",
  "Switch school",
  "Choose a school",
  "Admission ages",
  "Born on or before",
  "Apply Now",
  "Login & fees",
  "Back to top",
  "Urgent alert",
  "Dismiss",
  "Details",
  "Close",
  "Breadcrumb",
  "Parents often look for",
  "All pages",
];

describe("the frame of a Tamil page", () => {
  const html = draw("ta", "/ta/vidhyashram/aboutus/history", frame);

  it("speaks Tamil in every fixed word, with none of the English left", () => {
    const words = wordsOf(html);
    for (const tamil of [
      "அலுவலக உள்நுழைவு",
      "புதிய அறிவிப்புகள்",
      "நிறுத்து",
      "இரு பள்ளிகளும்",
      "இணையதளத்தில் தேடுக",
      "அலுவலக நேரம்:",
      "தனியுரிமை அறிவிப்பு",
      "விரைவுச் செயல்கள்",
      "மெனு",
      "பள்ளியை மாற்று",
      "பள்ளியைத் தேர்ந்தெடுக்கவும்",
      "சேர்க்கை வயது",
      "இப்போதே விண்ணப்பிக்கவும்",
      "உள்நுழைவு, கட்டணம்",
      "மாணவர் உள்நுழைவு",
      "பக்கத்தின் மேலே செல்க",
      "அவசர அறிவிப்பு",
      "முகப்பு",
      "மூடு",
    ]) {
      expect(words).toContain(tamil);
    }
    for (const english of ENGLISH_WORDS) expect(words).not.toContain(english);
  });

  it("writes dates and ages the Tamil way", () => {
    // The ticker's notice date and the admission rules' dates through Intl "ta-IN".
    expect(html).toContain("22 நவம்பர், 2026");
    expect(html).toMatch(/\d+ ஆண்டு/);
    expect(html).not.toMatch(/\d+ years?\b/);
  });

  it("keeps every link to a page of the site in Tamil", () => {
    const links = pageLinks(html);
    expect(links).toEqual(
      expect.arrayContaining([
        "/ta",
        "/ta/vidhyashram",
        "/ta/privacy",
        "/ta/fees",
        "/ta/search",
        "/ta/bus-routes",
      ]),
    );
    expect(links.some((href) => href.startsWith("/ta/enquiry?class="))).toBe(true);
    expect(links.some((href) => href.startsWith("/ta/notices/7"))).toBe(true);
    // The staff sign-in stays English, as the staff area does; "#top" is a fragment, not a page; the
    // header's language link leads to this page's English twin.
    expect(links.filter((href) => href !== "/ta" && !href.startsWith("/ta/"))).toEqual([
      "/login",
      "/login",
      "/vidhyashram/aboutus/history",
    ]);
  });

  it("puts no capitals or letter-spacing on Tamil text", () => {
    expect(html).not.toMatch(/class="[^"]*\b(uppercase|tracking-[a-z]+)\b/);
  });
});

describe("the frame of an English page", () => {
  const html = draw("en", "/vidhyashram/aboutus/history", frame);

  it("keeps its English words and addresses", () => {
    const words = wordsOf(html);
    for (const english of ENGLISH_WORDS) expect(words).toContain(english);
    expect(words).toContain("22 Nov 2026");
    // Tamil only in the links to the page's Tamil twin, each marked as Tamil.
    const outsideTamilLinks = html.replace(/<a [^>]*lang="ta"[^>]*>[\s\S]*?<\/a>/g, "");
    expect(outsideTamilLinks).not.toMatch(/[\u0B80-\u0BFF]/);
    expect(pageLinks(outsideTamilLinks).filter((href) => href.startsWith("/ta"))).toEqual([]);
    expect(html).toContain('href="/fees"');
  });
});

describe("the home page's overlay and banner", () => {
  it("are in Tamil on the Tamil home page", () => {
    const html = draw("ta", "/ta", <LoadingOverlay />);
    expect(html).toContain("ஏற்றப்படுகிறது...");
    expect(html).not.toContain("Loading");
    expect(html).not.toContain("Press any key");
    const modal = draw("ta", "/ta", <BannerModal banner={home.banner} />);
    expect(modal).toContain('aria-label="அடுத்த படம்"');
    expect(modal).toMatch(/படம் <span data-banner-number="">1<\/span> \/ \d/);
    expect(modal).not.toMatch(/Next image|Previous image|Image <span/);
  });

  it("are in English on the English home page", () => {
    expect(draw("en", "/", <LoadingOverlay />)).toContain("Loading... <span");
  });
});

/** The root error boundary, given the route error as React Router gives it. */
function Boundary() {
  const error = useRouteError();
  return <ErrorBoundary {...({ error, params: {} } as unknown as Parameters<typeof ErrorBoundary>[0])} />;
}

function Empty() {
  return null;
}

/** The root error boundary's page for `error` at `path` in `language`, as React Router draws it. */
function errorPage(language: Language, path: string, error: unknown): string {
  const router = createMemoryRouter([{ path: "*", Component: Empty, ErrorBoundary: Boundary }], {
    initialEntries: [path],
    hydrationData: { errors: { "0": error } },
  });
  return renderToStaticMarkup(
    <LanguageContext.Provider value={language}>
      <RouterProvider router={router} />
    </LanguageContext.Provider>,
  );
}

describe("the error pages", () => {
  const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };

  it("say a Tamil page was not found in Tamil, with links to Tamil pages", () => {
    const html = errorPage("ta", "/ta/no-such-page", notFound);
    expect(html).toContain("பக்கம் கிடைக்கவில்லை");
    expect(html).toContain("அறிவிப்புப் பலகை");
    expect(html).not.toContain("Page not found");
    expect(html).not.toContain("Notice board");
    for (const href of ["/ta", "/ta/vidhyashram", "/ta/notifications", "/ta/gallery"]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it("offer Reload in Tamil after a deployment", () => {
    const html = errorPage("ta", "/ta", new TypeError("Failed to fetch dynamically imported module: /a.js"));
    expect(html).toContain("இணையதளம் புதுப்பிக்கப்பட்டுள்ளது");
    expect(html).toMatch(/<button[^>]*>மீண்டும் ஏற்று<\/button>/);
  });

  it("stay in English on an English page", () => {
    const html = errorPage("en", "/no-such-page", notFound);
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/notifications"');
  });
});
