/**
 * `npm run storage:copy -- [--from <folder|s3 url>] [--to <folder|s3 url>]`: copies every uploaded
 * file from one storage to another (decision 0024; docs/operations.md, "Uploaded files in a bucket"):
 * the folder to a bucket when a site moves to object storage, and a bucket back to a folder to move
 * back or to keep a copy. Without `--from` it copies from the folder `UPLOADS_DIR`; without `--to`,
 * to the bucket of `STORAGE_URL`. A bucket is written as `STORAGE_URL` is (`s3://<bucket>[/<prefix>]
 * [?endpoint=<url>]`), signed with `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` (and
 * `AWS_SESSION_TOKEN`), region `AWS_REGION`.
 *
 * An object already there with the same size is skipped (keys are random and never reused, so the
 * same key and size is the same file), so a copy cut short is simply run again, and a second run
 * while the old site still takes uploads copies only what is new. Nothing is ever deleted from either
 * side. Files are streamed, never held whole in memory, four at a time. Prints progress every few
 * seconds and a summary. Exit status: 0 all copied, 1 some failed (named; run again), 2 bad arguments.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "~/lib/platform/env.server";
import {
  contentTypeOf,
  nodeStream,
  openStorage,
  type Storage,
  type StoredEntry,
} from "~/lib/platform/storage.server";
import { isStorageUrl, parseStorageUrl, StorageUrlError } from "~/lib/platform/storage-url.server";

const USAGE = "Usage: npm run storage:copy -- [--from <folder|s3://bucket…>] [--to <folder|s3://bucket…>]";

/** Objects copied at once: enough to hide a bucket's latency, few enough for a small server. */
const AT_ONCE = 4;
/** How often progress is printed, in ms. */
const PROGRESS_EVERY_MS = 5000;

/** What a copy did. */
export interface CopyCounts {
  /** Objects in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
  /** Bytes copied. */
  bytes: number;
  /** Keys that could not be copied, with why. */
  failed: { key: string; reason: string }[];
}

/** Sizes in words: "1.5 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** Copies one object, streamed from `from` to `to`. Throws when either side fails. */
async function copyOne(from: Storage, to: Storage, entry: StoredEntry): Promise<void> {
  const type = contentTypeOf(entry.key);
  // A file of the folder is handed over by path: the driver streams it with its own length.
  if (from.folder !== null) return to.putFile(entry.key, resolve(from.folder, entry.key), type);
  const found = await from.read(entry.key);
  if (!found) throw new Error("it was removed during the copy");
  await to.putStream(entry.key, nodeStream(found.body), found.contentLength ?? entry.size, type);
}

/**
 * Copies every object of `from` to `to` that `to` does not hold with the same size. `progress` is
 * called every `PROGRESS_EVERY_MS` with the counts so far. Never throws for one object (it is counted
 * as failed); throws when either side cannot be listed.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  progress: (counts: CopyCounts) => void = () => undefined,
): Promise<CopyCounts> {
  const there = new Map<string, number>();
  for await (const entry of to.list()) there.set(entry.key, entry.size);
  const entries: StoredEntry[] = [];
  for await (const entry of from.list()) entries.push(entry);
  const counts: CopyCounts = { total: entries.length, copied: 0, skipped: 0, bytes: 0, failed: [] };
  let last = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const entry = entries[next++] as StoredEntry;
      if (there.get(entry.key) === entry.size) {
        counts.skipped++;
      } else {
        try {
          await copyOne(from, to, entry);
          counts.copied++;
          counts.bytes += entry.size;
        } catch (error) {
          counts.failed.push({
            key: entry.key,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (Date.now() - last >= PROGRESS_EVERY_MS) {
        last = Date.now();
        progress(counts);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return counts;
}

/** A storage named on the command line: a bucket's `s3://` address, else a folder's path. */
export function storageNamed(spelled: string): Storage {
  return openStorage(isStorageUrl(spelled) ? parseStorageUrl(spelled) : resolve(spelled));
}

/**
 * Runs the command with `args`; writes to `log` and `fail`; returns the exit status. Storages are
 * opened with `open` (tests choose; by default `storageNamed`).
 */
export async function storageCopy(
  args: string[],
  {
    log = console.log,
    fail = console.error,
    open = storageNamed,
  }: { log?: typeof console.log; fail?: typeof console.error; open?: (spelled: string) => Storage } = {},
): Promise<number> {
  let fromArg: string | undefined;
  let toArg: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const [name, inline] =
      arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = inline ?? args[++i];
    if ((name !== "--from" && name !== "--to") || !value) {
      fail(USAGE);
      return 2;
    }
    if (name === "--from") fromArg = value;
    else toArg = value;
  }
  const config = env();
  fromArg ??= config.UPLOADS_DIR;
  toArg ??= config.STORAGE_URL;
  if (!toArg) {
    fail(`No --to and no STORAGE_URL: name where to copy to. ${USAGE}`);
    return 2;
  }
  let from: Storage;
  let to: Storage;
  try {
    from = open(fromArg);
    to = open(toArg);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    fail(error instanceof StorageUrlError ? `The address of a bucket ${message}. ${USAGE}` : message);
    return 2;
  }
  if (from.description === to.description) {
    fail(`--from and --to are the same (${from.description}).`);
    return 2;
  }
  log(`Copying the uploaded files from ${from.description} to ${to.description}…`);
  const started = Date.now();
  const counts = await copyStorage(from, to, (so) =>
    log(
      `  ${so.copied + so.skipped + so.failed.length} of ${so.total}: ${so.copied} copied (${formatSize(so.bytes)}), ${so.skipped} already there, ${so.failed.length} failed`,
    ),
  );
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  log(
    `Done in ${seconds} s: ${counts.total} objects, ${counts.copied} copied (${formatSize(counts.bytes)}), ${counts.skipped} already there with the same size, ${counts.failed.length} failed.`,
  );
  if (counts.failed.length) {
    for (const { key, reason } of counts.failed.slice(0, 20)) fail(`  ${key}: ${reason}`);
    if (counts.failed.length > 20) fail(`  … and ${counts.failed.length - 20} more.`);
    fail("Some files were not copied: run the same command again (what is there already is skipped).");
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exitCode = await storageCopy(process.argv.slice(2));
  } catch (error) {
    // A configuration error or a storage that cannot be listed: one line, not a stack.
    console.error("The copy failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
