import { scannedPdf, textPdf } from "../../app/lib/documents/minimal-pdf";
import { expect, test } from "./fixtures";
import { axe, gotoInteractive, signedIn } from "./support";

/**
 * Documents keep their URL (docs/decisions/0012): an administrator replaces a
 * disclosure PDF; its public URL serves the new file at once, and the Documents list shows the new
 * size. A scanned PDF (a picture, no text layer) is flagged for the clerk. The PDFs are made here.
 */

const FEES = "/documents/vidhyashram/fee-structure.pdf";

/** A small PDF of about 5 KB whose bytes this test can recognise. */
function newPdf(): Buffer {
  const marker = `Fee structure replaced by the e2e test ${Date.now()}`;
  return Buffer.from(`%PDF-1.4\n% ${marker}\n%${"x".repeat(5000)}\n%%EOF\n`, "latin1");
}

test("an administrator replaces a disclosure PDF: same URL, new file, new size everywhere", async ({
  page,
}) => {
  const bytes = newPdf();
  const label = `PDF, ${Math.round(bytes.length / 1024)} KB`;
  const before = await page.request.get(FEES);
  expect(before.status()).toBe(200);
  expect(before.headers()["content-type"]).toBe("application/pdf");
  expect(before.headers()["cache-control"]).toBe("public, no-cache");
  const shippedSize = (await before.body()).length;
  expect(shippedSize).not.toBe(bytes.length);

  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Documents", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Documents", level: 2 })).toBeVisible();
  await page.getByRole("link", { name: "Details and file of “Fee structure”" }).click();
  await expect(page.getByRole("heading", { name: "Fee structure", level: 2 })).toBeVisible();
  await expect(page.getByLabel(/^Address/)).toHaveValue(new RegExp(`${FEES}$`));

  await page.getByLabel("Replace with a new PDF").setInputFiles({
    name: "fee-structure-2026.pdf",
    mimeType: "application/pdf",
    buffer: bytes,
  });
  await page.getByRole("button", { name: "Replace file" }).click();
  await expect(page.getByText("The file was replaced.")).toBeVisible();
  await expect(page.getByTestId("current-size")).toHaveText(label);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("fee-structure.pdf");
  await expect(history).toContainText("Shipped with the website");

  const audit = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);

  // The permanent URL serves the new bytes, to a browser that had the old file too.
  const after = await page.request.get(FEES, { headers: { "If-None-Match": before.headers().etag ?? "" } });
  expect(after.status()).toBe(200);
  expect(after.headers()["content-type"]).toBe("application/pdf");
  expect((await after.body()).equals(bytes)).toBe(true);

  await page.goto("/admin/documents");
  const row = page.getByRole("listitem").filter({ has: page.getByText("Fee structure", { exact: true }) });
  await expect(row).toContainText(label);
  const listAxe = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(listAxe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
});

test("without JavaScript, a new document is uploaded with the plain form and served at its address", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signedIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/documents?dialog=new");
    const name = `circular-${Date.now().toString(36)}`;
    await page.getByLabel("Title").fill("Holiday circular");
    await page.getByLabel("Category").selectOption("circulars");
    // "School *": a required field is marked after its label.
    await page.getByLabel(/^School\b/).selectOption("vidhyapeeth");
    await page.getByLabel("Name in the address (optional)").fill(name);
    // A picture named .pdf is refused by its content, and what was typed stays.
    await page.getByLabel("PDF file").setInputFiles({
      name: "photo.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("“photo.pdf” is not a PDF document")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Holiday circular");
    const bytes = Buffer.from("%PDF-1.4\n% holiday circular\n%%EOF\n", "latin1");
    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "circular.pdf", mimeType: "application/pdf", buffer: bytes });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("The document was added.")).toBeVisible();
    const url = `/documents/vidhyapeeth/${name}.pdf`;
    await expect(page.getByLabel(/^Address/)).toHaveValue(new RegExp(`${url}$`));
    const served = await page.request.get(url);
    expect((await served.body()).equals(bytes)).toBe(true);
  } finally {
    await context.close();
  }
});

test("a scanned PDF uploaded as a document is flagged for screen readers; a text PDF is not", async ({
  page,
}) => {
  await signedIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  for (const [title, bytes, scanned] of [
    ["Scanned affidavit", scannedPdf(), true],
    [
      "Typed affidavit",
      textPdf(["An affidavit typed and saved as PDF, which screen readers can read."]),
      false,
    ],
  ] as const) {
    await gotoInteractive(page, "/admin/documents?dialog=new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Category").selectOption("forms");
    await page.getByLabel(/^School\b/).selectOption("group");
    await page
      .getByLabel("Name in the address (optional)")
      .fill(`${scanned ? "scan" : "typed"}-${Date.now().toString(36)}`);
    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "affidavit.pdf", mimeType: "application/pdf", buffer: bytes });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("The document was added.")).toBeVisible();
    // The upload's message, and the document's "Screen readers" part below it.
    const warning = page.getByText("This PDF is a scanned picture: screen readers cannot read it.").first();
    if (scanned) await expect(warning).toBeVisible();
    else await expect(page.getByText("This PDF is a scanned picture")).toHaveCount(0);
  }
  await page.goto("/admin/documents");
  const row = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByText(title, { exact: true }) });
  await expect(row("Scanned affidavit")).toContainText("Scanned");
  await expect(row("Typed affidavit")).not.toContainText("Scanned");
});
