import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/lib/platform/env.server";
import { LocalDiskStorage, type Storage } from "~/lib/platform/storage.server";
import { type RunningS3rver, S3RVER_CREDENTIALS, startS3rver } from "../tests/support/s3rver";
import { storageCopy, storageNamed } from "./storage-copy";

/**
 * `npm run storage:copy` (decision 0024): the folder into a bucket (s3rver, in this process) and the
 * bucket back into a new folder, byte for byte; a second run copies nothing.
 */

let s3: RunningS3rver;
const work = mkdtempSync(join(tmpdir(), "storage-copy-"));
const folder = join(work, "uploads");
const FILES: Record<string, Buffer> = {
  "photos/0123456789abcdef01234567-320.webp": Buffer.from("RIFF photo 320"),
  "photos/0123456789abcdef01234567-thumb.webp": Buffer.from("RIFF thumb"),
  "pictures/abcdef0123456789abcdef01-640.avif": Buffer.from("AVIF picture"),
  "documents/00112233445566778899aabbccddeeff.pdf": Buffer.alloc(2 * 1024 * 1024 + 3, 0x25),
  "video-thumbnails/6162633132.jpg": Buffer.from([0xff, 0xd8, 0xff, 1]),
};

beforeAll(async () => {
  s3 = await startS3rver();
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  env(true);
  const store = new LocalDiskStorage(folder);
  for (const [key, bytes] of Object.entries(FILES)) await store.put(key, bytes, "application/octet-stream");
  // A file half written by a process that was killed is no object, and is not copied.
  writeFileSync(join(folder, "photos", "0123456789abcdef01234567-640.webp.a1b2c3.tmp"), "half");
  mkdirSync(join(folder, "empty-folder"));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Every key and its bytes in `store`. */
async function contents(store: Storage): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for await (const entry of store.list()) {
    found[entry.key] = (await store.get(entry.key))?.toString("base64") ?? "";
  }
  return found;
}

/** Runs the command and keeps what it printed. */
async function run(args: string[]): Promise<{ status: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await storageCopy(args, {
    log: (line: string) => out.push(line),
    fail: (line: string) => err.push(line),
  });
  return { status, out, err };
}

const expected = Object.fromEntries(
  Object.entries(FILES).map(([key, bytes]) => [key, bytes.toString("base64")]),
);

describe("npm run storage:copy", () => {
  it("copies the folder into a bucket, then the bucket back into another folder, byte for byte", async () => {
    const bucket = `s3://${s3.bucket}/site?endpoint=${s3.url}`;
    const up = await run(["--from", folder, "--to", bucket]);
    expect(up.err).toEqual([]);
    expect(up.status).toBe(0);
    expect(up.out[0]).toBe(`Copying the uploaded files from the folder ${folder} to the bucket ${bucket}…`);
    expect(up.out.at(-1)).toMatch(
      /: 5 objects, 5 copied \(2\.0 MB\), 0 already there with the same size, 0 failed\.$/,
    );
    expect(await contents(storageNamed(bucket))).toEqual(expected);

    const again = await run([`--from=${folder}`, `--to=${bucket}`]);
    expect(again.out.at(-1)).toMatch(
      /: 5 objects, 0 copied \(0 KB\), 5 already there with the same size, 0 failed\.$/,
    );

    const back = join(work, "back");
    const down = await run(["--from", bucket, "--to", back]);
    expect(down.status).toBe(0);
    expect(await contents(new LocalDiskStorage(back))).toEqual(expected);
    for (const [key, bytes] of Object.entries(FILES)) {
      expect(readFileSync(join(back, key)).equals(bytes), key).toBe(true);
    }
  });

  it("copies from UPLOADS_DIR to STORAGE_URL when no storage is named, and only what changed", async () => {
    const bucket = `s3://${s3.bucket}/defaults?endpoint=${s3.url}`;
    process.env.UPLOADS_DIR = folder;
    process.env.STORAGE_URL = bucket;
    env(true);
    try {
      const target = storageNamed(bucket);
      await target.put(
        "photos/0123456789abcdef01234567-320.webp",
        Buffer.from("RIFF photo 320"),
        "image/webp",
      );
      await target.put("photos/0123456789abcdef01234567-thumb.webp", Buffer.from("stale"), "image/webp");
      const result = await run([]);
      expect(result.status).toBe(0);
      expect(result.out.at(-1)).toMatch(
        /: 5 objects, 4 copied .*, 1 already there with the same size, 0 failed\.$/,
      );
      expect(await contents(target)).toEqual(expected);
    } finally {
      delete process.env.STORAGE_URL;
      env(true);
    }
  });

  it("refuses unknown arguments, a malformed bucket and a copy onto itself", async () => {
    expect((await run(["--into", folder])).status).toBe(2);
    const bad = await run(["--from", folder, "--to", "s3://Not_A_Bucket"]);
    expect(bad.status).toBe(2);
    expect(bad.err[0]).toMatch(/^The address of a bucket must name a bucket/);
    const same = await run(["--from", folder, "--to", folder]);
    expect(same.status).toBe(2);
    expect(same.err[0]).toBe(`--from and --to are the same (the folder ${folder}).`);
  });
});
