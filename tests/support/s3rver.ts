import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/**
 * A real S3 API in this process for the storage tests (decision 0024): s3rver on 127.0.0.1 with its
 * objects in a folder, no network. It takes the access key `S3RVER` (secret `S3RVER`,
 * `S3RVER_CREDENTIALS`) and refuses any other key id, but does not check a Signature V4 itself: the
 * signing is aws4fetch's, tested there.
 */

/** The one pair of credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = {
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  region: "us-east-1",
} as const;

/** A running s3rver. */
export interface RunningS3rver {
  /** Its endpoint, `http://127.0.0.1:<port>`. */
  url: string;
  /** The bucket made for the test. */
  bucket: string;
  /** The `STORAGE_URL` of that bucket: `s3://<bucket>?endpoint=<url>`. */
  storageUrl: string;
  /** Stops it and removes its folder when the folder was made here. */
  stop(): Promise<void>;
}

/**
 * Starts s3rver in this process on 127.0.0.1 (`port`, default 0: a free one) with its objects under
 * `directory` (default a new temporary folder, removed by `stop()`), and makes the bucket `bucket`
 * (default `school`). Resolves once it listens; rejects when it cannot (`EADDRINUSE`).
 */
export async function startS3rver({
  directory,
  port = 0,
  bucket = "school",
}: {
  directory?: string;
  port?: number;
  bucket?: string;
} = {}): Promise<RunningS3rver> {
  const folder = directory ?? mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory: folder,
    silent: true,
    // Path-style only, as the driver addresses a bucket with an endpoint.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  // Our own listener rather than s3rver's `run()`, whose promise never settles when the port is taken.
  const listener = createServer(server.callback());
  try {
    await server.configureBuckets();
    await new Promise<void>((resolve, reject) => {
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () => {
        listener.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    if (!directory) rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    storageUrl: `s3://${bucket}?endpoint=${url}`,
    async stop() {
      // Kept-alive connections of the driver's fetch would hold `close` open until they time out.
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      if (!directory) rmSync(folder, { recursive: true, force: true });
    },
  };
}
