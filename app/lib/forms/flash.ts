import { redirect } from "react-router";

/**
 * The `?done=` flash of the staff screens (post/redirect/get): after a change, an action
 * redirects to its screen with `?done=<what happened>` (`redirectDone`), and the screen's loader reads
 * it back with `readDone` against the table of messages it knows, which the page shows once in a
 * status message. Anything else in `?done=` is ignored.
 */

/** `path` with `?done=<done>`. */
export function donePath(path: string, done: string): string {
  return `${path}?done=${done}`;
}

/** A redirect to `path` with `?done=<done>` (extra headers in `init`, such as a cookie). */
export function redirectDone(path: string, done: string, init?: ResponseInit): Response {
  return redirect(donePath(path, done), init);
}

/** The `?done=` of `source` when it names one of `messages`, else null. */
export function readDone<K extends string>(
  source: Request | URL,
  messages: Readonly<Record<K, unknown>>,
): K | null {
  const url = source instanceof URL ? source : new URL(source.url);
  const done = url.searchParams.get("done");
  return done !== null && Object.hasOwn(messages, done) ? (done as K) : null;
}
