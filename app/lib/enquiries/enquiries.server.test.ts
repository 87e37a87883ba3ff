import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearTables, testDatabases } from "../../../tests/support/databases";
import { enquirySchools } from "../auth/permissions.server";
import type { DB } from "../platform/db.server";
import {
  changeEnquiryStatus,
  countNewEnquiries,
  countNewEnquiriesFor,
  createEnquiry,
  type Enquiry,
  getEnquiry,
  isReference,
  listEnquiries,
  listEnquiryEvents,
  newEnquiriesFor,
  newReference,
} from "./enquiries.server";
import type { EnquiryInput } from "./validation.server";

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Waits long enough for `now()` to give a later millisecond. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

function input(changes: Partial<EnquiryInput> = {}): EnquiryInput {
  return {
    student_name: "Anusha R",
    parent_name: "Ramesh K",
    phone: "+919876543210",
    email: null,
    class_sought: "LKG",
    school: "vidhyapeeth",
    message: null,
    ...changes,
  };
}

const names = (rows: Enquiry[]) => rows.map((row) => row.student_name);

describe.each(testDatabases())("enquiries on $name", (target) => {
  let database: DB;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(() => clearTables(database));

  /** Creates enquiries in order, a millisecond or more apart. */
  async function create(...inputs: Partial<EnquiryInput>[]): Promise<Enquiry[]> {
    const rows: Enquiry[] = [];
    for (const changes of inputs) {
      rows.push(await createEnquiry(input(changes), database));
      await tick();
    }
    return rows;
  }

  it("creates an enquiry with a reference, status new and timestamps", async () => {
    const row = await createEnquiry(
      input({ email: "ramesh@example.com", message: "Bus from Velachery?" }),
      database,
    );
    expect(row).toMatchObject({
      student_name: "Anusha R",
      parent_name: "Ramesh K",
      phone: "+919876543210",
      email: "ramesh@example.com",
      class_sought: "LKG",
      school: "vidhyapeeth",
      message: "Bus from Velachery?",
      status: "new",
    });
    expect(isReference(row.reference)).toBe(true);
    expect(typeof row.id).toBe("number");
    expect(row.created_at).toMatch(ISO_TIMESTAMP);
    expect(row.updated_at).toBe(row.created_at);
    const { token, ...stored } = row;
    expect(await getEnquiry(row.id, database)).toEqual(stored);
    expect(await getEnquiry(row.id + 1000, database)).toBeUndefined();

    const other = await createEnquiry(input({ student_name: "Bala" }), database);
    expect(other.id).not.toBe(row.id);
    expect(other.reference).not.toBe(row.reference);
  });

  it("lists newest first", async () => {
    await create({ student_name: "First" }, { student_name: "Second" }, { student_name: "Third" });
    expect(names(await listEnquiries({}, database))).toEqual(["Third", "Second", "First"]);
    expect(names(await listEnquiries({ limit: 2 }, database))).toEqual(["Third", "Second"]);
  });

  it("filters by school, class and status, alone and together", async () => {
    const [a] = await create(
      { student_name: "Ashram LKG", school: "vidhyashram", class_sought: "LKG" },
      { student_name: "Peeth LKG", school: "vidhyapeeth", class_sought: "LKG" },
      { student_name: "Peeth I", school: "vidhyapeeth", class_sought: "I" },
      { student_name: "Unsure XI", school: "not-sure", class_sought: "XI" },
    );
    await changeEnquiryStatus(a?.id ?? 0, { status: "contacted", note: null, username: "office" }, database);

    expect(names(await listEnquiries({ school: "vidhyapeeth" }, database))).toEqual(["Peeth I", "Peeth LKG"]);
    expect(names(await listEnquiries({ school: "not-sure" }, database))).toEqual(["Unsure XI"]);
    expect(names(await listEnquiries({ classSought: "LKG" }, database))).toEqual(["Peeth LKG", "Ashram LKG"]);
    expect(names(await listEnquiries({ status: "contacted" }, database))).toEqual(["Ashram LKG"]);
    expect(names(await listEnquiries({ status: "new" }, database))).toEqual([
      "Unsure XI",
      "Peeth I",
      "Peeth LKG",
    ]);
    expect(names(await listEnquiries({ status: "closed" }, database))).toEqual([]);
    expect(
      names(await listEnquiries({ school: "vidhyapeeth", classSought: "LKG", status: "new" }, database)),
    ).toEqual(["Peeth LKG"]);
    expect(names(await listEnquiries({ school: "vidhyashram", status: "new" }, database))).toEqual([]);
  });

  describe("search", () => {
    let rows: Enquiry[];
    beforeEach(async () => {
      rows = await create(
        { student_name: "Anusha R", parent_name: "Ramesh K", phone: "+919876543210" },
        { student_name: "Bala Murugan", parent_name: "Lakshmi Devi", phone: "+917012345678" },
        { student_name: "Chitra", parent_name: "Kannan", phone: "+918123456789" },
      );
    });
    const search = async (text: string) => names(await listEnquiries({ search: text }, database));

    it("finds part of a student's name, whatever the case", async () => {
      expect(await search("anu")).toEqual(["Anusha R"]);
      expect(await search("ANUSHA")).toEqual(["Anusha R"]);
      expect(await search("murug")).toEqual(["Bala Murugan"]);
      expect(await search("  chitra  ")).toEqual(["Chitra"]);
    });

    it("finds part of a parent's name", async () => {
      expect(await search("lakshmi")).toEqual(["Bala Murugan"]);
      expect(await search("Kannan")).toEqual(["Chitra"]);
    });

    it("finds phone digits however they are typed", async () => {
      expect(await search("98765")).toEqual(["Anusha R"]);
      expect(await search("098765 43210")).toEqual(["Anusha R"]);
      expect(await search("+91 98765-43210")).toEqual(["Anusha R"]);
      expect(await search("70123 45678")).toEqual(["Bala Murugan"]);
      expect(await search("55555")).toEqual([]);
    });

    /** Gives an enquiry a known reference (new ones are random). */
    const setReference = (row: Enquiry | undefined, reference: string) =>
      database
        .updateTable("enquiries")
        .set({ reference })
        .where("id", "=", row?.id ?? 0)
        .execute();

    it("finds a reference, in any case", async () => {
      await setReference(rows[2], "ENQ-KQXDTM");
      expect(await search("ENQ-KQXDTM")).toEqual(["Chitra"]);
      expect(await search("enq-kqxdtm")).toEqual(["Chitra"]);
      expect(await search("KQXD")).toEqual(["Chitra"]);
      // And a freshly made one.
      const bala = rows[1] as Enquiry;
      expect(await search(bala.reference.toLowerCase())).toContain("Bala Murugan");
    });

    it("finds only the enquiry with a reference whose digits appear in other phone numbers", async () => {
      // Bala's phone +917012345678 contains 234, the digits of this reference.
      await setReference(rows[2], "ENQ-2A3B4C");
      expect(isReference("ENQ-2A3B4C")).toBe(true);
      expect(await search("ENQ-2A3B4C")).toEqual(["Chitra"]);
    });

    it("finds nothing for text that is nowhere", async () => {
      expect(await search("zzzz")).toEqual([]);
      expect(await search("55555")).toEqual([]);
    });

    it("finds nothing for a run of zeros that no phone contains", async () => {
      expect(await search("000")).toEqual([]);
      expect(await search("0000 0")).toEqual([]);
    });

    it("combines with the other filters", async () => {
      const list = await listEnquiries({ search: "a", school: "vidhyashram" }, database);
      expect(list).toEqual([]);
      expect(names(await listEnquiries({ search: "ramesh", classSought: "LKG" }, database))).toEqual([
        "Anusha R",
      ]);
    });

    it("treats % and _ as ordinary characters, not wildcards", async () => {
      expect(await search("%")).toEqual([]);
      expect(await search("_")).toEqual([]);
      expect(await search("a%a")).toEqual([]);
      expect(await search("b_la")).toEqual([]);
      await create(
        { student_name: "Percent 100% Kumar", parent_name: "P" },
        { student_name: "Under_score", parent_name: "U" },
      );
      expect(await search("%")).toEqual(["Percent 100% Kumar"]);
      expect(await search("100%")).toEqual(["Percent 100% Kumar"]);
      expect(await search("_")).toEqual(["Under_score"]);
      expect(await search("r_s")).toEqual(["Under_score"]);
      expect(await search("\\")).toEqual([]);
    });
  });

  it("changes the status and records who did it, with the note, oldest first", async () => {
    const [row] = await create({});
    const id = row?.id ?? 0;
    expect(
      await changeEnquiryStatus(id, { status: "contacted", note: "Called", username: "office" }, database),
    ).toBe(true);
    await tick();
    expect(
      await changeEnquiryStatus(id, { status: "closed", note: null, username: "principal" }, database),
    ).toBe(true);

    const stored = await getEnquiry(id, database);
    expect(stored?.status).toBe("closed");
    expect(stored?.created_at).toBe(row?.created_at);
    expect((stored?.updated_at ?? "") > (row?.updated_at ?? "")).toBe(true);

    const events = await listEnquiryEvents(id, database);
    expect(
      events.map(({ enquiry_id, status, note, username }) => ({ enquiry_id, status, note, username })),
    ).toEqual([
      { enquiry_id: id, status: "contacted", note: "Called", username: "office" },
      { enquiry_id: id, status: "closed", note: null, username: "principal" },
    ]);
    expect(events[0]?.created_at).toMatch(ISO_TIMESTAMP);
    expect(events[1]?.created_at).toBe(stored?.updated_at);
  });

  it("keeps each enquiry's events apart", async () => {
    const [a, b] = await create({ student_name: "A" }, { student_name: "B" });
    await changeEnquiryStatus(a?.id ?? 0, { status: "contacted", note: "A's note", username: "x" }, database);
    expect(await listEnquiryEvents(b?.id ?? 0, database)).toEqual([]);
    expect((await listEnquiryEvents(a?.id ?? 0, database)).map((e) => e.note)).toEqual(["A's note"]);
  });

  it("reports an unknown enquiry and records nothing", async () => {
    const [row] = await create({});
    const unknown = (row?.id ?? 0) + 1000;
    expect(
      await changeEnquiryStatus(unknown, { status: "closed", note: "Ghost", username: "office" }, database),
    ).toBe(false);
    expect(await listEnquiryEvents(unknown, database)).toEqual([]);
    expect((await getEnquiry(row?.id ?? 0, database))?.status).toBe("new");
  });

  it("counts the enquiries still new", async () => {
    expect(await countNewEnquiries(database)).toBe(0);
    const [a, b] = await create({}, {}, {});
    expect(await countNewEnquiries(database)).toBe(3);
    await changeEnquiryStatus(a?.id ?? 0, { status: "contacted", note: null, username: "office" }, database);
    await changeEnquiryStatus(b?.id ?? 0, { status: "closed", note: null, username: "office" }, database);
    expect(await countNewEnquiries(database)).toBe(1);
    await changeEnquiryStatus(b?.id ?? 0, { status: "new", note: "Reopened", username: "office" }, database);
    expect(await countNewEnquiries(database)).toBe(2);
  });

  it("counts only the new enquiries the user may see", async () => {
    const [peeth, ashram] = await create(
      { school: "vidhyapeeth" },
      { school: "vidhyashram" },
      { school: "vidhyashram" },
      { school: "not-sure" },
      { school: "vidhyapeeth" },
    );
    await changeEnquiryStatus(peeth?.id ?? 0, { status: "closed", note: null, username: "office" }, database);
    await changeEnquiryStatus(
      ashram?.id ?? 0,
      { status: "contacted", note: null, username: "office" },
      database,
    );
    const peethEditor = { role: "editor", scope: "vidhyapeeth" } as const;
    const ashramEditor = { role: "editor", scope: "vidhyashram" } as const;
    // The school's own new enquiries and the undecided one, never the other school's.
    expect(await countNewEnquiriesFor(peethEditor, database)).toBe(2);
    expect(await countNewEnquiriesFor(ashramEditor, database)).toBe(2);
    for (const everything of [
      { role: "admin", scope: null },
      { role: "editor", scope: null },
      { role: "editor", scope: "group" },
    ] as const) {
      expect(await countNewEnquiriesFor(everything, database)).toBe(3);
    }
    // The badge equals the rows of status "new" that the inbox shows that user.
    for (const user of [peethEditor, ashramEditor]) {
      const schools = enquirySchools(user) ?? [];
      const listed = (await listEnquiries({ status: "new" }, database)).filter((e) =>
        schools.includes(e.school),
      );
      expect(await countNewEnquiriesFor(user, database)).toBe(listed.length);
    }
  });

  it("lists the newest three new enquiries the user may see, with their count", async () => {
    const rows = await create(
      { student_name: "A", school: "vidhyapeeth" },
      { student_name: "B", school: "vidhyashram" },
      { student_name: "C", school: "not-sure", class_sought: "UKG" },
      { student_name: "D", school: "vidhyashram" },
      { student_name: "E", school: "vidhyapeeth" },
      { student_name: "F", school: "vidhyashram" },
    );
    // F is no longer new.
    await changeEnquiryStatus(rows[5]?.id ?? 0, { status: "contacted", note: null, username: "o" }, database);

    const all = await newEnquiriesFor({ role: "admin", scope: null }, 3, database);
    expect(all.count).toBe(5);
    expect(all.newest.map((e) => e.student_name)).toEqual(["E", "D", "C"]);
    expect(all.newest[2]).toEqual({
      id: rows[2]?.id,
      reference: rows[2]?.reference,
      student_name: "C",
      parent_name: "Ramesh K",
      class_sought: "UKG",
      school: "not-sure",
      created_at: rows[2]?.created_at,
    });

    const peeth = await newEnquiriesFor({ role: "editor", scope: "vidhyapeeth" }, 3, database);
    expect(peeth.count).toBe(3);
    expect(peeth.newest.map((e) => e.student_name)).toEqual(["E", "C", "A"]);
    expect(peeth.count).toBe(await countNewEnquiriesFor({ role: "editor", scope: "vidhyapeeth" }, database));

    const ashram = await newEnquiriesFor({ role: "editor", scope: "vidhyashram" }, 3, database);
    expect(ashram.newest.map((e) => e.student_name)).toEqual(["D", "C", "B"]);
    expect(ashram.count).toBe(3);
  });

  it("reports none when nothing is new", async () => {
    expect(await newEnquiriesFor({ role: "admin", scope: null }, 3, database)).toEqual({
      count: 0,
      newest: [],
    });
  });
});

describe("references", () => {
  it("newReference gives distinct references of the accepted shape", () => {
    const references = Array.from({ length: 200 }, newReference);
    for (const reference of references) {
      expect(reference).toMatch(/^ENQ-[A-Z2-9]{6}$/);
      expect(reference.slice(4)).not.toMatch(/[01ILO]/);
      expect(isReference(reference)).toBe(true);
    }
    expect(new Set(references).size).toBe(references.length);
  });

  it.each([
    ["a zero and letter Os", "ENQ-0OOOOO"],
    ["lower case", "enq-abcdef"],
    ["empty text", ""],
    ["a one", "ENQ-1ABCDE"],
    ["too short", "ENQ-ABCDE"],
    ["too long", "ENQ-ABCDEFG"],
    ["no prefix", "ABCDEF"],
    ["extra text around it", " ENQ-ABCDEF"],
  ])("isReference rejects %s (%j)", (_label, value) => {
    expect(isReference(value)).toBe(false);
  });

  it("isReference rejects null and undefined and accepts a well-formed reference", () => {
    expect(isReference(null)).toBe(false);
    expect(isReference(undefined)).toBe(false);
    expect(isReference("ENQ-7KQ3XD")).toBe(true);
  });
});
