import type { RequestHandler } from "express";
import { type BodyLimit, bodyLimit } from "../guards";

/**
 * How large a write may be: 256 KB for every form, except the multipart uploads (photos, pictures,
 * documents and circulars), which are streamed to disk as they arrive: the photo uploads of the album
 * screen, up to `UPLOAD_MAX_MB` per photo, and its plain form (without JavaScript), which sends several
 * photos in one post (up to `UPLOAD_MAX_FILES` of them, at most 100 MB). A urlencoded form is 256 KB
 * everywhere, upload screens included: it is read whole, on the event loop. A larger body is refused
 * with 413 before anything reads it (`bodyLimit` in server/guards.ts).
 */
export interface UploadSettings {
  /** `UPLOAD_MAX_MB`: the largest photo, in MB. */
  UPLOAD_MAX_MB: number;
  /** `UPLOAD_MAX_FILES`: the most photos in one post. */
  UPLOAD_MAX_FILES: number;
}

/** The default for every form: 256 KB. */
export const FORM_MAX_BYTES = 256 * 1024;

const MB = 1024 * 1024;

/** The largest request of the Documents screen: twice its 20 MB file limit. */
export const DOCUMENT_REQUEST_MAX_BYTES = 40 * MB;

/** The body limits of the site's writes, from the upload settings. */
export function writeBodyLimits(config: UploadSettings): RequestHandler {
  return bodyLimit(
    FORM_MAX_BYTES,
    uploadLimits(config).map((limit) => ({ ...limit, contentType: MULTIPART })),
  );
}

/** The multipart encoding, the only one the upload screens stream (a file can only be sent in it). */
const MULTIPART = /^\s*multipart\/form-data\s*;/i;

/** The upload screens' limits, by path. */
function uploadLimits(config: UploadSettings): BodyLimit[] {
  return [
    { path: /^\/admin\/albums\/\d+\/photos$/, bytes: (config.UPLOAD_MAX_MB + 1) * MB },
    // A PDF of the Documents screen: up to 20 MB, and twice that read so that a file a
    // little over gets the form's own message (DOCUMENT_REQUEST_MAX_BYTES, app/lib/documents/upload.server.ts).
    // (`.data`: the same form sent by React Router's script.)
    { path: /^\/admin\/documents(?:\/\d+)?(?:\.data)?$/, bytes: DOCUMENT_REQUEST_MAX_BYTES },
    // A notice or an announcement may carry its circular, a PDF of the same limit (the Notifications
    // screen is `/admin`, its data URL `/admin.data`).
    { path: /^\/admin(?:\/announcements)?(?:\.data)?$/, bytes: DOCUMENT_REQUEST_MAX_BYTES },
    // One picture for the site's pages: the picker's upload, and the Pictures screen's
    // form, posted by React Router to `/admin/pictures.data` (or to the page itself without JavaScript).
    { path: /^\/admin\/pictures(?:\.data|\/library)?$/, bytes: (config.UPLOAD_MAX_MB + 1) * MB },
    // The album page's plain form (without JavaScript) sends several photos in one post.
    {
      path: /^\/admin\/albums\/\d+$/,
      bytes:
        (Math.max(config.UPLOAD_MAX_MB, Math.min(config.UPLOAD_MAX_FILES * config.UPLOAD_MAX_MB, 100)) + 1) *
        MB,
    },
  ];
}
