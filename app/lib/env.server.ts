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
  /** Number of reverse proxies in front of the server, for the client address (Express `trust proxy`). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Outgoing mail server for enquiry notifications, e.g. `smtps://user:pass@smtp.example.com:465`. */
  SMTP_URL: z.string().trim().optional(),
  /** Where new enquiries are emailed (comma-separated addresses). Needs `SMTP_URL`. */
  ENQUIRY_NOTIFY_TO: z.string().trim().optional(),
  /** The sender of those emails. */
  ENQUIRY_NOTIFY_FROM: z.string().trim().default("School website <no-reply@localhost>"),
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
