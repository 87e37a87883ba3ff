import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { userContext } from "~/lib/auth/guard.server";
import { checkCredentials, createUser, findUserByUsername } from "~/lib/auth/users.server";
import { readSettings } from "~/lib/content-store/settings.server";
import { privacyNotice } from "~/lib/enquiries/privacy-notice";
import { AUDIENCES } from "~/lib/forms/limits";
import { albums } from "~/lib/gallery/albums.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { mediaItems } from "~/lib/published/videos.server";
import { runAdminContentAction } from "~/routes/admin/content/content-action.server";
import { albumAdmin } from "~/routes/admin/content/entities.server";
import { loadBoard } from "~/routes/site/group/notifications.server";
import { CONTROL_CHARACTERS } from "~content/schemas/common";
import {
  callAction,
  callActionWith,
  type DataArgs,
  dataOf,
  post,
  sessionCookie,
  statusOf,
} from "../../../tests/support/routes";
import * as loginRoute from "../auth/login";
import * as enquiryRoute from "../site/group/enquiry";
import * as noticeBoardRoute from "../site/group/notifications";
import * as announcementsRoute from "./content/announcements";
import * as mediaRoute from "./content/media";
import * as notificationsRoute from "./content/notifications";
import * as passwordRoute from "./users/password";
import * as usersRoute from "./users/users";

/**
 * Property-based tests over every form: whatever is typed (HTML, script tags,
 * quotes, any Unicode, very long text) the action answers with a redirect or a clear refusal and never
 * throws or answers 5xx; valid input is stored exactly as typed and the public notice board renders it
 * as inert text (React escapes it: no injected element reaches the HTML).
 */

/**
 * How many inputs each property tries: `PROPERTY_RUNS` is the count for the arbitrary-input
 * properties, 20 by default (a quick local run); `.ci/run` sets 60. The others try the same share of it
 * as before it was configurable (40, 30, 25, 15 or 10 for 60), as their runs cost more (the last two
 * hash a password in each).
 */
const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS || 20);
if (!Number.isInteger(PROPERTY_RUNS) || PROPERTY_RUNS < 1) {
  throw new Error(`PROPERTY_RUNS must be a whole number above 0 (got "${process.env.PROPERTY_RUNS}")`);
}
const runs = (atSixty: number) => ({ numRuns: Math.max(1, Math.round((atSixty * PROPERTY_RUNS) / 60)) });
const RUNS = runs(60);
const VALID_RUNS = runs(40);
let counter = 0;

/** A new client address for each call, so that no throttle steps in (`prefix` names the test). */
const at = (prefix = "10.77") => ({
  address: `${prefix}.${Math.floor(++counter / 250) % 250}.${counter % 250}`,
});

/** The link-album form of the albums screen: the shared content action, for the signed-in user. */
const linkAlbum = ({ request, context }: DataArgs) =>
  runAdminContentAction(request, context.get(userContext), albumAdmin);

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

/** Text a form accepts as it is: not blank, no surrounding spaces, no control character, at most `max` UTF-16 units. */
const validText = (max: number, min = 1) =>
  fc
    .oneof(
      fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 120) }),
      fc.constantFrom(...NASTY.filter((s) => s.length <= max)),
      fc
        .tuple(fc.constantFrom(...NASTY), fc.string({ unit: "grapheme", maxLength: 30 }))
        .map(([a, b]) => `${a} ${b}`),
    )
    .map((s) => s.replace(new RegExp(CONTROL_CHARACTERS, "g"), "").replace(/^\s+|\s+$/g, ""))
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
  const loaderData = await loadBoard();
  const Stub = createRoutesStub([
    { id: "board", path: "/notifications", Component: noticeBoardRoute.default, loader: () => null },
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
  admin = await sessionCookie(user.id);
  latest = async (table) => {
    const row = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  };
});

const contentForms = [
  [
    "notifications",
    "/admin",
    (request: Request) => callAction(notificationsRoute, request, at()),
    ["title", "description", "date", "audience"],
  ],
  [
    "announcements",
    "/admin/announcements",
    (request: Request) => callAction(announcementsRoute, request, at()),
    ["title", "description", "link", "date", "audience"],
  ],
  [
    "media",
    "/admin/media",
    (request: Request) => callAction(mediaRoute, request, at()),
    ["title", "youtube_id", "audience"],
  ],
  [
    "album (link album)",
    "/admin/albums",
    (request: Request) => callActionWith(linkAlbum, request, at()),
    ["title", "link", "thumbnail", "audience"],
  ],
] as const;

describe("arbitrary input never makes a form fail", () => {
  it.each(contentForms)("%s: create and update answer 302 or 400", async (_name, path, send, fields) => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          Object.fromEntries(fields.map((f) => [f, anyText])) as Record<string, fc.Arbitrary<string>>,
        ),
        fc.constantFrom("create", "update", "delete", "", "<b>"),
        fc.oneof(fc.constant("1"), anyText),
        async (values, intent, id) => {
          const status = statusOf(await send(post(path, { ...values, intent, id }, { cookie: admin })));
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
          await callAction(loginRoute, post("/login", { username, password, redirectTo }), at()),
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
          await callAction(
            passwordRoute,
            post("/admin/password", { current, password, confirm }, { cookie: admin }),
            at(),
          ),
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
            await callAction(
              usersRoute,
              post("/admin/users", { intent, username, access, password, id }, { cookie: admin }),
              at(),
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
          const result = await callAction(enquiryRoute, post("/enquiry", values), at("10.88"));
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
          const result = await callAction(
            notificationsRoute,
            post("/admin", { intent: "create", title, description, date, audience: aud }, { cookie: admin }),
            at(),
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
      runs(25),
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
          const result = await callAction(
            announcementsRoute,
            post(
              "/admin/announcements",
              { intent: "create", title, description, link, date, audience: aud },
              { cookie: admin },
            ),
            at(),
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
        const result = await callAction(
          mediaRoute,
          post(
            "/admin/media",
            { intent: "create", title, youtube_id: url, audience: aud },
            { cookie: admin },
          ),
          at(),
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
          const result = await callActionWith(
            linkAlbum,
            post(
              "/admin/albums",
              { intent: "create", title, link, thumbnail, audience: aud, consent: "true" },
              { cookie: admin },
            ),
            at(),
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
    // The version of the privacy notice the form shows, as the browser sends it back (a post without it is refused).
    const noticeVersion = privacyNotice(await readSettings(), new Date()).version;
    await fc.assert(
      fc.asyncProperty(validText(100), validText(100), validText(1000), async (student, parent, message) => {
        const result = await callAction(
          enquiryRoute,
          post("/enquiry", {
            student_name: student,
            parent_name: parent,
            phone: "98765 43210",
            email: "",
            class_sought: "LKG",
            school: "vidhyapeeth",
            message,
            consent: "yes",
            notice_version: noticeVersion,
          }),
          at("10.99"),
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
      runs(30),
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
        const result = await callAction(
          usersRoute,
          post(
            "/admin/users",
            { intent: "create", username: name, access: "editor-vidhyapeeth", password: secret },
            { cookie: admin },
          ),
          at(),
        );
        if (statusOf(result) === 400) {
          // Only the password rules may refuse a well-formed username (the username itself as password).
          expect(dataOf<{ errors: Record<string, string> }>(result).errors.username).toBeUndefined();
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
      runs(15),
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
          const cookie = await sessionCookie(user.id);
          const result = await callAction(
            passwordRoute,
            post("/admin/password", { current, password: next, confirm: next }, { cookie }),
            at(),
          );
          expect(statusOf(result)).toBe(302);
          current = next;
          expect(await checkCredentials("prop-changer", next)).not.toBeNull();
        },
      ),
      runs(10),
    );
  });
});
