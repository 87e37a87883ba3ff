import { textPdf } from "../../app/lib/documents/minimal-pdf";
import { expect, test } from "./fixtures";
import { signedIn } from "./support";

/**
 * The compliance dashboard as a go-live checklist, as the office works through it: a certificate still
 * the shipped sample is listed under "Put right now"; its own file, valid-until date and both
 * self-attestations, saved on its edit screen, take it off the list.
 */

test("a shipped certificate is urgent until its real PDF, valid-until date and attestations are saved", async ({
  page,
}) => {
  await signedIn(page);
  await page.goto("/admin/compliance");
  const urgent = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /^Put right now/, level: 3 }) });
  const item = urgent.getByRole("listitem").filter({ hasText: "Vidhyapeeth: “Building safety certificate”" });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("still the sample file shipped with the website");
  await expect(item).toContainText("no valid-until date");
  await expect(item).toContainText("not marked self-attested by the manager or the principal");

  await item.getByRole("link", { name: "Edit “Building safety certificate”" }).click();
  await expect(page.getByRole("heading", { name: "Building safety certificate", level: 2 })).toBeVisible();
  await page.getByLabel("Replace with a new PDF").setInputFiles({
    name: "building-safety-2026.pdf",
    mimeType: "application/pdf",
    buffer: textPdf(["Building stability and safety certificate", "Valid until 31 March 2029"]),
  });
  await page.getByRole("button", { name: "Replace file" }).click();
  await expect(page.getByText("The file was replaced.")).toBeVisible();

  await page.getByLabel("Valid until (optional)").fill("2029-03-31");
  await page.getByLabel("Self-attested by the manager").check();
  await page.getByLabel("Self-attested by the principal").check();
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();

  await page.goto("/admin/compliance");
  await expect(
    urgent.getByRole("listitem").filter({ hasText: "Vidhyashram: “Building safety certificate”" }),
  ).toHaveCount(1);
  await expect(
    page.getByRole("listitem").filter({ hasText: "Vidhyapeeth: “Building safety certificate”" }),
  ).toHaveCount(0);
});
