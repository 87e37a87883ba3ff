import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeEach, describe, expect, it } from "vitest";
import { CHUNK, filesUnder, MB, type Part, sha256Of, streamedPost } from "../../../tests/support/multipart";
import { type MultipartLimits, readMultipart } from "./photos.server";

/**
 * The upload form's multipart body is parsed as it arrives, each photo streamed to a temporary file:
 * what the parser holds of a large body, measured in a process of its own (the integration project
 * gives each file one), where nothing that ran before allocates or frees memory meanwhile. The rest of
 * the parser's tests: photo-uploads.server.test.ts.
 */

// Forcing a garbage collection makes "what the parser holds" measurable (garbage is not held). The
// last-resort flavour also finishes freeing the buffers' memory, which V8 otherwise does concurrently,
// after the collection returns: measured right after a plain gc(), freed buffers were sometimes all
// still counted (38 MB of the 36 MB read).
setFlagsFromString("--expose-gc");
const gcNow = runInNewContext("gc") as (options?: object) => void;
const gc = () => gcNow({ type: "major", execution: "sync", flavor: "last-resort" });

let temp: string;
const limitsFor = (): MultipartLimits => ({
  maxBytes: 64 * MB,
  maxFiles: 5,
  maxFileBytes: 20 * MB,
  tempDir: temp,
});

beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), "multipart-temp-"));
  return () => rmSync(temp, { recursive: true, force: true });
});

describe("reading a multipart upload", () => {
  it("streams each file to a temporary file as the body arrives, never holding the body in memory", async () => {
    const SIZE = 16 * MB;
    const files = [1, 2, 3].map(
      (n): Part => ({ name: "photos", filename: `big-${n}.jpg`, size: SIZE, byte: (c) => (c * n) & 0xff }),
    );
    let baseline = 0;
    let held = 0;
    let lag = 0;
    const post = streamedPost(
      [{ name: "intent", value: "upload" }, ...files, { name: "alt-1", value: "Río" }],
      {
        onPull(pulled) {
          if (pulled === 0) {
            gc();
            baseline = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
          }
          // Every MB: what was read but is not on disk yet is what the parser holds.
          if (pulled % MB < CHUNK) {
            const onDisk = filesUnder(temp).reduce((sum, f) => sum + f.size, 0);
            lag = Math.max(lag, pulled - onDisk);
          }
          // Three quarters in: the memory the read holds on to (before: all 36 MB read so far).
          if (!held && pulled >= 36 * MB) {
            gc();
            held = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - baseline;
          }
        },
      },
    );
    const body = await readMultipart(post.request, limitsFor());
    try {
      expect(post.pulled()).toBeGreaterThan(3 * SIZE);
      expect(lag).toBeLessThan(2 * MB);
      // What the read holds on to, three quarters in: far less than the 36 MB read (it may even be below
      // the baseline, when the collection frees more than the parser then holds).
      expect(held).toBeLessThan(12 * MB);

      expect(body.fields.get("intent")).toBe("upload");
      expect(body.fields.get("alt-1")).toBe("Río");
      expect([...body.fields.keys()]).toEqual(["intent", "alt-1"]);
      expect(body.chosen).toBe(3);
      expect(body.files.map((f) => [f.name, f.field, f.size])).toEqual([
        ["big-1.jpg", "photos", SIZE],
        ["big-2.jpg", "photos", SIZE],
        ["big-3.jpg", "photos", SIZE],
      ]);
      for (const [i, file] of body.files.entries()) {
        expect(file.path.startsWith(temp)).toBe(true);
        expect(await sha256Of(file.path)).toBe(post.hashes[i]);
      }
    } finally {
      await body.dispose();
    }
    expect(filesUnder(temp)).toEqual([]);
    expect(readdirSync(temp)).toEqual([]);
  });
});
