import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../../../tests/support/eventually";
import { LocalDiskStorage, type Storage } from "../platform/storage.server";
import {
  createVideoThumbnails,
  PLACEHOLDER_SVG,
  RETRY_AFTER_MS,
  thumbnailKey,
} from "./video-thumbnails.server";
import { youTubeThumbnailUrl } from "./youtube";

const ID = "dQw4w9WgXcQ";
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);

let dir: string;
let store: LocalDiskStorage;
let clock: number;
let calls: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "thumbs-"));
  store = new LocalDiskStorage(dir);
  clock = 1_000_000;
  calls = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for YouTube's image host that answers every request with `answer()`; stills kept in `kept`. */
function youtube(answer: () => Response | Promise<Response>, kept: Storage = store) {
  const fetchImpl = (async (url: string | URL | Request) => {
    calls.push(String(url));
    return answer();
  }) as typeof fetch;
  return createVideoThumbnails({ store: kept, fetchImpl, now: () => clock });
}

describe("video stills served from our own origin", () => {
  it("links the facade to our route, not to YouTube", () => {
    expect(youTubeThumbnailUrl(ID)).toBe(`/video-thumbnails/${ID}.jpg`);
  });

  it("fetches a still from YouTube once, keeps it, and serves it from storage afterwards", async () => {
    const thumbnails = youtube(() => new Response(JPEG, { headers: { "content-type": "image/jpeg" } }));
    const first = await thumbnails.get(ID);
    expect(first?.contentType).toBe("image/jpeg");
    expect(first?.body.equals(JPEG)).toBe(true);
    expect(first?.cacheControl).toMatch(/max-age=604800/);
    expect(calls).toEqual([`https://i.ytimg.com/vi/${ID}/mqdefault.jpg`]);
    expect((await store.get(thumbnailKey(ID)))?.equals(JPEG)).toBe(true);

    // A new provider (a restart, another instance) finds it in storage without asking YouTube.
    const again = await youtube(() => new Response("unexpected", { status: 500 })).get(ID);
    expect(again?.body.equals(JPEG)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("keys ids that differ only in case apart", () => {
    expect(thumbnailKey("abcdefghijk")).not.toBe(thumbnailKey("ABCDEFGHIJK"));
  });

  it("serves the placeholder when YouTube cannot be reached, and does not ask again until the retry delay", async () => {
    let reachable = false;
    const thumbnails = youtube(() => {
      if (!reachable) throw new TypeError("fetch failed");
      return new Response(JPEG);
    });
    const first = await thumbnails.get(ID);
    expect(first?.contentType).toBe("image/svg+xml");
    expect(first?.body.toString()).toBe(PLACEHOLDER_SVG);
    expect(first?.cacheControl).toMatch(/max-age=600\b/);

    reachable = true;
    clock += RETRY_AFTER_MS - 1;
    expect((await thumbnails.get(ID))?.contentType).toBe("image/svg+xml");
    expect(calls).toHaveLength(1);

    clock += 2;
    expect((await thumbnails.get(ID))?.contentType).toBe("image/jpeg");
    expect(calls).toHaveLength(2);
  });

  it("serves the placeholder for a removed video (404) and stores nothing", async () => {
    const thumbnails = youtube(() => new Response(JPEG, { status: 404 }));
    expect((await thumbnails.get(ID))?.contentType).toBe("image/svg+xml");
    expect(await store.get(thumbnailKey(ID))).toBeNull();
  });

  it("refuses an answer that is not a JPEG image", async () => {
    const thumbnails = youtube(() => new Response("<html>captive portal</html>"));
    expect((await thumbnails.get(ID))?.contentType).toBe("image/svg+xml");
    expect(await store.get(thumbnailKey(ID))).toBeNull();
  });

  it("refuses an oversized answer", async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(600 * 1024)]);
    const thumbnails = youtube(() => new Response(big));
    expect((await thumbnails.get(ID))?.contentType).toBe("image/svg+xml");
  });

  it("shares one fetch between concurrent requests for the same still", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The storage, counting the lookups it has answered: a request joins the fetch as its lookup ends.
    let looked = 0;
    const watched: Storage = Object.assign(Object.create(store), {
      get: async (key: string) => {
        try {
          return await store.get(key);
        } finally {
          looked++;
        }
      },
    });
    const thumbnails = youtube(async () => {
      await gate;
      return new Response(JPEG);
    }, watched);
    const pending = [thumbnails.get(ID), thumbnails.get(ID), thumbnails.get(ID)];
    // Every request has passed the storage lookup and joined the fetch before YouTube answers.
    await eventually(() => expect(looked).toBe(3), 5);
    release();
    const results = await Promise.all(pending);
    expect(results.every((result) => result?.contentType === "image/jpeg")).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it.each(["", "short", "dQw4w9WgXcQ1", "../../etc/pas", "dQw4w9WgXc%"])(
    "answers null (a 404) for %j, which is not a video id, without fetching",
    async (id) => {
      const thumbnails = youtube(() => new Response(JPEG));
      expect(await thumbnails.get(id)).toBeNull();
      expect(calls).toHaveLength(0);
    },
  );
});
