/**
 * The part of s3rver (a fake S3 server for tests, devDependency; it ships no types) that
 * tests/support/s3rver.ts and scripts/s3-test-server.ts use.
 */
declare module "s3rver" {
  import type { RequestListener } from "node:http";
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    /** Buckets addressed as `<bucket>.<serviceEndpoint>` hosts; off: path-style only. */
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Makes the buckets of `configureBuckets` in its folder. */
    configureBuckets(): Promise<unknown>;
    /** The request listener (s3rver is a Koa application), for a server made by the caller. */
    callback(): RequestListener;
    /** Starts listening; resolves with the bound address (never settles when the port is taken). */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
