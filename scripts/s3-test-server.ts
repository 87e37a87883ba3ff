/**
 * `npx tsx scripts/s3-test-server.ts [--port 4569] [--directory <folder>] [--bucket school]`: a fake
 * S3 (s3rver, a devDependency) in the foreground on 127.0.0.1, for tests that start the site itself
 * with `STORAGE_URL` (CI's end-to-end run of two instances sharing one bucket; decision 0024). It
 * makes the bucket, prints one line once it takes requests, then serves until SIGINT or SIGTERM.
 * The line names what a server needs:
 *
 *   s3rver ready: STORAGE_URL=s3://school?endpoint=http://127.0.0.1:4569 AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER
 *
 * Objects are kept under `--directory` (default: a new temporary folder, removed at the end). Never
 * for production: it checks no signature and keeps everything in plain files. Exit status: 0 when
 * stopped, 2 for bad arguments, 1 when it cannot listen (the port is taken).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../tests/support/s3rver";

const USAGE =
  "Usage: npx tsx scripts/s3-test-server.ts [--port 4569] [--directory <folder>] [--bucket school]";

/** The options of the command line; null (with the usage printed) when they are not understood. */
export function parseArgs(args: string[]): { port: number; directory?: string; bucket: string } | null {
  const options: { port: number; directory?: string; bucket: string } = { port: 4569, bucket: "school" };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const [name, inline] = arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = inline ?? args[++i];
    if (!value) return null;
    if (name === "--port" && /^\d+$/.test(value) && Number(value) <= 65535) options.port = Number(value);
    else if (name === "--directory") options.directory = resolve(value);
    else if (name === "--bucket" && /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)) options.bucket = value;
    else return null;
  }
  return options;
}

/** The line printed once s3rver takes requests: the settings a server needs to use its bucket. */
export function readyLine(running: RunningS3rver): string {
  return `s3rver ready: STORAGE_URL=${running.storageUrl} AWS_ACCESS_KEY_ID=${S3RVER_CREDENTIALS.accessKeyId} AWS_SECRET_ACCESS_KEY=${S3RVER_CREDENTIALS.secretAccessKey}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    process.exit(2);
  }
  let running: RunningS3rver;
  try {
    running = await startS3rver(options);
  } catch (error) {
    console.error(`s3rver could not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(readyLine(running));
  const stop = async () => {
    await running.stop().catch(() => undefined);
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
