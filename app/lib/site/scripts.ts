/**
 * Which pages get the framework's scripts (React Router and React, about 98 KB Brotli): only those
 * whose matched routes ask for them (docs/decisions/0022-no-script-public-pages.md). Every other page
 * is the server's HTML, CSS, native elements (`<dialog>` with invoker commands, `<details>`, forms)
 * and, where a behaviour needs code, one small plain module (`app/behaviours/`).
 */

/** What a route module may export as `handle` to have the framework's scripts on its pages. */
export interface ScriptsHandle {
  /**
   * true: the page hydrates (the staff area and its sign-in: dialogs in the URL, the editor,
   * uploads). The route module says why in a comment beside it.
   */
  scripts?: boolean;
}

/**
 * Whether a page gets the framework's scripts: one of its matched routes exports
 * `handle = { scripts: true }`. Decided by the routes that answered, never by the URL's spelling; a
 * page that matched no route of its own (a 404) gets none.
 */
export function routeWantsScripts(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as ScriptsHandle | undefined)?.scripts === true);
}
