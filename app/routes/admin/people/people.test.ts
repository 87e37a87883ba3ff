import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { contentPages } from "~/lib/content-store/pages.server";
import { getPerson, readPeople, syncPeopleDefaults } from "~/lib/content-store/people.server";
import { type FieldNode, postedFields } from "~/lib/forms/schema-form";
import { listAudit } from "~/lib/platform/audit.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { pageVersion } from "~/lib/platform/page-version.server";
import { resolveDisclosure } from "~/lib/site/disclosure.server";
import { resolvePage } from "~/lib/site/resolve-page.server";
import { shippedPeople } from "~content/people";
import type { ContentPage } from "~content/schemas/page";
import type { Person } from "~content/schemas/people";
import { attributes, postedControls } from "../../../../tests/support/html-form";
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
import * as peopleRoute from "./people";
import { PEOPLE_DONE, type PersonActionError } from "./person";
import { comparableName } from "./person-changes.server";

/**
 * The People screen through its route module, as React Router calls it: the list
 * with search and school filter, validation with a message per field, an editor kept to their school,
 * a delete refused while pages name the person, and every change audited and shown on the pages.
 */

const ADDRESS = "198.51.100.23";
const from = { address: ADDRESS };

/**
 * The form fields of `person`, as the dialog posts them: each field of the person schema by its name,
 * "Show a photo of this person" (`photo.$present`) ticked when there is a photo, a ticked checkbox
 * "true" and an unticked one left out.
 */
function formOf(person: Person, intent: "create" | "update"): Record<string, string> {
  return {
    intent,
    ...(intent === "update" ? { id: person.id } : {}),
    name: person.name,
    post: person.post,
    qualification: person.qualification ?? "",
    department: person.department ?? "",
    audience: person.audience,
    ...(person.photo ? { "photo.$present": "true" } : {}),
    photo: person.photo ?? "",
    photoAlt: person.photoAlt ?? "",
    email: person.email ?? "",
    phone: person.phone ?? "",
    ...(person.sample ? { sample: "true" } : {}),
  };
}

/** The fields `node` posts, by name (the last of a name posted twice). */
const postedOf = (node: FieldNode | null | undefined) => Object.fromEntries(node ? postedFields(node) : []);

const shipped = (id: string) => shippedPeople.get(id) as Person;

let admin: string;
let vidhyapeethEditor: string;

beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults(contentPages.values());
  await syncPeopleDefaults();
  admin = await signIn("people-admin");
  vidhyapeethEditor = await signIn("people-vp-editor", { role: "editor", scope: "vidhyapeeth" });
});

describe("the People screen's list", () => {
  it("signed out: sent to sign in", async () => {
    const result = await callLoader(peopleRoute, get("/admin/people"));
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toMatch(/^\/login\?redirectTo=/);
  });

  it("lists everyone, searches by name or post, filters by school", async () => {
    const all = await loaderData(peopleRoute, get("/admin/people", { cookie: admin }));
    expect(all.total).toBe(shippedPeople.size);
    expect(all.rows).toHaveLength(shippedPeople.size);

    const byName = await loaderData(peopleRoute, get("/admin/people?q=shanthi", { cookie: admin }));
    expect(byName.rows.map((r) => r.id)).toEqual(["l-shanthi"]);

    const principals = await loaderData(peopleRoute, get("/admin/people?q=PRINCIPAL", { cookie: admin }));
    expect(principals.rows.map((r) => r.name).sort()).toEqual(
      ["Mr. R. Karthik", "Mrs. J. Revathi", "Mrs. L. Shanthi", "Mrs. S. Lakshmi"].sort(),
    );

    const school = await loaderData(
      peopleRoute,
      get("/admin/people?q=principal&school=vidhyapeeth", { cookie: admin }),
    );
    expect(school.rows.map((r) => r.name).sort()).toEqual(["Mr. R. Karthik", "Mrs. J. Revathi"]);
  });

  it("a school's editor sees everyone but may change only their school's people", async () => {
    const data = await loaderData(peopleRoute, get("/admin/people", { cookie: vidhyapeethEditor }));
    expect(data.scopeNote).toContain("Vidhyapeeth");
    expect(data.audiences).toEqual(["vidhyapeeth"]);
    expect(data.rows.find((r) => r.id === "r-karthik")?.mine).toBe(true);
    expect(data.rows.find((r) => r.id === "l-shanthi")?.mine).toBe(false);
    const refused = await loaderData(
      peopleRoute,
      get("/admin/people?dialog=edit&id=l-shanthi", { cookie: vidhyapeethEditor }),
    );
    expect(refused.dialog).toBeNull();
    expect(refused.refusal).toContain("Vidhyashram");
  });

  it("opens the edit dialog with the person's values", async () => {
    const data = await loaderData(
      peopleRoute,
      get("/admin/people?dialog=edit&id=l-shanthi", { cookie: admin }),
    );
    expect(data.dialog).toMatchObject({ mode: "edit", id: "l-shanthi" });
    expect(postedOf(data.dialog?.node)).toMatchObject({
      name: "Mrs. L. Shanthi",
      post: "Principal",
      qualification: "M.Sc., M.Ed.",
      "photo.$present": "true",
    });
    // The dialog says where she is shown, as the list counts it.
    const paths = data.dialog?.pages.map((p) => p.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        "/administration",
        "/vidhyashram/about-us/pta",
        "/vidhyashram/publicdisclosure",
      ]),
    );
    expect(data.rows.find((r) => r.id === "l-shanthi")?.pages).toBe(paths.length);
  });
});

describe("changing a person", () => {
  it("refuses bad input with a message next to each field, keeping what was typed", async () => {
    const bad = {
      intent: "create",
      name: "   ",
      post: "",
      audience: "everyone",
      "photo.$present": "true",
      photo: "no-such-picture",
      email: "not an address",
      phone: "call me",
      qualification: "x".repeat(200),
    };
    const result = await callAction(peopleRoute, post("/admin/people", bad, { cookie: admin }), from);
    expect(statusOf(result)).toBe(400);
    const { errors, values, mode } = dataOf<PersonActionError>(result);
    expect(mode).toBe("add");
    expect(errors.name).toMatch(/Enter the name/);
    expect(errors.post).toMatch(/Enter the post/);
    expect(errors.audience).toMatch(/Choose the school/);
    expect(errors.photo).toMatch(/Choose a photo/);
    expect(errors.email).toMatch(/e-mail address/);
    expect(errors.phone).toMatch(/phone number/);
    expect(errors.qualification).toMatch(/120 characters/);
    expect(values.email).toBe("not an address");
  });

  it("unticking “Show a photo” takes the photo off the person", async () => {
    const { "photo.$present": _shown, ...form } = formOf(shipped("k-uma"), "update");
    const result = await callAction(peopleRoute, post("/admin/people", form, { cookie: admin }), from);
    expect(statusOf(result)).toBe(302);
    expect((await getPerson("k-uma"))?.photo).toBeUndefined();
    const drawn = JSON.stringify(await resolvePage(contentPages.get("/administration") as ContentPage));
    expect(drawn).not.toContain("group-admin-accounts");
  });

  it("adds a person (id from the name), audited, page version raised", async () => {
    const before = await pageVersion();
    const form = formOf(
      {
        id: "",
        name: "Mr. A. New",
        post: "Librarian",
        audience: "vidhyapeeth",
        sample: false,
        phone: "+91 00000 01111",
      },
      "create",
    );
    const result = await callAction(
      peopleRoute,
      post("/admin/people", form, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(locationOf(result)).toBe("/admin/people?done=added");
    expect(await getPerson("a-new")).toMatchObject({ name: "Mr. A. New", post: "Librarian", sample: false });
    expect(await pageVersion()).toBeGreaterThan(before);
    const [row] = (await listAudit({ username: "people-vp-editor" })).rows;
    expect(row).toMatchObject({ action: "create", entity: "people", address: ADDRESS });
    expect(row?.summary).toContain("Mr. A. New");
  });

  it("adds a second person of the same name, and warns that it may be one person twice", async () => {
    const form = formOf(
      { id: "", name: "A NEW", post: "Office assistant", audience: "vidhyapeeth", sample: false },
      "create",
    );
    const result = await callAction(
      peopleRoute,
      post("/admin/people", form, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(locationOf(result)).toBe("/admin/people?done=namesake");
    expect(PEOPLE_DONE.namesake).toMatch(/already has this name/);
    expect(comparableName("Mrs. A.  Jayanthi")).toBe(comparableName("a jayanthi"));
    expect(comparableName("Dr. T. Anand")).not.toBe(comparableName("T. Anandan"));
  });

  it("a school's editor is refused another school's person, and another school for a new one", async () => {
    const form = { ...formOf(shipped("l-shanthi"), "update"), audience: "vidhyapeeth", name: "Taken over" };
    const result = await callAction(
      peopleRoute,
      post("/admin/people", form, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(statusOf(result)).toBe(403);
    expect(dataOf<PersonActionError>(result).formError).toContain("belongs to Vidhyashram");
    expect((await getPerson("l-shanthi"))?.name).toBe("Mrs. L. Shanthi");

    const add = formOf({ ...shipped("k-uma"), name: "Mrs. Group Person" }, "create");
    const refused = await callAction(
      peopleRoute,
      post("/admin/people", add, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(statusOf(refused)).toBe(403);
    expect(dataOf<PersonActionError>(refused).errors.audience).toContain("Vidhyapeeth only");

    const remove = await callAction(
      peopleRoute,
      post("/admin/people", { intent: "delete", id: "l-shanthi" }, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(statusOf(remove)).toBe(403);
    expect(await getPerson("l-shanthi")).toMatchObject({ deleted: false });
  });

  it("renaming the Vidhyashram principal changes /administration, the committees and the disclosure", async () => {
    const before = await pageVersion();
    const form = { ...formOf(shipped("l-shanthi"), "update"), name: "Mrs. L. Shanthi Devi" };
    const result = await callAction(peopleRoute, post("/admin/people", form, { cookie: admin }), from);
    expect(locationOf(result)).toBe("/admin/people?done=saved");
    expect(await pageVersion()).toBeGreaterThan(before);
    for (const path of ["/administration", "/vidhyashram/about-us/school-safety-committee"]) {
      const drawn = JSON.stringify(await resolvePage(contentPages.get(path) as ContentPage));
      expect(drawn, path).toContain("Mrs. L. Shanthi Devi");
    }
    expect(JSON.stringify(await resolveDisclosure("vidhyashram"))).toContain("Mrs. L. Shanthi Devi");
    const [row] = (await listAudit({ username: "people-admin" })).rows;
    expect(row?.summary).toContain("formerly “Mrs. L. Shanthi”");
    expect(row?.summary).toContain("changed: name");
    // Back to the shipped name, for the other tests.
    await callAction(
      peopleRoute,
      post("/admin/people", formOf(shipped("l-shanthi"), "update"), { cookie: admin }),
      from,
    );
    expect((await readPeople()).get("l-shanthi")?.name).toBe("Mrs. L. Shanthi");
  });

  it("refuses to delete a person while pages name them, naming the pages", async () => {
    const result = await callAction(
      peopleRoute,
      post("/admin/people", { intent: "delete", id: "l-shanthi" }, { cookie: admin }),
      from,
    );
    expect(statusOf(result)).toBe(409);
    const { formError } = dataOf<PersonActionError>(result);
    expect(formError).toContain("Mrs. L. Shanthi cannot be deleted");
    expect(formError).toContain("Administration (/administration)");
    expect(formError).toContain("/vidhyashram/publicdisclosure");
    expect(await getPerson("l-shanthi")).toMatchObject({ deleted: false });
  });

  it("deletes a person no page names, audited", async () => {
    const result = await callAction(
      peopleRoute,
      post("/admin/people", { intent: "delete", id: "a-new" }, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(locationOf(result)).toBe("/admin/people?done=deleted");
    expect(await getPerson("a-new")).toMatchObject({ deleted: true });
    const data = await loaderData(peopleRoute, get("/admin/people?q=new", { cookie: admin }));
    expect(data.rows.map((r) => r.id)).not.toContain("a-new");
    const [row] = (await listAudit({ username: "people-vp-editor" })).rows;
    expect(row).toMatchObject({ action: "delete", entity: "people" });
    // A second delete finds no one.
    const again = await callAction(
      peopleRoute,
      post("/admin/people", { intent: "delete", id: "a-new" }, { cookie: vidhyapeethEditor }),
      from,
    );
    expect(locationOf(again)).toBe("/admin/people?done=gone");
  });
});

/** The People screen as the server renders it for `loaded` (and a refused save's `refused`). */
function renderScreen(url: string, loaded: unknown, refused?: unknown): string {
  const Stub = createRoutesStub([{ id: "people", path: "/admin/people", Component: peopleRoute.default }]);
  return renderToString(
    createElement(Stub, {
      initialEntries: [url],
      hydrationData: {
        loaderData: { people: loaded },
        ...(refused === undefined ? {} : { actionData: { people: refused } }),
      },
    }),
  );
}

/** A POST of `pairs` URL-encoded, as a browser sends a form without files. */
function postForm(pairs: [string, string][], cookie: string): Request {
  return post("/admin/people", new URLSearchParams(pairs).toString(), {
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the person form is the person schema's", () => {
  const storedOf = async (id: string) => {
    const { position: _p, editedAt: _e, ...person } = (await getPerson(id)) ?? {};
    return person;
  };

  it("posted exactly as drawn, with and without a photo, saves every person unchanged", async () => {
    // One with a photo, one without, and one the office added with every field filled in.
    const shippedList = [...shippedPeople.values()];
    const added = formOf(
      {
        id: "",
        name: "Dr. P. Full Record",
        post: "Counsellor",
        qualification: "M.A. (Psychology)",
        department: "Student welfare",
        audience: "vidhyapeeth",
        email: "counsellor@example.org",
        phone: "+91 00000 01010",
        sample: false,
      },
      "create",
    );
    expect(
      locationOf(await callAction(peopleRoute, post("/admin/people", added, { cookie: admin }), from)),
    ).toBe("/admin/people?done=added");
    const ids = [
      shippedList.find((p) => p.photo)?.id ?? "",
      shippedList.find((p) => !p.photo)?.id ?? "",
      "p-full-record",
    ];
    for (const id of ids) {
      const url = `/admin/people?dialog=edit&id=${id}`;
      const before = await storedOf(id);
      const html = renderScreen(url, await loaderData(peopleRoute, get(url, { cookie: admin })));
      const pairs = postedControls(html, "name");
      expect(pairs.map(([name]) => name)).toEqual(expect.arrayContaining(["intent", "id", "name", "post"]));
      const result = await callAction(peopleRoute, postForm(pairs, admin), from);
      expect(statusOf(result) === 302 ? null : dataOf(result), id).toBeNull();
      expect(locationOf(result), id).toBe("/admin/people?done=saved");
      expect(await storedOf(id), id).toEqual(before);
      const [row] = (await listAudit({ username: "people-admin" })).rows;
      expect(row?.summary, id).toMatch(/\(no change\)$/);
    }
  });

  it("refuses a name of 121 characters beside the Name field, keeping the text", async () => {
    const url = "/admin/people?dialog=edit&id=l-shanthi";
    const loaded = await loaderData(peopleRoute, get(url, { cookie: admin }));
    const long = `Mrs. ${"L".repeat(116)}`;
    expect(long).toHaveLength(121);
    const pairs = postedControls(renderScreen(url, loaded), "name").map(([name, value]): [string, string] => [
      name,
      name === "name" ? long : value,
    ]);
    const result = await callAction(peopleRoute, postForm(pairs, admin), from);
    expect(statusOf(result)).toBe(400);
    const refused = dataOf<PersonActionError>(result);
    expect(refused.errors.name).toBe("Keep the name to 120 characters or fewer.");
    expect((await getPerson("l-shanthi"))?.name).toBe("Mrs. L. Shanthi");

    const html = renderScreen(url, loaded, refused);
    const input = html.match(/<input[^>]*name="name"[^>]*>/)?.[0] ?? "";
    const attrs = attributes(input);
    expect(attrs.value).toBe(long);
    expect(attrs["aria-invalid"]).toBe("true");
    const messageId = (attrs["aria-describedby"] ?? "").split(" ").find((id) => id.endsWith("-error"));
    const label = html.match(new RegExp(`<label[^>]*for="${attrs.id}"[^>]*>([\\s\\S]*?)</label>`))?.[1];
    expect(label).toMatch(/^Name\b/);
    expect(html).toMatch(new RegExp(`id="${messageId}"[^>]*>Keep the name to 120 characters or fewer\\.<`));
    // The other fields keep what was posted.
    expect(Object.fromEntries(postedControls(html, "name"))).toMatchObject({
      name: long,
      post: "Principal",
      qualification: "M.Sc., M.Ed.",
    });
  });
  it("answers anything typed in any field with a save or a message beside a field, keeping the text — never a 500", async () => {
    const url = "/admin/people?dialog=edit&id=r-karthik";
    const drawn = postedControls(
      renderScreen(url, await loaderData(peopleRoute, get(url, { cookie: admin }))),
      "name",
    );
    const fields = drawn.map(([name]) => name).filter((name) => name !== "intent" && name !== "id");
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 130 }),
      fc.constantFrom("", "   ", "\u0000", "x".repeat(5000), "<script>alert(1)</script>", "a@b", "+91 98765"),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), text, async (field, value) => {
        const pairs = drawn.map(([name, v]): [string, string] => [name, name === field ? value : v]);
        const result = await callAction(peopleRoute, postForm(pairs, admin), from);
        if (statusOf(result) === 302) {
          expect(locationOf(result)).toBe("/admin/people?done=saved");
          return;
        }
        expect(statusOf(result)).toBe(400);
        const refused = dataOf<PersonActionError>(result);
        expect(Object.keys(refused.errors)).toContain(field === "photo.$present" ? "photo" : field);
        expect(refused.values[field]).toBe(value);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS || 20) },
    );
  });
});
