import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callAction, get, loaderData, post, sessionCookie } from "../../../tests/support/routes";
import * as loginRoute from "../auth/login";
import * as auditRoute from "./audit";

/**
 * The audit log's user filter through the route modules: failed sign-ins with made-up usernames are
 * stored as "(no such account)", never as typed, and do not reach the audit log's user list, which
 * offers the staff accounts; a free-text box finds any other name. Both are fields of a GET form, so
 * they work without JavaScript.
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
  // A password typed into the username field, for no account.
  await failSignIn(TYPED_PASSWORD);
});

const TYPED_PASSWORD = "Tr0ub4dor&3-secret-passw0rd";

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
    expect(data.rows.some((r) => r.username === "(no such account)")).toBe(true);
    expect(data.rows.some((r) => r.username === "' OR 1=1--")).toBe(false);
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

  it("stores a refused sign-in for no account without what was typed, anywhere in the log", async () => {
    const rows = await db().selectFrom("audit_log").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(TYPED_PASSWORD);
    expect(stored).not.toContain("Tr0ub4dor");
    for (const junk of JUNK)
      expect(rows.some((r) => r.username === junk || r.summary.includes(junk))).toBe(false);
    // 34 names that are no account, each one row under the same words.
    expect(
      rows.filter((r) => r.action === "sign-in-failed" && r.username === "(no such account)"),
    ).toHaveLength(JUNK.length + 1);
    // The screen says how such a sign-in is listed.
    expect(await render()).toContain("(no such account)");
  });

  it("finds refused sign-ins for no account by free text, and a real account's by its name", async () => {
    const data = await page(`?name=${encodeURIComponent("no such")}`);
    expect(data.rows.length).toBe(JUNK.length + 1);
    expect(new Set(data.rows.map((r) => `${r.username} ${r.action}`))).toEqual(
      new Set(["(no such account) sign-in-failed"]),
    );
    // What is typed is matched as text: "%" finds no row rather than every row.
    expect((await page(`?name=${encodeURIComponent("%")}`)).rows).toEqual([]);
    // The box shows what was typed.
    const html = await render(`?name=${encodeURIComponent("no such")}`);
    expect(html.match(/<input[^>]*name="name"[^>]*>/)?.[0]).toContain('value="no such"');
    // A staff account is still matched exactly, as before.
    const office = await page("?user=office");
    expect(office.rows.map((r) => `${r.username} ${r.action}`)).toEqual(["office sign-in-failed"]);
  });
});
