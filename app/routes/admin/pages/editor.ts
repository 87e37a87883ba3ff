import type { FieldNode } from "~/lib/forms/schema-form";

/** What the page editor's screens share with their server side (issue 23 items 2 and 3). */

/** The `?done=` messages of the editor. */
export const EDITOR_DONE = {
  saved: "Draft saved. Visitors still see the published page until you publish.",
  published: "Published. Visitors see the new page now.",
  discarded: "Draft discarded. The editor shows the published page.",
  restored: "The earlier version is published again, as a new version.",
} as const;

/**
 * The segment that stands for the home page (`/`) in an editor URL: `/admin/pages` itself is the list,
 * so the home page's editor needs a name of its own, and `_` never starts a page's path (`sitePath` in
 * content/schemas/page.ts allows only a-z, 0-9, `-` and `/`), so no page can take it.
 */
const HOME_SEGMENT = "_home";

/**
 * The page path of an editor URL's splat (`vidhyapeeth/facilities/library` → `/vidhyapeeth/…`;
 * `_home` → `/`).
 */
export function pagePath(splat: string | undefined): string {
  const trimmed = (splat ?? "").toLowerCase().replace(/^\/+|\/+$/g, "");
  return trimmed === HOME_SEGMENT ? "/" : `/${trimmed}`;
}

/** The editor's URL for page `path` (`/admin/pages/_home` for the home page `/`). */
export function editorUrl(path: string): string {
  return `/admin/pages${path === "/" ? `/${HOME_SEGMENT}` : path}`;
}

/** What the editor's action gives back when it did not redirect: the form as it now stands. */
export interface EditorActionData {
  /** The form to draw; absent when the post was refused unread (the loader's form is drawn). */
  node?: FieldNode;
  /** Changes the form's key, so every field shows the new value. */
  revision: number;
  /** A sentence above the form (how many fields need attention, or why nothing was saved). */
  formError?: string;
  /** A sentence saying the form changed but nothing is saved yet. */
  notice?: string;
}
