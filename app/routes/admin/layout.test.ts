import { beforeAll, describe, expect, it } from "vitest";
import { changeEnquiryStatus, createEnquiry } from "~/lib/enquiries/enquiries.server";
import type { EnquiryInput } from "~/lib/enquiries/validation.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { type AccountOptions, get, loaderData, signIn } from "../../../tests/support/routes";
import * as inboxRoute from "./enquiries/enquiries";
import * as layoutRoute from "./layout";

/**
 * The new-enquiries count through the route modules: the "N new" badge of the admin tabs counts what the
 * signed-in user may see, the same rows the inbox lists with status "new".
 */

/** A Cookie header for a new session of a new user. */
const sessionFor = (username: string, account: AccountOptions = {}) => signIn(username, account);

function input(school: EnquiryInput["school"]): EnquiryInput {
  return {
    student_name: `Child of ${school}`,
    parent_name: "Parent",
    phone: "+919876543210",
    email: null,
    class_sought: "LKG",
    school,
    message: null,
  };
}

beforeAll(async () => {
  await migrateToLatest(db());
  const schools = ["vidhyapeeth", "vidhyashram", "vidhyashram", "vidhyashram", "not-sure", "vidhyapeeth"];
  const rows = [];
  for (const school of schools) rows.push(await createEnquiry(input(school as EnquiryInput["school"])));
  // One of each school's is handled already and must not count.
  for (const row of [rows[0], rows[1]]) {
    await changeEnquiryStatus(row?.id ?? 0, { status: "contacted", note: null, username: "office" });
  }
});

describe("the admin tabs' new-enquiries badge", () => {
  const badge = async (cookie: string) =>
    (await loaderData(layoutRoute, get("/admin", { cookie }))).newEnquiries;
  const inboxNew = async (cookie: string) =>
    (await loaderData(inboxRoute, get("/admin/enquiries?status=new", { cookie }))).enquiries.length;

  it("counts for a school's editor that school's new enquiries and the undecided ones; for others all", async () => {
    const peeth = await sessionFor("badge-peeth", { role: "editor", scope: "vidhyapeeth" });
    const ashram = await sessionFor("badge-ashram", { role: "editor", scope: "vidhyashram" });
    expect(await badge(peeth)).toBe(2);
    expect(await badge(ashram)).toBe(3);
    expect(await badge(peeth)).toBe(await inboxNew(peeth));
    expect(await badge(ashram)).toBe(await inboxNew(ashram));
    // An administrator and an editor of every audience count all new enquiries.
    const admin = await sessionFor("badge-admin");
    const everyone = await sessionFor("badge-all", { role: "editor", scope: null });
    const group = await sessionFor("badge-group", { role: "editor", scope: "group" });
    for (const cookie of [admin, everyone, group]) {
      expect(await badge(cookie)).toBe(4);
      expect(await badge(cookie)).toBe(await inboxNew(cookie));
    }
  });
});
