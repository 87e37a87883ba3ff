import { z } from "zod";

/**
 * Where a link in page content may go: a page of this site or an http(s) address, nothing else. A
 * browser reads `//evil.example` and `/\evil.example` as another site (the backslash counts as a slash,
 * and tabs and newlines inside an address are dropped, so `/\t/evil.example` is `//evil.example`), so a
 * link that looks like a path of ours must really be one. Outside addresses are drawn in a new tab
 * (architecture ruling 10; `isWebAddress` tells the page components which links leave the site).
 */

/** True when `text` holds a C0 control character or DEL: a browser drops some (tab, newline) from an address. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `text` with each `%XX` escape of an ASCII character decoded (others left as written): what a server
 * or a proxy that decodes the path before it redirects or matches would read.
 */
function decodeAsciiEscapes(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** True for the rules of a path of this site, read on `text` as it is written. */
function isPlainSameSitePath(text: string): boolean {
  return /^\/(?![/\\])/.test(text) && !text.includes("\\") && !hasControl(text);
}

/**
 * True for a path of this site: a single `/` not followed by `/` or `\`, and no backslash or control
 * character anywhere (`/admissions`, `/documents/guidelines.pdf`, `/enquiry?school=vidhyapeeth`), both
 * as written and with its `%XX` escapes decoded, so `/%5Cevil.example` or `/%2F/evil.example` do not
 * become another site's address at whatever decodes them.
 */
export function isSameSitePath(text: string): boolean {
  return isPlainSameSitePath(text) && isPlainSameSitePath(decodeAsciiEscapes(text));
}

/**
 * True for an absolute `http:` or `https:` address with a host, written out in full
 * (`https://forms.example.org/apply`): no backslash, space or control character, which browsers would
 * rewrite into another address than the one shown.
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\/[^/\\?#]/i.test(text) || /[\\\s]/.test(text) || hasControl(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The one rule of a link the office writes (a page's link, an urgent alert's): true for a path of this
 * site (`isSameSitePath`) or an http(s) address written out in full (`isWebAddress`).
 */
export function isLinkAddress(text: string): boolean {
  return isSameSitePath(text) || isWebAddress(text);
}

/** The message for a link that is neither a path of this site nor an http(s) address. */
export const LINK_ADDRESS_MESSAGE =
  "A page of this site starting with one /, such as /admissions, or a full web address starting with https://";

/** A path of this site, with a clerk's message when it is not one (a FAQ answer's link). */
export const sameSitePath = z
  .string()
  .trim()
  .refine(isSameSitePath, "A page of this site starting with one /, such as /admissions");

/** A path of this site or an http(s) address (a link's `href`). */
export const linkAddress = z.string().trim().refine(isLinkAddress, LINK_ADDRESS_MESSAGE);

/**
 * A table cell's link: a path of this site, an http(s) address, an e-mail address (`mailto:`) or a
 * phone number (`tel:`), either written out or as a reference to the fact.
 */
export const cellAddress = z
  .string()
  .trim()
  .refine(
    (text) =>
      isSameSitePath(text) ||
      isWebAddress(text) ||
      // A phone or e-mail address may be a reference (`tel:{{Vidhyapeeth office phone}}`, content/references.ts).
      (/^(mailto|tel):(\{\{[^{}]{1,80}\}\}|[^\s\\]+)$/.test(text) && !hasControl(text)),
    "A page of this site such as /admissions, a web address starting with https://, mailto:office@example.org or tel:+914422334455",
  );
