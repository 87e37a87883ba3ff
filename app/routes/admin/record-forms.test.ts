import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldNode, postedFields, someNode } from "~/lib/forms/schema-form";
import { closeDb, type DB } from "~/lib/platform/db.server";
import { CONTROL_CHARACTER_MESSAGE } from "~content/schemas/common";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { callAction, dataOf, get, loaderData, post, signIn, statusOf } from "../../../tests/support/routes";
import * as albumsRoute from "./albums/albums";
import * as alertsRoute from "./alerts/alerts";
import * as announcementsRoute from "./content/announcements";
import * as mediaRoute from "./content/media";
import * as notificationsRoute from "./content/notifications";
import * as eventsRoute from "./events/events";

/**
 * The add forms of the notices, announcements, videos, link albums, events and urgent alerts screens as
 * the office uses them: the form the loader draws from the record's schema, posted exactly as drawn with its required fields filled in, saves the
 * record; an invisible control character (NUL, which PostgreSQL cannot store) in any of its text fields
 * is refused beside that field with the one message. On SQLite and on PostgreSQL.
 */

type Screen = {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each screen's route module, called through the test helpers
  route: any;
  /** The screen's address, and the query that opens its add form. */
  path: string;
  add: string;
  /** What the form's submit posts as `intent` when adding. */
  intent: string;
  table: "notifications" | "announcements" | "media_library" | "albums" | "events" | "alerts";
  /** The field that names the record: its title, or an alert's line. */
  named: "title" | "message";
  /** What a clerk types into the fields the form leaves empty and the record needs. */
  typed: Record<string, string>;
  /** The add form in the loader's data. */
  formOf(data: unknown): FieldNode | null | undefined;
};

const dialogForm = (data: unknown) => (data as { dialog?: { node?: FieldNode | null } | null }).dialog?.node;
const contentScreen = {
  named: "title" as const,
  add: "?dialog=add",
  intent: "create",
  typed: {},
  formOf: dialogForm,
};

const screens: Screen[] = [
  { ...contentScreen, name: "notices", route: notificationsRoute, path: "/admin", table: "notifications" },
  {
    ...contentScreen,
    name: "announcements",
    route: announcementsRoute,
    path: "/admin/announcements",
    table: "announcements",
  },
  {
    ...contentScreen,
    name: "videos",
    route: mediaRoute,
    path: "/admin/media",
    table: "media_library",
    typed: { youtube_id: "https://youtu.be/aBcDeFgHiJ0" },
  },
  {
    ...contentScreen,
    name: "link albums",
    route: albumsRoute,
    path: "/admin/albums",
    table: "albums",
    // Adding publishes a link album: its parents' consent box ticked.
    typed: { link: "https://photos.example.com/sports-day", consent: "true" },
  },
  {
    name: "events",
    route: eventsRoute,
    path: "/admin/events",
    add: "?add",
    intent: "save",
    table: "events",
    typed: { start_time: "10:00", end_time: "12:00" },
    named: "title",
    formOf: (data) => (data as { form?: { node: FieldNode } | null }).form?.node,
  },
  {
    name: "urgent alerts",
    route: alertsRoute,
    path: "/admin/alerts",
    add: "",
    intent: "post",
    table: "alerts",
    typed: {},
    named: "message",
    formOf: (data) => (data as { form?: FieldNode }).form,
  },
];

/** Every text control of `node` (a free text: not a date or a time, which have their own checks). */
function textFields(node: FieldNode): Extract<FieldNode, { kind: "text" }>[] {
  if (node.kind === "text") return node.inputType === undefined ? [node] : [];
  if (node.kind === "group") return node.children.flatMap(textFields);
  return [];
}

/** The fields the drawn `node` posts, with `changes` typed over them, as the browser's multipart post. */
function formOf(screen: Screen, node: FieldNode, changes: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", screen.intent);
  for (const [name, value] of postedFields(node)) form.set(name, value);
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  // A form with a file control posts an empty file part when none is chosen.
  if (someNode(node, (field) => field.kind === "file")) form.set("file", new File([], ""));
  return form;
}

describe.each(testDatabases())("the record screens' add forms ($name)", (target) => {
  let database: DB;
  let cookie = "";
  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    cookie = await signIn(`records-clerk-${target.name}`);
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  /** The add dialog's form, as the screen's loader draws it. */
  async function addForm(screen: Screen): Promise<FieldNode> {
    const data = await loaderData(screen.route, get(`${screen.path}${screen.add}`, { cookie }));
    const node = screen.formOf(data);
    if (!node) throw new Error(`${screen.name}: the add dialog has no form`);
    return node;
  }

  it.each(screens)(
    "$name: the form posted as drawn, required fields filled, saves the entry",
    async (screen) => {
      const node = await addForm(screen);
      const title = `Sports day (${screen.name}, ${target.name})`;
      const required = textFields(node).filter((field) => field.required && field.value === "");
      expect(required.map((field) => field.name)).toContain(screen.named);
      const changes = {
        ...Object.fromEntries(required.map((field) => [field.name, title])),
        ...screen.typed,
      };
      const result = await callAction(
        screen.route,
        post(screen.path, formOf(screen, node, changes), { cookie }),
      );
      expect(statusOf(result)).toBe(302);
      const row = await database
        .selectFrom(screen.table)
        .selectAll()
        .where(screen.named, "=", title)
        .executeTakeFirst();
      expect(row).toMatchObject({ [screen.named]: title, audience: "group" });
    },
  );

  it.each(screens)("$name: a NUL in each text field is refused beside that field", async (screen) => {
    const node = await addForm(screen);
    const fields = textFields(node);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const filled = {
        ...Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.name, "Annual day"])),
        ...screen.typed,
      };
      const result = await callAction(
        screen.route,
        post(screen.path, formOf(screen, node, { ...filled, [field.name]: `Annual\u0000 day` }), { cookie }),
      );
      expect(statusOf(result), field.name).toBe(400);
      const refusal = dataOf<{ errors: Record<string, string>; node?: FieldNode }>(result);
      expect(refusal.errors, field.name).toEqual({ [field.name]: CONTROL_CHARACTER_MESSAGE });
      const drawn = refusal.node && textFields(refusal.node).find((f) => f.name === field.name);
      expect(drawn?.error).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(drawn?.value).toBe("Annual\u0000 day");
    }
  });
});
