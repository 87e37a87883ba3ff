/**
 * Web addresses as the office types them: a link field takes "www.cbse.gov.in/…" and keeps
 * "https://www.cbse.gov.in/…". Here, not in app/, so the schemas of content/schemas/ and the older admin
 * forms (app/lib/forms/schemas.ts re-exports these) complete and check an address by one rule.
 */

/** True for an absolute http(s) URL with a host name. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A web address typed without its scheme (`www.cbse.gov.in/...`, `//example.org`) completed to
 * `https://`: the rule of every link field of the admin forms and of the legacy
 * importer (`legacyUrl`). Anything else (blank, an address with a scheme such as `https:`, `mailto:` or
 * `javascript:`, text with spaces, or something that would still not be a web address) is returned
 * trimmed and unchanged, for the field's own check to accept or refuse. `host:port` is not a scheme.
 */
export function completeWebScheme(value: string): string {
  const text = value.trim();
  if (!text || /\s/.test(text) || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return text;
  const fixed = `https://${text.replace(/^\/\//, "")}`;
  if (!isWebUrl(fixed)) return text;
  // A file name (`picture.jpg`) is not a host name, though it has a dot: its "top-level domain" must be
  // letters and not a common file extension.
  const tld = new URL(fixed).hostname.split(".").pop() ?? "";
  return /^[a-z]{2,}$/i.test(tld) && !FILE_EXTENSIONS.has(tld.toLowerCase()) ? fixed : text;
}

/** Endings of file names that a clerk may paste by mistake; none is a top-level domain in use here. */
const FILE_EXTENSIONS = new Set([
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "avif",
  "svg",
  "bmp",
  "heic",
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "txt",
  "htm",
  "html",
  "php",
  "asp",
  "aspx",
  "mp4",
  "mp3",
]);
