import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { editable, editables, settingsPath } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { readSettings } from "~/lib/content-store/settings.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { listAudit } from "~/lib/platform/audit.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { pageVersion } from "~/lib/platform/page-version.server";
import { SETTINGS_GROUPS } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  locationOf,
  post,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import type { EditorActionData } from "../pages/editor";
import * as route from "./settings";

/**
 * Site settings through the route module, as React Router calls it (decision 0017): each group is
 * drawn by the schema editor, saved as a draft, previewed and published like a page, with a history;
 * administrators only; a refused field's message lands beside it with what was typed kept.
 */

const PATH = "/admin/settings";

let admin: string;

beforeAll(async () => {
  await migrateToLatest(db());
  admin = await signIn("settings-admin", { role: "admin" });
});

beforeEach(async () => {
  await db().deleteFrom("pages").where("path", "like", "settings:%").execute();
  await db().deleteFrom("page_versions").where("path", "like", "settings:%").execute();
  // As start-up leaves them: every group's row holds its shipped default.
  await syncPageDefaults(
    [...editables.values()]
      .filter((e) => e.kind === "settings")
      .map((e) => ({ path: e.path, value: e.shipped })),
  );
});

/** Every field of `node`, by name, with its label (or "" for hidden fields). */
function labelled(node: FieldNode, into = new Map<string, string>()): Map<string, string> {
  if ("name" in node && node.kind !== "group" && node.kind !== "list") {
    into.set(node.name, "label" in node ? String(node.label ?? "") : "");
  }
  for (const child of "children" in node ? node.children : []) labelled(child, into);
  for (const item of "items" in node ? node.items : []) labelled(item, into);
  if (node.kind === "variant" && node.child) labelled(node.child, into);
  return into;
}

/** The form of group `url` exactly as drawn, with `changes` typed over it, posted with `intent`. */
async function submit(url: string, changes: Record<string, string>, intent: string, cookie = admin) {
  const { editor } = await loaderData(route, get(url, { cookie }));
  const body = new FormData();
  const drawn = postedFields(editor.node);
  for (const [name, value] of drawn) body.append(name, name in changes ? (changes[name] ?? "") : value);
  // A field the screen adds beside the schema's (where the clerk was: `_at`).
  for (const [name, value] of Object.entries(changes))
    if (!drawn.some(([n]) => n === name)) body.append(name, value);
  body.append("intent", intent);
  const result = await callAction(route, post(url, body, { cookie }));
  return { result, answer: (statusOf(result) ?? 0) >= 400 ? dataOf<EditorActionData>(result) : undefined };
}

describe("the screen", () => {
  it("opens the names and admissions year, with a field labelled “Admissions year”, and lists every group", async () => {
    const data = await loaderData(route, get(PATH, { cookie: admin }));
    expect(data.editor.title).toBe("Names and admissions year");
    const fields = labelled(data.editor.node);
    expect(fields.get("admissionsYear")).toBe("Admissions year");
    expect([...postedFields(data.editor.node)]).toContainEqual(["admissionsYear", "2025-2026"]);
    expect(data.groups.map((g) => g.path)).toEqual(SETTINGS_GROUPS.map((g) => `settings:${g}`));
  });

  it("opens each group at its own address and answers 404 for a group that does not exist", async () => {
    for (const group of SETTINGS_GROUPS) {
      // In lower case, as the site spells every URL (`homeSlides` at /admin/settings/homeslides).
      const data = await loaderData(route, get(`${PATH}/${group.toLowerCase()}`, { cookie: admin }));
      expect(data.current).toBe(`settings:${group}`);
    }
    const missing = await callLoader(route, get(`${PATH}/nothing`, { cookie: admin }));
    expect(statusOf(missing)).toBe(404);
  });

  it("is refused to an editor, on the server, with a message; nothing is saved", async () => {
    const editor = await signIn("settings-editor", { role: "editor" });
    const shown = await callLoader(route, get(PATH, { cookie: editor }));
    expect(statusOf(shown)).toBe(403);
    expect(dataOf<{ message: string }>(shown).message).toMatch(/administrator/i);
    const body = new FormData();
    body.append("admissionsYear", "2030-2031");
    body.append("intent", "publish");
    const result = await callAction(route, post(PATH, body, { cookie: editor }));
    expect(statusOf(result)).toBe(403);
    expect((await readSettings()).site.admissionsYear).toBe("2025-2026");
  });
});

describe("every group posted exactly as drawn", () => {
  it.each(SETTINGS_GROUPS)("%s: publishes unchanged, with no message", async (group) => {
    const { result, answer } = await submit(`${PATH}/${group.toLowerCase()}`, {}, "publish");
    expect(answer?.formError, JSON.stringify(answer)).toBeUndefined();
    expect(locationOf(result)).toBe(`${PATH}/${group.toLowerCase()}?done=published`);
    // As shipped: the defaults with their shipped Tamil beside them (decision 0032).
    expect((await readSettings())[group]).toEqual(editable(settingsPath(group))?.shipped);
  });
});

describe("a save in a long form", () => {
  it("comes back to the field the clerk was at: the redirect names it and the screen opens it", async () => {
    const url = `${PATH}/navigation`;
    const at = "vidhyapeeth.footer.2.links.1.label";
    const saved = await submit(url, { _at: at }, "draft");
    expect(locationOf(saved.result)).toBe(`${url}?done=saved&at=${encodeURIComponent(at)}`);
    const screen = await loaderData(route, get(locationOf(saved.result) ?? "", { cookie: admin }));
    expect(screen.editor.at).toBe(at);
    // Anything but a field's name is not carried.
    const odd = await submit(url, { _at: '"><script>' }, "draft");
    expect(locationOf(odd.result)).toBe(`${url}?done=saved`);
  });
});

describe("names and admissions year", () => {
  it("a draft changes nothing for visitors; publishing does, with a version, an audit row and a new page version", async () => {
    const before = await pageVersion();
    const draft = await submit(PATH, { admissionsYear: "2026-2027" }, "draft");
    expect(locationOf(draft.result)).toBe(`${PATH}/site?done=saved`);
    expect((await readSettings()).site.admissionsYear).toBe("2025-2026");
    expect(await pageVersion()).toBe(before);

    const preview = await submit(PATH, { admissionsYear: "2026-2027" }, "preview");
    expect(locationOf(preview.result)).toBe("/admin/preview/settings:site");

    const published = await submit(PATH, { admissionsYear: " 2026-2027 " }, "publish");
    expect(locationOf(published.result)).toBe(`${PATH}/site?done=published`);
    expect((await readSettings()).site.admissionsYear).toBe("2026-2027");
    expect(await pageVersion()).toBeGreaterThan(before);
    const [row] = (await listAudit({ pageSize: 5 })).rows;
    expect(row).toMatchObject({ username: "settings-admin", action: "publish" });
    const screen = await loaderData(route, get(`${PATH}/site`, { cookie: admin }));
    expect(screen.editor.versions.map((v) => v.number)).toEqual([2, 1]);
  });

  it("refuses a year that is not two consecutive years, beside its field, keeping what was typed", async () => {
    for (const year of ["2025-2027", "2025", "next year"]) {
      const { result, answer } = await submit(
        PATH,
        { admissionsYear: year, groupName: "Renamed group" },
        "publish",
      );
      expect(statusOf(result)).toBe(400);
      const fields = answer?.node ? [...postedFields(answer.node)] : [];
      expect(fields).toContainEqual(["admissionsYear", year]);
      expect(fields).toContainEqual(["groupName", "Renamed group"]);
      expect(JSON.stringify(answer?.node)).toMatch(/consecutive years|follow the first/);
    }
    expect((await readSettings()).site.admissionsYear).toBe("2025-2026");
  });
});

describe("contact details", () => {
  it("the audit log names what changed with the words of the screen", async () => {
    await submit(
      `${PATH}/contacts`,
      { "schools.vidhyapeeth.officeHours": "9 AM to 1 PM, Saturday" },
      "publish",
    );
    const [row] = (await listAudit({ pageSize: 1 })).rows;
    expect(row?.summary).toMatch(
      /^Published version \d+ of settings:contacts: changed .*Vidhyapeeth.*Office hours/,
    );
    expect(row?.summary).not.toContain("Vidhyashram");
  });

  it("each school has its own office hours", async () => {
    const { result } = await submit(
      `${PATH}/contacts`,
      { "schools.vidhyapeeth.officeHours": "9 AM to 5 PM, Monday to Friday" },
      "publish",
    );
    expect(locationOf(result)).toBe(`${PATH}/contacts?done=published`);
    const { contacts } = await readSettings();
    expect(contacts.schools.vidhyapeeth.officeHours).toBe("9 AM to 5 PM, Monday to Friday");
    expect(contacts.schools.vidhyashram.officeHours).toBe(
      settingsDefaults.contacts.schools.vidhyashram.officeHours,
    );
  });
});

describe("phone numbers as a clerk types them", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["0091 9876543210", "+919876543210"],
    ["04175 222333", "+914175222333"],
    ["(04175) 222-333", "+914175222333"],
  ])("%s is kept as %s", async (typed, kept) => {
    const { result } = await submit(
      `${PATH}/contacts`,
      { "schools.vidhyapeeth.phones.0.number": typed },
      "publish",
    );
    expect(locationOf(result)).toBe(`${PATH}/contacts?done=published`);
    expect((await readSettings()).contacts.schools.vidhyapeeth.phones[0]?.number).toBe(kept);
  });

  it("refuses what is no Indian number beside the field, keeping what was typed", async () => {
    const { result, answer } = await submit(
      `${PATH}/contacts`,
      { "schools.vidhyapeeth.phones.0.number": "12345" },
      "publish",
    );
    expect(statusOf(result)).toBe(400);
    const fields = answer?.node ? [...postedFields(answer.node)] : [];
    expect(fields).toContainEqual(["schools.vidhyapeeth.phones.0.number", "12345"]);
    expect(JSON.stringify(answer?.node)).toContain("as you would dial it");
  });
});
