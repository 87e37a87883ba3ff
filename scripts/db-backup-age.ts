/**
 * Encryption of backups in the age format (https://age-encryption.org/v1) through `age-encryption`
 * (typage, the reference TypeScript implementation), so that a backup this website writes can also be
 * decrypted by hand with the standard `age` command (Debian package `age`), and one the `age` command
 * wrote can be restored. docs/operations.md has the drill.
 *
 * Two kinds of key, read from the environment:
 * - `BACKUP_AGE_RECIPIENT`: one or more age public keys (`age1…`, made with `age-keygen`), separated
 *   by spaces, commas or new lines. The server can encrypt but never decrypt: the identity (secret
 *   key) stays off the server. Restoring needs `BACKUP_AGE_IDENTITY`, the path of the identity file.
 * - `BACKUP_PASSPHRASE`: a passphrase (age's scrypt recipient). Simpler, but the server then holds
 *   what decrypts every backup. age does not allow a passphrase and recipients in one file, so the two
 *   together are refused.
 *
 * Files are encrypted and decrypted as streams (age's 64 KiB chunks), so a database of any size is
 * handled in constant memory.
 */
import { closeSync, createReadStream, createWriteStream, openSync, readFileSync, readSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter } from "age-encryption";

/** How a backup is encrypted: for age public keys (recipients), or with a passphrase. */
export type EncryptionKey = { recipients: string[] } | { passphrase: string };

/** How a backup is decrypted: with the secret keys of an identity file, or with a passphrase. */
export type DecryptionKey = { identities: string[]; identityFile: string } | { passphrase: string };

/** The first line of every binary age file. */
const AGE_MAGIC = "age-encryption.org/v1\n";

/** Owner only, like every backup file. */
const FILE_MODE = 0o600;

/**
 * The encryption key the environment names (`BACKUP_AGE_RECIPIENT`, `BACKUP_PASSPHRASE`), or null when
 * neither is set. Throws when both are set, or when a recipient is not an age public key (`age1…`).
 */
export function encryptionFromEnv(env: NodeJS.ProcessEnv = process.env): EncryptionKey | null {
  const recipients = (env.BACKUP_AGE_RECIPIENT ?? "").split(/[\s,]+/).filter(Boolean);
  const passphrase = env.BACKUP_PASSPHRASE ?? "";
  if (recipients.length > 0 && passphrase) {
    throw new Error(
      "BACKUP_AGE_RECIPIENT and BACKUP_PASSPHRASE are both set: an age file is encrypted for public keys or with a passphrase, not both. Unset one.",
    );
  }
  for (const recipient of recipients) {
    try {
      new Encrypter().addRecipient(recipient);
    } catch {
      throw new Error(
        `BACKUP_AGE_RECIPIENT holds "${recipient}", which is not an age public key (age1…; make one with age-keygen).`,
      );
    }
  }
  if (recipients.length > 0) return { recipients };
  if (passphrase) return { passphrase };
  return null;
}

/**
 * The decryption key the environment names: `BACKUP_AGE_IDENTITY` (path of an age identity file, as
 * `age-keygen -o` writes: `AGE-SECRET-KEY-1…` lines, `#` comments) or `BACKUP_PASSPHRASE`; null when
 * neither is set. Throws when the identity file cannot be read or holds no secret key.
 */
export function decryptionFromEnv(env: NodeJS.ProcessEnv = process.env): DecryptionKey | null {
  const identityFile = env.BACKUP_AGE_IDENTITY?.trim();
  if (identityFile) {
    let text: string;
    try {
      text = readFileSync(identityFile, "utf8");
    } catch (error) {
      throw new Error(
        `BACKUP_AGE_IDENTITY names ${identityFile}, which cannot be read (${error instanceof Error ? error.message : error}).`,
      );
    }
    const identities = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.startsWith("AGE-SECRET-KEY-"));
    if (identities.length === 0) {
      throw new Error(`${identityFile} (BACKUP_AGE_IDENTITY) holds no age secret key (AGE-SECRET-KEY-1…).`);
    }
    return { identities, identityFile };
  }
  if (env.BACKUP_PASSPHRASE) return { passphrase: env.BACKUP_PASSPHRASE };
  return null;
}

/** True when `file` starts as an age file does (binary form), whatever its name. */
export function isAgeFile(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString("latin1") === AGE_MAGIC;
  } finally {
    closeSync(fd);
  }
}

function encrypterFor(key: EncryptionKey, scryptWorkFactor?: number): Encrypter {
  const encrypter = new Encrypter();
  if ("passphrase" in key) {
    // age's default (2^18) takes about a second; tests pass a lower factor.
    if (scryptWorkFactor !== undefined) encrypter.setScryptWorkFactor(scryptWorkFactor);
    encrypter.setPassphrase(key.passphrase);
  } else {
    for (const recipient of key.recipients) encrypter.addRecipient(recipient);
  }
  return encrypter;
}

function webStream(file: string): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
}

async function writeStream(stream: ReadableStream<Uint8Array>, target: string): Promise<void> {
  await pipeline(
    Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>),
    createWriteStream(target, { mode: FILE_MODE }),
  );
}

/**
 * Encrypts `source` into `target` (created 0600, truncated if it exists) for `key`. Throws when a
 * recipient is invalid or the file cannot be read or written; the caller removes `target` then.
 * `scryptWorkFactor` (log2 of scrypt's N) is for tests only.
 */
export async function encryptFile(
  source: string,
  target: string,
  key: EncryptionKey,
  { scryptWorkFactor }: { scryptWorkFactor?: number } = {},
): Promise<void> {
  const encrypted = await encrypterFor(key, scryptWorkFactor).encrypt(webStream(source));
  await writeStream(encrypted, target);
}

/**
 * Decrypts the age file `source` into `target` (created 0600). Throws, with a sentence an operator
 * understands, when the key does not open the file or the file is damaged or cut short (age
 * authenticates every chunk); the caller removes `target` then.
 */
export async function decryptFile(source: string, target: string, key: DecryptionKey): Promise<void> {
  const decrypter = new Decrypter();
  if ("passphrase" in key) decrypter.addPassphrase(key.passphrase);
  else for (const identity of key.identities) decrypter.addIdentity(identity);
  const which =
    "passphrase" in key ? "the passphrase in BACKUP_PASSPHRASE" : `the identity in ${key.identityFile}`;
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(webStream(source));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      /no identity matched|invalid header HMAC|scrypt|incorrect/i.test(reason)
        ? `${source} cannot be decrypted with ${which}: it was encrypted for another key (${reason}).`
        : `${source} cannot be decrypted with ${which} (${reason}).`,
    );
  }
  try {
    await writeStream(plain, target);
  } catch (error) {
    throw new Error(
      `${source} is damaged or incomplete: its decryption failed part-way (${error instanceof Error ? error.message : error}).`,
    );
  }
}
