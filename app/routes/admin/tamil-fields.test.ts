import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FieldNode, TamilField } from "~/lib/forms/schema-form";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { closeDb, type DB } from "~/lib/platform/db.server";
import { notifications } from "~/lib/published/notifications.server";
import { noticePath } from "~/lib/published/paths";
import { refreshSearchIndex, searchSite } from "~/lib/search/search.server";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases";
import { drawnText, typedInto } from "../../../tests/support/drawn-form";
import {
  callAction,
  dataOf,
  get,
  loadContext,
  loaderData,
  post,
  SITE,
  signIn,
  siteServerBuild,
  statusOf,
} from "../../../tests/support/routes";
import * as alertsRoute from "./alerts/alerts";
import * as notificationsRoute from "./content/notifications";
import * as eventsRoute from "./events/events";
import * as tamilRoute from "./tamil/tamil";

/**
 * A notice in two languages (decision 0032), as a clerk writes it and a parent reads it: the notice
 * screen draws "In Tamil" beside the title, refuses text from an old 8-bit Tamil font beside the field,
 * saves the Tamil with the English it was written for, flags it "needs updating" when the English
 * changes, and the notice board shows the Tamil on `/ta/notifications` (marked `lang`-free, the page's
 * own) and the English on `/notifications`; an English-only notice is marked `lang="en"` on the Tamil
 * board, and a title typed in Tamil is marked `lang="ta"` on the English one. On SQLite and PostgreSQL.
 */

type Screen = { dialog?: { node?: FieldNode | null } | null };

describe.each(testDatabases())("a notice in Tamil and English ($name)", (target) => {
  let database: DB;
  let cookie = "";
  let page: (path: string) => Promise<string>;
  beforeAll(async () => {
    database = await useAsAppDatabase(target);
    await prepareDatabase(database, () => undefined);
    cookie = await signIn(`tamil-clerk-${target.name}`);
    const request = createRequestHandler(await siteServerBuild(), "production");
    page = async (path) => (await request(new Request(new URL(path, SITE)), await loadContext())).text();
  });
  afterAll(async () => {
    await closeDb();
    await target.close();
  });

  const addForm = async () => {
    const screen = (await loaderData(notificationsRoute, get("/admin?dialog=add", { cookie }))) as Screen;
    if (!screen.dialog?.node) throw new Error("the add dialog has no form");
    return screen.dialog.node;
  };
  const editForm = async (id: number) => {
    const screen = (await loaderData(
      notificationsRoute,
      get(`/admin?dialog=edit&id=${id}`, { cookie }),
    )) as Screen;
    if (!screen.dialog?.node) throw new Error("the edit dialog has no form");
    return screen.dialog.node;
  };

  it("is written beside the English, saved, flagged when the English changes, and shown per language", async () => {
    const node = await addForm();
    expect(drawnText(node, "title").tamil).toMatchObject<Partial<TamilField>>({
      name: "title@ta",
      value: "",
      state: "missing",
    });

    // Pasted from a Bamini document: refused beside the Tamil field, and what was typed stays.
    const legacy = "ÜÁ¾ ÅÂ¡ Å¢Æ¡";
    const refused = await callAction(
      notificationsRoute,
      post("/admin", typedInto(node, "create", { title: "Annual Day", "title@ta": legacy }), { cookie }),
    );
    expect(statusOf(refused)).toBe(400);
    const refusal = dataOf<{ errors: Record<string, string>; node?: FieldNode }>(refused);
    expect(refusal.errors["title@ta"]).toMatch(/old Tamil font.*Unicode Tamil keyboard/);

    const english = `Annual Day ${target.name}`;
    const tamil = `ஆண்டு விழா ${target.name}`;
    const saved = await callAction(
      notificationsRoute,
      post(
        "/admin",
        typedInto(node, "create", { title: english, "title@ta": tamil, description: "In the school hall." }),
        { cookie },
      ),
    );
    expect(statusOf(saved)).toBe(302);
    const row = (await notifications.list({ state: "all" }, database)).find((n) => n.title === english);
    if (!row) throw new Error("the notice was not saved");
    expect(row).toMatchObject({ "title@ta": { text: tamil, for: english } });

    // A notice with no Tamil, and one whose clerk typed the title in Tamil in the English field.
    for (const title of [`Sports meet ${target.name}`, `விளையாட்டு விழா ${target.name}`]) {
      const made = await callAction(
        notificationsRoute,
        post("/admin", typedInto(node, "create", { title }), { cookie }),
      );
      expect(statusOf(made)).toBe(302);
    }

    const tamilBoard = await page("/ta/notifications");
    expect(tamilBoard).toContain(tamil);
    expect(tamilBoard).not.toContain(english);
    expect(tamilBoard).toMatch(new RegExp(`<span lang="en">Sports meet ${target.name}</span>`));
    const englishBoard = await page("/notifications");
    expect(englishBoard).toContain(english);
    expect(englishBoard).not.toContain(tamil);
    expect(englishBoard).toMatch(new RegExp(`<span lang="ta">விளையாட்டு விழா ${target.name}</span>`));
    // The notice's own page, in Tamil, at the address its English title gives.
    expect(await page(`/ta${noticePath("notification", row.id, english)}`)).toContain(tamil);

    // Its Tamil title is found by a misspelt word (ஆன்டு for ஆண்டு), as similar spellings.
    await refreshSearchIndex(database);
    const found = await searchSite("ஆன்டு", {}, database);
    expect(found.similar).toBe(true);
    expect(found.results.map((result) => result.title)).toContain(english);

    // The English changes, the Tamil does not: it needs updating, and still shows (no number in it).
    const editing = await editForm(row.id);
    expect(drawnText(editing, "title").tamil).toMatchObject({ value: tamil, state: "current" });
    const changed = `${english} and prize day`;
    await callAction(
      notificationsRoute,
      post("/admin", typedInto(editing, "update", { id: String(row.id), title: changed }), { cookie }),
    );
    const stale = await editForm(row.id);
    expect(drawnText(stale, "title").tamil).toMatchObject({
      value: tamil,
      for: english,
      state: "needs updating",
    });
    expect(await page("/ta/notifications")).toContain(tamil);
    // The staff's Tamil screen lists it as needing updating.
    const screen = await loaderData(tamilRoute, get("/admin/tamil", { cookie }));
    expect(screen.gaps).toContainEqual(
      expect.objectContaining({ title: changed, kind: "Notification", stale: 1 }),
    );

    // Ticked as still saying the same: current again.
    const ticked = typedInto(stale, "update", { id: String(row.id), "title@ta.ok": "true" });
    await callAction(notificationsRoute, post("/admin", ticked, { cookie }));
    expect(drawnText(await editForm(row.id), "title").tamil?.state).toBe("current");
  });

  it("an event's and an urgent alert's Tamil show on the Tamil pages, their English on the English ones", async () => {
    type EventsScreen = { form?: { node: FieldNode } | null };
    const events = (await loaderData(eventsRoute, get("/admin/events?add", { cookie }))) as EventsScreen;
    if (!events.form) throw new Error("the event form is not drawn");
    expect(drawnText(events.form.node, "title").tamil?.state).toBe("missing");
    const event = `Science fair ${target.name}`;
    const eventTamil = `அறிவியல் கண்காட்சி ${target.name}`;
    const saved = await callAction(
      eventsRoute,
      post(
        "/admin/events?add",
        typedInto(events.form.node, "save", {
          title: event,
          "title@ta": eventTamil,
          start_date: "2027-02-05",
          start_time: "10:00",
          end_time: "12:00",
        }),
        { cookie },
      ),
    );
    expect(statusOf(saved)).toBe(302);
    expect(await page("/ta/calendar?month=2027-02")).toContain(eventTamil);
    const englishCalendar = await page("/calendar?month=2027-02");
    expect(englishCalendar).toContain(event);
    expect(englishCalendar).not.toContain(eventTamil);

    type AlertsScreen = { form: FieldNode };
    const alerts = (await loaderData(alertsRoute, get("/admin/alerts", { cookie }))) as AlertsScreen;
    const alert = `School closed today: heavy rain ${target.name}`;
    const alertTamil = `கனமழை: இன்று பள்ளி விடுமுறை ${target.name}`;
    const posted = await callAction(
      alertsRoute,
      post("/admin/alerts", typedInto(alerts.form, "post", { message: alert, "message@ta": alertTamil }), {
        cookie,
      }),
    );
    expect(statusOf(posted)).toBe(302);
    expect(await page("/ta")).toContain(alertTamil);
    const home = await page("/");
    expect(home).toContain(alert);
    expect(home).not.toContain(alertTamil);
  });

  it("a Tamil text with a date is not shown once the English changes, until it is updated", async () => {
    const node = await addForm();
    const english = `School reopens on 2 June ${target.name}`;
    const tamil = `ஜூன் 2 அன்று பள்ளி திறக்கும் ${target.name}`;
    await callAction(
      notificationsRoute,
      post("/admin", typedInto(node, "create", { title: english, "title@ta": tamil }), { cookie }),
    );
    const row = (await notifications.list({ state: "all" }, database)).find((n) => n.title === english);
    if (!row) throw new Error("the notice was not saved");
    expect(await page("/ta/notifications")).toContain(tamil);

    const moved = `School reopens on 9 June ${target.name}`;
    await callAction(
      notificationsRoute,
      post("/admin", typedInto(await editForm(row.id), "update", { id: String(row.id), title: moved }), {
        cookie,
      }),
    );
    const board = await page("/ta/notifications");
    expect(board).not.toContain(tamil);
    expect(board).toContain(moved);
  });
});
