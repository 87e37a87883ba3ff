/**
 * The public addresses of notices and events (architecture ruling 22), in one place so that the tickers,
 * the board, the feeds, the calendar and search link to the same URL.
 *
 * Notifications and announcements are two tables with their own ids, so an announcement's id carries
 * an "a": `/notices/12-school-closed-tomorrow` is notification 12, `/notices/a12-annual-day` is
 * announcement 12. The words after the id are for people and search engines only: a page answers to its
 * id and redirects any other spelling of the words to its current address.
 */

/** The kinds of notice a notice page can show. */
export type NoticeKind = "notification" | "announcement";

/** Lower-case ASCII words joined by "-", at most 60 characters; "notice" when nothing is left (Tamil). */
export function slugOf(title: string, fallback = "notice"): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** The key of a notice in its URL: "12" for notification 12, "a12" for announcement 12. */
export function noticeKey(kind: NoticeKind, id: number): string {
  return kind === "announcement" ? `a${id}` : String(id);
}

/**
 * The words of a title for an address: its Latin words (`slugOf`), or "" for a title with none (one
 * written in Tamil), whose address is then its id alone, rather than a filler word that means nothing.
 */
function wordsForAddress(title: string): string {
  const slug = slugOf(title, "");
  return slug ? `-${slug}` : "";
}

/**
 * `/notices/<key>-<slug>`: the page of one notice; `/notices/<key>` when its title has no Latin words
 * (a title in Tamil), so the address stays readable in any language.
 */
export function noticePath(kind: NoticeKind, id: number, title: string): string {
  return `/notices/${noticeKey(kind, id)}${wordsForAddress(title)}`;
}

/** The kind and id a notice page's parameter names ("a12-annual-day" → announcement 12), or null. */
export function parseNoticeParam(param: string | undefined): { kind: NoticeKind; id: number } | null {
  const match = /^(a?)(\d{1,9})(?:-|$)/.exec(param ?? "");
  if (!match) return null;
  return { kind: match[1] ? "announcement" : "notification", id: Number(match[2]) };
}

/** `/calendar/events/<id>-<slug>`: the page of one event; `/calendar/events/<id>` for a title in Tamil. */
export function eventPath(id: number, title: string): string {
  return `/calendar/events/${id}${wordsForAddress(title)}`;
}

/** The id an event page's parameter names ("7-annual-exams" → 7), or null. */
export function parseEventParam(param: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(param ?? "");
  return match ? Number(match[1]) : null;
}

/** `https://wa.me/?text=` with a title and an address: WhatsApp opens with the message ready to send. */
export function whatsAppHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
