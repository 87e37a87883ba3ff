import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NewEnquiries } from "~/components/admin/NewEnquiries";
import { createEnquiry, type Enquiry } from "~/lib/enquiries/enquiries.server";
import { eraseEnquiry, setEnquiryKept } from "~/lib/enquiries/privacy.server";
import type { EnquiryInput } from "~/lib/enquiries/validation.server";
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
} from "../../../../tests/support/routes";
import * as inboxRoute from "./enquiries";
import * as inboxExport from "./enquiries-export";
import * as enquiryRoute from "./enquiry";

/**
 * What the office reads of parents' data (architecture ruling 21), drawn as the browser gets it: the
 * inbox's erasure schedule (soonest first, for the user's schools, with the rule), withdrawn and erased
 * enquiries without anything personal, the enquiry screen's "Parent's data" panel. The clock is fixed
 * at 15 December 2080, so that which enquiries are due "in the next 60 days" does not depend on the day
 * the test runs.
 */

const TODAY = new Date("2080-12-15T06:00:00Z");
const OFFICE = { id: null, username: "office" };

type Module = { default: React.ComponentType<never> };

/** The component of `route` with the loader data (and action data) React Router would give it. */
function Screen({ route }: { route: Module }) {
  const Component = route.default as React.ComponentType<{ loaderData: unknown; actionData: unknown }>;
  return <Component loaderData={useLoaderData()} actionData={useActionData()} />;
}

/** The HTML of `route` at `path` for the browser of `cookie`; `actionData` as after a refused form. */
async function render(route: Module, path: string, cookie: string, actionData?: unknown): Promise<string> {
  const page = await loaderData(route as never, get(path, { cookie }));
  const router = createMemoryRouter(
    [{ id: "page", path: path.split("?")[0], element: <Screen route={route} /> }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { page }, actionData: actionData ? { page: actionData } : undefined },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The inbox's list item of `reference`, as HTML. */
function rowOf(html: string, reference: string): string {
  return (
    html.split("<li").find((item) => item.includes(`>${reference}<`) && item.includes("rounded-full")) ?? ""
  );
}

/** Text of HTML, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

let seq = 0;
/** A saved enquiry of `school` for the admissions year `year`, named so that its names can be looked for. */
async function enquiry(year: string, changes: Partial<EnquiryInput> = {}): Promise<Enquiry> {
  seq++;
  const made = await createEnquiry({
    student_name: `Child${seq}x`,
    parent_name: `Parent${seq}x`,
    phone: "+919876543210",
    email: `parent${seq}@example.com`,
    class_sought: "LKG",
    school: "vidhyapeeth",
    message: `Message${seq}x`,
    ...changes,
  });
  await db().updateTable("enquiries").set({ admission_year: year }).where("id", "=", made.id).execute();
  return { ...made, admission_year: year };
}

let admin = "";
let editor = "";
let overdue: Enquiry;
let soon: Enquiry;
let later: Enquiry;
let kept: Enquiry;
let otherSchool: Enquiry;
let withdrawn: Enquiry;
let erased: Enquiry;
let byEmail: Enquiry;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  await migrateToLatest(db());
  admin = await signIn("schedule-admin");
  editor = await signIn("schedule-editor", { role: "editor", scope: "vidhyapeeth" });
  // Kept until 31 January 2080: overdue (the job did not run), so the first to go.
  overdue = await enquiry("2079-2080");
  // 31 January 2081, within 60 days of 15 December 2080.
  soon = await enquiry("2080-2081");
  otherSchool = await enquiry("2080-2081", { school: "vidhyashram" });
  // 31 January 2082.
  later = await enquiry("2081-2082");
  kept = await enquiry("2080-2081");
  await setEnquiryKept(kept.id, true, { actor: OFFICE });
  withdrawn = await enquiry("2080-2081", { class_sought: "UKG" });
  await eraseEnquiry(withdrawn.id, { reason: "parent", actor: OFFICE });
  erased = await enquiry("2080-2081");
  await eraseEnquiry(erased.id, { reason: "office", actor: OFFICE });
  byEmail = await enquiry("2081-2082", { phone: null, email: "only-email@example.com" });
});

afterAll(() => {
  vi.useRealTimers();
});

describe("the inbox's erasure schedule", () => {
  it("lists what will be erased, soonest first, for the user's schools, and says the rule", async () => {
    const all = await loaderData(inboxRoute, get("/admin/enquiries", { cookie: admin }));
    expect(all.retention.next.map((row) => row.reference)).toEqual([
      overdue.reference,
      soon.reference,
      otherSchool.reference,
      kept.reference,
      later.reference,
      byEmail.reference,
    ]);
    // The admission, marked on 15 December 2080, is kept to the end of December 2081.
    expect(all.retention.next.map((row) => `${row.keptUntil}${row.kept ? " kept" : ""}`)).toEqual([
      "2080-01-31",
      "2081-01-31",
      "2081-01-31",
      "2081-12-31 kept",
      "2082-01-31",
      "2082-01-31",
    ]);

    const html = await render(inboxRoute, "/admin/enquiries", admin);
    const schedule = html.slice(html.indexOf("<details"), html.indexOf("</details>"));
    expect(text(schedule)).toContain(
      "Erasure schedule: 3 enquiries will be erased in the next 60 days; the next after 31 January 2080",
    );
    expect(text(schedule)).toContain(
      "Enquiries are erased 6 months after admissions for their year close (31 July)",
    );
    expect(text(schedule)).toContain(
      "An enquiry marked as an admission is kept 12 months after the mark (the admission itself is in the school's admission register), then erased.",
    );
    expect(text(schedule)).toContain(`${kept.reference} after 31 December 2081 (admission)`);
    const order = [overdue, soon, otherSchool, later].map((e) => schedule.indexOf(`>${e.reference}<`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(schedule).toContain(`href="/admin/enquiries/${soon.id}"`);
    for (const gone of [withdrawn, erased]) expect(schedule).not.toContain(gone.reference);

    // An editor of one school sees its schedule only.
    const theirs = await loaderData(inboxRoute, get("/admin/enquiries", { cookie: editor }));
    expect(theirs.retention.next.map((row) => row.reference)).not.toContain(otherSchool.reference);
    expect(theirs.retention.soon).toBe(2);
  });
});

describe("the inbox list", () => {
  it("shows a withdrawn or erased enquiry by its badge, class and school only", async () => {
    const html = await render(inboxRoute, "/admin/enquiries", admin);
    const row = text(rowOf(html, withdrawn.reference));
    expect(row).toContain("Withdrawn");
    expect(row).toContain("UKG");
    expect(row).toContain("Vidhyapeeth (Matriculation)");
    expect(row).not.toMatch(/Child|Parent\d|98765|example\.com/);
    // No separators left around empty names.
    expect(row).not.toMatch(/·\s*·|^\s*·/);
    expect(text(rowOf(html, erased.reference))).toContain("Erased");
    expect(text(rowOf(html, soon.reference))).toContain("New");
  });

  it("shows the e-mail address of a parent who gave no mobile", async () => {
    const html = await render(inboxRoute, "/admin/enquiries", admin);
    expect(text(rowOf(html, byEmail.reference))).toContain("only-email@example.com");
  });

  it("warns beside the CSV export that the file holds personal data", async () => {
    const html = text(await render(inboxRoute, "/admin/enquiries", admin));
    expect(html).toContain(
      "The file holds parents' personal data: keep it on the office computer and delete it when done.",
    );
  });

  it("exports an erased enquiry with empty personal columns and why it was erased", async () => {
    const response = responseOf(
      await callLoader(
        inboxExport,
        get(`/admin/enquiries/export.csv?q=${withdrawn.reference}`, { cookie: admin }),
      ),
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    // Reference, received and status stay; student, parent, mobile, e-mail and message are empty.
    expect(lines[1]).toMatch(
      new RegExp(
        `^${withdrawn.reference},[^,]+,New,,,,,UKG,Vidhyapeeth \\(Matriculation\\),,"Withdrawn by the parent, 2080-12-15T11:30:00\\+05:30"$`,
      ),
    );
  });
});

describe("the enquiry screen's Parent's data panel", () => {
  it("says when the enquiry will be erased, the consent on record and the e-mails sent", async () => {
    await db()
      .insertInto("enquiry_emails")
      .values({
        enquiry_id: soon.id,
        kind: "office",
        recipient: "office@example.com",
        subject: "New enquiry",
        outcome: "sent",
        error: null,
        at: "2080-12-15T04:30:00.000Z",
      })
      .execute();
    const html = text(await render(enquiryRoute, `/admin/enquiries/${soon.id}`, admin));
    expect(html).toContain("Parent's data");
    expect(html).toContain("None recorded");
    expect(html).toMatch(/Erased after 31 January 2081 .*unless marked as an admission/);
    expect(html).toContain("To the office: sent, 15 Dec 2080");
    const raw = await render(enquiryRoute, `/admin/enquiries/${soon.id}`, admin);
    expect(raw).toContain(`href="/admin/enquiries/${soon.id}/export.csv"`);
    expect(raw).toContain(`href="/admin/enquiries/${soon.id}/export.json"`);
    expect(html).toContain("Keep: became an admission");
    expect(html).toContain("Erase this enquiry");
  });

  it("says a kept enquiry is kept, and offers to remove the mark", async () => {
    const html = text(await render(enquiryRoute, `/admin/enquiries/${kept.id}`, admin));
    expect(html).toContain(
      "Marked as an admission by office: the admission register holds it, so the enquiry is erased after 31 December 2081 (12 months after the mark)",
    );
    expect(html).toContain("Remove the admission mark");
  });

  it("puts the refusal next to the confirmation box", async () => {
    const refused = await callAction(
      enquiryRoute,
      post(`/admin/enquiries/${later.id}`, { intent: "erase" }, { cookie: admin }),
    );
    const html = await render(enquiryRoute, `/admin/enquiries/${later.id}`, admin, dataOf(refused));
    expect(html).toMatch(/aria-describedby="erase-confirm-error"/);
    expect(text(html)).toContain("The parent asked for this enquiry to be erased");
    expect(text(html)).toContain("Tick this box to confirm that the parent asked for the erasure.");
  });

  it("shows an erased enquiry read-only, with why and when, and nothing personal", async () => {
    const html = text(await render(enquiryRoute, `/admin/enquiries/${withdrawn.id}`, admin));
    expect(html).toContain(`Enquiry ${withdrawn.reference} (withdrawn)`);
    expect(html).toMatch(/Withdrawn by the parent on 15 Dec 2080/);
    expect(html).not.toMatch(/Child|Parent\d|98765|example\.com|Message\d/);
    for (const control of ["Save status", "Erase this enquiry", "Keep: became an admission", "export"])
      expect(html).not.toContain(control);
    const other = text(await render(enquiryRoute, `/admin/enquiries/${erased.id}`, admin));
    expect(other).toContain(`Enquiry ${erased.reference} (erased)`);
    expect(other).toContain("Erased on the parent's request on");
  });
});

describe("the staff area's new enquiries", () => {
  it("name an erased one by its reference, never by an empty link", async () => {
    const newest = [
      { ...withdrawn, student_name: "", parent_name: "" },
      { ...soon, student_name: "Meena" },
    ];
    const router = createMemoryRouter(
      [{ path: "/admin", element: <NewEnquiries data={{ count: 2, newest, emailAlerts: false }} /> }],
      { initialEntries: ["/admin"] },
    );
    const html = text(renderToStaticMarkup(<RouterProvider router={router} />));
    expect(html).toContain(`Withdrawn or erased (${withdrawn.reference})`);
    expect(html).toContain("Meena");
  });
});
