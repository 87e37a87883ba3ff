import { beforeAll, describe, expect, it } from "vitest";
import { createEnquiry, getEnquiry } from "~/lib/enquiries/enquiries.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import {
  callAction,
  callLoader,
  get,
  isData,
  loaderData,
  post,
  responseOf,
} from "../../../../tests/support/routes";
import * as route from "./enquiry-mine";
import { CONFIRM_ERASE, LINK_GONE } from "./enquiry-mine.server";

beforeAll(async () => {
  await migrateToLatest(db());
});

const ENQUIRY = {
  student_name: "Anusha",
  parent_name: "Ramesh K",
  phone: "+919876543210",
  email: "ramesh@example.com",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "Is there a bus?",
} as const;

/** The correction form's fields as the parent's page posts them. */
const CORRECTION = {
  intent: "correct",
  student_name: "Anu",
  parent_name: "Ramesh Kumar",
  phone: "98765 43211",
  email: "",
  class_sought: "UKG",
  school: "vidhyashram",
  message: "",
};

describe("the parent's page behind the private link", () => {
  it("shows the enquiry as stored, with the day it will be erased", async () => {
    const enquiry = await createEnquiry(ENQUIRY, undefined, { advertisedYear: "2099-2100" });
    const page = await loaderData(route, get(`/enquiry/mine/${enquiry.token}`));
    expect(page.enquiry).toMatchObject({
      reference: enquiry.reference,
      status: "New",
      admissionYear: "2099-2100",
      keptUntil: "2100-01-31",
    });
    expect(page.values).toMatchObject({
      student_name: "Anusha",
      phone: "+91 98765 43210",
      class_sought: "LKG",
    });
  });

  it.each([
    ["an unknown token", "a".repeat(64)],
    ["a malformed token", "not-a-token"],
  ])("answers 404 with an explanation for %s", async (_label, token) => {
    const result = await callLoader(route, get(`/enquiry/mine/${token}`));
    expect(isData(result) && result.init?.status).toBe(404);
    expect(isData(result) && result.data).toEqual({ message: LINK_GONE });
  });

  it("saves a correction, and refuses a bad one with the messages and what was typed", async () => {
    const enquiry = await createEnquiry(ENQUIRY);
    const path = `/enquiry/mine/${enquiry.token}`;
    const refused = await callAction(route, post(path, { ...CORRECTION, phone: "12345" }));
    expect(isData(refused) && refused.init?.status).toBe(400);
    expect(isData(refused) && refused.data).toMatchObject({
      intent: "correct",
      errors: { phone: expect.stringContaining("10-digit") },
      values: { student_name: "Anu" },
    });
    expect((await getEnquiry(enquiry.id))?.student_name).toBe("Anusha");

    const saved = responseOf(await callAction(route, post(path, CORRECTION)));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`${path}?saved`);
    expect(await getEnquiry(enquiry.id)).toMatchObject({
      student_name: "Anu",
      parent_name: "Ramesh Kumar",
      phone: "+919876543211",
      email: null,
      class_sought: "UKG",
      school: "vidhyashram",
      message: null,
    });
  });

  it("erases only with the confirmation box, then the link opens nothing", async () => {
    const enquiry = await createEnquiry(ENQUIRY);
    const path = `/enquiry/mine/${enquiry.token}`;
    const refused = await callAction(route, post(path, { intent: "erase" }));
    expect(isData(refused) && refused.data).toMatchObject({
      intent: "erase",
      errors: { confirm: CONFIRM_ERASE },
    });
    expect((await getEnquiry(enquiry.id))?.erased_at).toBeNull();

    const erased = responseOf(await callAction(route, post(path, { intent: "erase", confirm: "yes" })));
    expect(erased.headers.get("Location")).toBe(`/enquiry/erased?ref=${enquiry.reference}`);
    expect(await getEnquiry(enquiry.id)).toMatchObject({ student_name: "", erased_reason: "parent" });
    const after = await callLoader(route, get(path));
    expect(isData(after) && after.init?.status).toBe(404);
    const again = await callAction(route, post(path, { intent: "erase", confirm: "yes" }));
    expect(isData(again) && again.init?.status).toBe(404);
  });

  it("is never cached nor indexed", () => {
    const headers = new Headers(route.headers?.({} as never) as HeadersInit);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toBe("noindex");
  });
});
