import { z } from "zod";

/**
 * Configuration read from environment variables, validated once (README "Configuration" lists each).
 * Throws a ZodError naming the bad variable when a value is malformed, so a typo stops the server at
 * start instead of surfacing later as odd behaviour.
 */
const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((value) =>
      value === undefined || value === "" ? fallback : ["true", "1", "yes"].includes(value),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** A SQLite file path (optionally `file:`-prefixed) or a `postgres://` URL. */
  DATABASE_URL: z.string().min(1).default("./data/school.db"),
  ADMIN_USERNAME: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_SAMPLE_DATA: booleanFromEnv(true),
  /** Send the session cookie only over HTTPS. Defaults to on in production. */
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  /** Least severe log level written (JSON lines on stdout): trace, debug, info, warn, error, fatal. */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /** Most form posts one address may send per minute (every POST; sign-in and enquiries have stricter limits). */
  POST_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Number of reverse proxies in front of the server, for the client address (Express `trust proxy`). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Outgoing mail server for enquiry notifications, e.g. `smtps://user:pass@smtp.example.com:465`. */
  SMTP_URL: z.string().trim().optional(),
  /** Where new enquiries are emailed (comma-separated addresses). Needs `SMTP_URL`. */
  ENQUIRY_NOTIFY_TO: z.string().trim().optional(),
  /** The sender of those emails. */
  ENQUIRY_NOTIFY_FROM: z.string().trim().default("School website <no-reply@localhost>"),
  /** Where uploaded photos are stored (local disk), served at `/uploads/…`. */
  UPLOADS_DIR: z.string().trim().min(1).default("./data/uploads"),
  /** Largest photo file accepted, in megabytes (a phone photo is 3–12 MB). */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(25),
  /** Most photos in one upload without JavaScript (with it, each photo is sent on its own). */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  /** Largest picture accepted, in megapixels (width × height); bigger ones are refused unread. */
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(100),
});

export type Env = z.infer<typeof envSchema> & { cookieSecure: boolean };

let cached: Env | undefined;

/** The parsed environment; re-read when `reload` is true (tests change `process.env`). */
export function env(reload = false): Env {
  if (!cached || reload) {
    const parsed = envSchema.parse(process.env);
    cached = {
      ...parsed,
      cookieSecure:
        parsed.COOKIE_SECURE === undefined
          ? parsed.NODE_ENV === "production"
          : parsed.COOKIE_SECURE === "true",
    };
  }
  return cached;
}
