import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enquiryWords } from "~content/words/enquiry";
import { env } from "../platform/env.server";
import type { Enquiry } from "./enquiries.server";
import { acknowledgeToParent, notifyOfficeOfEnquiry } from "./mailer.server";

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

afterEach(() => setEnv({}));
afterAll(() => {
  for (const key of ENV_KEYS) {
    const value = saved[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  env(true);
});

const ENQUIRY: Enquiry = {
  id: 7,
  reference: "ENQ-7KQ3XD",
  student_name: "Anusha R",
  parent_name: "Ramesh K",
  phone: "+919876543210",
  email: "ramesh@example.com",
  class_sought: "I",
  school: "vidhyapeeth",
  message: "Is there a bus from Velachery?",
  status: "new",
  created_at: "2026-01-10T04:30:00.000Z",
  updated_at: "2026-01-10T04:30:00.000Z",
  admission_year: "2026-2027",
  access_token_hash: null,
  kept_at: null,
  kept_by: null,
  erased_at: null,
  erased_reason: null,
};

const TOKEN = "a".repeat(64);

/** A received message: the envelope recipients and the raw text. */
interface Received {
  to: string[];
  raw: string;
}

/** Quoted-printable text (RFC 2045) → the UTF-8 text it encodes. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Header lines unfolded; the body decoded from its transfer encoding. */
function readMessage(raw: string): { headers: string; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") return { headers, body: decodeQuotedPrintable(body) };
  if (encoding === "base64") return { headers, body: Buffer.from(body, "base64").toString("utf8") };
  return { headers, body };
}

/** The value of one header (first occurrence), RFC 2047 words left as they are. */
function header(headers: string, name: string): string {
  const match = headers.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
  return match?.[1]?.trim() ?? "";
}

describe("notifyOfficeOfEnquiry without mail settings", () => {
  it.each([
    ["neither is set", {}],
    ["only SMTP_URL is set", { SMTP_URL: "smtp://127.0.0.1:1" }],
    ["only ENQUIRY_NOTIFY_TO is set", { ENQUIRY_NOTIFY_TO: "office@example.org" }],
  ])("skips when %s", async (_label, values) => {
    setEnv(values);
    await expect(notifyOfficeOfEnquiry(ENQUIRY)).resolves.toBe("skipped");
  });
});

describe("notifyOfficeOfEnquiry with a mail server", () => {
  const received: Received[] = [];
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

  it("sends the office an alert that names no one, with a link to the enquiry in the staff area", async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, ENQUIRY_NOTIFY_TO: "office@example.org" });
    const before = received.length;
    await expect(notifyOfficeOfEnquiry(ENQUIRY)).resolves.toBe("sent");
    expect(received).toHaveLength(before + 1);
    const message = received[before] as Received;
    expect(message.to).toEqual(["office@example.org"]);

    const { headers, body } = readMessage(message.raw);
    expect(header(headers, "To")).toContain("office@example.org");
    const subject = header(headers, "Subject");
    expect(subject).toContain("ENQ-7KQ3XD");
    expect(subject).toContain("Class I");
    expect(header(headers, "From")).toContain("no-reply@localhost");
    expect(header(headers, "Reply-To")).toBe("");

    expect(body).toContain("ENQ-7KQ3XD");
    expect(body).toContain("Class: Class I");
    expect(body).toContain("Vidhyapeeth");
    expect(body).toContain("/admin/enquiries/7");
    // A copy in a mailbox is one the site cannot erase: nothing personal leaves the database.
    for (const personal of ["Anusha", "Ramesh", "98765", "ramesh@example.com", "Velachery"]) {
      expect(`${headers}\n${body}`).not.toContain(personal);
    }
  });

  it("sends the parent the reference and the private link, when the parent gave an address", async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const before = received.length;
    await expect(acknowledgeToParent(ENQUIRY, TOKEN)).resolves.toBe("sent");
    const message = received[before] as Received;
    expect(message.to).toEqual(["ramesh@example.com"]);
    const { headers, body } = readMessage(message.raw);
    expect(header(headers, "Subject")).toContain("ENQ-7KQ3XD");
    expect(body).toContain(`/enquiry/mine/${TOKEN}`);
    expect(body).toContain("/privacy");
    await expect(acknowledgeToParent({ ...ENQUIRY, email: null }, TOKEN)).resolves.toBe("skipped");
  });

  it("writes to a parent who sent the enquiry from a Tamil page in Tamil, with the Tamil pages' links", async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const before = received.length;
    await expect(acknowledgeToParent(ENQUIRY, TOKEN, "ta")).resolves.toBe("sent");
    const { body } = readMessage((received[before] as Received).raw);
    expect(body).toContain(enquiryWords.ta.mailThanks);
    expect(body).toContain(enquiryWords.ta.mailReference("ENQ-7KQ3XD"));
    expect(body).toContain(enquiryWords.ta.mailClass("1ஆம் வகுப்பு"));
    expect(body).toContain(`/ta/enquiry/mine/${TOKEN}`);
    expect(body).toContain("/ta/privacy");
    expect(body).not.toContain(enquiryWords.en.mailThanks);
  });

  it("uses ENQUIRY_NOTIFY_FROM and leaves out Reply-To when there is no email", async () => {
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      ENQUIRY_NOTIFY_TO: "office@example.org, principal@example.org",
      ENQUIRY_NOTIFY_FROM: "Website <website@example.org>",
    });
    const before = received.length;
    await expect(
      notifyOfficeOfEnquiry({ ...ENQUIRY, reference: "ENQ-ABCDEF", email: null, class_sought: "LKG" }),
    ).resolves.toBe("sent");
    const message = received[before] as Received;
    expect(message.to.sort()).toEqual(["office@example.org", "principal@example.org"]);
    const { headers, body } = readMessage(message.raw);
    expect(header(headers, "From")).toContain("website@example.org");
    expect(header(headers, "Reply-To")).toBe("");
    expect(header(headers, "Subject")).toContain("ENQ-ABCDEF");
    expect(body).toContain("Class: LKG");
  });
});

describe("notifyOfficeOfEnquiry when the mail server cannot be reached", () => {
  it("rejects", async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${closedPort}`, ENQUIRY_NOTIFY_TO: "office@example.org" });
    await expect(notifyOfficeOfEnquiry(ENQUIRY)).rejects.toThrow();
  });
});
