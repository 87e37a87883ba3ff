import { Feed } from "feed";
import { LANGUAGE_TAG, type Language } from "~content/languages";
import { type FeedName, feedPath } from "./feed-paths";
import type { NoticeView } from "./notices.server";

export type { FeedName };

/**
 * RSS 2.0 and Atom 1.0 of the notices (architecture ruling 22): one feed of both schools and one per
 * school (its own notices and the group's). Addresses are absolute, on the configured origin.
 *
 * What the office types (titles, descriptions) is plain text, never markup, so a feed reader must show
 * `<script>` as those characters. The `feed` package declares every entry's title and summary as HTML
 * (Atom `type="html"`, RSS text in CDATA that readers render as HTML) with no way to say otherwise, so
 * the Atom feed is written here with `type="text"`, and RSS, whose title and description readers treat
 * as HTML, gets the text escaped as HTML (`&lt;script&gt;`), which they show as the typed characters.
 */

/** Characters XML 1.0 cannot hold at all, even escaped: a pasted one would make the whole feed unreadable. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this matches
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** `text` as XML character data or an attribute's value (quoted with `"`). */
function xml(text: string): string {
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Plain `text` escaped as HTML, so a reader that renders HTML shows exactly these characters. */
function plainAsHtml(text: string): string {
  return text.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What both formats say about the feed and each notice. */
interface FeedFacts {
  /** The feed's language tag (`en-IN`, `ta-IN`): Atom's `xml:lang`, RSS's `<language>`. */
  language: string;
  title: string;
  description: string;
  /** The Atom feed's address, also its id. */
  id: string;
  /** The notices' page. */
  link: string;
  rss: string;
  atom: string;
  updated: Date;
  items: {
    title: string;
    url: string;
    description: string;
    date: Date;
    enclosure: { url: string; length: number } | null;
  }[];
}

/** The facts as Atom 1.0, every text declared `type="text"`. */
function atom(facts: FeedFacts): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(facts.language)}">`,
    `    <id>${xml(facts.id)}</id>`,
    `    <title type="text">${xml(facts.title)}</title>`,
    `    <subtitle type="text">${xml(facts.description)}</subtitle>`,
    `    <updated>${facts.updated.toISOString()}</updated>`,
    `    <link rel="alternate" type="text/html" href="${xml(facts.link)}"/>`,
    `    <link rel="self" type="application/atom+xml" href="${xml(facts.atom)}"/>`,
    `    <rights type="text">${xml(facts.title)}</rights>`,
  ];
  for (const item of facts.items) {
    lines.push(
      "    <entry>",
      `        <title type="text">${xml(item.title)}</title>`,
      `        <id>${xml(item.url)}</id>`,
      `        <link rel="alternate" type="text/html" href="${xml(item.url)}"/>`,
      `        <updated>${item.date.toISOString()}</updated>`,
      `        <summary type="text">${xml(item.description)}</summary>`,
    );
    if (item.enclosure) {
      lines.push(
        `        <link rel="enclosure" type="application/pdf" href="${xml(item.enclosure.url)}" length="${item.enclosure.length}"/>`,
      );
    }
    lines.push("    </entry>");
  }
  lines.push("</feed>");
  return lines.join("\n");
}

/** The facts as RSS 2.0 (the `feed` package), every text escaped as HTML. */
function rss(facts: FeedFacts): string {
  const feed = new Feed({
    title: plainAsHtml(facts.title),
    description: plainAsHtml(facts.description),
    id: facts.id,
    link: facts.link,
    language: facts.language,
    copyright: plainAsHtml(facts.title),
    updated: facts.updated,
    feedLinks: { rss: facts.rss, atom: facts.atom },
  });
  for (const item of facts.items) {
    feed.addItem({
      title: plainAsHtml(item.title),
      id: item.url,
      link: item.url,
      description: plainAsHtml(item.description),
      date: item.date,
      ...(item.enclosure
        ? { enclosure: { url: item.enclosure.url, type: "application/pdf", length: item.enclosure.length } }
        : {}),
    });
  }
  return feed.rss2();
}

/**
 * The feed of `notices` as XML text in `format`. `title` names the feed ("Vidhyashram notices"), in
 * `language` (English unless said; the Tamil twin's words come from content/words/feeds.ts), which the
 * feed declares; `origin` is the site's (`https://…`, no trailing slash), `name` which feed this is, `pageIn` the
 * address of a site page in the feed's language (the Tamil twin `/ta/notifications/all.rss` links to
 * `/ta/…`: the caller passes `pathIn` of app/lib/site/language.ts; English addresses unless given; the
 * circulars are files, the same in both). The office's
 * words go out as plain text (see above). Throws nothing for any text the office can type.
 */
export function noticeFeed({
  notices,
  format,
  title,
  description,
  origin,
  name,
  language = "en",
  pageIn = (path) => path,
}: {
  notices: readonly NoticeView[];
  format: "rss" | "atom";
  language?: Language;
  title: string;
  description: string;
  origin: string;
  name: FeedName;
  pageIn?: (path: string) => string;
}): string {
  const page = (path: string) => `${origin}${pageIn(path)}`;
  const updated = notices.reduce<string | null>(
    (latest, notice) => (latest && latest > notice.updatedAt ? latest : notice.updatedAt),
    null,
  );
  const facts: FeedFacts = {
    language: LANGUAGE_TAG[language],
    title,
    description,
    id: page(feedPath(name, "atom")),
    link: page(`/notifications${name === "all" ? "" : `?school=${name}`}`),
    rss: page(feedPath(name, "rss")),
    atom: page(feedPath(name, "atom")),
    updated: updated ? new Date(updated) : new Date(0),
    items: notices.map((notice) => {
      const url = page(notice.path);
      return {
        title: notice.title,
        url,
        description: notice.description || notice.title,
        date: new Date(notice.publishAt ?? `${notice.date}T00:00:00+05:30`),
        enclosure: notice.circular
          ? { url: `${origin}${notice.circular.path}`, length: notice.circular.size }
          : null,
      };
    }),
  };
  return format === "rss" ? rss(facts) : atom(facts);
}
