import { describe, expect, it } from "vitest";
import {
  createEnquiryLimiter,
  HONEYPOT_FIELD,
  PER_ADDRESS,
  rateLimitedMessage,
  tripsHoneypot,
  WINDOW_SECONDS,
} from "./guard.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("tripsHoneypot", () => {
  it("uses the field named website", () => {
    expect(HONEYPOT_FIELD).toBe("website");
  });

  it("lets a form without the field, or with it empty, through", () => {
    expect(tripsHoneypot(form({ student_name: "Anusha" }))).toBe(false);
    expect(tripsHoneypot(form({ student_name: "Anusha", website: "" }))).toBe(false);
    expect(tripsHoneypot(form({ website: "   " }))).toBe(false);
  });

  it("catches a form whose hidden field was filled in", () => {
    expect(tripsHoneypot(form({ student_name: "Anusha", website: "http://spam.example" }))).toBe(true);
    expect(tripsHoneypot(form({ website: "x" }))).toBe(true);
  });
});

describe("createEnquiryLimiter", () => {
  it(`allows ${PER_ADDRESS} enquiries from one address an hour, then asks it to wait`, async () => {
    const limiter = createEnquiryLimiter();
    for (let i = 0; i < PER_ADDRESS; i++) expect(await limiter.take("203.0.113.7")).toBeNull();
    const wait = await limiter.take("203.0.113.7");
    expect(wait).toEqual(expect.any(Number));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS * 1000);
    // Still refused on the next try.
    expect(await limiter.take("203.0.113.7")).toBeGreaterThan(0);
  });

  it("counts each address separately", async () => {
    const limiter = createEnquiryLimiter();
    for (let i = 0; i < PER_ADDRESS; i++) await limiter.take("203.0.113.8");
    expect(await limiter.take("203.0.113.8")).not.toBeNull();
    expect(await limiter.take("203.0.113.9")).toBeNull();
    expect(await limiter.take("2001:db8::1")).toBeNull();
  });

  it("gives each limiter its own counters", async () => {
    const first = createEnquiryLimiter();
    for (let i = 0; i <= PER_ADDRESS; i++) await first.take("203.0.113.10");
    expect(await first.take("203.0.113.10")).not.toBeNull();
    expect(await createEnquiryLimiter().take("203.0.113.10")).toBeNull();
  });
});

describe("rateLimitedMessage", () => {
  const hours = "8:30 AM to 4:30 PM, Monday to Saturday";

  it("says how many minutes to wait, rounded up, and gives the office hours", () => {
    const message = rateLimitedMessage(42 * 60_000 + 1, hours);
    expect(message).toContain("43 minutes");
    expect(message).toContain(hours);
    expect(rateLimitedMessage(60 * 60_000, "Mon–Sat 9–4")).toContain("60 minutes");
    expect(rateLimitedMessage(60 * 60_000, "Mon–Sat 9–4")).toContain("Mon–Sat 9–4");
  });

  it("says 1 minute (singular) for a short wait, never 0", () => {
    const message = rateLimitedMessage(1000, hours);
    expect(message).toContain("1 minute");
    expect(message).not.toContain("1 minutes");
    expect(rateLimitedMessage(0, hours)).toContain("1 minute");
  });
});
