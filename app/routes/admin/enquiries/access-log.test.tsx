import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "~/lib/content-store/settings.server";
import { createEnquiry } from "~/lib/enquiries/enquiries.server";
import { noticeWords, privacyNotice } from "~/lib/enquiries/privacy-notice";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { callLoader, get, loaderData, responseOf, signIn } from "../../../../tests/support/routes";
import * as auditRoute from "../audit";
import * as inboxRoute from "./enquiries";
import * as inboxExport from "./enquiries-export";
import * as enquiryRoute from "./enquiry";
import * as exportRoute from "./enquiry-export";

/**
 * Access to parents' data is logged (DPDP Rules 2025 r. 6(1)(c)), through the route modules as staff
 * use them: the CSV export of the inbox, one parent's export, opening an enquiry and the inbox each
 * write an audit row naming who and which (the filter and the count for a bulk export), never the
 * data; the audit screen lists them by user. And a consent's stored words show on the staff screen.
 */

const PARENT = {
  student_name: "Zephyrine",
  parent_name: "Quintavius Marlowe",
  phone: "+919812345678",
  email: "quintavius@example.com",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "Is there a bus from Thirukazhukundram?",
} as const;
const PERSONAL = [
  "Zephyrine",
  "Quintavius",
  "9812345678",
  "98123 45678",
  "quintavius@example.com",
  "Thirukazhukundram",
];

type Module = { default: React.ComponentType<never> };

function Screen({ route }: { route: Module }) {
  const Component = route.default as React.ComponentType<{ loaderData: unknown; actionData: unknown }>;
  return <Component loaderData={useLoaderData()} actionData={useActionData()} />;
}

/** The HTML of `route` at `path` for the browser of `cookie`. */
async function render(route: Module, path: string, cookie: string): Promise<string> {
  const page = await loaderData(route as never, get(path, { cookie }));
  const router = createMemoryRouter(
    [{ id: "page", path: path.split("?")[0], element: <Screen route={route} /> }],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { page } },
    },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

let head = "";
let exporter = "";
let reader = "";
beforeAll(async () => {
  await migrateToLatest(db());
  head = await signIn("access-head");
  exporter = await signIn("access-exporter");
  reader = await signIn("access-reader");
});

describe("access to parents' data, in the audit log", () => {
  it("records a CSV export and an opening by user, naming which and how many, never the data", async () => {
    const enquiry = await createEnquiry(PARENT);
    const csv = responseOf(
      await callLoader(
        inboxExport,
        get(
          `/admin/enquiries/export.csv?school=vidhyapeeth&status=new&q=${encodeURIComponent("Quintavius")}`,
          {
            cookie: exporter,
          },
        ),
      ),
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("Quintavius Marlowe");
    await loaderData(enquiryRoute, get(`/admin/enquiries/${enquiry.id}`, { cookie: reader }));
    await callLoader(exportRoute, get(`/admin/enquiries/${enquiry.id}/export.json`, { cookie: reader }));

    const exported = await loaderData(auditRoute, get("/admin/audit?user=access-exporter", { cookie: head }));
    expect(exported.rows.map((r) => [r.action, r.entity, r.summary])).toEqual([
      [
        "export",
        "enquiries",
        "Exported 1 enquiry as CSV (school Vidhyapeeth (Matriculation), status New, a search (its words not recorded))",
      ],
    ]);
    const read = await loaderData(auditRoute, get("/admin/audit?user=access-reader", { cookie: head }));
    expect(read.rows.map((r) => [r.action, r.entity_id, r.summary])).toEqual([
      ["export", enquiry.id, `Exported enquiry ${enquiry.reference} (JSON)`],
      ["view", enquiry.id, `Opened enquiry ${enquiry.reference}`],
    ]);

    // The screen says so, by user, in words.
    const screen = text(await render(auditRoute, "/admin/audit?user=access-reader", head));
    expect(screen).toMatch(new RegExp(`access-reader Opened [0-9.]+ Opened enquiry ${enquiry.reference}`));
    expect(screen).toMatch(
      new RegExp(`access-reader Exported [0-9.]+ Exported enquiry ${enquiry.reference}`),
    );
    const all = await db().selectFrom("audit_log").selectAll().execute();
    const stored = JSON.stringify(all);
    for (const word of PERSONAL) expect(stored, word).not.toContain(word);
  });

  it("records each opening of the inbox with the filter and how many it showed", async () => {
    await createEnquiry({ ...PARENT, school: "vidhyashram" });
    const cookie = await signIn("access-inbox");
    await loaderData(inboxRoute, get("/admin/enquiries?school=vidhyashram", { cookie }));
    const rows = await loaderData(auditRoute, get("/admin/audit?user=access-inbox", { cookie: head }));
    expect(rows.rows.map((r) => [r.action, r.summary])).toEqual([
      ["view", "Opened the enquiry list: 1 enquiry shown (school Vidhyashram (CBSE))"],
    ]);
  });
});

describe("a consent's words on the staff screen", () => {
  it("shows the words the parent agreed to, as stored with the consent's version", async () => {
    const notice = privacyNotice(await readSettings(), new Date());
    const enquiry = await createEnquiry(PARENT, undefined, {
      consent: { noticeVersion: notice.version, noticeWords: noticeWords(notice), address: "203.0.113.5" },
    });
    const stored = await db()
      .selectFrom("notice_texts")
      .select("words")
      .where("version", "=", notice.version)
      .executeTakeFirstOrThrow();
    expect(stored.words).toBe(noticeWords(notice));

    const html = await render(enquiryRoute, `/admin/enquiries/${enquiry.id}`, head);
    const details = html.match(/<details[^>]*data-testid="consent-words"[\s\S]*?<\/details>/)?.[0] ?? "";
    const words = text(details);
    expect(words).toContain("The words the parent agreed to");
    expect(words).toContain("they match the version's fingerprint");
    expect(words).toContain(notice.items[0]?.text ?? "(none)");
    const security = notice.sections.find((section) => section.id === "security");
    expect(words).toContain(
      text(security?.paragraphs[0] ?? "(none)")
        .trim()
        .slice(0, 80),
    );

    // A consent given before words were stored says so instead of showing other words.
    const older = await createEnquiry(PARENT, undefined, {
      consent: { noticeVersion: "2026-11-26.00000000", address: null },
    });
    const before = text(await render(enquiryRoute, `/admin/enquiries/${older.id}`, head));
    expect(before).toContain("The notice's words were not stored for this version");
  });
});
