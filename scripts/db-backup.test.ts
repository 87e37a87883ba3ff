import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateIdentity, identityToRecipient } from "age-encryption";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDb, createDatabase, migrateToLatest } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { BACKUP_ROTATION_DAYS } from "../content/privacy";
import {
  backupSqlite,
  backupStamp,
  integrityCheck,
  keepCount,
  pgDumpCommand,
  pruneBackups,
  uploadsNote,
} from "./db-backup";
import { decryptFile, decryptionFromEnv, encryptionFromEnv, isAgeFile } from "./db-backup-age";
import { checkBackup, restoreSqlite, sqliteInUse } from "./db-restore";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "school-backup-"));
});
afterEach(async () => {
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

/** A migrated site database with `titles` as notices, left open (like a running server) and returned. */
async function liveDatabase(file: string, titles: string[]) {
  const database = createDatabase(file);
  await migrateToLatest(database);
  for (const title of titles) {
    await notifications.create({ title, description: "", date: "2026-01-05", audience: "group" }, database);
  }
  return database;
}

function titlesIn(file: string): string[] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return sqlite.prepare("select title from notifications order by id").pluck().all() as string[];
  } finally {
    sqlite.close();
  }
}

describe("npm run db:backup", () => {
  it("names backups by UTC time", () => {
    expect(backupStamp(new Date("2026-03-15T04:15:09.123Z"))).toBe("20260315T041509Z");
  });

  it("copies a database in use, WAL content included, into one checked file", async () => {
    const file = join(dir, "school.db");
    const database = await liveDatabase(file, ["First", "Second"]);
    try {
      expect(existsSync(`${file}-wal`)).toBe(true);
      const at = new Date("2026-03-15T04:15:09Z");
      const backup = await backupSqlite(file, join(dir, "backups"), at);
      expect(backup).toBe(join(dir, "backups", "school-20260315T041509Z.db"));
      const second = await backupSqlite(file, join(dir, "backups"), at);
      expect(second).toBe(join(dir, "backups", "school-20260315T041509Z-1.db"));

      expect(integrityCheck(backup)).toBe("ok");
      expect(titlesIn(backup)).toEqual(["First", "Second"]);
      const sqlite = new SQLite(backup, { readonly: true });
      expect(sqlite.pragma("journal_mode", { simple: true })).toBe("delete");
      sqlite.close();
      expect(readdirSync(join(dir, "backups")).some((name) => name.endsWith(".partial"))).toBe(false);
    } finally {
      await database.destroy();
    }
  });

  it("keeps backups from everyone but their owner: folder 0700, files 0600", async () => {
    const source = join(dir, "live.db");
    const database = await liveDatabase(source, ["A private notice"]);
    const mode = (path: string) => statSync(path).mode & 0o777;
    const previous = process.umask(0o022);
    try {
      const fresh = join(dir, "new", "backups");
      const first = await backupSqlite(source, fresh);
      expect(mode(fresh)).toBe(0o700);
      expect(mode(first)).toBe(0o600);
      expect(titlesIn(first)).toEqual(["A private notice"]);

      const existing = join(dir, "existing");
      mkdirSync(existing);
      chmodSync(existing, 0o755);
      const second = await backupSqlite(source, existing);
      expect(mode(existing)).toBe(0o700);
      expect(mode(second)).toBe(0o600);
      expect(readdirSync(existing)).toEqual([second.slice(existing.length + 1)]);
    } finally {
      process.umask(previous);
      await database.destroy();
    }
  });

  it("refuses a database file that does not exist", async () => {
    await expect(backupSqlite(join(dir, "missing.db"), dir)).rejects.toThrow(/no database file/);
  });

  it("passes the PostgreSQL password to pg_dump by environment, not on the command line", () => {
    const { args, env } = pgDumpCommand("postgres://school:s%40cret@db.example:5432/school", "out.dump");
    expect(args.join(" ")).not.toContain("s@cret");
    expect(args).toContain("--dbname=postgres://school@db.example:5432/school");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});

describe("npm run db:backup and the uploaded files", () => {
  it("says the folder is not in the backup and how to archive it beside", () => {
    const note = uploadsNote(undefined, "/srv/school/uploads", { stamp: "20260315T041500Z" });
    expect(note[0]).toBe(
      "The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are files in the folder /srv/school/uploads.",
    );
    expect(note.at(-1)).toBe('  tar czf "backups/uploads-20260315T041500Z.tgz" -C "/srv/school/uploads" .');
  });

  it("names the bucket and prefix, which are not in the backup, and how to copy them", () => {
    const note = uploadsNote("s3://school-files/site?endpoint=https://minio.example:9000", "./data/uploads", {
      folder: "/mnt/usb",
      stamp: "20260315T041500Z",
    });
    expect(note[0]).toBe(
      "The uploaded files (photos, pictures, documents' PDFs) are NOT in this backup: they are objects under site/ in the bucket school-files at https://minio.example:9000.",
    );
    expect(note.at(-1)).toBe(
      '  npm run storage:copy -- --from "s3://school-files/site?endpoint=https://minio.example:9000" --to "/mnt/usb/uploads-20260315T041500Z"',
    );
    expect(uploadsNote("s3://school-files", undefined)[0]).toMatch(/objects in the bucket school-files\.$/);
  });
});

describe("npm run db:restore", () => {
  it("refuses while the database is open in the server, and restores once it is closed", async () => {
    const file = join(dir, "data", "school.db");
    const database = await liveDatabase(file, ["Before backup"]);
    const backup = await backupSqlite(file, join(dir, "backups"));
    await notifications.create(
      { title: "After backup", description: "", date: "2026-01-06", audience: "group" },
      database,
    );

    expect(sqliteInUse(file)).toBe(true);
    await expect(restoreSqlite(backup, file)).rejects.toThrow(/in use/);
    expect(titlesIn(file)).toEqual(["Before backup", "After backup"]);

    await database.destroy();
    expect(sqliteInUse(file)).toBe(false);
    const at = new Date("2026-04-01T10:00:00Z");
    const result = await restoreSqlite(backup, file, { at, backupsFolder: join(dir, "backups") });
    // The replaced database is saved as an ordinary backup, subject to the backups' retention,
    // and no copy is left beside the database.
    expect(result.previous).toBe(join(dir, "backups", "school-20260401T100000Z.db"));
    expect(readdirSync(join(dir, "data")).sort()).toEqual(["school.db"]);
    expect(titlesIn(file)).toEqual(["Before backup"]);
    expect(result.counts.notifications).toBe(1);
    expect(integrityCheck(file)).toBe("ok");
    // The copy kept of the replaced database has everything it had.
    expect(titlesIn(result.previous ?? "")).toEqual(["Before backup", "After backup"]);

    // The restored file is a working site database.
    const reopened = createDatabase(file);
    try {
      expect(await migrateToLatest(reopened)).toEqual([]);
      expect((await notifications.list({}, reopened)).map((n) => n.title)).toEqual(["Before backup"]);
    } finally {
      await reopened.destroy();
    }
  });

  it("refuses a damaged file, a file that is not SQLite and a database of something else", async () => {
    const notSqlite = join(dir, "notes.db");
    writeFileSync(notSqlite, "these are not the droids");
    expect(checkBackup(notSqlite)).toMatch(/not a SQLite database/);

    const other = join(dir, "other.db");
    const sqlite = new SQLite(other);
    sqlite.exec("create table things (x)");
    sqlite.close();
    expect(checkBackup(other)).toMatch(/not one of this website/);

    const file = join(dir, "school.db");
    const database = await liveDatabase(
      file,
      Array.from({ length: 200 }, (_, i) => `Notice ${i} ${"x".repeat(500)}`),
    );
    await database.destroy();
    const backup = await backupSqlite(file, dir);
    const damaged = join(dir, "damaged.db");
    const bytes = (await import("node:fs")).readFileSync(backup);
    bytes.fill(0x55, 4096 * 3, 4096 * 6); // overwrite three pages in the middle
    writeFileSync(damaged, bytes);
    expect(checkBackup(damaged)).toMatch(/integrity|malformed|not a SQLite/);
    await expect(restoreSqlite(damaged, file)).rejects.toThrow();
    expect(titlesIn(file)).toHaveLength(200);
    expect(checkBackup(backup)).toBeNull();
  });

  it("replaces a current database too damaged to save only when told to discard it", async () => {
    const file = join(dir, "data", "school.db");
    const database = await liveDatabase(file, ["Good"]);
    await database.destroy();
    const backup = await backupSqlite(file, join(dir, "backups"));
    const big = await liveDatabase(
      join(dir, "big.db"),
      Array.from({ length: 200 }, (_, i) => `N${i} ${"x".repeat(500)}`),
    );
    await big.destroy();
    const bytes = readFileSync(join(dir, "big.db"));
    bytes.fill(0x55, 4096 * 3, 4096 * 6);
    writeFileSync(file, bytes);
    const options = { backupsFolder: join(dir, "saved") };

    await expect(restoreSqlite(backup, file, options)).rejects.toThrow(
      /could not be saved as a backup .*Nothing was changed.*--discard-current/,
    );
    expect(readFileSync(file)).toEqual(bytes);

    const result = await restoreSqlite(backup, file, { ...options, discardCurrent: true });
    expect(result.previous).toBeNull();
    expect(titlesIn(file)).toEqual(["Good"]);
    expect(existsSync(join(dir, "saved")) ? readdirSync(join(dir, "saved")) : []).toEqual([]);
  });
});

/** A fresh age key pair: the identity (secret) and its recipient (public key). */
async function keyPair() {
  const identity = await generateIdentity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** An identity file as `age-keygen -o` writes it, returned as the decryption key the environment names. */
function identityFile(identity: string, name = "key.txt") {
  const path = join(dir, name);
  writeFileSync(path, `# created: 2026-11-29T10:00:00Z\n# public key: …\n${identity}\n`, { mode: 0o600 });
  return decryptionFromEnv({ BACKUP_AGE_IDENTITY: path });
}

describe("npm run db:backup with encryption", () => {
  it("writes an age file that is not SQLite, leaves no plaintext, and decrypts to the same database", async () => {
    const { identity, recipient } = await keyPair();
    const file = join(dir, "school.db");
    const database = await liveDatabase(file, ["Parent's enquiry", "Second"]);
    const folder = join(dir, "backups");
    try {
      const backup = await backupSqlite(file, folder, new Date("2026-03-15T04:15:09Z"), {
        encryption: { recipients: [recipient] },
      });
      expect(backup).toBe(join(folder, "school-20260315T041509Z.db.age"));
      expect(readdirSync(folder)).toEqual(["school-20260315T041509Z.db.age"]);
      expect(statSync(backup).mode & 0o777).toBe(0o600);
      expect(isAgeFile(backup)).toBe(true);
      expect(readFileSync(backup).includes("Parent's enquiry")).toBe(false);
      expect(checkBackup(backup)).toMatch(/not a SQLite database/);

      const plain = join(dir, "decrypted.db");
      await decryptFile(backup, plain, identityFile(identity) ?? { passphrase: "" });
      expect(integrityCheck(plain)).toBe("ok");
      expect(titlesIn(plain)).toEqual(["Parent's enquiry", "Second"]);
    } finally {
      await database.destroy();
    }
  });

  it("encrypts with a passphrase, which only that passphrase opens", async () => {
    const file = join(dir, "school.db");
    await (await liveDatabase(file, ["Kept"])).destroy();
    const backup = await backupSqlite(file, join(dir, "backups"), new Date(), {
      encryption: { passphrase: "correct horse battery staple" },
      scryptWorkFactor: 10,
    });
    await expect(decryptFile(backup, join(dir, "wrong.db"), { passphrase: "not it" })).rejects.toThrow(
      /cannot be decrypted with the passphrase in BACKUP_PASSPHRASE: it was encrypted for another key/,
    );
    await decryptFile(backup, join(dir, "right.db"), { passphrase: "correct horse battery staple" });
    expect(titlesIn(join(dir, "right.db"))).toEqual(["Kept"]);
  });

  it("leaves neither the plaintext nor a partial file when the encryption fails", async () => {
    const file = join(dir, "school.db");
    await (await liveDatabase(file, ["Secret"])).destroy();
    const folder = join(dir, "backups");
    await expect(
      backupSqlite(file, folder, new Date(), { encryption: { recipients: ["age1notakey"] } }),
    ).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);
  });

  it("reads the key from the environment and refuses a wrong or doubled one", async () => {
    const { recipient } = await keyPair();
    const other = (await keyPair()).recipient;
    expect(encryptionFromEnv({})).toBeNull();
    expect(encryptionFromEnv({ BACKUP_AGE_RECIPIENT: `${recipient}, ${other}\n` })).toEqual({
      recipients: [recipient, other],
    });
    expect(encryptionFromEnv({ BACKUP_PASSPHRASE: "words" })).toEqual({ passphrase: "words" });
    expect(() => encryptionFromEnv({ BACKUP_AGE_RECIPIENT: recipient, BACKUP_PASSPHRASE: "x" })).toThrow(
      /both set/,
    );
    expect(() => encryptionFromEnv({ BACKUP_AGE_RECIPIENT: "ssh-ed25519 AAAA" })).toThrow(
      /"ssh-ed25519", which is not an age public key/,
    );
    expect(() => decryptionFromEnv({ BACKUP_AGE_IDENTITY: join(dir, "none.txt") })).toThrow(/cannot be read/);
    writeFileSync(join(dir, "empty.txt"), "# nothing\n");
    expect(() => decryptionFromEnv({ BACKUP_AGE_IDENTITY: join(dir, "empty.txt") })).toThrow(
      /no age secret key/,
    );
  });
});

describe("npm run db:backup retention", () => {
  const names = {
    old1: "school-20260301T020000Z.db",
    old2: "school-20260302T020000Z.db.age",
    old3: "school-20260303T020000Z.dump",
    old4: "school-20260303T020000Z-1.db.age",
  };
  const unrelated = [
    "uploads-20260301T020000Z.tgz",
    "notes.txt",
    "school-notes.db",
    "school-20260101T000000Z.db.bak",
    "other-20260101T000000Z.db",
  ];

  function folderWith(files: string[]): string {
    const folder = join(dir, "backups");
    mkdirSync(folder, { recursive: true });
    for (const name of files) writeFileSync(join(folder, name), name);
    return folder;
  }

  it("keeps the newest N including the one just written, and deletes only its own older backups", () => {
    const fresh = "school-20260304T020000Z.db.age";
    const folder = folderWith([...Object.values(names), ...unrelated, fresh]);
    const deleted = pruneBackups(folder, 2, join(folder, fresh), new Date("2026-03-04T02:05:00Z"));
    expect(deleted).toEqual([names.old1, names.old2, names.old3].map((n) => join(folder, n)));
    expect(readdirSync(folder).sort()).toEqual([fresh, names.old4, ...unrelated].sort());
  });

  it("never deletes the backup just written, even when its clock is behind the others'", () => {
    const fresh = "school-20260201T020000Z.db";
    const folder = folderWith([...Object.values(names), fresh]);
    pruneBackups(folder, 1, join(folder, fresh), new Date("2026-02-01T02:05:00Z"));
    expect(readdirSync(folder)).toEqual([fresh]);
  });

  it("deletes the partial files of a killed run once a day old, not those of a run in progress", () => {
    const stale = "school-20260301T020000Z.db.partial";
    const running = "school-20260304T020000Z.db.age.partial";
    const folder = folderWith([stale, `${stale}-journal`, running, "school-20260304T020000Z.db.partial"]);
    const deleted = pruneBackups(folder, 30, undefined, new Date("2026-03-04T02:10:00Z"));
    expect(deleted).toEqual([join(folder, stale), join(folder, `${stale}-journal`)]);
    expect(readdirSync(folder).sort()).toEqual([
      "school-20260304T020000Z.db.age.partial",
      "school-20260304T020000Z.db.partial",
    ]);
  });

  it("takes the count from --keep, else BACKUP_KEEP, else the privacy notice's days", () => {
    expect(keepCount(undefined, {})).toBe(BACKUP_ROTATION_DAYS);
    expect(keepCount(undefined, { BACKUP_KEEP: "14" })).toBe(14);
    expect(keepCount("3", { BACKUP_KEEP: "14" })).toBe(3);
    expect(() => keepCount("0", {})).toThrow(/--keep must be a whole number .* at least 1/);
    expect(() => keepCount(undefined, { BACKUP_KEEP: "ten" })).toThrow(/BACKUP_KEEP must be/);
    expect(() => pruneBackups(dir, 0)).toThrow(/at least 1/);
  });
});

describe("npm run db:restore of an encrypted backup", () => {
  it("decrypts with the identity, saves the replaced database encrypted, and leaves no plaintext copy", async () => {
    const { identity, recipient } = await keyPair();
    const encryption = { recipients: [recipient] };
    const file = join(dir, "data", "school.db");
    const database = await liveDatabase(file, ["In the backup"]);
    const backup = await backupSqlite(file, join(dir, "backups"), new Date("2026-03-01T00:00:00Z"), {
      encryption,
    });
    await notifications.create(
      { title: "Later", description: "", date: "2026-01-06", audience: "group" },
      database,
    );
    await database.destroy();

    const result = await restoreSqlite(backup, file, {
      decryption: identityFile(identity),
      encryption,
      backupsFolder: join(dir, "backups"),
      at: new Date("2026-04-01T10:00:00Z"),
    });
    expect(titlesIn(file)).toEqual(["In the backup"]);
    expect(readdirSync(join(dir, "data"))).toEqual(["school.db"]);
    expect(result.previous).toBe(join(dir, "backups", "school-20260401T100000Z.db.age"));
    expect(isAgeFile(result.previous ?? "")).toBe(true);
    await decryptFile(
      result.previous ?? "",
      join(dir, "undo.db"),
      identityFile(identity) ?? { passphrase: "" },
    );
    expect(titlesIn(join(dir, "undo.db"))).toEqual(["In the backup", "Later"]);
  });

  it("refuses with a wrong key or none, leaving the current database untouched", async () => {
    const { recipient } = await keyPair();
    const file = join(dir, "data", "school.db");
    await (await liveDatabase(file, ["Current"])).destroy();
    const backup = await backupSqlite(file, join(dir, "backups"), new Date(), {
      encryption: { recipients: [recipient] },
    });
    const before = readFileSync(file);
    const wrong = identityFile((await keyPair()).identity, "other-key.txt");

    await expect(
      restoreSqlite(backup, file, { decryption: wrong, backupsFolder: join(dir, "saved") }),
    ).rejects.toThrow(
      /cannot be decrypted with the identity in .*other-key\.txt: it was encrypted for another key/,
    );
    await expect(restoreSqlite(backup, file, { backupsFolder: join(dir, "saved") })).rejects.toThrow(
      /is encrypted \(age\): set BACKUP_AGE_IDENTITY/,
    );
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(join(dir, "data"))).toEqual(["school.db"]);
    expect(existsSync(join(dir, "saved"))).toBe(false);
  });
});
