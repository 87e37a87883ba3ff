/**
 * The spelling of `STORAGE_URL` (README "Configuration", architecture 2 "Uploaded files"): where the
 * uploaded files live when they are not in the local folder `UPLOADS_DIR`. One form,
 * `s3://<bucket>[/<prefix>][?endpoint=<http(s) origin>]`, for AWS S3 and the services that speak its
 * API (Cloudflare R2, MinIO, Ceph). Kept apart from the driver so that the configuration check
 * (`env.server.ts`) and the copy command (`scripts/storage-copy.ts`) read it the same way.
 */

/** A bucket and where in it the site's objects are. */
export interface S3Location {
  /** The bucket's name, as S3 spells it (lower case, digits, `.` and `-`; 3 to 63 characters). */
  bucket: string;
  /** Put before every key: "" or a path ending in `/` (`site/`), so one bucket can hold several sites. */
  prefix: string;
  /**
   * The service's origin (`http://127.0.0.1:9000`) for MinIO, R2 or Ceph, addressed path-style
   * (`<endpoint>/<bucket>/<key>`); null for AWS itself (`https://<bucket>.s3.<region>.amazonaws.com`).
   */
  endpoint: string | null;
}

/** A `STORAGE_URL` that cannot be read; its message says what it must be, starting with "must". */
export class StorageUrlError extends Error {
  override name = "StorageUrlError";
}

/** What a well-formed value looks like, said in every refusal. */
const FORM = "s3://<bucket>[/<prefix>][?endpoint=https://…]";

/** S3's rule for new bucket names (lower case, so they also work as host names). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A prefix: path segments of letters, digits and `. _ -` (no `.`/`..` segments, checked apart). */
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** True when `value` asks for an object store (anything else is refused, not taken for a folder). */
export function isStorageUrl(value: string): boolean {
  return /^s3:\/\//i.test(value.trim());
}

/**
 * Reads `value` (`s3://school-uploads/site?endpoint=https://minio.example:9000`). Throws
 * `StorageUrlError` for another scheme, a bad bucket name or prefix, credentials in the address (they
 * belong in `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`), an endpoint that is not a plain http(s)
 * origin, or any other query parameter.
 */
export function parseStorageUrl(value: string): S3Location {
  const spelled = value.trim();
  if (!isStorageUrl(spelled)) throw new StorageUrlError(`must be like ${FORM}`);
  // URL would lower-case and punycode the "host"; the bucket is read as written instead.
  const [beforeQuery = "", query = ""] = spelled.slice("s3://".length).split(/\?(.*)/s, 2);
  if (beforeQuery.includes("@")) {
    throw new StorageUrlError(
      "must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead",
    );
  }
  const [bucket = "", ...segments] = beforeQuery.split("/");
  if (!BUCKET.test(bucket) || bucket.includes("..")) {
    throw new StorageUrlError(
      `must name a bucket of 3 to 63 lower-case letters, digits, "." or "-" (${FORM})`,
    );
  }
  const parts = segments.filter((segment) => segment !== "");
  if (parts.some((part) => !PREFIX_SEGMENT.test(part) || part === "." || part === "..")) {
    throw new StorageUrlError(`must have a prefix of letters, digits, "/", ".", "_" or "-" (${FORM})`);
  }
  const params = new URLSearchParams(query);
  const unknown = [...params.keys()].filter((name) => name !== "endpoint");
  if (unknown.length) {
    throw new StorageUrlError(`must take no parameter but endpoint (got ${unknown.join(", ")}; ${FORM})`);
  }
  const given = params.get("endpoint");
  let endpoint: string | null = null;
  if (given !== null) {
    endpoint = originOf(given);
    if (!endpoint) {
      throw new StorageUrlError(
        `must have an endpoint that is an http(s) address alone, like https://minio.example:9000 (${FORM})`,
      );
    }
  }
  return { bucket, prefix: parts.length ? `${parts.join("/")}/` : "", endpoint };
}

/** The origin of an http(s) address with nothing else (a bare `/` path allowed), or null. */
function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const plain = !url.username && !url.password && url.pathname === "/" && !url.search && !url.hash;
  return plain && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
}

/** `location` written back as a `STORAGE_URL` (what the copy command and the backup print). */
export function storageUrlOf(location: S3Location): string {
  const path = `s3://${location.bucket}${location.prefix ? `/${location.prefix.replace(/\/$/, "")}` : ""}`;
  return location.endpoint ? `${path}?endpoint=${location.endpoint}` : path;
}
