import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "~/lib/auth/session.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { AUDIENCES } from "~/lib/forms/limits";
import { albums } from "~/lib/gallery/albums.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { runAdminContentAction } from "~/routes/admin/content/content-admin.server";
import { albumAdmin } from "~/routes/admin/content/entities.server";
import { submitEnquiry } from "~/routes/site/group/enquiry.server";
import * as loginRoute from "../auth/login";
import * as noticeBoardRoute from "../site/group/notifications";
import * as announcementsRoute from "./content/announcements";
import * as mediaRoute from "./content/media";
import * as notificationsRoute from "./content/notifications";
import * as passwordRoute from "./users/password";
import * as usersRoute from "./users/users";

/**
 * Property-based tests over every form (issue 9 "Done means"): whatever is typed (HTML, script tags,
 * quotes, any Unicode, very long text) the action answers with a redirect or a clear refusal and never
 * throws or answers 5xx; valid input is stored exactly as typed and the public notice board renders it
 * as inert text (React escapes it: no injected element reaches the HTML).
 */

const SITE = "http://localhost:3000";
const RUNS = { numRuns: 60 };
const VALID_RUNS = { numRuns: 40 };
let counter = 0;

type Handler = (args: never) => unknown;

async function call(handler: Handler, request: Request): Promise<unknown> {
  try {
    return await handler({
      request,
      params: {},
      context: { nonce: "", clientAddress: `10.77.${Math.floor(++counter / 250) % 250}.${counter % 250}` },
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** The status of what an action returned or threw; a thrown non-response is reported as 500. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  if (result && typeof result === "object" && "data" in result) return init?.status ?? 200;
  return 500;
}

const NASTY = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(document.cookie)>",
  "javascript:alert(1)",
  "</textarea><script>window.pwned=1</script>",
  "' OR '1'='1'; DROP TABLE notifications; --",
  "{{constructor.constructor('alert(1)')()}}",
  "$" + "{7*7} <%= 7*7 %>",
  "\u0000\u0001\u001f\u007f",
  "\u202Eevil\u202C \u200B\uFEFF",
  "தமிழ் பள்ளி அறிவிப்பு 🎉👨‍👩‍👧",
  "Ω≈ç√∫˜µ≤≥÷ 𝕏 \uD83D",
  "x".repeat(10_000),
  "<".repeat(3000),
  "   ",
  "",
];

/** Any text a browser might send. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(...NASTY),
  fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}${b}`),
);

/** Text a form accepts as it is: not blank, no surrounding spaces, no NUL, at most `max` UTF-16 units. */
const validText = (max: number, min = 1) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 120) }),
      fc.constantFrom(...NASTY.filter((s) => s.length <= max)),
      fc
        .tuple(fc.constantFrom(...NASTY), fc.string({ unit: "grapheme", maxLength: 30 }))
        .map(([a, b]) => `${a} ${b}`),
    )
    .map((s) => s.replaceAll("\u0000", "").replace(/^\s+|\s+$/g, ""))
    .filter((s) => s.length >= min && s.length <= max && s.trim() === s && wellFormed(s));

const isoDate = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const audience = fc.constantFrom(...AUDIENCES);
const webUrl = fc
  .webUrl({ validSchemes: ["https", "http"], withQueryParameters: true, withFragments: true })
  .filter((u) => u.length <= 2000 && new URL(u).hostname.includes("."));

/** True for text without lone surrogates (what a browser can send; `String#isWellFormed` is ES2024). */
const wellFormed = (s: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** The escaping React applies to text, to find typed text in rendered HTML. */
const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Renders the public notice board as the server would, from its real loader. */
async function renderNoticeBoard(): Promise<string> {
  const loaderData = await noticeBoardRoute.loader();
  const Stub = createRoutesStub([
    { id: "board", path: "/notifications", Component: noticeBoardRoute.default as never, loader: () => null },
  ]);
  return renderToString(
    <Stub initialEntries={["/notifications"]} hydrationData={{ loaderData: { board: loaderData } }} />,
  );
}

/**
 * The typed text reached the HTML only escaped: its raw form (when it could open a tag) is
 * absent, and no script or event-handler attribute appears at all.
 */
function expectInert(html: string, ...typed: string[]) {
  // A real element: a script, or any tag with an event-handler attribute or a javascript: URL.
  expect(html).not.toMatch(/<script|<[a-z][^<>]*\son[a-z]+=|<[a-z][^<>]*=["']?javascript:/i);
  for (const text of typed) {
    if (text.includes("<")) expect(html).not.toContain(text);
  }
}

let admin = "";
let latest: (table: "notifications" | "announcements" | "media_library" | "albums") => Promise<number>;

beforeAll(async () => {
  await migrateToLatest(db());
  const user = await createUser({ username: "prop-admin", password: "prop-admin-password" });
  admin = (await createSession(new Request(`${SITE}/login`), user.id)).split(";")[0] ?? "";
  latest = async (table) => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  };
});

const contentForms = [
  ["notifications", "/admin", notificationsRoute.action, ["title", "description", "date", "audience"]],
  [
    "announcements",
    "/admin/announcements",
    announcementsRoute.action,
    ["title", "description", "link", "date", "audience"],
  ],
  ["media", "/admin/media", mediaRoute.action, ["title", "youtube_id", "audience"]],
  [
    "album (link album)",
    "/admin/albums",
    ((args: { request: Request }) => runAdminContentAction(args.request, albumAdmin)) as Handler,
    ["title", "link", "thumbnail", "audience"],
  ],
] as const;

describe("arbitrary input never makes a form fail", () => {
  it.each(contentForms)("%s: create and update answer 302 or 400", async (_name, path, action, fields) => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          Object.fromEntries(fields.map((f) => [f, anyText])) as Record<string, fc.Arbitrary<string>>,
        ),
        fc.constantFrom("create", "update", "delete", "", "<b>"),
        fc.oneof(fc.constant("1"), anyText),
        async (values, intent, id) => {
          const status = statusOf(
            await call(action as Handler, post(path, { ...values, intent, id }, admin)),
          );
          expect([302, 400]).toContain(status);
        },
      ),
      RUNS,
    );
  });

  it("login answers 302, 401 or 429", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, anyText, async (username, password, redirectTo) => {
        const status = statusOf(
          await call(loginRoute.action, post("/login", { username, password, redirectTo })),
        );
        expect([302, 401, 429]).toContain(status);
      }),
      RUNS,
    );
  });

  it("password change answers 400 for anything but the right current password", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, anyText, anyText, async (current, password, confirm) => {
        const status = statusOf(
          await call(passwordRoute.action, post("/admin/password", { current, password, confirm }, admin)),
        );
        expect(status).toBe(400);
      }),
      RUNS,
    );
  });

  it("user management answers 302, 400 or 409", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("create", "access", "reset", "disable", "enable", "delete", "", "x"),
        anyText,
        anyText,
        anyText,
        fc.oneof(anyText, fc.constant("999999")),
        async (intent, username, access, password, id) => {
          const status = statusOf(
            await call(
              usersRoute.action,
              post("/admin/users", { intent, username, access, password, id }, admin),
            ),
          );
          expect([302, 400, 409]).toContain(status);
        },
      ),
      RUNS,
    );
    expect((await findUserByUsername("prop-admin"))?.role).toBe("admin");
  });

  it("the enquiry form answers 302, 400 or 429", async () => {
    const fields = [
      "student_name",
      "parent_name",
      "phone",
      "email",
      "class_sought",
      "school",
      "message",
      "website",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          Object.fromEntries(fields.map((f) => [f, anyText])) as Record<string, fc.Arbitrary<string>>,
        ),
        async (values) => {
          let result: unknown;
          try {
            result = await submitEnquiry(
              post("/enquiry", values),
              `10.88.${counter % 250}.${++counter % 250}`,
            );
          } catch (thrown) {
            result = thrown;
          }
          expect([302, 400, 429]).toContain(statusOf(result));
        },
      ),
      RUNS,
    );
  });
});

describe("valid input is stored exactly as typed and shown inert", () => {
  it("notifications: round trip, then the notice board escapes it", async () => {
    await fc.assert(
      fc.asyncProperty(
        validText(200),
        validText(2000, 0),
        isoDate,
        audience,
        async (title, description, date, aud) => {
          const result = await call(
            notificationsRoute.action,
            post("/admin", { intent: "create", title, description, date, audience: aud }, admin),
          );
          expect(statusOf(result)).toBe(302);
          const row = await notifications.get(await latest("notifications"));
          expect(row).toMatchObject({ title, description, date, audience: aud });
          const html = await renderNoticeBoard();
          expect(html).toContain(escapeHtml(title));
          if (description) expect(html).toContain(escapeHtml(description));
          expectInert(html, title, description);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("announcements: title, description and link round-trip, shown escaped", async () => {
    const typed: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        validText(200),
        validText(2000, 0),
        webUrl,
        isoDate,
        audience,
        async (title, description, link, date, aud) => {
          const result = await call(
            announcementsRoute.action,
            post(
              "/admin/announcements",
              { intent: "create", title, description, link, date, audience: aud },
              admin,
            ),
          );
          expect(statusOf(result)).toBe(302);
          const row = await announcements.get(await latest("announcements"));
          expect(row).toMatchObject({ title, description, link, date, audience: aud });
          typed.push(title, description);
        },
      ),
      VALID_RUNS,
    );
    const html = await renderNoticeBoard();
    for (const text of typed.filter((t) => t.length > 0)) expect(html).toContain(escapeHtml(text));
    expectInert(html, ...typed);
  });

  it("media: the title round-trips and any YouTube link form is stored as the video id", async () => {
    const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    const link = fc
      .tuple(
        videoId,
        fc.constantFrom(
          "https://www.youtube.com/watch?v=",
          "https://youtu.be/",
          "https://www.youtube.com/shorts/",
          "https://www.youtube.com/embed/",
        ),
      )
      .map(([id, prefix]) => ({ id, url: `${prefix}${id}` }));
    await fc.assert(
      fc.asyncProperty(validText(200), link, audience, async (title, { id, url }, aud) => {
        const result = await call(
          mediaRoute.action,
          post("/admin/media", { intent: "create", title, youtube_id: url, audience: aud }, admin),
        );
        expect(statusOf(result)).toBe(302);
        expect(await mediaItems.get(await latest("media_library"))).toMatchObject({
          title,
          youtube_id: id,
          audience: aud,
        });
      }),
      VALID_RUNS,
    );
  });

  it("link albums: title, link and thumbnail round-trip", async () => {
    await fc.assert(
      fc.asyncProperty(
        validText(200),
        webUrl,
        fc.option(webUrl, { nil: "" }),
        audience,
        async (title, link, thumbnail, aud) => {
          const result = await call(
            ((args: { request: Request }) => runAdminContentAction(args.request, albumAdmin)) as Handler,
            post("/admin/albums", { intent: "create", title, link, thumbnail, audience: aud }, admin),
          );
          expect(statusOf(result)).toBe(302);
          expect(await albums.get(await latest("albums"))).toMatchObject({
            title,
            link,
            thumbnail: thumbnail || null,
            audience: aud,
          });
        },
      ),
      VALID_RUNS,
    );
  });

  it("enquiries: names and message round-trip", async () => {
    await fc.assert(
      fc.asyncProperty(validText(100), validText(100), validText(1000), async (student, parent, message) => {
        const result = await submitEnquiry(
          post("/enquiry", {
            student_name: student,
            parent_name: parent,
            phone: "98765 43210",
            email: "",
            class_sought: "LKG",
            school: "vidhyapeeth",
            message,
          }),
          `10.99.${counter % 250}.${++counter % 250}`,
        );
        expect(statusOf(result)).toBe(302);
        const row = await db()
          .selectFrom("enquiries")
          .selectAll()
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ student_name: student, parent_name: parent, message });
      }),
      { numRuns: 30 },
    );
  });

  it("user management: a new account's username and password work exactly as typed", async () => {
    const username = fc.stringMatching(/^[A-Za-z0-9._@-]{1,64}$/);
    const password = fc
      .string({ unit: "grapheme", minLength: 12, maxLength: 60 })
      .filter((p) => [...p].length >= 12 && p.length <= 200 && wellFormed(p));
    await fc.assert(
      fc.asyncProperty(username, password, async (name, secret) => {
        if (await findUserByUsername(name)) return;
        const result = await call(
          usersRoute.action,
          post(
            "/admin/users",
            { intent: "create", username: name, access: "editor-vidhyapeeth", password: secret },
            admin,
          ),
        );
        if (statusOf(result) === 400) {
          // Only the password rules may refuse a well-formed username (the username itself as password).
          expect(
            (result as { data: { errors: Record<string, string> } }).data.errors.username,
          ).toBeUndefined();
          return;
        }
        expect(statusOf(result)).toBe(302);
        expect(await findUserByUsername(name)).toMatchObject({
          username: name,
          role: "editor",
          scope: "vidhyapeeth",
        });
        expect(await checkCredentials(name, secret)).not.toBeNull();
      }),
      { numRuns: 15 },
    );
  });

  it("password change: any allowed new password works exactly as typed", async () => {
    const user = await createUser({ username: "prop-changer", password: "prop-start-password" });
    let current = "prop-start-password";
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ unit: "grapheme", minLength: 12, maxLength: 60 })
          .filter((p) => [...p].length >= 12 && p.length <= 200 && wellFormed(p) && p !== current),
        async (next) => {
          const cookie = (await createSession(new Request(`${SITE}/login`), user.id)).split(";")[0] ?? "";
          const result = await call(
            passwordRoute.action,
            post("/admin/password", { current, password: next, confirm: next }, cookie),
          );
          expect(statusOf(result)).toBe(302);
          current = next;
          expect(await checkCredentials("prop-changer", next)).not.toBeNull();
        },
      ),
      { numRuns: 10 },
    );
  });
});
