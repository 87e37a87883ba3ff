import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type Stats } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import etagOf from "etag";
import {
  assertKey,
  byteRange,
  contentTypeOf,
  etagMatches,
  isStorageKey,
  type ObjectRead,
  type ReadOptions,
  type Storage,
  type StoredEntry,
  UPLOADS_PREFIX,
} from "./storage-types.server";

/** Files under a folder on the local disk, served by the web server at `publicPrefix` (`/uploads`). */
export class LocalDiskStorage implements Storage {
  readonly root: string;
  constructor(
    root: string,
    private readonly publicPrefix = UPLOADS_PREFIX,
  ) {
    this.root = resolve(root);
  }

  get folder(): string {
    return this.root;
  }

  get description(): string {
    return `the folder ${this.root}`;
  }

  private path(key: string): string {
    assertKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path;
  }

  /**
   * Writes through `write` into a file beside the key's, then renames it: atomic on one file system,
   * so a crash never leaves half a file, and the temporary file goes whatever fails.
   */
  private async atomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, data: Uint8Array, _contentType: string): Promise<void> {
    await this.atomically(key, async (temporary) => {
      await writeFile(temporary, data);
    });
  }

  async putFile(key: string, path: string, _contentType: string): Promise<void> {
    // The kernel copies (or clones) the file: nothing passes through this process's memory.
    await this.atomically(key, (temporary) => copyFile(path, temporary));
  }

  async putStream(key: string, body: Readable, _size: number, _contentType: string): Promise<void> {
    await this.atomically(key, (temporary) => pipeline(body, createWriteStream(temporary)));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async read(key: string, options: ReadOptions = {}): Promise<ObjectRead | null> {
    const path = this.path(key);
    let info: Stats;
    try {
      info = await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    if (!info.isFile()) return null;
    // The same validator express.static gives these files, so either way of serving agrees.
    const etag = etagOf(info);
    const lastModified = info.mtime.toUTCString();
    const common = { etag, lastModified, contentType: contentTypeOf(key) };
    if (etagMatches(options.ifNoneMatch, etag)) {
      return { status: 304, body: null, contentLength: null, contentRange: null, ...common };
    }
    const range = byteRange(options.range, info.size);
    if (range === "unsatisfiable") {
      return {
        status: 416,
        body: null,
        contentLength: null,
        contentRange: `bytes */${info.size}`,
        ...common,
      };
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    const length = Math.max(0, end - start + 1);
    const body =
      options.headOnly || length === 0
        ? null
        : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>);
    return {
      status: range ? 206 : 200,
      body: options.headOnly ? null : (body ?? new Blob([]).stream()),
      contentLength: length,
      contentRange: range ? `bytes ${start}-${end}/${info.size}` : null,
      ...common,
    };
  }

  async download(key: string, toPath: string): Promise<boolean> {
    try {
      await copyFile(this.path(key), toPath);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  async *list(prefix = ""): AsyncIterable<StoredEntry> {
    let names: string[];
    try {
      names = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names.sort()) {
      const key = relative(this.root, join(this.root, name)).split(sep).join("/");
      // Half-written files (`….tmp`) and anything not named as the server names keys are not objects.
      if (!key.startsWith(prefix) || !isStorageKey(key) || key.endsWith(".tmp")) continue;
      const info = await stat(join(this.root, name)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size };
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    assertKey(key);
    return `${this.publicPrefix}/${key}`;
  }
}
