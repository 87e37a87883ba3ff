import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { groupPages } from "./group/pages";
import { allMenuPaths } from "./navigation";
import { type ContentPage, pagesSchema } from "./schemas/page";
import { vidhyapeethPages } from "./vidhyapeeth/pages";
import { vidhyashramPages } from "./vidhyashram/pages";

type Entry = { path?: string; file: string; index?: boolean; children?: Entry[] };

/** Every URL path of app/routes.ts ("/" for the index), with the module that serves it. */
function routePaths(entries: Entry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent || "/";
    return [{ path, file: entry.file }, ...routePaths(entry.children ?? [], path)];
  });
}

const served = routePaths(routes as Entry[]);
// The English addresses: each also has its Tamil twin under /ta (app/routes.ts), the same page.
const contentRoutes = served
  .filter((r) => r.file === "routes/site/page.tsx" && !r.path.startsWith("/ta/"))
  .map((r) => r.path);
const pages: ContentPage[] = [...groupPages, ...vidhyashramPages, ...vidhyapeethPages];

describe("content pages", () => {
  it("match the page schema, each path once", () => {
    const result = pagesSchema.safeParse(pages);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("each has a route, and each content route has a page", () => {
    expect(pages.map((p) => p.path).sort()).toEqual([...contentRoutes].sort());
  });

  it("every menu link is a route of the site", () => {
    const paths = new Set(served.map((r) => r.path));
    for (const to of allMenuPaths()) expect(paths.has(to), to).toBe(true);
  });

  it("no page text is a placeholder", () => {
    expect(JSON.stringify(pages)).not.toMatch(/lorem|\bTODO\b|undefined|\bnull\b/i);
  });

  it("a page without a title or with a bad link is caught", () => {
    const bad = {
      path: "/x",
      title: "",
      description: "d",
      blocks: [{ type: "links", links: [{ label: "a", href: "ftp://x" }] }],
    };
    expect(pagesSchema.safeParse([bad]).success).toBe(false);
  });
});
