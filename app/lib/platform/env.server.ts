import { z } from "zod";
import { parseStorageUrl, type S3Location, StorageUrlError } from "./storage-url.server";

/**
 * Configuration read from environment variables, validated once (README "Configuration" lists each;
 * `app/lib/platform/env.server.test.ts` checks that the README and this schema name the same ones). A malformed value
 * throws a `ConfigError` whose message is one plain line naming the variable, what it must be and what
 * was given, so a typo stops the server at start (`server/index.ts` prints that line and exits with
 * status 2) instead of surfacing later as odd behaviour.
 */

/** The spellings of yes and no an operator may use for a boolean (any case). */
const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off"];

/** A boolean variable; unset or empty is undefined. */
const optionalBoolean = z
  .string()
  .optional()
  .transform((value, context) => {
    const spelled = value?.trim().toLowerCase() ?? "";
    if (spelled === "") return undefined;
    if (TRUE.includes(spelled)) return true;
    if (FALSE.includes(spelled)) return false;
    context.addIssue({ code: "custom", message: "must be true or false" });
    return z.NEVER;
  });

/**
 * The origin of `value` (`https://school.example:8443`, scheme and host in lower case) when it is an
 * http(s) address with nothing but an origin (a bare `/` path allowed); undefined otherwise.
 */
function originOnly(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const plain = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  return plain && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : undefined;
}

/** A text variable; unset or only spaces is undefined. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A boolean variable; unset or empty is `fallback`. */
const booleanFromEnv = (fallback: boolean) => optionalBoolean.transform((value) => value ?? fallback);

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
  COOKIE_SECURE: optionalBoolean,
  /** Least severe log level written (JSON lines on stdout): trace, debug, info, warn, error, fatal. */
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("info"),
  /** Most form posts one address may send per minute (every POST; sign-in and enquiries have stricter limits). */
  POST_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * Whether production keeps rendered public pages in memory (docs/decisions/0004); `off` renders every
   * page for every request, for debugging a production build. Development never caches.
   */
  PAGE_CACHE: booleanFromEnv(true),
  /**
   * The site's public address (`https://www.example.org`), which pages name in canonical links, sharing
   * tags and the sitemap (architecture ruling 14: the origin comes from configuration, never from the
   * request's `Host`, so one copy of a page serves every request). Unset: `http://localhost:<PORT>`.
   */
  SITE_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      const spelled = value?.trim() ?? "";
      if (spelled === "") return undefined;
      const origin = originOnly(spelled);
      if (origin) return origin;
      context.addIssue({
        code: "custom",
        message: "must be the site's public address alone, like https://www.example.org",
      });
      return z.NEVER;
    }),
  /**
   * Whether the server checks the site's links daily (app/lib/ops/link-check.server.ts); `off` for test
   * servers, which must not reach the network, and for sites that run `npm run links:check` themselves.
   */
  LINK_CHECK: booleanFromEnv(true),
  /** Number of reverse proxies in front of the server, for the client address (Express `trust proxy`). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Outgoing mail server for enquiry notifications, e.g. `smtps://user:pass@smtp.example.com:465`. */
  SMTP_URL: z.string().trim().optional(),
  /** Where new enquiries and accessibility barrier reports are emailed (comma-separated addresses). Needs `SMTP_URL`. */
  ENQUIRY_NOTIFY_TO: z.string().trim().optional(),
  /** The sender of those emails. */
  ENQUIRY_NOTIFY_FROM: z.string().trim().default("School website <no-reply@localhost>"),
  /** Where uploaded files are stored while `STORAGE_URL` is unset (local disk), served at `/uploads/…`. */
  UPLOADS_DIR: z.string().trim().min(1).default("./data/uploads"),
  /**
   * An S3-compatible bucket for the uploaded files instead of `UPLOADS_DIR`:
   * `s3://<bucket>[/<prefix>][?endpoint=<origin>]` (./storage-url.server.ts). Unset or empty: the folder.
   */
  STORAGE_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      const spelled = value?.trim() ?? "";
      if (spelled === "") return undefined;
      try {
        parseStorageUrl(spelled);
        return spelled;
      } catch (error) {
        if (!(error instanceof StorageUrlError)) throw error;
        context.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    }),
  /** The bucket's region for request signing (R2 takes `auto`). The names are the AWS tools' own. */
  AWS_REGION: z
    .string()
    .optional()
    .transform((value, context) => {
      const spelled = value?.trim() ?? "";
      if (spelled === "") return "us-east-1";
      if (/^[a-z0-9-]+$/.test(spelled)) return spelled;
      context.addIssue({ code: "custom", message: "must be a region name like eu-west-1 (or auto for R2)" });
      return z.NEVER;
    }),
  /** The access key of the bucket's credentials; needed with `STORAGE_URL`. */
  AWS_ACCESS_KEY_ID: optionalText,
  /** Its secret; needed with `STORAGE_URL`. Never printed. */
  AWS_SECRET_ACCESS_KEY: optionalText,
  /** A session token, for temporary credentials only. Never printed. */
  AWS_SESSION_TOKEN: optionalText,
  /** Largest photo file accepted, in megabytes (a phone photo is 3–12 MB). */
  UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(25),
  /** Most photos in one upload without JavaScript (with it, each photo is sent on its own). */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(20),
  /** Debian's Chromium, which prints the fee PDFs (decision 0018); without it they answer 503. */
  CHROMIUM_PATH: z.string().trim().min(1).default("/usr/bin/chromium"),
  /** Largest picture accepted, in megapixels (width × height); bigger ones are refused unread. */
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().positive().max(1000).default(100),
});

/**
 * The whole environment: each variable on its own, then what they must be together. A bucket without
 * both halves of its credentials would fail at the first upload; it stops the start instead.
 */
const checkedSchema = envSchema.superRefine((parsed, context) => {
  if (!parsed.STORAGE_URL) return;
  for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const) {
    if (!parsed[name]) {
      context.addIssue({
        code: "custom",
        path: [name],
        message: "must be set when STORAGE_URL names a bucket",
      });
    }
  }
});

/** Variables whose values are never repeated in a message (the log may be read by others). */
const SECRETS = new Set(["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"]);

export type Env = z.infer<typeof envSchema> & {
  cookieSecure: boolean;
  /** The origin pages name (`SITE_URL`'s, else `http://localhost:<PORT>`), never the request's Host. */
  siteOrigin: string;
  /** `STORAGE_URL` read: the bucket of the uploaded files, or null for the folder `UPLOADS_DIR`. */
  storageBucket: S3Location | null;
};

/** A setting the server cannot start with; the message is one line for the operator. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** What a variable must be, in words, for the first problem zod found with it. */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_value":
      return `must be one of ${issue.values.map((value) => String(value)).join(", ")}`;
    case "invalid_type":
      return issue.expected === "number" ? "must be a number" : `must be a ${issue.expected}`;
    case "too_small":
      return issue.origin === "string" ? "must not be empty" : `must be at least ${issue.minimum}`;
    case "too_big":
      return `must be at most ${issue.maximum}`;
    default:
      return issue.message.startsWith("must") ? issue.message : `is not valid (${issue.message})`;
  }
}

/** The one line an operator reads for a bad setting. */
function operatorLine(error: z.ZodError, source: Record<string, string | undefined>): string {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? "A setting");
  // A secret is never repeated, nor credentials someone wrote into the bucket's address.
  const raw = SECRETS.has(name) ? undefined : source[name];
  const given = name === "STORAGE_URL" ? raw?.replace(/\/\/[^/?#]*@/, "//…@") : raw;
  const got = given === undefined ? "" : ` (got ${JSON.stringify(given)})`;
  const also = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : "";
  return `${name} ${issue ? expectation(issue) : "is not valid"}${got}${also}. Fix it in the environment and start again.`;
}

let cached: Env | undefined;

/**
 * The parsed environment; re-read when `reload` is true (tests change `process.env`). Throws a
 * `ConfigError` for a malformed value.
 */
export function env(reload = false): Env {
  if (!cached || reload) {
    const result = checkedSchema.safeParse(process.env);
    if (!result.success) throw new ConfigError(operatorLine(result.error, process.env));
    const parsed = result.data;
    cached = {
      ...parsed,
      cookieSecure: parsed.COOKIE_SECURE ?? parsed.NODE_ENV === "production",
      siteOrigin: parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`,
      storageBucket: parsed.STORAGE_URL ? parseStorageUrl(parsed.STORAGE_URL) : null,
    };
  }
  return cached;
}

/** The names of every variable `env()` reads (for the README's table and its test). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);
