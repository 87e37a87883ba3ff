import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Public pages send no client route code (decision 0022), so a link drawn by a public component must
 * load its page as a document even where React draws it: on sign-in and in the staff area (which
 * hydrate: the public chrome of sign-in, the preview's blocks, "View website", the error page's links).
 * React Router's `<Link>` would instead draw the public page in the browser, with none of its
 * behaviours. So every `<Link>` of the public components and the site's routes is
 * `<Link reloadDocument …>` (the same HTML); the staff area's own components keep client-side links.
 * tests/e2e/chrome.spec.ts follows such links from sign-in and the staff area in a browser.
 */

const APP = resolve(import.meta.dirname, "..");

/** Components only the staff area draws (client-side links are theirs to keep). */
const STAFF_ONLY = [
  "components/admin/",
  "components/calendar/EventForm.tsx",
  "components/gallery/PhotoUploader.tsx",
];

/** The `.tsx` files under `dir`, as paths from app/. */
function sources(dir: string): string[] {
  return readdirSync(join(APP, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) =>
      relative(APP, join(APP, dir, file))
        .split("\\")
        .join("/"),
    );
}

describe("links in what public pages draw", () => {
  it("are document loads (reloadDocument), never the router's client-side navigation", () => {
    const files = [...sources("components"), ...sources("routes/site"), "root.tsx"].filter(
      (file) => !STAFF_ONLY.some((staff) => file.startsWith(staff)),
    );
    const clientSide: string[] = [];
    let links = 0;
    for (const file of files) {
      const text = readFileSync(join(APP, file), "utf8");
      for (const match of text.matchAll(/<(?:Nav)?Link(?=[\s>])\s*(\w*)/g)) {
        links += 1;
        if (match[1] !== "reloadDocument")
          clientSide.push(`${file}:${text.slice(0, match.index).split("\n").length}`);
      }
    }
    expect(links).toBeGreaterThan(30);
    expect(clientSide).toEqual([]);
  });
});
