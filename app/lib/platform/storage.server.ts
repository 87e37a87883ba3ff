import { env } from "./env.server";
import { LocalDiskStorage } from "./local-storage.server";
import { S3Storage } from "./s3-storage.server";
import type { S3Credentials, Storage } from "./storage-types.server";
import type { S3Location } from "./storage-url.server";

/**
 * The uploaded files' storage (architecture 2 "Uploaded files", decision 0024): which driver the
 * configuration picks. The interface and its helpers are in ./storage-types.server.ts, the drivers in
 * ./local-storage.server.ts and ./s3-storage.server.ts; all are exported from here, where callers look.
 */

export { LocalDiskStorage } from "./local-storage.server";
export { S3Storage } from "./s3-storage.server";
export * from "./storage-types.server";

/**
 * The credentials of the environment (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, optional
 * `AWS_SESSION_TOKEN`, `AWS_REGION`, default `us-east-1`). Throws when a half is missing: `env()`
 * refuses that already when `STORAGE_URL` is set, but the copy command can name a bucket without it.
 */
export function credentialsFromEnv(): S3Credentials {
  const config = env();
  if (!config.AWS_ACCESS_KEY_ID || !config.AWS_SECRET_ACCESS_KEY) {
    throw new Error("A bucket needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment.");
  }
  return {
    accessKeyId: config.AWS_ACCESS_KEY_ID,
    secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
    sessionToken: config.AWS_SESSION_TOKEN,
    region: config.AWS_REGION,
  };
}

let shared: Storage | undefined;

/**
 * The process-wide storage: the bucket of `STORAGE_URL` when it is set, else the local folder
 * `UPLOADS_DIR` (default `./data/uploads`). Made once; reaches no network until first used.
 */
export function storage(): Storage {
  if (!shared) {
    const config = env();
    shared = config.storageBucket
      ? new S3Storage(config.storageBucket, credentialsFromEnv())
      : new LocalDiskStorage(config.UPLOADS_DIR);
  }
  return shared;
}

/**
 * The storage `where` names: a bucket (an `S3Location`, signed with `credentials`, by default those of
 * the environment) or a local folder (its path). For the copy command, which opens two.
 */
export function openStorage(where: S3Location | string, credentials?: S3Credentials): Storage {
  return typeof where === "string"
    ? new LocalDiskStorage(where)
    : new S3Storage(where, credentials ?? credentialsFromEnv());
}
