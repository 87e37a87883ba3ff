import { execFileSync } from "node:child_process";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import type { Settings } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { callLoader, get, responseOf } from "../../../tests/support/routes";
import * as route from "./fee-pdf";
import * as pdfModule from "./fee-pdf.server";

/**
 * The fee PDF a parent downloads (`/fees/<school>.pdf`): printed by Chromium from the fee order and
 * table, its text layer reads back as the page says it (pdftotext, as a screen reader or a search
 * would read it), printed once per change, and a plain 503 saying to use Print when Chromium is absent.
 */

let clerk: { id: number };

beforeAll(async () => {
  await migrateToLatest(db());
  clerk = await createUser({ username: "fee-pdf-clerk", password: "a-long-staff-password" });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The answer of the fee PDF route at `path` (`If-None-Match` when `etag` is given). */
async function download(path: string, etag?: string): Promise<Response> {
  const headers: Record<string, string> = etag ? { "If-None-Match": etag } : {};
  return responseOf(await callLoader(route, get(path, { headers })));
}

/** The text of a PDF as pdftotext reads it, spaces collapsed. */
function textOf(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf })
    .toString("utf8")
    .replace(/\s+/g, " ");
}

describe("/fees/<school>.pdf", () => {
  it("is a PDF whose text reads back the school, the fee order and each class's amounts", async () => {
    const response = await download("/fees/vidhyashram.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="vidhyashram-fees.pdf"');
    const text = textOf(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain("Vidhyashram: fees for 2026-2027");
    expect(text).toContain("FDC/2026/VS-0412");
    expect(text).toContain("2026-2027, 2027-2028 and 2028-2029");
    expect(text).toContain("Fee Determination Committee, Government of Tamil Nadu");
    expect(text).toMatch(/Total for LKG ₹17,900 ₹10,800 ₹10,800 ₹39,500/);
    expect(text).toMatch(/Total for Class XII ₹36,200 ₹19,800 ₹19,800 ₹75,800/);
  }, 60_000);

  it("is printed once per change of the fees, and answers 304 to a reader who has it", async () => {
    const first = await download("/fees/vidhyashram.pdf");
    const etag = first.headers.get("etag") ?? "";
    const prints = pdfModule.printCount;
    const again = await download("/fees/vidhyashram.pdf");
    expect(again.headers.get("etag")).toBe(etag);
    expect(pdfModule.printCount).toBe(prints);
    expect((await download("/fees/vidhyashram.pdf", etag)).status).toBe(304);

    const changed: Settings["fees"] = structuredClone(settingsDefaults.fees);
    const lkg = changed.schools.vidhyashram.rows.find((r) => r.class === "LKG" && r.term === "Term 1");
    if (lkg) lkg.amount += 1000;
    await saveSettings("fees", changed, clerk);
    const after = await download("/fees/vidhyashram.pdf");
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(pdfModule.printCount).toBe(prints + 1);
    expect(textOf(Buffer.from(await after.arrayBuffer()))).toContain("Total for LKG ₹18,900");
    await saveSettings("fees", settingsDefaults.fees, clerk);
  }, 60_000);

  it("says to use the browser's Print when Chromium is not installed", async () => {
    vi.stubEnv("CHROMIUM_PATH", "/nonexistent/chromium");
    env(true);
    const response = await download("/fees/vidhyapeeth.pdf").finally(() => {
      vi.unstubAllEnvs();
      env(true);
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("retry-after")).toBe("300");
    expect(await response.text()).toContain("Open /vidhyapeeth/fees and use your browser's Print");
  });

  it("answers 404 for a school that has published no fees", async () => {
    await saveSettings(
      "fees",
      { ...settingsDefaults.fees, schools: { ...settingsDefaults.fees.schools, vidhyapeeth: { rows: [] } } },
      clerk,
    );
    const response = await download("/fees/vidhyapeeth.pdf");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Vidhyapeeth has not published its fees yet.");
    await saveSettings("fees", settingsDefaults.fees, clerk);
  });
});

describe("feePdf", () => {
  /** A small printable page, different on each call, so the cache has not seen it. */
  const page = (words: string) => `<!doctype html><html lang="en"><body><p>${words}</p></body></html>`;

  it("prints the same page asked for twice at once only once", async () => {
    const prints = pdfModule.printCount;
    const html = page(`Two parents at once ${Date.now()}`);
    const [a, b] = await Promise.all([pdfModule.feePdf(html), pdfModule.feePdf(html)]);
    expect(a.hash).toBe(b.hash);
    expect(a.pdf.equals(b.pdf)).toBe(true);
    expect(pdfModule.printCount).toBe(prints + 1);
  }, 60_000);

  it("gives up after its time and says so, and the next print still works", async () => {
    await expect(pdfModule.feePdf(page(`Too slow ${Date.now()}`), "en", 1)).rejects.toBeInstanceOf(
      pdfModule.FeePdfUnavailable,
    );
    const { pdf } = await pdfModule.feePdf(page(`After the slow one ${Date.now()}`));
    expect(textOf(pdf)).toContain("After the slow one");
  }, 60_000);
});
