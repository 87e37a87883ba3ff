import { z } from "zod";
import { parseYouTubeId } from "../published/youtube";
import { AUDIENCES, LIMITS } from "./limits";

export { AUDIENCE_LABELS, AUDIENCES, LIMITS } from "./limits";

/**
 * Server-side validation of every admin form (architecture ruling 4). Each schema takes the form's fields as
 * strings (what `FormData` holds) and returns the values to store. Messages are written for a school
 * clerk and appear next to the field.
 */

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** PostgreSQL cannot store U+0000 in text; a pasted one is refused with a message, not a database error. */
const NO_NUL = "Remove the invisible control character (NUL) from this text.";
const noNul = (value: string) => !value.includes("\u0000");

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
 * `https://` (issue 21 item 11): the rule of every link field of the admin forms and of the legacy
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

export const notificationSchema = z.object({ title, description, date, audience });

export const announcementSchema = z.object({
  title,
  description,
  date,
  audience,
  link: optionalUrl,
});

export const mediaItemSchema = z.object({
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
});

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

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, `Use at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Use at most ${LIMITS.passwordMax} characters.`);

export const usernameSchema = z
  .string()
  .trim()
  .min(1, "Enter a username.")
  .max(LIMITS.username, `Use at most ${LIMITS.username} characters.`)
  .regex(/^[A-Za-z0-9._@-]+$/, "Use letters, digits, dots, dashes, underscores or @ only.");

/** Field name → first message, the shape every form component reads. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Validates `values` (form fields as strings) with `schema`. Returns the parsed data, or the first
 * message for each bad field.
 */
export function validate<T>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The change-password form: current password, a new one (twice), different from the current. */
export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, "Enter your current password."),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ["confirm"],
    message: "The two new passwords are not the same.",
  })
  .refine((v) => v.password !== v.current, {
    path: ["password"],
    message: "Choose a password different from the current one.",
  });
