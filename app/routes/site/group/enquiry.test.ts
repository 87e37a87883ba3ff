import { beforeAll, describe, expect, it } from "vitest";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { callLoader, get, loaderData, responseOf } from "../../../../tests/support/routes";
import * as enquiryRoute from "./enquiry";
import * as sentRoute from "./enquiry-sent";

// The loaders read the admission rules of the settings.
beforeAll(async () => {
  await migrateToLatest(db());
});

describe("/enquiry loader", () => {
  /** What the loader preselects: the class and school (beside the admission rules it also sends). */
  const preselect = async (path: string) => {
    const { class_sought, school } = await loaderData(enquiryRoute, get(path));
    return { class_sought, school };
  };

  it("preselects the class and school from the address, whatever their case", async () => {
    expect(await preselect("/enquiry?class=lkg&school=vidhyapeeth")).toEqual({
      class_sought: "LKG",
      school: "vidhyapeeth",
    });
    expect(await preselect("/enquiry?class=PreKG&school=Vidhyashram")).toEqual({
      class_sought: "PreKG",
      school: "vidhyashram",
    });
    expect(await preselect("/enquiry?class=Class%20I&school=not-sure")).toEqual({
      class_sought: "I",
      school: "not-sure",
    });
  });

  it("ignores values it does not know", async () => {
    expect(await preselect("/enquiry?class=XIII&school=mars")).toEqual({ class_sought: null, school: null });
    expect(await preselect("/enquiry?class=&school=")).toEqual({ class_sought: null, school: null });
  });

  it("preselects nothing without a query", async () => {
    expect(await preselect("/enquiry")).toEqual({ class_sought: null, school: null });
  });
});

const ENQUIRY = {
  student_name: "Anusha",
  parent_name: "Ramesh K",
  phone: "+919876543210",
  email: null,
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: null,
} as const;

describe("/enquiry/sent loader", () => {
  const sent = (path: string) => callLoader(sentRoute, get(path));

  it("shows the reference from the address", async () => {
    expect(await sent("/enquiry/sent?ref=ENQ-7KQ3XD")).toMatchObject({
      reference: "ENQ-7KQ3XD",
      privateLink: null,
    });
  });

  it("shows the private link only with the enquiry's own key", async () => {
    const mine = await createEnquiry(ENQUIRY);
    const theirs = await createEnquiry(ENQUIRY);
    expect(await sent(`/enquiry/sent?ref=${mine.reference}&key=${mine.token}`)).toMatchObject({
      privateLink: `${env().siteOrigin}/enquiry/mine/${mine.token}`,
    });
    expect(await sent(`/enquiry/sent?ref=${mine.reference}&key=${theirs.token}`)).toMatchObject({
      privateLink: null,
    });
    expect(await sent(`/enquiry/sent?ref=${mine.reference}&key=nonsense`)).toMatchObject({
      privateLink: null,
    });
  });

  it.each([
    ["no reference", "/enquiry/sent"],
    ["an empty reference", "/enquiry/sent?ref="],
    ["lower case", "/enquiry/sent?ref=enq-7kq3xd"],
    ["a confusable character", "/enquiry/sent?ref=ENQ-0OOOOO"],
    ["markup", "/enquiry/sent?ref=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a reference with more after it", "/enquiry/sent?ref=ENQ-7KQ3XDX"],
  ])("sends %s back to the form", async (_label, path) => {
    const result = await sent(path);
    expect(result).toBeInstanceOf(Response);
    const response = responseOf(result);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/enquiry");
  });
});
