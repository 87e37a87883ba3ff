import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, CONTROL_CHARACTERS } from "~content/schemas/common";
import { isLinkAddress } from "~content/schemas/links";
import { indiaLocalToInstant } from "../published/schedule";
import { parseYouTubeId } from "../published/youtube";
import { AUDIENCES, LIMITS } from "./limits";

export { AUDIENCE_LABELS, AUDIENCES, LIMITS } from "./limits";

/**
 * Server-side validation of every admin form (architecture ruling 4). Each schema takes the form's fields as
 * strings (what `FormData` holds) and returns the values to store. Messages are written for a school
 * clerk and appear next to the field.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * An invisible control character (a NUL, which PostgreSQL cannot store, or another C0 control) is
 * refused with the one message every text field of the site gives (content/schemas/common.ts).
 */
const NO_NUL = CONTROL_CHARACTER_MESSAGE;
const noNul = (value: string) => !CONTROL_CHARACTERS.test(value);

/** Every control character `CONTROL_CHARACTERS` matches, to remove them all. */
const CONTROL_CHARACTERS_ALL = new RegExp(CONTROL_CHARACTERS.source, "g");

const title = z.preprocess(
  text,
  z
    .string()
    .trim()
    .min(1, "Enter a title.")
    .max(LIMITS.title, `Keep the title to ${LIMITS.title} characters or fewer.`)
    .refine(noNul, NO_NUL),
);

const description = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(LIMITS.description, `Keep the description to ${LIMITS.description} characters or fewer.`)
    .refine(noNul, NO_NUL),
);

/** A real calendar date typed as `YYYY-MM-DD` (what `<input type="date">` sends). */
const date = z.preprocess(
  text,
  z.string().trim().min(1, "Enter a date.").pipe(z.iso.date("Enter a real date, for example 2026-06-15.")),
);

const audience = z.preprocess(
  (value) => (typeof value === "string" && value !== "" ? value : "group"),
  z.enum(AUDIENCES, "Choose who this is for."),
);

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

const withScheme = (value: unknown) => completeWebScheme(text(value));

const URL_MESSAGE = "Enter a full web address starting with https:// (or http://).";

const webUrl = z
  .string()
  .max(LIMITS.url, `Keep the web address to ${LIMITS.url} characters or fewer.`)
  .refine(isWebUrl, URL_MESSAGE)
  .refine(noNul, NO_NUL);

/** Optional link: blank becomes null; anything typed must be a web address. */
const optionalUrl = z.preprocess(
  withScheme,
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(webUrl.nullable()),
);

/**
 * An optional date and time typed in India (`datetime-local`): blank is null, else the UTC instant.
 * Shared by every form with "Publish at" and "Expire at" (notices, videos, events).
 */
export const indiaInstant = z.preprocess(
  text,
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return null;
      const instant = indiaLocalToInstant(value);
      if (!instant) {
        ctx.addIssue({
          code: "custom",
          message: "Enter a real date and time, for example 27/11/2026 4:30 pm.",
        });
        return z.NEVER;
      }
      return instant;
    }),
);

/** A checkbox: ticked ("on") is 1, anything else 0. */
const flag = z.preprocess(
  (value) => (value === "on" || value === "1" || value === "true" ? 1 : 0),
  z.number(),
);

/** An optional document of the Documents library, chosen by id: blank is null. */
const documentChoice = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : null),
  z.number("Choose a document from the list.").int().positive("Choose a document from the list.").nullable(),
);

/**
 * The schedule of a notice, an announcement or a video (architecture ruling 22): "Publish at" and
 * "Expire at" in India's time (blank: at once, never) and "Pinned". The expiry must come after the
 * publishing time.
 */
const schedule = { publish_at: indiaInstant, expire_at: indiaInstant, pinned: flag };

/** The refusal of an expiry at or before the publishing time, on the "Expire at" field. */
function expiresAfterPublishing(
  value: { publish_at: string | null; expire_at: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.publish_at && value.expire_at && value.expire_at <= value.publish_at) {
    ctx.addIssue({
      code: "custom",
      path: ["expire_at"],
      message: "Choose an expiry after the publishing time, or leave it blank.",
    });
  }
}

export const notificationSchema = z
  .object({ title, description, date, audience, ...schedule, document_id: documentChoice })
  .superRefine(expiresAfterPublishing);

export const announcementSchema = z
  .object({
    title,
    description,
    date,
    audience,
    link: optionalUrl,
    ...schedule,
    document_id: documentChoice,
  })
  .superRefine(expiresAfterPublishing);

export const mediaItemSchema = z
  .object({
    title,
    audience,
    youtube_id: z.preprocess(
      text,
      z
        .string()
        .trim()
        .min(1, "Paste the YouTube link of the video.")
        .max(LIMITS.url, `Keep the link to ${LIMITS.url} characters or fewer.`)
        .transform((value, ctx) => {
          const id = parseYouTubeId(value);
          if (!id) {
            ctx.addIssue({
              code: "custom",
              message:
                "This is not a YouTube video link. Paste a link such as https://www.youtube.com/watch?v=… or https://youtu.be/….",
            });
            return z.NEVER;
          }
          return id;
        }),
    ),
    ...schedule,
  })
  .superRefine(expiresAfterPublishing);

export const albumSchema = z.object({
  title,
  audience,
  link: z.preprocess(withScheme, z.string().trim().min(1, "Enter the album's web address.").pipe(webUrl)),
  thumbnail: optionalUrl,
});

export type NotificationInput = z.infer<typeof notificationSchema>;
export type AnnouncementInput = z.infer<typeof announcementSchema>;
export type MediaItemInput = z.infer<typeof mediaItemSchema>;
export type AlbumInput = z.infer<typeof albumSchema>;

/** Field name → first message, the shape every form component reads. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's values as typed: field name → text (what a refused form is filled in with again). */
export type FormValues = Record<string, string>;

/** A form that passed its schema: the values to use, and the fields as typed. */
export interface FormSuccess<T> {
  ok: true;
  data: T;
  values: FormValues;
}

/**
 * A refused form: the first message of each bad field, an optional message about the whole form, and
 * every field as typed, to fill the form in again (nothing typed is lost, architecture ruling 5).
 */
export interface FormFailure {
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: FormValues;
}

export type ParsedForm<T> = FormSuccess<T> | FormFailure;

/**
 * The first message of each field among zod's `issues` (an issue of the whole form counts as `form`):
 * the `errors` of every refused form (architecture ruling 4).
 */
export function fieldErrors(issues: z.ZodError["issues"]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Validates `values` (form fields as strings) with `schema`. Returns the parsed data, or the first
 * message for each bad field. Actions read and validate a posted form with `parseForm`
 * (`parse.server.ts`), which uses the same rule.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}

/**
 * The sign-in form (architecture ruling 3). It refuses nothing itself (a failed sign-in says only
 * "Invalid username or password."); it makes the typed text safe to look up: the username without the
 * invisible control characters no text of the site may hold (`CONTROL_CHARACTERS`: no username holds
 * one, and PostgreSQL could not even compare a NUL), trimmed and cut to 200 characters, the password
 * cut to 1000.
 */
export const signInSchema = z.object({
  username: z.preprocess(
    text,
    z.string().transform((value) => value.replace(CONTROL_CHARACTERS_ALL, "").trim().slice(0, 200)),
  ),
  password: z.preprocess(
    text,
    z.string().transform((value) => value.slice(0, 1000)),
  ),
  redirectTo: z.preprocess(text, z.string()),
});

/** The longest urgent alert, in characters: one line on a phone, two at most. */
export const ALERT_MAX = 160;

/**
 * An alert's link: blank, or what a page's link may be (`isLinkAddress`: a path of this site such as
 * `/notices/…`, or an http(s) address), the banner being a link on every public page as a page's is.
 * An address typed without its scheme (`www.cbse.gov.in`) is completed first; text starting with a
 * slash or a backslash is not, so `//evil.example` is refused rather than made an outside address.
 */
const alertLink = z.preprocess(
  text,
  z
    .string()
    .trim()
    .max(LIMITS.url, `Keep the link to ${LIMITS.url} characters or fewer.`)
    .transform((value, ctx) => {
      if (!value) return null;
      const link = /^[/\\]/.test(value) ? value : completeWebScheme(value);
      if (isLinkAddress(link)) return link;
      ctx.addIssue({
        code: "custom",
        message: "Enter a page of this site (starting with /) or a full web address, or leave it blank.",
      });
      return z.NEVER;
    }),
);

/**
 * The urgent alert form (architecture ruling 22): the line, its optional link, who sees it and when it
 * ends ("Expires at", India's time, which must be in the future).
 */
export const alertSchema = z.object({
  message: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, "Write the alert: one short line.")
      .max(ALERT_MAX, `Keep the alert to one short line: ${ALERT_MAX} characters or fewer.`)
      .refine(noNul, NO_NUL),
  ),
  link: alertLink,
  audience,
  expires_at: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, "Choose when the alert ends.")
      .transform((value, ctx) => {
        const instant = indiaLocalToInstant(value);
        if (!instant) {
          ctx.addIssue({
            code: "custom",
            message: "Enter a real date and time, for example 28/11/2026 11:59 pm.",
          });
          return z.NEVER;
        }
        if (Date.parse(instant) <= Date.now()) {
          ctx.addIssue({
            code: "custom",
            message: "Choose a time in the future: the alert would never show.",
          });
          return z.NEVER;
        }
        return instant;
      }),
  ),
});
export type AlertForm = z.infer<typeof alertSchema>;
