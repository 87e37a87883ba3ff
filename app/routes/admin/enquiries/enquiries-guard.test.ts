import { beforeAll, describe, expect, it, vi } from "vitest";
import { createEnquiry, type Enquiry, getEnquiry, listEnquiryEvents } from "~/lib/enquiries/enquiries.server";
import type { EnquiryInput } from "~/lib/enquiries/validation.server";
import { indiaTimestamp } from "~/lib/platform/csv.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  callLoader,
  dataOf,
  get,
  loaderData,
  post,
  responseOf,
  signIn,
  statusOf,
} from "../../../../tests/support/routes";
import * as inboxRoute from "./enquiries";
import * as exportRoute from "./enquiries-export";
import * as enquiryRoute from "./enquiry";

function expectRedirect(result: unknown, location: string | RegExp): Response {
  expect(result).toBeInstanceOf(Response);
  const response = responseOf(result);
  expect(response.status).toBe(302);
  if (typeof location === "string") expect(response.headers.get("Location")).toBe(location);
  else expect(response.headers.get("Location")).toMatch(location);
  return response;
}

/** RFC 4180 CSV → rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

function input(changes: Partial<EnquiryInput>): EnquiryInput {
  return {
    student_name: "Student",
    parent_name: "Parent",
    phone: "+919876543210",
    email: null,
    class_sought: "LKG",
    school: "vidhyapeeth",
    message: null,
    ...changes,
  };
}

let first: Enquiry;
let anusha: Enquiry;
let bala: Enquiry;
let chitra: Enquiry;
let formula: Enquiry;

/**
 * Saves an enquiry and gives it a known reference without digits (new ones are random, and the digits
 * of a searched reference could match a phone number).
 */
async function make(changes: Partial<EnquiryInput>, reference: string): Promise<Enquiry> {
  const row = await createEnquiry(input(changes));
  await db().updateTable("enquiries").set({ reference }).where("id", "=", row.id).execute();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...row, reference };
}

beforeAll(async () => {
  await migrateToLatest(db());
  first = await make({ student_name: "First Child", parent_name: "Guard Test" }, "ENQ-FRSTCH");
  anusha = await make(
    { student_name: "Anusha R", parent_name: "Ramesh K", school: "vidhyapeeth", class_sought: "LKG" },
    "ENQ-ANVSHA",
  );
  bala = await make(
    {
      student_name: "Bala Murugan",
      parent_name: "Lakshmi Devi",
      phone: "+917012345678",
      school: "vidhyashram",
      class_sought: "I",
      email: "lakshmi@example.com",
      message: "Transport, and fees?",
    },
    "ENQ-BXMRGN",
  );
  chitra = await make(
    { student_name: "Chitra", parent_name: "Kannan", school: "not-sure", class_sought: "XI" },
    "ENQ-CHTRAK",
  );
  formula = await make(
    { student_name: "=cmd|' /C calc'!A0", parent_name: "-Mallory", school: "vidhyashram", class_sought: "V" },
    "ENQ-FMVRAA",
  );
  await db().updateTable("enquiries").set({ status: "closed" }).where("id", "=", chitra.id).execute();
});

describe("enquiry admin routes refuse a signed-out visitor", () => {
  it("uses enquiry 1 for the refused requests", () => {
    expect(first.id).toBe(1);
  });

  it.each([
    ["inbox", "/admin/enquiries?school=vidhyapeeth&q=anu", inboxRoute],
    ["detail", "/admin/enquiries/1", enquiryRoute],
    ["export", "/admin/enquiries/export.csv?status=new", exportRoute],
  ] as const)("%s loader redirects to the login page", async (_name, path, route) => {
    const result = await callLoader(route, get(path));
    expectRedirect(result, `/login?redirectTo=${encodeURIComponent(path)}`);
  });

  it("detail action redirects to the login page and changes nothing", async () => {
    const result = await callAction(
      enquiryRoute,
      post("/admin/enquiries/1", { status: "closed", note: "Hacked" }),
    );
    expectRedirect(result, `/login?redirectTo=${encodeURIComponent("/admin/enquiries/1")}`);
    expect((await getEnquiry(1))?.status).toBe("new");
    expect(await listEnquiryEvents(1)).toEqual([]);
  });

  it("a forged cookie is no better than none", async () => {
    const cookie = `session=${btoa(JSON.stringify("A".repeat(43)))}`;
    const result = await callAction(
      enquiryRoute,
      post("/admin/enquiries/1", { status: "closed", note: "Hacked" }, { cookie }),
    );
    expectRedirect(result, /^\/login\?redirectTo=/);
    expect((await getEnquiry(1))?.status).toBe("new");
    expectRedirect(await callLoader(exportRoute, get("/admin/enquiries/export.csv", { cookie })), /^\/login/);
  });
});

describe("enquiry inbox for a signed-in user", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn("inbox-reader");
  });
  const inbox = (query = "") => loaderData(inboxRoute, get(`/admin/enquiries${query}`, { cookie }));
  const students = (data: Awaited<ReturnType<typeof inbox>>) => data.enquiries.map((e) => e.student);

  it("lists every enquiry, newest first, ready for display", async () => {
    const data = await inbox();
    expect(data).not.toBeInstanceOf(Response);
    expect(data.loadError).toBe(false);
    expect(data.truncated).toBe(false);
    expect(data.form).toEqual({ school: "", class: "", status: "", q: "" });
    expect(students(data)).toEqual([
      formula.student_name,
      "Chitra",
      "Bala Murugan",
      "Anusha R",
      "First Child",
    ]);
    expect(data.enquiries.find((e) => e.id === bala.id)).toMatchObject({
      reference: bala.reference,
      parent: "Lakshmi Devi",
      contact: "+91 70123 45678",
      className: "Class I",
      school: "Vidhyashram (CBSE)",
      status: "new",
    });
  });

  it("filters by school, class, status and search", async () => {
    expect(students(await inbox("?school=vidhyashram"))).toEqual([formula.student_name, "Bala Murugan"]);
    expect(students(await inbox("?class=LKG"))).toEqual(["Anusha R", "First Child"]);
    expect(students(await inbox("?status=closed"))).toEqual(["Chitra"]);
    expect(students(await inbox("?q=anu"))).toEqual(["Anusha R"]);
    expect(students(await inbox("?q=lakshmi"))).toEqual(["Bala Murugan"]);
    expect(students(await inbox("?q=70123"))).toEqual(["Bala Murugan"]);
    expect(students(await inbox(`?q=${anusha.reference.toLowerCase()}`))).toEqual(["Anusha R"]);
    const combined = await inbox("?school=vidhyapeeth&class=LKG&status=new&q=ramesh");
    expect(students(combined)).toEqual(["Anusha R"]);
    expect(combined.form).toEqual({ school: "vidhyapeeth", class: "LKG", status: "new", q: "ramesh" });
  });

  it("ignores filter values it does not know", async () => {
    const data = await inbox("?school=mars&class=XIII&status=lost");
    expect(data.form).toEqual({ school: "", class: "", status: "", q: "" });
    expect(data.enquiries.length).toBeGreaterThanOrEqual(5);
    expect(data.enquiries).toEqual((await inbox()).enquiries);
  });
});

describe("enquiry detail for a signed-in user", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn("detail-clerk");
  });

  it("returns the enquiry ready for display, with its history", async () => {
    await db()
      .insertInto("enquiry_events")
      .values({
        enquiry_id: bala.id,
        status: "new",
        note: "Seen",
        username: "earlier",
        created_at: bala.created_at,
      })
      .execute();
    const result = await loaderData(enquiryRoute, get(`/admin/enquiries/${bala.id}`, { cookie }));
    expect(result).not.toBeInstanceOf(Response);
    expect(result.enquiry).toMatchObject({
      id: bala.id,
      reference: bala.reference,
      student_name: "Bala Murugan",
      email: "lakshmi@example.com",
      message: "Transport, and fees?",
      phoneDisplay: "+91 70123 45678",
      className: "Class I",
      schoolName: "Vidhyashram (CBSE)",
    });
    expect(result.events.map((e) => [e.note, e.username])).toEqual([["Seen", "earlier"]]);
    expect(result.saved).toBeNull();
  });

  it.each(["9999", "abc", "0", "-1", "1.5"])("answers 404 for the unknown id %j", async (id) => {
    const thrown = await callLoader(enquiryRoute, get(`/admin/enquiries/${id}`, { cookie }));
    expect(statusOf(thrown)).toBe(404);
  });

  it("changes the status, records who did it, and shows the enquiry again saved", async () => {
    const target = await createEnquiry(input({ student_name: "Status Change" }));
    const result = await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${target.id}`, { status: "contacted", note: "Called" }, { cookie }),
    );
    expectRedirect(result, `/admin/enquiries/${target.id}?saved=status`);
    expect((await getEnquiry(target.id))?.status).toBe("contacted");
    const events = await listEnquiryEvents(target.id);
    expect(events.map(({ status, note, username }) => ({ status, note, username }))).toEqual([
      { status: "contacted", note: "Called", username: "detail-clerk" },
    ]);

    const after = await loaderData(
      enquiryRoute,
      get(`/admin/enquiries/${target.id}?saved=status`, { cookie }),
    );
    expect(after.saved).toBe("status");
    expect(after.enquiry.status).toBe("contacted");
    expect(after.events).toHaveLength(1);
  });

  it("refuses an unknown status with 400 and changes nothing", async () => {
    const target = await createEnquiry(input({ student_name: "Bad Status" }));
    const result = await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${target.id}`, { status: "deleted", note: "Oops" }, { cookie }),
    );
    expect(result).not.toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(400);
    const refused = dataOf<{ errors: Record<string, string>; values: Record<string, string> }>(result);
    expect(refused.errors.status).toEqual(expect.any(String));
    expect(refused.values).toEqual({ status: "deleted", note: "Oops" });
    expect((await getEnquiry(target.id))?.status).toBe("new");
    expect(await listEnquiryEvents(target.id)).toEqual([]);
  });

  it("answers 404 when changing an unknown enquiry", async () => {
    const thrown = await callAction(
      enquiryRoute,
      post("/admin/enquiries/9999", { status: "closed", note: "" }, { cookie }),
    );
    expect(statusOf(thrown)).toBe(404);
    expect(await listEnquiryEvents(9999)).toEqual([]);
  });
});

describe("enquiry export for a signed-in user", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn("exporter");
  });

  async function download(query = ""): Promise<{ response: Response; rows: string[][] }> {
    const result = await callLoader(exportRoute, get(`/admin/enquiries/export.csv${query}`, { cookie }));
    expect(result).toBeInstanceOf(Response);
    const response = responseOf(result);
    expect(response.status).toBe(200);
    const text = await response.text();
    return { response, rows: parseCsv(text.replace(/^\uFEFF/, "")) };
  }

  it("sends a CSV attachment with a header row and the filtered enquiries", async () => {
    const { response, rows } = await download("?school=vidhyashram");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="enquiries-[\d-]+\.csv"$/,
    );
    expect(rows[0]).toEqual([
      "Reference",
      "Received (India time)",
      "Status",
      "Student",
      "Parent",
      "Mobile",
      "Email",
      "Class",
      "School",
      "Message",
      "Erased",
    ]);
    const body = rows.slice(1);
    expect(body.map((row) => row[0])).toEqual([formula.reference, bala.reference]);
    expect(body[1]).toEqual([
      bala.reference,
      indiaTimestamp(bala.created_at),
      "New",
      "Bala Murugan",
      "Lakshmi Devi",
      "70123 45678",
      "lakshmi@example.com",
      "Class I",
      "Vidhyashram (CBSE)",
      "Transport, and fees?",
      "",
    ]);
  });

  it("gives times and the file's date in India time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // 20:00 UTC on 20 November is 01:30 on 21 November in India.
      vi.setSystemTime(new Date("2026-11-20T20:00:00Z"));
      const { response, rows } = await download("?school=vidhyashram");
      expect(response.headers.get("Content-Disposition")).toBe(
        'attachment; filename="enquiries-2026-11-21.csv"',
      );
      const received = rows[2]?.[1] ?? "";
      expect(received).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
      expect(Math.abs(new Date(received).getTime() - new Date(bala.created_at).getTime())).toBeLessThan(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("honours the other filters", async () => {
    const closed = await download("?status=closed");
    expect(closed.rows.slice(1).map((row) => row[3])).toEqual(["Chitra"]);
    const search = await download("?q=ramesh&class=LKG");
    expect(search.rows.slice(1).map((row) => row[0])).toEqual([anusha.reference]);
    const none = await download("?q=nobody-at-all");
    expect(none.rows).toHaveLength(1);
  });

  it("neutralises a student name that a spreadsheet would run as a formula", async () => {
    const { rows } = await download(`?q=${encodeURIComponent(formula.reference)}`);
    expect(rows).toHaveLength(2);
    const student = rows[1]?.[3] ?? "";
    expect(student.startsWith("'=")).toBe(true);
    expect(student).toBe("'=cmd|' /C calc'!A0");
    expect(rows[1]?.[4]).toBe("'-Mallory");
  });
});
