import { describe, expect, it } from "vitest";
import { type Element, xml2js } from "xml-js";
import { noticeFeed } from "./feeds.server";
import type { NoticeView } from "./notices.server";

/**
 * The notices' feeds carry the office's words as plain text: a feed reader shows `<script>` or `&`
 * typed in a notice as those characters, never as markup.
 */

const origin = "https://www.example.org";
const TYPED_TITLE = `Fees & <script>alert("t")</script> ]]> due`;
const TYPED_TEXT = "Pay at the office.\n<b>Not bold</b> & <img src=x onerror=alert(1)>";

const notice = (overrides: Partial<NoticeView> = {}): NoticeView => ({
  kind: "notification",
  id: 4,
  title: TYPED_TITLE,
  description: TYPED_TEXT,
  date: "2026-12-02",
  audience: "group",
  link: null,
  pinned: false,
  publishAt: null,
  expireAt: null,
  updatedAt: "2026-12-01T10:00:00.000Z",
  path: "/notices/4-fees",
  circular: { path: "/documents/fees.pdf", title: "Fees", size: 2048 },
  ...overrides,
});

const feedOf = (format: "rss" | "atom", notices: NoticeView[] = [notice()]) =>
  noticeFeed({
    notices,
    format,
    title: "Vidhyashram: notices",
    description: "Notices & announcements of Vidhyashram.",
    origin,
    name: "all",
  });

/** The elements named `name` anywhere under `node`. */
function elements(node: Element, name: string): Element[] {
  const found: Element[] = [];
  for (const child of node.elements ?? []) {
    if (child.name === name) found.push(child);
    found.push(...elements(child, name));
  }
  return found;
}

/** An element's character data (text and CDATA), as an XML parser hands it to a reader. */
const textOf = (node: Element | undefined) =>
  (node?.elements ?? []).map((child) => String(child.text ?? child.cdata ?? "")).join("");

/** What a reader that renders HTML shows for `html`: entities decoded, after any markup. */
const shownAsHtml = (html: string) => {
  expect(html).not.toMatch(/<[a-z/!]/i);
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
};

describe("the Atom feed of the notices", () => {
  it("declares every title and summary as text and carries the typed words exactly", () => {
    const xml = feedOf("atom");
    expect(xml).not.toContain('type="html"');
    const root = xml2js(xml) as Element;
    const [entry] = elements(root, "entry");
    if (!entry) throw new Error("no entry");
    const title = elements(entry, "title")[0];
    const summary = elements(entry, "summary")[0];
    expect(title?.attributes?.type).toBe("text");
    expect(summary?.attributes?.type).toBe("text");
    expect(textOf(title)).toBe(TYPED_TITLE);
    expect(textOf(summary)).toBe(TYPED_TEXT);
    const feedTitle = (elements(root, "feed")[0]?.elements ?? []).find((child) => child.name === "title");
    expect(feedTitle?.attributes?.type ?? "text").toBe("text");
    expect(elements(root, "subtitle")[0]?.attributes?.type ?? "text").toBe("text");
    const enclosure = elements(entry, "link").find((link) => link.attributes?.rel === "enclosure");
    expect(enclosure?.attributes).toMatchObject({
      href: `${origin}/documents/fees.pdf`,
      type: "application/pdf",
      length: "2048",
    });
  });

  it("stays well-formed XML with control characters pasted into a notice", () => {
    const xml = feedOf("atom", [notice({ title: "Rain\u0001 holiday\u000b", description: "" })]);
    const root = xml2js(xml) as Element;
    expect(textOf(elements(root, "title").at(-1))).toBe("Rain holiday");
    expect(textOf(elements(root, "summary")[0])).toBe("Rain holiday");
  });
});

describe("the RSS feed of the notices", () => {
  it("escapes the typed words as plain text, so a reader rendering HTML shows the characters", () => {
    const xml = feedOf("rss");
    const root = xml2js(xml) as Element;
    const [item] = elements(root, "item");
    if (!item) throw new Error("no item");
    const description = textOf(elements(item, "description")[0]);
    const title = textOf(elements(item, "title")[0]);
    expect(description).not.toContain("<script");
    expect(description).not.toContain("<img");
    expect(shownAsHtml(description)).toBe(TYPED_TEXT);
    expect(shownAsHtml(title)).toBe(TYPED_TITLE);
    const channelTitle = (elements(root, "channel")[0]?.elements ?? []).find(
      (child) => child.name === "title",
    );
    expect(shownAsHtml(textOf(channelTitle))).toBe("Vidhyashram: notices");
    expect(textOf(elements(item, "link")[0])).toBe(`${origin}/notices/4-fees`);
  });
});
