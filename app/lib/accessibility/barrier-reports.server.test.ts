import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accessibilityWords } from "~content/words/accessibility";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "../platform/db.server";
import { env } from "../platform/env.server";
import {
  barrierReportCutoff,
  barrierReportSchemas,
  createBarrierReport,
  listBarrierReports,
  mailBarrierReport,
  pruneBarrierReports,
} from "./barrier-reports.server";

/**
 * The barrier reports' store on both databases: what the form's check lets through, a report kept with
 * what it said, the office's e-mail (page and description, never the name or contact) recorded on the
 * report whether it went, failed or was not set up, and the year's retention.
 */

const ENV_KEYS = ["SMTP_URL", "ENQUIRY_NOTIFY_TO", "ENQUIRY_NOTIFY_FROM"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const key of ENV_KEYS) {
    const value = values[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  env(true);
}

afterAll(() => {
  for (const key of ENV_KEYS) {
    const value = saved[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  env(true);
});

/** A received message's text: quoted-printable (RFC 2045) decoded, soft line breaks joined. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

describe("the report form's check", () => {
  const check = (values: Record<string, string>, language: "en" | "ta" = "en") =>
    barrierReportSchemas[language].safeParse({ name: "", contact: "", page: "", description: "", ...values });

  it("needs only what went wrong, trimmed; empty optional fields are null", () => {
    const result = check({ description: "  The PDF is a scan.  " });
    expect(result.success && result.data).toEqual({
      name: null,
      contact: null,
      page: null,
      description: "The PDF is a scan.",
    });
  });

  it("refuses an empty or over-long description, in the page's language", () => {
    const empty = check({ description: " " }, "ta");
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(accessibilityWords.ta.descriptionMissing);
    const long = check({ description: "x".repeat(2001) });
    expect(long.error?.issues[0]?.message).toBe(accessibilityWords.en.tooLong(2000));
  });

  it("takes an e-mail address or a phone number as the contact, and nothing else", () => {
    for (const contact of ["kavitha@example.org", "98765 43210", "+91 44 2345 6789", "(044) 2345-6789"]) {
      expect(check({ contact, description: "x" }).success, contact).toBe(true);
    }
    for (const contact of ["ring me", "12345", "kavitha@", "98765 43210 ext 4"]) {
      const result = check({ contact, description: "x" });
      expect(result.success, contact).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(accessibilityWords.en.contactInvalid);
    }
  });
});

describe.each(testDatabases())("barrier reports on $name", (target) => {
  let database: DB;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.close());
  beforeEach(async () => {
    await database.deleteFrom("barrier_reports").execute();
    setEnv({});
  });

  const REPORT = {
    name: "Kavitha",
    contact: "kavitha@example.org",
    page: "/fees",
    description: "The fee table's headings are not read out by NVDA.",
  };

  it("keeps a report with what it said, its language and when it came, newest first", async () => {
    await createBarrierReport(REPORT, { database, now: new Date("2026-11-01T05:00:00Z") });
    await createBarrierReport(
      { name: null, contact: null, page: null, description: "படங்களுக்கு விளக்கம் இல்லை." },
      { database, language: "ta", now: new Date("2026-11-20T05:00:00Z") },
    );
    const reports = await listBarrierReports(database);
    expect(reports.map((r) => r.description)).toEqual(["படங்களுக்கு விளக்கம் இல்லை.", REPORT.description]);
    expect(reports[0]).toMatchObject({
      language: "ta",
      name: null,
      contact: null,
      page: null,
      mailed: "skipped",
    });
    expect(reports[1]).toMatchObject({ ...REPORT, language: "en", created_at: "2026-11-01T05:00:00.000Z" });
  });

  it("deletes the reports older than a year, and keeps the rest", async () => {
    const now = new Date("2027-11-15T00:00:00Z");
    expect(barrierReportCutoff(now).toISOString()).toBe("2026-11-15T00:00:00.000Z");
    await createBarrierReport(
      { ...REPORT, description: "old" },
      { database, now: new Date("2026-11-14T23:59:59Z") },
    );
    await createBarrierReport(
      { ...REPORT, description: "recent" },
      { database, now: new Date("2026-11-15T00:00:01Z") },
    );
    expect(await pruneBarrierReports(now, database)).toBe(1);
    expect((await listBarrierReports(database)).map((r) => r.description)).toEqual(["recent"]);
    expect(await pruneBarrierReports(now, database)).toBe(0);
  });

  it("records 'skipped' when mail is not set up, and 'failed' when the mail server cannot be reached", async () => {
    const report = await createBarrierReport(REPORT, { database });
    await mailBarrierReport(report, database);
    expect((await listBarrierReports(database))[0]?.mailed).toBe("skipped");

    // A port nothing listens on: take a free one and close it.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${closed}`, ENQUIRY_NOTIFY_TO: "office@example.org" });
    await mailBarrierReport(report, database);
    expect((await listBarrierReports(database))[0]?.mailed).toBe("failed");
  });

  describe("with a mail server", () => {
    const received: { to: string[]; raw: string }[] = [];
    let server: SMTPServer;
    let port = 0;

    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
      });
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    afterEach(() => setEnv({}));

    it("mails the office the page and what went wrong, never the name or contact, and records it", async () => {
      setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_NOTIFY_TO: "office@example.org" });
      const before = received.length;
      const report = await createBarrierReport(REPORT, { database });
      await mailBarrierReport(report, database);
      expect(received).toHaveLength(before + 1);
      const message = received[before];
      expect(message?.to).toEqual(["office@example.org"]);
      const raw = readable(message?.raw ?? "");
      expect(raw).toMatch(/^Subject: Accessibility barrier reported on \/fees/m);
      expect(raw).toContain("Page: /fees");
      expect(raw).toContain("NVDA");
      expect(raw).toContain("/admin/barriers");
      expect(raw).not.toContain("Kavitha");
      expect(raw).not.toContain("kavitha@example.org");
      expect((await listBarrierReports(database))[0]?.mailed).toBe("sent");
    });
  });
});
