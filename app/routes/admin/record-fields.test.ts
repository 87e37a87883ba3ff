import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getEvent } from "~/lib/events/events.server";
import type { FieldNode } from "~/lib/forms/schema-form";
import { closeDb, type DB } from "~/lib/platform/db.server";
import { findNotice } from "~/lib/published/notices.server";
import { notifications } from "~/lib/published/notifications.server";
import { eventPath } from "~/lib/published/paths";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { drawnText, typedInto } from "../../../tests/support/drawn-form";
import { callAction, dataOf, get, loaderData, post, signIn, statusOf } from "../../../tests/support/routes";
import { loadEvent } from "../site/calendar/event.server";
import * as notificationsRoute from "./content/notifications";
import * as eventsRoute from "./events/events";

/**
 * A field added to a record's schema and nothing else (decision 0029): the notice and event schemas are
 * given one more field here, as a maintainer would add it in content/schemas/, and the office's screen
 * draws it with its words, refuses it beside itself, saves it, opens it again for editing, and the
 * public page's data carries it — with no migration, no table type and no mapping written for it. On
 * SQLite and on PostgreSQL.
 */

vi.mock("~content/schemas/notices", async (importOriginal) => {
  const original = await importOriginal<typeof import("~content/schemas/notices")>();
  const { textField } = await import("~content/schemas/common");
  return {
    ...original,
    noticeSchema: original.noticeSchema.safeExtend({
      venue: textField({ max: 80, optional: true }).meta({ label: "Venue", help: "Where parents go." }),
    }),
  };
});

vi.mock("~content/schemas/events", async (importOriginal) => {
  const original = await importOriginal<typeof import("~content/schemas/events")>();
  const { textField } = await import("~content/schemas/common");
  return {
    ...original,
    eventSchema: original.eventSchema.safeExtend({
      dress_code: textField({ max: 80, optional: true }).meta({ label: "Dress code" }),
    }),
  };
});

describe.each(testDatabases())("a field added to a record's schema ($name)", (target) => {
  let database: DB;
  let cookie = "";
  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    cookie = await signIn(`fields-clerk-${target.name}`);
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  it("a notice's: drawn, checked, saved, edited again and on the notice's page", async () => {
    type Screen = { dialog?: { node?: FieldNode | null } | null };
    const screen = (await loaderData(notificationsRoute, get("/admin?dialog=add", { cookie }))) as Screen;
    const node = screen.dialog?.node;
    if (!node) throw new Error("the add dialog has no form");
    expect(drawnText(node, "venue")).toMatchObject({ label: "Venue", help: "Where parents go.", value: "" });

    const title = `Parents' meeting (${target.name})`;
    const tooLong = await callAction(
      notificationsRoute,
      post("/admin", typedInto(node, "create", { title, venue: "x".repeat(81) }), { cookie }),
    );
    expect(statusOf(tooLong)).toBe(400);
    const refusal = dataOf<{ errors: Record<string, string> }>(tooLong);
    expect(Object.keys(refusal.errors)).toEqual(["venue"]);

    const saved = await callAction(
      notificationsRoute,
      post("/admin", typedInto(node, "create", { title, venue: "School hall" }), { cookie }),
    );
    expect(statusOf(saved)).toBe(302);
    const [row] = await notifications.list({ state: "all" }, database);
    expect(row).toMatchObject({ title, venue: "School hall" });

    const edit = (await loaderData(
      notificationsRoute,
      get(`/admin?dialog=edit&id=${row?.id}`, { cookie }),
    )) as Screen;
    const editing = edit.dialog?.node;
    if (!editing) throw new Error("the edit dialog has no form");
    expect(drawnText(editing, "venue")?.value).toBe("School hall");
    const cleared = await callAction(
      notificationsRoute,
      post("/admin", typedInto(editing, "update", { id: String(row?.id), venue: "" }), { cookie }),
    );
    expect(statusOf(cleared)).toBe(302);
    expect(await notifications.get(Number(row?.id), database)).not.toHaveProperty("venue");

    await callAction(
      notificationsRoute,
      post("/admin", typedInto(editing, "update", { id: String(row?.id), venue: "Ground" }), { cookie }),
    );
    expect(await findNotice("notification", Number(row?.id), { database })).toMatchObject({
      title,
      venue: "Ground",
    });
  });

  it("an event's: drawn, saved, edited again and on the event's page", async () => {
    type Screen = { form?: { node: FieldNode } | null };
    const screen = (await loaderData(eventsRoute, get("/admin/events?add", { cookie }))) as Screen;
    const node = screen.form?.node;
    if (!node) throw new Error("the add form has no fields");
    expect(drawnText(node, "dress_code")).toMatchObject({ label: "Dress code", value: "" });

    const title = `Annual day (${target.name})`;
    const saved = await callAction(
      eventsRoute,
      post(
        "/admin/events?add",
        typedInto(node, "save", {
          title,
          start_date: "2027-02-05",
          start_time: "10:00",
          end_time: "12:00",
          dress_code: "School uniform",
        }),
        { cookie },
      ),
    );
    expect(statusOf(saved)).toBe(302);
    const stored = await database
      .selectFrom("events")
      .select("id")
      .where("title", "=", title)
      .executeTakeFirst();
    const id = Number(stored?.id);
    expect(await getEvent(id, database)).toMatchObject({ title, dress_code: "School uniform" });

    const edit = (await loaderData(eventsRoute, get(`/admin/events?edit=${id}`, { cookie }))) as Screen;
    expect(edit.form && drawnText(edit.form.node, "dress_code")?.value).toBe("School uniform");

    const path = eventPath(id, title);
    const page = await loadEvent(path.split("/").pop(), get(path));
    expect(page.event).toMatchObject({ title, dress_code: "School uniform" });
  });
});
