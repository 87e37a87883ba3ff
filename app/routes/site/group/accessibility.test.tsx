import type { AddressInfo } from "node:net";
import { createRequestHandler } from "react-router";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBarrierLimiter } from "~/lib/accessibility/barrier-reports.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { formatDate } from "~/lib/platform/dates";
import { db } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { isShareable } from "~/lib/platform/http-cache";
import { publicPaths, sitemapXml } from "~/lib/site/sitemap.server";
import { ACCESSIBILITY_LAST_CHECKED, accessibilityStatement } from "~content/accessibility";
import { settingsDefaults } from "~content/settings";
import { accessibilityWords } from "~content/words/accessibility";
import { eventually } from "../../../../tests/support/eventually";
import { loadContext, SITE, siteServerBuild } from "../../../../tests/support/routes";
import { submitBarrierReport } from "./accessibility.server";

/**
 * `/accessibility` and `/ta/accessibility` as a visitor meets them through the whole site (root,
 * footer, route table): the statement's parts with the offices' facts from the settings, the
 * documents without a text layer from the documents table, and the "Report a barrier" form posted
 * without scripts: refused with its message beside the field and what was typed kept, stored when
 * good, in the page's language.
 */

let handle: (request: Request, address?: string) => Promise<Response>;
let build: Awaited<ReturnType<typeof siteServerBuild>>;
let counter = 0;
/** A different client address for each post, so the per-address limit never steps in unasked. */
const nextAddress = () => `203.0.113.${++counter}`;

beforeAll(async () => {
  await prepareDatabase(db(), () => undefined);
  build = await siteServerBuild();
  const request = createRequestHandler(build, "production");
  handle = async (req, address) => request(req, await loadContext({ address: address ?? nextAddress() }));
});

afterEach(async () => {
  await db().deleteFrom("pages").where("path", "like", "settings:%").execute();
  await db().deleteFrom("barrier_reports").execute();
  await db().updateTable("documents").set({ text_layer: "yes" }).execute();
});

const page = async (path: string) => {
  const response = await handle(new Request(new URL(path, SITE)));
  return { response, html: await response.text() };
};

const send = (path: string, fields: Record<string, string>) =>
  handle(new Request(new URL(path, SITE), { method: "POST", body: new URLSearchParams(fields) }));

/** The drawn control named `name` (its whole tag, a textarea with its text). */
function control(html: string, name: string): string {
  const textarea = new RegExp(`<textarea[^>]*name="${name}"[^>]*>[^<]*</textarea>`).exec(html)?.[0];
  return textarea ?? new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** The message drawn beside the control named `name` (its `aria-describedby`'s error), or "". */
function messageBeside(html: string, name: string): string {
  const id = /aria-describedby="([^"]*-error)"/.exec(control(html, name))?.[1]?.split(" ").pop();
  if (!id) return "";
  return new RegExp(`<p id="${id}"[^>]*>([^<]*)</p>`).exec(html)?.[1] ?? "";
}

describe("the accessibility statement", () => {
  it("says the standard, how it is checked, the last check, the gaps and how to ask, with the offices' facts", async () => {
    const { response, html } = await page("/accessibility");
    expect(response.status).toBe(200);
    expect(isShareable(response.headers.get("Cache-Control"))).toBe(true);
    expect(html).toMatch(/<h1[^>]*>Accessibility statement<\/h1>/);
    for (const part of [
      "WCAG) 2.1 at level AA",
      "GIGW 3.0",
      "section 46",
      "rule 15",
      "Automated accessibility checks (axe) run on the pages parents use most",
      "W3C Nu HTML Checker",
      "A review with a screen reader by a person has not been done yet",
      "360 pixels",
      "no text layer",
      "Tamil pages are still being translated",
      "Captions on YouTube videos",
      "Asking for a page or document in another format",
      "Report a barrier",
      "We keep a report for a year",
    ]) {
      expect(html, part).toContain(part);
    }
    expect(html).toContain(
      `<time dateTime="${ACCESSIBILITY_LAST_CHECKED}">${formatDate(ACCESSIBILITY_LAST_CHECKED)}</time>`,
    );
    // The offices' e-mail and phone from the settings, as text and as links; no token left.
    for (const fact of [
      'href="mailto:office@vidhyashram.example.org"',
      'href="mailto:office@vidhyapeeth.example.org"',
      'href="tel:+910000000001"',
      "+91 00000 00100",
    ]) {
      expect(html, fact).toContain(fact);
    }
    expect(html).not.toContain("{{");
    // The form, posted to the page itself.
    const form = /<form[^>]*method="post"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/accessibility"');
    expect(control(html, "description")).toContain("<textarea");
  });

  it("shows the office's e-mail as the settings hold it now, never a copy", async () => {
    const contacts = structuredClone(settingsDefaults.contacts);
    contacts.schools.vidhyashram.emails = [
      { label: "School office", address: "help@vidhyashram.example.org" },
    ];
    await saveSettings("contacts", contacts, { id: 1 });
    const { html } = await page("/accessibility");
    expect(html).toContain('href="mailto:help@vidhyashram.example.org"');
    expect(html).not.toContain("office@vidhyashram.example.org");
  });

  it("lists the documents the check found without a text layer, and says none when there are none", async () => {
    const none = (await page("/accessibility")).html;
    expect(none).toContain(accessibilityStatement.en.gaps.noDocuments);
    const scanned = await db()
      .selectFrom("documents")
      .select(["id", "title", "path"])
      .limit(1)
      .executeTakeFirstOrThrow();
    await db().updateTable("documents").set({ text_layer: "no" }).where("id", "=", scanned.id).execute();
    const { html } = await page("/accessibility");
    expect(html).not.toContain(accessibilityStatement.en.gaps.noDocuments);
    const list = /data-testid="untagged-documents"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(list).toContain(`href="${scanned.path}"`);
    expect(list).toContain(scanned.title.replace(/&/g, "&amp;"));
    expect(list.match(/<li/g)).toHaveLength(1);
  });

  it("is in Tamil at /ta/accessibility, its form posting to the Tamil address", async () => {
    const { response, html } = await page("/ta/accessibility");
    expect(response.status).toBe(200);
    expect(/<html[^>]*>/.exec(html)?.[0]).toMatch(/lang="ta(-IN)?"/);
    expect(html).toMatch(/<h1[^>]*>அணுகல்தன்மை அறிக்கை<\/h1>/);
    expect(html).toContain(accessibilityStatement.ta.standard.heading);
    expect(html).toContain(accessibilityWords.ta.formTitle);
    expect(html).toContain(accessibilityWords.ta.description);
    expect(html).not.toContain(accessibilityStatement.en.standard.heading);
    expect(/<form[^>]*method="post"[^>]*>/.exec(html)?.[0]).toContain('action="/ta/accessibility"');
    // The day of the last check as Tamil writes dates.
    expect(html).toMatch(
      /<time dateTime="[^"]+">[^<]*(நவம்பர்|டிசம்பர்|ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்|அக்டோபர்)/,
    );
  });

  it("is in the sitemap in both languages, and linked from the footer of every page", async () => {
    const paths = publicPaths(build.routes);
    expect(paths).toContain("/accessibility");
    expect(paths).toContain("/ta/accessibility");
    const xml = sitemapXml("https://example.org", paths);
    expect(xml).toContain("<loc>https://example.org/accessibility</loc>");
    expect(xml).toContain("<loc>https://example.org/ta/accessibility</loc>");
    for (const path of ["/", "/contactus", "/vidhyapeeth", "/vidhyashram/publicdisclosure", "/privacy"]) {
      const { html } = await page(path);
      expect(html, path).toMatch(
        /<footer[\s\S]*href="\/accessibility"[^>]*>Accessibility<\/a>[\s\S]*<\/footer>/,
      );
    }
    for (const path of ["/ta", "/ta/fees"]) {
      const { html } = await page(path);
      expect(html, path).toMatch(
        /<footer[\s\S]*href="\/ta\/accessibility"[^>]*>அணுகல்தன்மை<\/a>[\s\S]*<\/footer>/,
      );
    }
  });

  it("names a last full check that is a real day, not in the future", () => {
    // A check older than a year is the compliance dashboard's to flag (it reads the same constant):
    // a test here would fail on a date, not on a change.
    const checked = new Date(`${ACCESSIBILITY_LAST_CHECKED}T00:00:00Z`);
    expect(checked.toISOString().slice(0, 10)).toBe(ACCESSIBILITY_LAST_CHECKED);
    expect(checked.getTime()).toBeLessThanOrEqual(Date.now() + 14 * 60 * 60 * 1000);
  });
});

describe("reporting a barrier", () => {
  it("refuses an empty description with the message beside it, keeping what was typed", async () => {
    const response = await send("/accessibility", {
      name: "Kavitha",
      contact: "kavitha@example.org",
      page: "/fees",
      description: "   ",
      website: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(messageBeside(html, "description")).toBe("Say what went wrong.");
    expect(control(html, "description")).toContain('aria-invalid="true"');
    expect(control(html, "page")).toContain('value="/fees"');
    expect(control(html, "name")).toContain('value="Kavitha"');
    expect(control(html, "contact")).toContain('value="kavitha@example.org"');
    expect(html).toContain("Please check the field marked below.");
    expect(await db().selectFrom("barrier_reports").selectAll().execute()).toEqual([]);
  });

  it("refuses a contact that is neither an e-mail address nor a phone number, beside its field", async () => {
    const response = await send("/accessibility", {
      contact: "ring me",
      description: "The menu traps the focus.",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(messageBeside(html, "contact")).toBe(accessibilityWords.en.contactInvalid);
    expect(control(html, "description")).toContain("The menu traps the focus.");
  });

  it("stores a good report and thanks the visitor on the page, without scripts", async () => {
    const response = await send("/accessibility", {
      name: "",
      contact: "98765 43210",
      page: "/fees",
      description: "The fee table cannot be read with TalkBack.",
      website: "",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/accessibility?sent=1#report");
    const rows = await db().selectFrom("barrier_reports").selectAll().execute();
    expect(rows).toMatchObject([
      {
        name: null,
        contact: "98765 43210",
        page: "/fees",
        description: "The fee table cannot be read with TalkBack.",
        language: "en",
      },
    ]);
    const { html } = await page("/accessibility?sent=1");
    expect(html).toContain(accessibilityWords.en.sent);
    expect(html).toMatch(/role="status"/);
  });

  it("answers a report from the Tamil page in Tamil and records its language", async () => {
    const refused = await send("/ta/accessibility", { description: "" });
    expect(refused.status).toBe(400);
    expect(messageBeside(await refused.text(), "description")).toBe(accessibilityWords.ta.descriptionMissing);
    const sent = await send("/ta/accessibility", { description: "படங்களுக்கு விளக்கம் இல்லை." });
    expect(sent.headers.get("Location")).toBe("/ta/accessibility?sent=1#report");
    const row = await db().selectFrom("barrier_reports").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ description: "படங்களுக்கு விளக்கம் இல்லை.", language: "ta", page: null });
  });

  it("stores nothing a robot sends through the hidden field", async () => {
    const response = await send("/accessibility", {
      description: "Buy now",
      website: "https://spam.example",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(accessibilityWords.en.honeypotFilled);
    expect(await db().selectFrom("barrier_reports").selectAll().execute()).toEqual([]);
  });

  it("limits the reports of one address, saying when to try again, and keeps what was typed", async () => {
    const limiter = createBarrierLimiter(1);
    const post = () =>
      new Request(`${SITE}/accessibility`, {
        method: "POST",
        body: new URLSearchParams({ description: "The captcha has no audio." }),
      });
    const first = await submitBarrierReport(post(), "192.0.2.7", { limiter });
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(302);
    const second = (await submitBarrierReport(post(), "192.0.2.7", { limiter })) as unknown as {
      data: { formError: string; values: Record<string, string> };
      init: { status: number; headers: Record<string, string> };
    };
    expect(second.init.status).toBe(429);
    expect(Number(second.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(second.data.formError).toMatch(/try again in \d+ minutes?/);
    expect(second.data.values.description).toBe("The captcha has no audio.");
    // Another address is not held back.
    expect(((await submitBarrierReport(post(), "192.0.2.8", { limiter })) as Response).status).toBe(302);
    expect(await db().selectFrom("barrier_reports").selectAll().execute()).toHaveLength(2);
  });

  it("mails the office nothing when mail is not set up, and the report is kept all the same", async () => {
    expect(env().SMTP_URL).toBeFalsy();
    await send("/accessibility", { description: "Low contrast on the gallery captions." });
    const row = await db().selectFrom("barrier_reports").selectAll().executeTakeFirstOrThrow();
    expect(row.mailed).toBe("skipped");
  });

  it("reaches the office inbox when mail is set up, recording that it went", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const saved = { url: process.env.SMTP_URL, to: process.env.ENQUIRY_NOTIFY_TO };
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    process.env.ENQUIRY_NOTIFY_TO = "office@example.org";
    env(true);
    try {
      const response = await send("/accessibility", {
        page: "/gallery",
        description: "No captions on the video.",
      });
      expect(response.status).toBe(302);
      const row = await eventually(async () => {
        const found = await db().selectFrom("barrier_reports").selectAll().executeTakeFirstOrThrow();
        expect(found.mailed).toBe("sent");
        return found;
      });
      expect(row.page).toBe("/gallery");
      expect(received).toEqual(["office@example.org"]);
    } finally {
      for (const [key, value] of [
        ["SMTP_URL", saved.url],
        ["ENQUIRY_NOTIFY_TO", saved.to],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
      env(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
