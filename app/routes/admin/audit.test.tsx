import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, get, loaderData, post, sessionCookie } from "../../../tests/support/routes";
import * as loginRoute from "../auth/login";
import * as auditRoute from "./audit";

/**
 * The audit log's user filter through the route modules: failed sign-ins with made-up usernames do not reach the
 * audit log's user list, which offers the staff accounts; a free-text box finds any other name. Both
 * are fields of a GET form, so they work without JavaScript.
 */

let counter = 0;
/** A different address each time, so the sign-in throttle never steps in. */
const address = () => `198.51.${Math.floor(++counter / 250) % 250}.${counter % 250}`;

/** A refused sign-in through the login action, as a visitor would make it. */
const failSignIn = (username: string) =>
  callAction(loginRoute, post("/login", { username, password: "not-the-password" }), { address: address() });

const JUNK = [
  "' OR 1=1--",
  "<script>x</script>",
  "admin\u202e",
  ...Array.from({ length: 30 }, (_, i) => `aa-bot-${i}`),
];
let admin = "";

beforeAll(async () => {
  await migrateToLatest(db());
  const principal = await createUser({ username: "principal", password: "a-long-staff-password" });
  await createUser({ username: "office", password: "a-long-staff-password", role: "editor" });
  admin = await sessionCookie(principal.id);
  for (const username of JUNK) await failSignIn(username);
  await failSignIn("office");
});

const page = (query = "") =>
  loaderData(auditRoute, get(`/admin/audit${query}`, { cookie: admin }), { address: address() });

/** The audit page's HTML as the server renders it for `query`. */
async function render(query = ""): Promise<string> {
  const loaderData = await page(query);
  const Stub = createRoutesStub([{ id: "audit", path: "/admin/audit", Component: auditRoute.default }]);
  return renderToString(
    <Stub initialEntries={[`/admin/audit${query}`]} hydrationData={{ loaderData: { audit: loaderData } }} />,
  );
}

describe("the audit log's user filter", () => {
  it("offers exactly the staff accounts, whatever names failed sign-ins left in the log", async () => {
    const data = await page();
    expect(data.loadError).toBe(false);
    expect(data.rows.some((r) => r.username === "' OR 1=1--")).toBe(true);
    expect(data.usernames).toEqual(["office", "principal"]);
  });

  it("renders a labelled select of staff and a labelled text box in a GET form", async () => {
    const html = await render();
    const form = html.match(/<form[^>]*>[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).not.toMatch(/action="[^"]*\?/);
    const select = form.match(/<select[^>]*name="user"[\s\S]*?<\/select>/)?.[0] ?? "";
    const values = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(values).toEqual(["", "office", "principal"]);
    const input = form.match(/<input[^>]*name="name"[^>]*>/)?.[0] ?? "";
    expect(input).not.toBe("");
    for (const control of [select, input]) {
      const id = control.match(/id="([^"]+)"/)?.[1];
      expect(form).toContain(`for="${id}"`);
    }
  });

  it("finds the rows of a name typed at a failed sign-in by free text", async () => {
    const data = await page(`?name=${encodeURIComponent("OR 1=1")}`);
    expect(data.rows.map((r) => r.username)).toEqual(["' OR 1=1--"]);
    expect(data.rows[0]?.action).toBe("sign-in-failed");
    const bots = await page("?name=AA-BOT-1");
    expect(new Set(bots.rows.map((r) => r.username))).toEqual(
      new Set(["aa-bot-1", ...Array.from({ length: 10 }, (_, i) => `aa-bot-1${i}`)]),
    );
    // The box shows what was typed.
    const html = await render(`?name=${encodeURIComponent("OR 1=1")}`);
    expect(html.match(/<input[^>]*name="name"[^>]*>/)?.[0]).toContain('value="OR 1=1"');
    // A staff account is still matched exactly, as before.
    const office = await page("?user=office");
    expect(office.rows.map((r) => `${r.username} ${r.action}`)).toEqual(["office sign-in-failed"]);
  });
});
