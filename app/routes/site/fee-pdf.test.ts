import { execFileSync } from "node:child_process";
import { createRequestHandler } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "~/lib/auth/users.server";
import { saveSettings } from "~/lib/content-store/settings.server";
import { formatDate } from "~/lib/platform/dates";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { env } from "~/lib/platform/env.server";
import { LANGUAGE_TAG } from "~content/languages";
import type { Settings } from "~content/schemas/settings";
import { settingsDefaults } from "~content/settings";
import { feeWords } from "~content/words/fees";
import { hasTamil } from "../../../tests/support/in-language";
import {
  callLoader,
  get,
  loadContext,
  responseOf,
  SITE,
  siteServerBuild,
} from "../../../tests/support/routes";
import * as route from "./fee-pdf";
import * as pdfModule from "./fee-pdf.server";

/**
 * The fee PDF a parent downloads (`/fees/<school>.pdf`, and in Tamil its twin `/ta/fees/<school>.pdf`):
 * printed by Chromium from the fee order and table, its text layer reads back as the page says it
 * (pdftotext, as a screen reader or a search would read it), printed once per change and language, and
 * a plain 503 saying to use Print when Chromium is absent, each in the address's language.
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

/** The PDF's Title as pdfinfo reads it (the printed page's `<title>`). */
function titleOf(pdf: Buffer): string {
  const info = execFileSync("pdfinfo", ["-enc", "UTF-8", "-"], { input: pdf }).toString("utf8");
  return /^Title:\s+(.*)$/m.exec(info)?.[1] ?? "";
}

/** An amount as `Intl` writes rupees in `tag`'s locale: "₹39,500". */
const rupees = (tag: string, amount: number) =>
  new Intl.NumberFormat(tag, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

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
    // Its fixed words, foot and title are English, as before the Tamil twin, with no Tamil letter.
    for (const word of ["Order number", "Date of the order", "Class Fee Term 1", "For the year"]) {
      expect(text, word).toContain(word);
    }
    expect(text).toContain(
      "From http://localhost:3000/vidhyashram/fees, fee order of 3 Jun 2026. Amounts in Indian rupees.",
    );
    expect(hasTamil(text)).toBe(false);
    const pdf = Buffer.from(await (await download("/fees/vidhyashram.pdf")).arrayBuffer());
    expect(titleOf(pdf)).toBe("Vidhyashram fees for 2026-2027, by class and term");
    expect(pdf.toString("latin1")).toContain("/Lang (en-IN)");
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

describe("/ta/fees/<school>.pdf, the Tamil twin", () => {
  const ta = feeWords.ta;

  it("is linked from the Tamil fee page, whose printed part (the fee block) is in Tamil under lang ta-IN", async () => {
    const handle = createRequestHandler(await siteServerBuild(), "production");
    const page = async (path: string) => {
      const response = await handle(new Request(new URL(path, SITE)), await loadContext());
      expect(response.status, path).toBe(200);
      return response.text();
    };
    /** The fee block, which alone is printed (app/app.css): from its opening tag to the page's end. */
    const printed = (html: string) => html.slice(html.indexOf('data-print="fees"'));

    const tamil = await page("/ta/vidhyashram/fees");
    expect(tamil).toMatch(/<html lang="ta-IN"/);
    const block = printed(tamil);
    expect(block).toContain(ta.printTitle("Vidhyashram", "2026-2027"));
    expect(block).toContain(`href="/ta/fees/vidhyashram.pdf"`);
    // Tamil text is never set in capitals or spaced out (neither exists in Tamil script).
    expect(block).not.toMatch(/class="[^"]*\b(uppercase|tracking-[\w-]+)\b/);

    const english = await page("/vidhyashram/fees");
    expect(english).toMatch(/<html lang="en-IN"/);
    expect(printed(english)).toContain("Vidhyashram: fees for 2026-2027");
    expect(printed(english)).toContain(`href="/fees/vidhyashram.pdf"`);
  }, 60_000);

  it("prints every fixed word, date and the title in Tamil, beside the office's names and the amounts", async () => {
    const response = await download("/ta/fees/vidhyashram.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="vidhyashram-fees-ta.pdf"',
    );
    expect(response.headers.get("content-language")).toBe("ta-IN");
    const pdf = Buffer.from(await response.arrayBuffer());
    const text = textOf(pdf);

    // The heading, the fee order's terms, the table's column heads, a class's total and the foot.
    expect(text).toContain(ta.printTitle("Vidhyashram", "2026-2027"));
    for (const word of [ta.orderNumber, ta.orderDate, ta.yearsCovered, ta.approvedBy, ta.theOrder]) {
      expect(text, word).toContain(word);
    }
    expect(text).toContain(ta.orderPdf("FDC/2026/VS-0412"));
    expect(text).toContain(`${ta.classHeading} ${ta.feeHeading} Term 1 Term 2 Term 3 ${ta.forTheYear}`);
    expect(text).toContain(formatDate("2026-06-03", "ta"));
    expect(text).toContain(
      ta.pdfFooter("http://localhost:3000/ta/vidhyashram/fees", formatDate("2026-06-03", "ta")),
    );
    // Amounts as Intl writes them in Tamil (₹, lakh grouping, Western digits).
    const amounts = [17900, 10800, 10800, 39500].map((a) => rupees(LANGUAGE_TAG.ta, a)).join(" ");
    expect(text).toContain(`${ta.totalFor("LKG")} ${amounts}`);
    expect(text).toContain(
      `${ta.totalFor("Class XII")} ${[36200, 19800, 19800, 75800].map((a) => rupees("ta-IN", a)).join(" ")}`,
    );
    // No English fixed word is left.
    for (const word of [
      "fees for",
      "Order number",
      "Date of the order",
      "For the year",
      "Total for",
      "Amounts in",
    ]) {
      expect(text, word).not.toContain(word);
    }

    // The PDF's Title (a reader's window, a search result) and its language are Tamil.
    expect(titleOf(pdf)).toBe(ta.caption("Vidhyashram", "2026-2027"));
    expect(pdf.toString("latin1")).toContain("/Lang (ta-IN)");
  }, 60_000);

  it("is printed once per change in each language, and never answers with the other language's PDF", async () => {
    const english = await download("/fees/vidhyapeeth.pdf");
    const tamil = await download("/ta/fees/vidhyapeeth.pdf");
    const englishTag = english.headers.get("etag") ?? "";
    const tamilTag = tamil.headers.get("etag") ?? "";
    expect(tamilTag).not.toBe(englishTag);
    const prints = pdfModule.printCount;

    // Asked again in either order, each comes from its own cache entry, in its own language.
    const tamilAgain = await download("/ta/fees/vidhyapeeth.pdf");
    const englishAgain = await download("/fees/vidhyapeeth.pdf");
    expect(pdfModule.printCount).toBe(prints);
    expect(tamilAgain.headers.get("etag")).toBe(tamilTag);
    expect(englishAgain.headers.get("etag")).toBe(englishTag);
    expect(textOf(Buffer.from(await tamilAgain.arrayBuffer()))).toContain(
      ta.printTitle("Vidhyapeeth", "2026-2027"),
    );
    expect(textOf(Buffer.from(await englishAgain.arrayBuffer()))).toContain(
      "Vidhyapeeth: fees for 2026-2027",
    );

    // A reader holding the English PDF gets the Tamil one in full, not "not modified"; and its own 304.
    expect((await download("/ta/fees/vidhyapeeth.pdf", englishTag)).status).toBe(200);
    expect((await download("/fees/vidhyapeeth.pdf", tamilTag)).status).toBe(200);
    expect((await download("/ta/fees/vidhyapeeth.pdf", tamilTag)).status).toBe(304);
  }, 60_000);

  it("says in Tamil to use the browser's Print, from the Tamil fee page, when Chromium is not installed", async () => {
    // Fees not printed before, so the cache cannot answer.
    const changed: Settings["fees"] = structuredClone(settingsDefaults.fees);
    changed.schools.vidhyapeeth.note = "Changed while Chromium is away";
    await saveSettings("fees", changed, clerk);
    vi.stubEnv("CHROMIUM_PATH", "/nonexistent/chromium");
    env(true);
    const response = await download("/ta/fees/vidhyapeeth.pdf").finally(async () => {
      vi.unstubAllEnvs();
      env(true);
      await saveSettings("fees", settingsDefaults.fees, clerk);
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("300");
    expect(response.headers.get("content-language")).toBe("ta-IN");
    expect(await response.text()).toBe(`${ta.pdfUnavailable("/ta/vidhyapeeth/fees")}\n`);
  });

  it("says in Tamil that a school has not published its fees", async () => {
    await saveSettings(
      "fees",
      { ...settingsDefaults.fees, schools: { ...settingsDefaults.fees.schools, vidhyapeeth: { rows: [] } } },
      clerk,
    );
    const response = await download("/ta/fees/vidhyapeeth.pdf");
    await saveSettings("fees", settingsDefaults.fees, clerk);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-language")).toBe("ta-IN");
    expect(await response.text()).toBe(`${ta.pdfNotPublished("Vidhyapeeth", "/ta/vidhyapeeth/fees")}\n`);
  });
});
