import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createBarrierReport } from "~/lib/accessibility/barrier-reports.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callLoader, get, loaderData, locationOf, signIn } from "../../../tests/support/routes";
import * as barriersRoute from "./barriers";

/**
 * The "Accessibility reports" screen (/admin/barriers): a visitor is sent to sign in; any signed-in
 * staff member reads every report kept, newest first, with the name and contact the office may answer.
 */

let editor = "";

beforeAll(async () => {
  await migrateToLatest(db());
  editor = await signIn("office-editor", { role: "editor", scope: "vidhyapeeth" });
  await createBarrierReport(
    { name: null, contact: null, page: null, description: "The gallery's arrows have no names." },
    { now: new Date("2026-11-01T05:00:00Z") },
  );
  await createBarrierReport(
    { name: "Kavitha", contact: "98765 43210", page: "/fees", description: "The fee table cannot be read." },
    { language: "ta", now: new Date("2026-11-20T05:00:00Z") },
  );
});

describe("/admin/barriers", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const answer = await callLoader(barriersRoute, get("/admin/barriers"));
    expect(locationOf(answer)).toMatch(/^\/login/);
  });

  it("shows a signed-in editor every report, newest first, with the reporter's details", async () => {
    const data = await loaderData(barriersRoute, get("/admin/barriers", { cookie: editor }));
    expect(data.loadError).toBe(false);
    expect(data.reports.map((report) => report.page)).toEqual(["/fees", null]);
    const Stub = createRoutesStub([
      { id: "barriers", path: "/admin/barriers", Component: barriersRoute.default },
    ]);
    const html = renderToString(
      <Stub initialEntries={["/admin/barriers"]} hydrationData={{ loaderData: { barriers: data } }} />,
    );
    expect(html).toContain("Accessibility reports");
    expect(html.indexOf("The fee table cannot be read.")).toBeLessThan(
      html.indexOf("The gallery&#x27;s arrows"),
    );
    expect(html).toContain("Kavitha");
    expect(html).toContain("98765 43210");
    expect(html).toContain("From the Tamil page");
    expect(html).toContain("Not e-mailed (mail not set up)");
  });
});
