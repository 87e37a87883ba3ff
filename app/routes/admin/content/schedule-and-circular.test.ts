import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { textPdf } from "~/lib/documents/minimal-pdf";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, callLoader, dataOf, post, signIn, statusOf } from "../../../../tests/support/routes";
import * as announcementsRoute from "./announcements";
import * as notificationsRoute from "./notifications";

/**
 * The staff side of scheduled notices and circulars (architecture ruling 22): "Publish at" and "Expire
 * at" typed in India's time are stored as UTC instants; the list says what is scheduled; a PDF sent with
 * a notice becomes a document of the library and is attached; anything else is refused beside its field.
 */

let cookie = "";
beforeAll(async () => {
  await migrateToLatest(db());
  cookie = await signIn("schedule-clerk");
});

/** A multipart post of the notice dialog, as the browser sends it with a file chosen (or none). */
function noticeForm(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(
    "file",
    file ? new File([new Uint8Array(file.bytes)], file.name, { type: file.type }) : new File([], ""),
  );
  return form;
}

describe("a scheduled notice", () => {
  it("stores Publish at and Expire at as UTC instants and the list says Scheduled", async () => {
    const result = await callAction(
      notificationsRoute,
      post(
        "/admin",
        {
          intent: "create",
          title: "Results on Monday",
          description: "",
          date: "2026-12-01",
          audience: "group",
          publish_at: "2099-12-01T10:00",
          expire_at: "2099-12-08T18:30",
          pinned: "true",
        },
        { cookie },
      ),
    );
    expect(statusOf(result)).toBe(302);
    const row = await db()
      .selectFrom("notifications")
      .selectAll()
      .where("title", "=", "Results on Monday")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      publish_at: "2099-12-01T04:30:00.000Z",
      expire_at: "2099-12-08T13:00:00.000Z",
      pinned: 1,
    });
    const list = (await callLoader(
      notificationsRoute,
      new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }),
    )) as {
      rows: { title: string; note?: string }[];
    };
    expect(list.rows.find((r) => r.title === "Results on Monday")?.note).toBe(
      "Scheduled for 1 Dec 2099, 10:00 am · Pinned",
    );
  });
});

describe("a circular sent with an announcement", () => {
  it("is kept in the Documents library as a circular of the announcement's school and attached", async () => {
    const result = await callAction(
      announcementsRoute,
      post(
        "/admin/announcements",
        noticeForm(
          {
            intent: "create",
            title: "Annual Day",
            description: "",
            link: "",
            date: "2026-12-01",
            audience: "vidhyapeeth",
          },
          { name: "annual-day.pdf", bytes: textPdf(["Annual Day on Saturday"]), type: "application/pdf" },
        ),
        { cookie },
      ),
    );
    expect(statusOf(result)).toBe(302);
    const row = await db()
      .selectFrom("announcements")
      .selectAll()
      .where("title", "=", "Annual Day")
      .executeTakeFirstOrThrow();
    expect(row.document_id).not.toBeNull();
    const document = await db()
      .selectFrom("documents")
      .selectAll()
      .where("id", "=", row.document_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ title: "Annual Day", category: "circulars", audience: "vidhyapeeth" });
    expect(document.path).toMatch(/^\/documents\/vidhyapeeth\/2026-12-01-annual-day-[0-9a-f]{6}\.pdf$/);
  });

  it("refuses a file that is not a PDF beside the file field and keeps what was typed; nothing is saved", async () => {
    const result = await callAction(
      notificationsRoute,
      post(
        "/admin",
        noticeForm(
          {
            intent: "create",
            title: "Holiday list",
            description: "Kept",
            date: "2026-12-01",
            audience: "group",
          },
          { name: "holidays.pdf", bytes: Buffer.from("not a pdf at all"), type: "application/pdf" },
        ),
        { cookie },
      ),
    );
    expect(statusOf(result)).toBe(400);
    const refusal = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(result);
    expect(refusal.errors.file).toMatch(/is not a PDF document/);
    expect(refusal.values.description).toBe("Kept");
    expect(
      await db()
        .selectFrom("notifications")
        .select("id")
        .where("title", "=", "Holiday list")
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("saves a notice sent as multipart with no file chosen, and refuses a document that does not exist", async () => {
    const plain = await callAction(
      notificationsRoute,
      post(
        "/admin",
        noticeForm({
          intent: "create",
          title: "Plain",
          description: "",
          date: "2026-12-01",
          audience: "group",
        }),
        {
          cookie,
        },
      ),
    );
    expect(statusOf(plain)).toBe(302);
    const missing = await callAction(
      notificationsRoute,
      post(
        "/admin",
        {
          intent: "create",
          title: "Ghost",
          description: "",
          date: "2026-12-01",
          audience: "group",
          document_id: "99999",
        },
        { cookie },
      ),
    );
    expect(statusOf(missing)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(missing).errors.document_id).toMatch(
      /no longer exists/,
    );
  });
});

/** The documents in the library and the files kept under the uploads folder, to see nothing was added. */
async function library() {
  const rows = await db().selectFrom("documents").select("id").execute();
  const files = await readdir(join(process.env.UPLOADS_DIR ?? "", "documents"), { recursive: true }).catch(
    () => [],
  );
  return { rows: rows.length, files: files.length };
}

describe("a refused notice with a circular", () => {
  const pdf = () => ({ name: "rules.pdf", bytes: textPdf(["Exam rules"]), type: "application/pdf" });

  it("creates no document when the notice is refused, whatever refuses it", async () => {
    const peethEditor = await signIn("circular-peeth-editor", { role: "editor", scope: "vidhyapeeth" });
    const own = await db()
      .insertInto("notifications")
      .values({
        title: "Exam rules",
        description: "",
        date: "2026-12-01",
        audience: "vidhyapeeth",
        created_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const theirs = await db()
      .insertInto("notifications")
      .values({
        title: "Sports day",
        description: "",
        date: "2026-12-01",
        audience: "vidhyashram",
        created_at: "2026-11-01T00:00:00.000Z",
        updated_at: "2026-11-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = await library();
    const update = (id: number, overrides: Record<string, string>) =>
      callAction(
        notificationsRoute,
        post(
          "/admin",
          noticeForm(
            {
              intent: "update",
              id: String(id),
              title: "Exam rules",
              description: "",
              date: "2026-12-01",
              audience: "vidhyapeeth",
              ...overrides,
            },
            pdf(),
          ),
          { cookie: peethEditor },
        ),
      );

    const blank = await update(own.id, { title: "" });
    expect(statusOf(blank)).toBe(400);
    expect(dataOf<{ errors: Record<string, string> }>(blank).errors.title).toBeTruthy();
    const badExpiry = await update(own.id, { publish_at: "2099-12-02T10:00", expire_at: "2099-12-01T10:00" });
    expect(statusOf(badExpiry)).toBe(400);
    const otherSchool = await update(own.id, { audience: "vidhyashram" });
    expect(statusOf(otherSchool)).toBe(403);
    const notTheirs = await update(theirs.id, {});
    expect(statusOf(notTheirs)).toBe(403);
    const gone = await update(999_999, {});
    expect(statusOf(gone)).toBe(302);
    expect(await library()).toEqual(before);
    const row = await db()
      .selectFrom("notifications")
      .selectAll()
      .where("id", "=", own.id)
      .executeTakeFirst();
    expect(row?.document_id).toBeNull();
  });
});

describe("a circular chosen from the library", () => {
  it("refuses a school's editor the other school's document by id, and takes its own and the group's", async () => {
    const editor = await signIn("circular-choice-editor", { role: "editor", scope: "vidhyapeeth" });
    const documentOf = async (audience: "group" | "vidhyashram" | "vidhyapeeth") => {
      const at = "2026-11-01T00:00:00.000Z";
      const row = await db()
        .insertInto("documents")
        .values({
          path: `/documents/${audience}-choice-test.pdf`,
          title: `Circular of ${audience}`,
          category: "circulars",
          audience,
          size: 1024,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return String(row.id);
    };
    const theirs = await documentOf("vidhyashram");
    const ours = await documentOf("vidhyapeeth");
    const shared = await documentOf("group");
    const send = (
      route: typeof notificationsRoute | typeof announcementsRoute,
      fields: Record<string, string>,
    ) =>
      callAction(
        route,
        post(
          route === notificationsRoute ? "/admin" : "/admin/announcements",
          {
            intent: "create",
            title: "Bus timings",
            description: "",
            link: "",
            date: "2026-12-01",
            audience: "vidhyapeeth",
            ...fields,
          },
          { cookie: editor },
        ),
      );

    for (const route of [notificationsRoute, announcementsRoute]) {
      const refused = await send(route, { document_id: theirs });
      expect(statusOf(refused)).toBe(403);
      const refusal = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(refused);
      expect(refusal.errors.document_id).toMatch(/That document is for Vidhyashram/);
      expect(refusal.values.document_id).toBe(theirs);
    }
    expect(
      await db().selectFrom("notifications").select("id").where("title", "=", "Bus timings").execute(),
    ).toEqual([]);

    expect(statusOf(await send(notificationsRoute, { document_id: ours }))).toBe(302);
    expect(statusOf(await send(announcementsRoute, { document_id: shared }))).toBe(302);
    const own = await db()
      .selectFrom("notifications")
      .select("id")
      .where("title", "=", "Bus timings")
      .executeTakeFirstOrThrow();
    const update = await send(notificationsRoute, {
      intent: "update",
      id: String(own.id),
      document_id: theirs,
    });
    expect(statusOf(update)).toBe(403);
    const row = await db()
      .selectFrom("notifications")
      .select("document_id")
      .where("id", "=", own.id)
      .executeTakeFirst();
    expect(String(row?.document_id)).toBe(ours);

    const choices = await callLoader(
      notificationsRoute,
      new Request("http://localhost:3000/admin?dialog=add", { headers: { Cookie: editor } }),
    );
    expect(JSON.stringify(choices)).toContain("Circular of vidhyapeeth");
    expect(JSON.stringify(choices)).toContain("Circular of group");
    expect(JSON.stringify(choices)).not.toContain("Circular of vidhyashram");
  });
});

describe("a post the notice screens cannot read", () => {
  it.each([
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
    [
      "broken multipart",
      "multipart/form-data; boundary=XYZ",
      '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--XY',
    ],
  ])("is refused with 400, never a 500: %s", async (_name, type, body) => {
    const result = await callAction(
      notificationsRoute,
      post("/admin", body, { cookie, headers: { "Content-Type": type } }),
    );
    expect(statusOf(result)).toBe(400);
  });
});
