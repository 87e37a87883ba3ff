import type { FieldNode } from "~/lib/forms/schema-form";

/** What the page editor's screens share with their server side. */

/** The `?done=` messages of the editor. */
export const EDITOR_DONE = {
  saved: "Draft saved. Visitors still see the published page until you publish.",
  published: "Published. Visitors see the new page now.",
  discarded: "Draft discarded. The editor shows the published page.",
  restored: "The earlier version is published again, as a new version.",
  // A page the office added, hid, showed, deleted or brought back (page-visibility.tsx).
  created: "The page is added. Visitors do not see it until you publish it: write it, then press Publish.",
  "created-in-menu":
    "The page is added and listed in its section's menu. Visitors do not see the page until you publish it: write it, then press Publish.",
  "created-no-menu":
    "The page is added, but the menu could not be changed just now: add it in Site settings, Menus and footer. Visitors do not see the page until you publish it.",
  hidden: "The page is hidden: visitors get “Page not found” at its address, and it is out of the sitemap.",
  shown: "The page is shown to visitors again.",
  deleted: "The page is deleted. Its old address answers as you chose; you can bring the page back below.",
  undeleted: "The page is back at its address.",
} as const;

/**
 * The segment that stands for the home page (`/`) in an editor URL: `/admin/pages` itself is the list,
 * so the home page's editor needs a name of its own, and `_` never starts a page's path (`sitePath` in
 * content/schemas/page.ts allows only a-z, 0-9, `-` and `/`), so no page can take it.
 */
const HOME_SEGMENT = "_home";

/** The prefix of a settings group's key in the `pages` table (`settings:<group>`, decision 0017). */
const SETTINGS_PREFIX = "settings:";

/**
 * The key of what an editor or preview URL's splat edits: a page's path
 * (`vidhyapeeth/facilities/library` → `/vidhyapeeth/…`; `_home` → `/`), or a settings group's key as it
 * is (`settings:homeSlides`; group names have capitals, page paths none).
 */
export function pagePath(splat: string | undefined): string {
  const trimmed = (splat ?? "").replace(/^\/+|\/+$/g, "");
  if (trimmed.startsWith(SETTINGS_PREFIX)) return trimmed;
  const lower = trimmed.toLowerCase();
  return lower === HOME_SEGMENT ? "/" : `/${lower}`;
}

/** Whether `path` is the key of a settings group rather than a page's path. */
export function isSettingsPath(path: string): boolean {
  return path.startsWith(SETTINGS_PREFIX);
}

/**
 * The editor's URL for `path`: `/admin/pages/_home` for the home page `/`, `/admin/pages/<path>` for a
 * page, `/admin/settings/<group>` for a settings group.
 */
export function editorUrl(path: string): string {
  // In lower case, as the site spells every URL (architecture ruling 1).
  if (isSettingsPath(path)) return `/admin/settings/${path.slice(SETTINGS_PREFIX.length).toLowerCase()}`;
  return `/admin/pages${path === "/" ? `/${HOME_SEGMENT}` : path}`;
}

/** The preview's URL for `path` (a page or a settings group): `/admin/preview/…`. */
export function previewUrl(path: string): string {
  if (isSettingsPath(path)) return `/admin/preview/${path.toLowerCase()}`;
  return `/admin/preview${path === "/" ? "" : path}`;
}

/**
 * The form field that says where the clerk was (the name of the field last focused, a dotted path),
 * so that after a save the editor opens there again instead of at the top of a long form; and the
 * query parameter the save's redirect carries it in.
 */
export const PLACE_FIELD = "_at";
export const PLACE_PARAM = "at";

/** `text` when it is a field's name the editor draws (a dotted path of letters, digits, `$`, `-`), else null. */
export function placeOf(text: string | null | undefined): string | null {
  return text && /^[\w$.-]{1,200}$/.test(text) ? text : null;
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
  /** A refused delete: the choice as posted and the message beside the address (page-visibility.tsx). */
  remove?: { gone: string; redirectTo: string; error: string };
  /** The field the clerk was at (`placeOf`), which the form opens and scrolls to. */
  at?: string | null;
}

/**
 * The message of the editor's last step, if any: what `?done=` says after a save, publish, discard or
 * restore, else the action's refusal or notice. `where` is beside the buttons the clerk pressed (the
 * bar, or the history for a restore); `key` is new with every save or answer.
 */
export function editorMessage(
  loaderData: { done?: keyof typeof EDITOR_DONE | null; loadedAt: number },
  answer: EditorActionData | undefined,
  pressed: "bar" | "history",
): { tone: "success" | "error" | "notice"; text: string; key: string; where: "bar" | "history" } | undefined {
  if (!answer) {
    if (!loaderData.done) return undefined;
    return {
      tone: "success",
      text: EDITOR_DONE[loaderData.done],
      key: `done-${loaderData.loadedAt}`,
      where: loaderData.done === "restored" ? "history" : "bar",
    };
  }
  if (answer.formError) {
    return { tone: "error", text: answer.formError, key: `error-${answer.revision}`, where: pressed };
  }
  if (answer.notice)
    return { tone: "notice", text: answer.notice, key: `notice-${answer.revision}`, where: "bar" };
  return undefined;
}
