import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { allMenuPaths, followingTitles, shippedNavigation } from "./navigation";
import { shippedPageTitles } from "./page-titles";
import { settingsDefaults } from "./settings";
import { isSitePage, otherPages, titledPages } from "./site-pages";

type Entry = { path?: string; file: string; children?: Entry[] };

/** Every URL path of app/routes.ts ("/" for the index) with the module that serves it. */
function routePaths(entries: Entry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent || "/";
    return [{ path, file: entry.file }, ...routePaths(entry.children ?? [], path)];
  });
}

/** Modules whose URLs are no page a menu names: staff area, sign-out, redirects, files, a form's answer. */
const NOT_PAGES = [
  /^routes\/admin\//,
  /^routes\/auth\/logout/,
  /^routes\/site\/(redirect|not-found|sitemap|robots|document|album|fee-pdf)\./,
  // The notice feeds (RSS and Atom): files, not pages.
  /^routes\/site\/notices\/feed\./,
  /^routes\/site\/calendar\/(feed|event-ics)\./,
  /^routes\/site\/group\/enquiry-(sent|erased)/,
];

describe("the pages a menu may name", () => {
  // A menu names a page by its English address; its Tamil twin under /ta is the same page (decision 0030).
  const pages = routePaths(routes as Entry[]).filter(
    (route) =>
      !NOT_PAGES.some((pattern) => pattern.test(route.file)) &&
      !/[:*]/.test(route.path) &&
      !/^\/ta(\/|$)/.test(route.path),
  );

  it("are every public page of the route table, each once", () => {
    const listed = [...titledPages, ...Object.keys(otherPages)];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(pages.map((route) => route.path).sort());
  });

  it("have a title the office edits exactly where content/ ships one", () => {
    expect([...titledPages].sort()).toEqual([...shippedPageTitles.keys()].sort());
  });

  it("include every page the shipped menus link to", () => {
    for (const path of allMenuPaths()) expect(isSitePage(path), path).toBe(true);
    expect(isSitePage("/no-such-page")).toBe(false);
  });
});

describe("the shipped menus", () => {
  it("name a page by its title where their words were its title, so a rename follows", () => {
    const parents = settingsDefaults.navigation.group.menu.find((g) => g.heading === "For parents");
    expect(parents?.links).toContainEqual({ page: "/transportrules" });
    // Words that are not the page's title are kept: the menu said "Public disclosure".
    expect(settingsDefaults.navigation.vidhyashram.menu[0]?.links).toContainEqual({
      page: "/vidhyashram/publicdisclosure",
      label: "Public disclosure",
    });
    // Read with the shipped titles, every link says what it said before.
    expect(followingTitles(shippedNavigation, new Map())).toEqual(shippedNavigation);
  });
});
