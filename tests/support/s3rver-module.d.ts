/**
 * The part of s3rver (a fake S3 server for tests, devDependency; it ships no types) that
 * tests/support/s3rver.ts and scripts/s3-test-server.ts use.
 */
declare module "s3rver" {
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
    /** Starts listening; resolves with the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
