import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { notifications } from "../published/notifications.server";
import { writeAudit } from "./audit.server";
import { type DB, now } from "./db.server";
import { checkWritable, pageVersion } from "./page-version.server";

/**
 * The page version rises where published content changes, in the write's own transaction (migration
 * 0014, docs/decisions/0014), and nowhere else: the page cache keeps every copy through writes that
 * change nothing a visitor sees (a draft, a sign-in, an enquiry, a refused request).
 */
describe.each(testDatabases())("the page version on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());

  /** How much `write` raised the page version. */
  async function raisedBy(write: () => Promise<unknown>): Promise<number> {
    const before = await pageVersion(database);
    await write();
    return (await pageVersion(database)) - before;
  }

  it("rises when a notice is added, edited or deleted, in the same transaction", async () => {
    const input = { title: "Sports Day", description: "", date: "2026-02-01", audience: "group" as const };
    let id = 0;
    expect(
      await raisedBy(async () => {
        id = (await notifications.create(input, database)).id;
      }),
    ).toBeGreaterThan(0);
    expect(
      await raisedBy(() => notifications.update(id, { ...input, title: "Sports Day moved" }, database)),
    ).toBeGreaterThan(0);
    expect(await raisedBy(() => notifications.remove(id, database))).toBeGreaterThan(0);
    // A write rolled back (a refused or failed change) raises nothing: the raise is part of it.
    expect(
      await raisedBy(() =>
        database
          .transaction()
          .execute(async (trx) => {
            await notifications.create(input, trx);
            throw new Error("refused");
          })
          .catch(() => undefined),
      ),
    ).toBe(0);
  });

  it("rises for every table public pages read", async () => {
    const stamp = now();
    const writes: [string, () => Promise<unknown>][] = [
      [
        "announcements",
        () =>
          database
            .insertInto("announcements")
            .values({
              title: "A",
              description: "",
              date: "2026-01-01",
              link: "",
              audience: "group",
              created_at: stamp,
              updated_at: stamp,
            } as never)
            .execute(),
      ],
      [
        "people",
        () =>
          database
            .insertInto("people")
            .values({
              id: "trigger-test",
              name: "Mrs. A",
              post: "Teacher",
              audience: "group",
              position: 1,
              updated_at: stamp,
            } as never)
            .execute(),
      ],
      [
        "site_images",
        () =>
          database
            .insertInto("site_images")
            .values({
              file_key: "k-trigger",
              width: 10,
              height: 10,
              alt: "",
              original_name: "",
              uploaded_at: stamp,
              updated_at: stamp,
            } as never)
            .execute(),
      ],
      [
        "albums",
        () =>
          database
            .insertInto("albums")
            .values({
              kind: "link",
              status: "published",
              title: "T",
              audience: "group",
              date: "2026-01-01",
              description: "",
              link: "https://example.org",
              thumbnail: null,
              created_at: stamp,
              updated_at: stamp,
            } as never)
            .execute(),
      ],
    ];
    for (const [table, write] of writes) {
      expect(await raisedBy(write), table).toBeGreaterThan(0);
    }
  });

  it("does not rise for a page's draft, nor for re-publishing the same page; rises when its published text changes", async () => {
    const stamp = now();
    const page = JSON.stringify({ title: "Robotics lab", blocks: [] });
    expect(
      await raisedBy(() =>
        database
          .insertInto("pages")
          .values({
            path: "/trigger-test",
            section: "group",
            published: page,
            draft: null,
            default_hash: "x",
            newer_default_hash: null,
            edited_at: null,
            edited_by: null,
            updated_at: stamp,
          })
          .execute(),
      ),
    ).toBeGreaterThan(0);
    const draft = JSON.stringify({ title: "Robotics lab (draft)", blocks: [] });
    expect(
      await raisedBy(() =>
        database
          .updateTable("pages")
          .set({ draft, updated_at: now() })
          .where("path", "=", "/trigger-test")
          .execute(),
      ),
    ).toBe(0);
    expect(
      await raisedBy(() =>
        database
          .updateTable("pages")
          .set({ published: page, draft: null })
          .where("path", "=", "/trigger-test")
          .execute(),
      ),
    ).toBe(0);
    expect(
      await raisedBy(() =>
        database.updateTable("pages").set({ published: draft }).where("path", "=", "/trigger-test").execute(),
      ),
    ).toBeGreaterThan(0);
  });

  it("does not rise for what no public page shows: accounts, sessions, enquiries, the audit log, the health probe", async () => {
    const stamp = now();
    expect(
      await raisedBy(async () => {
        await writeAudit(
          {
            actor: { id: null, username: "stranger" },
            action: "login-failed",
            entity: "session",
            summary: "Failed sign-in",
          },
          database,
        );
        await database
          .insertInto("users")
          .values({
            username: `u${Date.now()}`,
            password_hash: "x",
            created_at: stamp,
            updated_at: stamp,
          } as never)
          .execute();
        await database
          .insertInto("enquiries")
          .values({
            reference: `ENQ-T${Date.now() % 100000}`,
            student_name: "A",
            parent_name: "B",
            phone: "9876543210",
            email: "",
            class_sought: "LKG",
            school: "vidhyashram",
            message: "",
            status: "new",
            created_at: stamp,
            updated_at: stamp,
          } as never)
          .execute();
        await checkWritable(database);
      }),
    ).toBe(0);
  });

  it("the health probe really writes: this instance's heartbeat row, its time renewed", async () => {
    await checkWritable(database);
    const first = await database.selectFrom("health_heartbeat").selectAll().execute();
    expect(first).toHaveLength(1);
    expect(first[0]?.instance).toContain(String(process.pid));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await checkWritable(database);
    const second = await database.selectFrom("health_heartbeat").selectAll().execute();
    expect(second).toHaveLength(1);
    expect((second[0]?.at ?? "") > (first[0]?.at ?? "")).toBe(true);
  });
});
