import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "~/lib/platform/audit.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { pageVersion } from "~/lib/platform/page-version.server";
import { readSettings } from "~/lib/site/settings.server";
import type { SettingsGroup } from "~content/schemas/settings";
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
import * as route from "./settings";
import type { SettingsActionResult } from "./settings.server";
import { formValuesOf } from "./settings-form";

/**
 * The Site settings screen (issue 23 item 6) through its route module, as React Router calls it: each
 * group saved on its own, a refused field's message beside it with what was typed kept, the slides
 * rearranged without saving, administrators only, every save audited and the page version raised.
 */

const PATH = "/admin/settings";

/** The form of `group` as the screen fills it from the shipped defaults, with `changes` typed over it. */
function formOf(group: SettingsGroup, changes: Record<string, string> = {}): Record<string, string> {
  return { ...formValuesOf(group, settingsDefaults[group]), ...changes, intent: changes.intent ?? group };
}

let admin: string;

beforeAll(async () => {
  await migrateToLatest(db());
  admin = await signIn("settings-admin", { role: "admin" });
});

beforeEach(async () => {
  await db().deleteFrom("settings").execute();
});

/** Posts `body` as the administrator; the answer's refusal, when it is one. */
async function postAs(body: Record<string, string>, cookie = admin) {
  const result = await callAction(route, post(PATH, body, { cookie }));
  return { result, refusal: statusOf(result) === 400 ? dataOf<SettingsActionResult>(result) : undefined };
}

describe("the screen", () => {
  it("shows every group filled with the settings in force", async () => {
    const data = await loaderData(route, get(PATH, { cookie: admin }));
    expect(data.values.site.admissionsYear).toBe("2025-2026");
    expect(data.values.contacts["schools.vidhyashram.phones.0.number"]).toBe("+910000000001");
    expect(data.values.contacts["schools.vidhyashram.address"]).toBe(
      settingsDefaults.contacts.schools.vidhyashram.address.join("\n"),
    );
    expect(data.values.links.alumniForm).toBe(settingsDefaults.links.alumniForm);
    expect(data.values.homeSlides["slides.4.title"]).toBe("Annual Day");
  });

  it("is refused to an editor, on the server, with a message; nothing is saved", async () => {
    const editor = await signIn("settings-editor", { role: "editor" });
    const shown = await callLoader(route, get(PATH, { cookie: editor }));
    expect(statusOf(shown)).toBe(403);
    expect(dataOf<{ message: string }>(shown).message).toMatch(/administrator/i);
    const { result } = await postAs(formOf("site", { admissionsYear: "2030-2031" }), editor);
    expect(statusOf(result)).toBe(403);
    expect((await readSettings()).site.admissionsYear).toBe("2025-2026");
  });
});

describe("names and admissions year", () => {
  it("saves a new year: the settings, an audit row, a new page version, a message", async () => {
    const version = await pageVersion();
    const { result } = await postAs(formOf("site", { admissionsYear: " 2026-2027 " }));
    expect(locationOf(result)).toBe(`${PATH}?done=site`);
    expect((await readSettings()).site.admissionsYear).toBe("2026-2027");
    expect(await pageVersion()).toBeGreaterThan(version);
    const [row] = (await listAudit({ pageSize: 5 })).rows;
    expect(row).toMatchObject({ username: "settings-admin", entity: "settings" });
    expect(row?.summary).toContain("2026-2027");
    const screen = await loaderData(route, get(`${PATH}?done=site`, { cookie: admin }));
    expect(screen.done).toBe("site");
    expect(screen.values.site.admissionsYear).toBe("2026-2027");
  });

  it("refuses a year that is not two consecutive years, beside its field, keeping what was typed", async () => {
    for (const year of ["2025-2027", "2025", "next year"]) {
      const { refusal } = await postAs(formOf("site", { admissionsYear: year, groupName: "Renamed group" }));
      expect(refusal?.group).toBe("site");
      expect(refusal?.errors.admissionsYear, year).toMatch(/consecutive years|follow the first/);
      expect(refusal?.values.admissionsYear).toBe(year);
      expect(refusal?.values.groupName).toBe("Renamed group");
    }
    expect(await db().selectFrom("settings").selectAll().execute()).toEqual([]);
  });

  it("ignores fields of no setting, and none reaches the objects of the server", async () => {
    const { result } = await postAs(
      formOf("site", { "constructor.prototype.polluted": "yes", "schools.other.name": "Third school" }),
    );
    // Fields of no setting change no setting.
    expect(locationOf(result)).toBe(`${PATH}?done=unchanged`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys((await readSettings()).site.schools)).toEqual(["vidhyashram", "vidhyapeeth"]);
  });

  it("refuses an empty school name beside its field", async () => {
    const { refusal } = await postAs(formOf("site", { "schools.vidhyapeeth.name": "  " }));
    expect(refusal?.errors["schools.vidhyapeeth.name"]).toBe("Fill this in.");
  });
});

describe("contact details", () => {
  it("refuses a phone that is not +91 and ten digits, beside that number", async () => {
    const { refusal } = await postAs(
      formOf("contacts", { "schools.vidhyashram.phones.1.number": "98765 43210" }),
    );
    expect(refusal?.errors["schools.vidhyashram.phones.1.number"]).toMatch(/\+91 and ten digits/);
    expect(refusal?.values["schools.vidhyashram.phones.1.number"]).toBe("98765 43210");
  });

  it("refuses a bad e-mail address beside it", async () => {
    const { refusal } = await postAs(
      formOf("contacts", { "schools.vidhyapeeth.emails.0.address": "office at school" }),
    );
    expect(refusal?.errors["schools.vidhyapeeth.emails.0.address"]).toMatch(/e-mail address/);
  });

  it("refuses map coordinates that are not numbers in Tamil Nadu", async () => {
    const { refusal } = await postAs(
      formOf("contacts", {
        "schools.vidhyashram.location.latitude": "twelve",
        "schools.vidhyashram.location.longitude": "-79.06",
      }),
    );
    expect(refusal?.errors["schools.vidhyashram.location.latitude"]).toMatch(/latitude/);
    expect(refusal?.errors["schools.vidhyashram.location.longitude"]).toMatch(/longitude/);
  });

  it("names the phone rows when the transport desk is gone", async () => {
    const { refusal } = await postAs(
      formOf("contacts", { "schools.vidhyashram.phones.2.label": "Front desk" }),
    );
    expect(refusal?.errors["schools.vidhyashram.phones"]).toMatch(/Transport desk/);
  });

  it("saves: an emptied row removes a phone, a filled spare row adds one, the address is its lines", async () => {
    const { result } = await postAs(
      formOf("contacts", {
        "schools.vidhyapeeth.phones.1.label": "",
        "schools.vidhyapeeth.phones.1.number": "",
        "schools.vidhyapeeth.phones.3.label": "Principal",
        "schools.vidhyapeeth.phones.3.number": "+919876543210",
        "schools.vidhyapeeth.address": "12 Temple Street\r\n\r\nTiruvannamalai 606 601 ",
        "schools.vidhyapeeth.location.latitude": "12.2301",
        officeHours: "8 AM to 4 PM, Monday to Friday",
      }),
    );
    expect(locationOf(result)).toBe(`${PATH}?done=contacts`);
    const { contacts } = await readSettings();
    expect(contacts.officeHours).toBe("8 AM to 4 PM, Monday to Friday");
    expect(contacts.schools.vidhyapeeth.address).toEqual(["12 Temple Street", "Tiruvannamalai 606 601"]);
    expect(contacts.schools.vidhyapeeth.phones.map((p) => p.label)).toEqual([
      "School office",
      "Transport desk",
      "Principal",
    ]);
    expect(contacts.schools.vidhyapeeth.location.latitude).toBe(12.2301);
    expect(contacts.schools.vidhyashram).toEqual(settingsDefaults.contacts.schools.vidhyashram);
  });
});

describe("links", () => {
  it("refuses an address that is not a full http(s) address, beside it", async () => {
    for (const bad of ["fees.example.org", "javascript:alert(1)"]) {
      const { refusal } = await postAs(formOf("links", { vidhyashramFees: bad }));
      expect(refusal?.errors.vidhyashramFees, bad).toMatch(/https:\/\//);
      expect(refusal?.values.vidhyashramFees).toBe(bad);
    }
  });

  it("saves a new fee link", async () => {
    const { result } = await postAs(
      formOf("links", { vidhyapeethFees: "https://pay.example.org/vidhyapeeth" }),
    );
    expect(locationOf(result)).toBe(`${PATH}?done=links`);
    expect((await readSettings()).links.vidhyapeethFees).toBe("https://pay.example.org/vidhyapeeth");
  });
});

describe("home slides", () => {
  it("adds, moves and removes slides in the form without saving them", async () => {
    const added = await callAction(
      route,
      post(PATH, formOf("homeSlides", { intent: "slide-add" }), { cookie: admin }),
    );
    expect(statusOf(added)).toBe(200);
    const values = dataOf<SettingsActionResult>(added).values;
    expect(values["slides.5.title"]).toBe("");
    const moved = dataOf<SettingsActionResult>(
      await callAction(route, post(PATH, { ...values, intent: "slide-up-1" }, { cookie: admin })),
    ).values;
    expect(moved["slides.0.title"]).toBe("Morning assembly");
    expect(moved["slides.1.title"]).toBe("Our campus");
    const removed = dataOf<SettingsActionResult>(
      await callAction(route, post(PATH, { ...moved, intent: "slide-remove-5" }, { cookie: admin })),
    ).values;
    expect(Object.keys(removed).filter((name) => name.endsWith(".title"))).toHaveLength(5);
    expect(await db().selectFrom("settings").selectAll().execute()).toEqual([]);
  });

  it("refuses a slide without alt text beside it, and saves the new order", async () => {
    const { refusal } = await postAs(formOf("homeSlides", { "slides.2.alt": "" }));
    expect(refusal?.errors["slides.2.alt"]).toBe("Fill this in.");
    const { result } = await postAs(
      formOf("homeSlides", {
        "slides.0.title": "Sports Day",
        "slides.0.image": "home-carousel-3",
        "slides.2.title": "Our campus",
        "slides.2.image": "home-carousel-1",
      }),
    );
    expect(locationOf(result)).toBe(`${PATH}?done=homeSlides`);
    const { homeSlides } = await readSettings();
    expect(homeSlides.map((slide) => slide.title)).toEqual([
      "Sports Day",
      "Morning assembly",
      "Our campus",
      "Science fair",
      "Annual Day",
    ]);
  });
});

describe("the audit row of a save", () => {
  /** The newest audit row's summary. */
  const lastSummary = async () => (await listAudit({ pageSize: 1 })).rows[0]?.summary ?? "";
  const auditRows = async () => (await listAudit({ pageSize: 100 })).rows.length;

  it("names each changed setting by its label on the screen, old → new", async () => {
    const { result } = await postAs(
      formOf("contacts", {
        officeHours: "8 AM to 5 PM, Monday to Friday",
        "schools.vidhyashram.phones.0.number": "+919876543210",
      }),
    );
    expect(locationOf(result)).toBe(`${PATH}?done=contacts`);
    expect(await lastSummary()).toBe(
      "Contact details: " +
        "Office hours: “8:30 AM to 4:30 PM, Monday to Saturday” → “8 AM to 5 PM, Monday to Friday”; " +
        "Vidhyashram, Phone 1: number: “+910000000001” → “+919876543210”",
    );

    await postAs(formOf("site", { admissionsYear: "2026-2027", tagline: "Learning for life" }));
    expect(await lastSummary()).toBe(
      "Names and admissions year: " +
        "Tagline: “Empowering Education for Generations” → “Learning for life”; " +
        "Admissions year: “2025-2026” → “2026-2027”",
    );
  });

  it("compares with what was saved before, not with the shipped defaults", async () => {
    await postAs(formOf("links", { vidhyapeethFees: "https://pay.example.org/one" }));
    await postAs(formOf("links", { vidhyapeethFees: "https://pay.example.org/two" }));
    expect(await lastSummary()).toBe(
      "Fee, portal, alumni and scholarship links: " +
        "Vidhyapeeth fee payment: “https://pay.example.org/one” → “https://pay.example.org/two”",
    );
  });

  it("quotes a long value cut short, and says how many more changed when they do not fit", async () => {
    const long = `${"A very long description of the schools. ".repeat(9)}The end.`;
    await postAs(formOf("site", { description: long }));
    const summary = await lastSummary();
    const after = /→ (“.*”)$/.exec(summary)?.[1] ?? "";
    expect(summary.startsWith("Names and admissions year: Description: “")).toBe(true);
    expect(after).toMatch(/^“A very long .*….*The end\.”$/);
    expect(Array.from(after).length).toBeLessThanOrEqual(42);

    const changed = Object.fromEntries(
      Object.keys(settingsDefaults.links)
        .filter((name) => !name.startsWith("scholarship") || name === "scholarshipApply")
        .map((name) => [name, `https://www.example.org/a-rather-long-address-for/${name}`]),
    );
    await postAs(formOf("links", changed));
    const many = await lastSummary();
    expect(many.length).toBeLessThanOrEqual(500);
    expect(many).toContain("Vidhyashram fee payment: “");
    expect(many).toMatch(/; and \d more$/);
    const shown = many.split("; ").filter((part) => part.includes(" → ")).length;
    expect(shown + Number(/and (\d) more$/.exec(many)?.[1])).toBe(Object.keys(changed).length);
  });

  it("saves nothing and writes no audit row when nothing was changed", async () => {
    const before = await auditRows();
    const { result } = await postAs(formOf("contacts"));
    expect(locationOf(result)).toBe(`${PATH}?done=unchanged`);
    expect(await auditRows()).toBe(before);
    expect(await db().selectFrom("settings").selectAll().execute()).toEqual([]);
    const screen = await loaderData(route, get(`${PATH}?done=unchanged`, { cookie: admin }));
    expect(screen.done).toBe("unchanged");
  });
});
