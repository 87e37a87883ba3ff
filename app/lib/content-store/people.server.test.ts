import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resolveDisclosure } from "~/lib/site/disclosure.server";
import { people as shipped, shippedPeople } from "~content/people";
import type { ContentPage } from "~content/schemas/page";
import type { Person } from "~content/schemas/people";
import type { ResolvedPeopleBlock, ResolvedTableBlock } from "~content/schemas/resolved-page";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { noChanges } from "../platform/shipped-defaults.server";
import { resolvePage } from "../site/resolve-page.server";
import { syncPageDefaults } from "./page-store.server";
import { contentPages } from "./pages.server";
import {
  createPerson,
  deletePerson,
  getPerson,
  listPeople,
  pagesNaming,
  personChoices,
  personHash,
  readPeople,
  resolvePeople,
  slugOfName,
  syncPeopleDefaults,
  updatePerson,
} from "./people.server";

/** People, once: the store, its start-up sync, and the resolve step. */

const EDITOR = { id: 1 };
const principal = shippedPeople.get("l-shanthi") as Person;
const input = (person: Person) => {
  const { id: _id, ...rest } = person;
  return rest;
};

/** A small page with a people block and a table of person cells. */
const page: ContentPage = {
  path: "/test",
  title: "Test",
  description: "A test page.",
  blocks: [
    {
      type: "people",
      people: [
        { person: "l-shanthi", role: "Principal, Vidhyashram", detail: "Leads the school." },
        { person: "s-lakshmi" },
        { person: "nobody-at-all" },
      ],
    },
    {
      type: "table",
      caption: "Staff",
      columns: [
        { key: "name", label: "Name" },
        { key: "post", label: "Post" },
        { key: "q", label: "Qualification" },
        { key: "nq", label: "Name and qualification" },
        { key: "plain", label: "Plain" },
      ],
      rows: [
        {
          name: { person: "l-shanthi", show: "name" },
          post: { person: "l-shanthi", show: "post" },
          q: { person: "l-shanthi", show: "qualification" },
          nq: { person: "l-shanthi", show: "name-qualification" },
          plain: "As typed",
        },
        {
          name: { person: "nobody-at-all", show: "name" },
          post: { person: "s-lakshmi", show: "qualification" },
          q: { person: "s-lakshmi", show: "name-qualification" },
          nq: { text: "Mail", href: "mailto:a@example.org" },
          plain: "",
        },
      ],
    },
  ],
};

describe("resolvePeople (pure)", () => {
  it("turns references into what the blocks draw: name, role (the page's, else the post), detail, photo, sample", () => {
    const resolved = resolvePeople(page, shippedPeople);
    const block = resolved.blocks[0] as ResolvedPeopleBlock;
    expect(block.people).toEqual([
      {
        name: "Mrs. L. Shanthi",
        role: "Principal, Vidhyashram",
        detail: "Leads the school.",
        photo: "group-admin-principal-vidhyashram",
        sample: true,
      },
      { name: "Mrs. S. Lakshmi", role: "Vice Principal", photo: "group-admin-vp-vidhyashram", sample: true },
    ]);
  });

  it("a committee's entry (a role of its own, no detail) shows the person's post below the role", () => {
    const committee: ContentPage = {
      ...page,
      blocks: [
        {
          type: "people",
          people: [
            { person: "a-sumathi", role: "Secretary" },
            { person: "l-shanthi", role: "Principal" },
            { person: "s-arun", role: "Teacher Representative", detail: "Senior classes" },
          ],
        },
      ],
    };
    const drawn = (resolvePeople(committee, shippedPeople).blocks[0] as ResolvedPeopleBlock).people;
    expect(drawn.map(({ name, role, detail }) => [name, role, detail])).toEqual([
      ["Mrs. A. Sumathi", "Secretary", "PGT Chemistry"],
      // The role is the post: said once.
      ["Mrs. L. Shanthi", "Principal", undefined],
      ["Mr. S. Arun", "Teacher Representative", "Senior classes"],
    ]);
  });

  it("gives each person cell the text it asks for; other cells stay as they are", () => {
    const table = resolvePeople(page, shippedPeople).blocks[1] as ResolvedTableBlock;
    expect(table.rows).toEqual([
      {
        name: "Mrs. L. Shanthi",
        post: "Principal",
        q: "M.Sc., M.Ed.",
        nq: "Mrs. L. Shanthi, M.Sc., M.Ed.",
        plain: "As typed",
      },
      // Unknown and not shipped: left out (an empty cell); no qualification: the name alone.
      {
        name: "",
        post: "",
        q: "Mrs. S. Lakshmi",
        nq: { text: "Mail", href: "mailto:a@example.org" },
        plain: "",
      },
    ]);
  });

  it("draws the given people's version, and the shipped person for an id they lack", () => {
    const renamed = new Map([
      ["l-shanthi", { ...principal, name: "Mrs. L. Shanthi Kumar", photo: undefined }],
    ]);
    const resolved = resolvePeople(page, renamed);
    const [first, second] = (resolved.blocks[0] as ResolvedPeopleBlock).people;
    expect(first).toMatchObject({ name: "Mrs. L. Shanthi Kumar", role: "Principal, Vidhyashram" });
    expect(first?.photo).toBeUndefined();
    expect(second?.name).toBe("Mrs. S. Lakshmi");
    expect((resolved.blocks[1] as ResolvedTableBlock).rows[0]?.nq).toBe(
      "Mrs. L. Shanthi Kumar, M.Sc., M.Ed.",
    );
  });

  it("carries the public e-mail and phone only when they are set", () => {
    const withContacts = new Map([
      ["l-shanthi", { ...principal, email: "principal@vidhyashram.example.org", phone: "+91 00000 00001" }],
    ]);
    const [first, second] = (resolvePeople(page, withContacts).blocks[0] as ResolvedPeopleBlock).people;
    expect(first).toMatchObject({ email: "principal@vidhyashram.example.org", phone: "+91 00000 00001" });
    expect(second).not.toHaveProperty("email");
    expect(second).not.toHaveProperty("phone");
  });

  it("leaves a page without references as it is, and does not change its argument", () => {
    const aims = contentPages.get("/aims") as ContentPage;
    expect(resolvePeople(aims, shippedPeople)).toEqual(aims);
    const before = JSON.stringify(page);
    resolvePeople(page, new Map());
    expect(JSON.stringify(page)).toBe(before);
  });
});

describe("slugOfName", () => {
  it("makes a lower-case slug without the title", () => {
    expect(slugOfName("Mrs. L. Shanthi")).toBe("l-shanthi");
    expect(slugOfName("Dr. N. Balasubramanian")).toBe("n-balasubramanian");
    expect(slugOfName("  Smt. S. Saraswathi ")).toBe("s-saraswathi");
    expect(slugOfName("Élodie D'Souza")).toBe("elodie-d-souza");
    expect(slugOfName("!!!")).toBe("person");
  });
});

describe.each(testDatabases())("people store ($name)", (testDb) => {
  let database: DB;

  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    await testDb.close();
  });
  beforeEach(async () => {
    await database.deleteFrom("people").execute();
    await database.deleteFrom("pages").execute();
    vi.restoreAllMocks();
  });

  it("start-up fills a new database with every shipped person, read back equal to content/, in order", async () => {
    expect(await syncPeopleDefaults(shipped, database)).toEqual({
      ...noChanges(),
      added: shipped.map((person) => person.id),
    });
    const listed = await listPeople(database);
    expect(listed.map((p) => p.id)).toEqual(shipped.map((p) => p.id));
    const read = await readPeople(database);
    for (const person of shipped) expect(read.get(person.id), person.id).toEqual(person);
    expect(listed.every((p) => p.shipped && p.editedAt === null)).toBe(true);
  });

  it("a second sync writes nothing", async () => {
    await syncPeopleDefaults(shipped, database);
    const before = await database.selectFrom("people").selectAll().orderBy("id").execute();
    expect(await syncPeopleDefaults(shipped, database)).toEqual(noChanges());
    expect(await database.selectFrom("people").selectAll().orderBy("id").execute()).toEqual(before);
  });

  it("an unedited person follows a changed default; an edited one is kept", async () => {
    await syncPeopleDefaults(shipped, database);
    await updatePerson(
      "s-lakshmi",
      { ...input(shippedPeople.get("s-lakshmi") as Person), name: "Office" },
      EDITOR,
      database,
    );
    const changed = shipped.map((p) =>
      p.id === "l-shanthi" || p.id === "s-lakshmi" ? { ...p, qualification: "Ph.D." } : p,
    );
    expect(await syncPeopleDefaults(changed, database)).toEqual({
      ...noChanges(),
      updated: ["l-shanthi"],
      kept: ["s-lakshmi"],
    });
    const read = await readPeople(database);
    expect(read.get("l-shanthi")?.qualification).toBe("Ph.D.");
    expect(read.get("s-lakshmi")).toMatchObject({ name: "Office", qualification: undefined });
    const row = await database
      .selectFrom("people")
      .selectAll()
      .where("id", "=", "l-shanthi")
      .executeTakeFirstOrThrow();
    expect(row.default_hash).toBe(personHash(changed.find((p) => p.id === "l-shanthi") as Person));
  });

  it("adds a person with an id made from the name, unique, at the end of the list", async () => {
    await syncPeopleDefaults(shipped, database);
    const added = await createPerson(
      { name: "Mrs. L. Shanthi", post: "Librarian", audience: "vidhyashram", sample: false },
      EDITOR,
      database,
    );
    expect(added.id).toBe("l-shanthi-2");
    const again = await createPerson(
      {
        name: "Mrs. L. Shanthi",
        post: "Clerk",
        audience: "vidhyashram",
        sample: false,
        phone: "+91 00000 00011",
      },
      EDITOR,
      database,
    );
    expect(again.id).toBe("l-shanthi-3");
    const listed = await listPeople(database);
    expect(listed.slice(-2).map((p) => [p.id, p.shipped])).toEqual([
      ["l-shanthi-2", false],
      ["l-shanthi-3", false],
    ]);
    expect((await getPerson("l-shanthi-3", database))?.phone).toBe("+91 00000 00011");
  });

  it("updates a person, marking them edited; an unknown or deleted id changes nothing", async () => {
    await syncPeopleDefaults(shipped, database);
    const updated = await updatePerson(
      "l-shanthi",
      { ...input(principal), name: "Mrs. L. Shanthi Kumar" },
      EDITOR,
      database,
    );
    expect(updated?.name).toBe("Mrs. L. Shanthi Kumar");
    const record = await getPerson("l-shanthi", database);
    expect(record?.editedAt).not.toBeNull();
    expect(await updatePerson("no-one", input(principal), EDITOR, database)).toBeUndefined();
  });

  it("a deleted person leaves the lists and is not brought back by start-up", async () => {
    await syncPeopleDefaults(shipped, database);
    expect(await deletePerson("g-ravi", EDITOR, database)).toBe(true);
    expect(await deletePerson("g-ravi", EDITOR, database)).toBe(false);
    expect((await listPeople(database)).some((p) => p.id === "g-ravi")).toBe(false);
    expect(await syncPeopleDefaults(shipped, database)).toEqual(noChanges());
    expect((await readPeople(database)).has("g-ravi")).toBe(false);
    expect((await getPerson("g-ravi", database))?.deleted).toBe(true);
    expect(await updatePerson("g-ravi", input(principal), EDITOR, database)).toBeUndefined();
  });

  it("names the pages that refer to a person, published or in a draft", async () => {
    await syncPageDefaults(contentPages.values(), database);
    const naming = await pagesNaming("l-shanthi", database);
    const paths = naming.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/administration",
        // /pta shows her through the Vidhyashram PTA page's list, where she is named.
        "/vidhyashram/about-us/pta",
        "/vidhyashram/about-us/grievance-redressal-committee",
        "/vidhyashram/publicdisclosure",
      ]),
    );
    expect(naming.find((p) => p.path === "/administration")?.title).toBe("Administration");
    expect(await pagesNaming("no-one", database)).toEqual([]);
    // A draft of another page that names the person counts too.
    const aims = contentPages.get("/aims") as ContentPage;
    const draft = { ...aims, blocks: [...aims.blocks, { type: "people", people: [{ person: "no-one" }] }] };
    await database
      .updateTable("pages")
      .set({ draft: JSON.stringify(draft) })
      .where("path", "=", "/aims")
      .execute();
    expect((await pagesNaming("no-one", database)).map((p) => p.path)).toEqual(["/aims"]);
  });

  it("resolvePage draws a renamed person on every page that shows them", async () => {
    await syncPeopleDefaults(shipped, database);
    await updatePerson("l-shanthi", { ...input(principal), name: "Mrs. L. Renamed" }, EDITOR, database);
    for (const path of ["/administration", "/vidhyashram/about-us/anti-drug-committee"]) {
      const drawn = JSON.stringify(await resolvePage(contentPages.get(path) as ContentPage, database));
      expect(drawn, path).toContain("Mrs. L. Renamed");
      expect(drawn, path).not.toContain("Mrs. L. Shanthi");
    }
    // The public disclosure names her as its principal, from People too.
    const disclosure = JSON.stringify(await resolveDisclosure("vidhyashram", { database }));
    expect(disclosure).toContain("Mrs. L. Renamed");
    expect(disclosure).not.toContain("Mrs. L. Shanthi");
  });

  it("a failed read gives the shipped people and logs the specification's message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = {
      selectFrom() {
        throw new Error("database down");
      },
    } as unknown as DB;
    expect(await readPeople(broken)).toBe(shippedPeople);
    expect(error).toHaveBeenCalledWith("Error fetching people:", "database down");
    const drawn = await resolvePage(contentPages.get("/administration") as ContentPage, broken);
    expect(JSON.stringify(drawn)).toContain("Mrs. L. Shanthi");
  });

  it("a row that no longer fits the schema is left out and logged; the page draws the shipped person", async () => {
    await syncPeopleDefaults(shipped, database);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await database.updateTable("people").set({ name: "  " }).where("id", "=", "l-shanthi").execute();
    expect((await readPeople(database)).has("l-shanthi")).toBe(false);
    expect(String(error.mock.calls[0]?.[0])).toContain("Error fetching person l-shanthi");
    const drawn = await resolvePage(contentPages.get("/administration") as ContentPage, database);
    expect(JSON.stringify(drawn)).toContain("Mrs. L. Shanthi");
  });
});

describe("personChoices", () => {
  it("offers every person as id and a label with post and school", async () => {
    const broken = {
      selectFrom() {
        throw new Error("database down");
      },
    } as unknown as DB;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const choices = await personChoices(broken);
    expect(choices).toHaveLength(shippedPeople.size);
    expect(choices).toContainEqual({
      value: "l-shanthi",
      label: "Mrs. L. Shanthi — Principal (Vidhyashram)",
    });
  });
});
