/** What a visitor sees when a post's body is not a form (415). */
export const NOT_A_FORM = "This address accepts only form submissions from the website's own pages.";

/** The content types a browser's form (or React Router's fetcher) posts. */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * True when a `Content-Type` header names a form encoding a browser sends; multipart must also name its
 * boundary. Shared by the server's early refusal (415) and `readFormData` in the actions.
 */
export function isFormContentType(contentType: string | null | undefined): boolean {
  if (!contentType || !FORM_TYPES.test(contentType)) return false;
  if (/^\s*multipart\//i.test(contentType)) return /;\s*boundary=("?)[^";]+\1/i.test(contentType);
  return true;
}
