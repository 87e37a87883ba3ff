import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { env } from "./env.server";

/**
 * Where uploaded files live. Routes and the data layer only see this interface, so an
 * S3-compatible store (put/get/delete objects, a public or CDN URL) can replace the local disk later by
 * adding one implementation and choosing it in `storage()`.
 *
 * Keys are chosen by the server, never by the uploader: lower-case letters, digits and `/ _ . -`,
 * for example `photos/3f9c0a…-640.webp`.
 */
export interface Storage {
  /** Stores `data` under `key`, replacing what was there. Readers never see a half-written file. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  url(key: string): string;
}

const KEY = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*$/;

/** Throws for a key that is not one of ours (path traversal, odd characters). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}

/** Files under a folder on the local disk, served by the web server at `publicPrefix` (`/uploads`). */
export class LocalDiskStorage implements Storage {
  readonly root: string;
  constructor(
    root: string,
    private readonly publicPrefix = "/uploads",
  ) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path;
  }

  async put(key: string, data: Uint8Array, _contentType: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside, then rename: atomic on one file system, so a crash never leaves half a file.
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
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

let shared: Storage | undefined;

/** The process-wide storage: the local disk under `UPLOADS_DIR` (default `./data/uploads`). */
export function storage(): Storage {
  shared ??= new LocalDiskStorage(env().UPLOADS_DIR);
  return shared;
}
