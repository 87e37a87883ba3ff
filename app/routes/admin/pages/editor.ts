import type { FieldNode } from "~/lib/forms/schema-form";

/** What the page editor's screens share with their server side (issue 23 items 2 and 3). */

/** The `?done=` messages of the editor. */
export const EDITOR_DONE = {
  saved: "Draft saved. Visitors still see the published page until you publish.",
  published: "Published. Visitors see the new page now.",
  discarded: "Draft discarded. The editor shows the published page.",
  restored: "The earlier version is published again, as a new version.",
} as const;

/** The page path of an editor URL's splat (`vidhyapeeth/facilities/library` → `/vidhyapeeth/…`). */
export function pagePath(splat: string | undefined): string {
  return `/${(splat ?? "").toLowerCase().replace(/^\/+|\/+$/g, "")}`;
}

/** The editor's URL for page `path`. */
export function editorUrl(path: string): string {
  return `/admin/pages${path === "/" ? "" : path}`;
}

/** What the editor's action gives back when it did not redirect: the form as it now stands. */
export interface EditorActionData {
  node: FieldNode;
  /** Changes the form's key, so every field shows the new value. */
  revision: number;
  /** A sentence above the form (how many fields need attention, or why nothing was saved). */
  formError?: string;
  /** A sentence saying the form changed but nothing is saved yet. */
  notice?: string;
}
