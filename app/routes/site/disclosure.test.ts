import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readPage, readSection } from "~/lib/content-store/page-store.server";
import { settingsFor } from "~/lib/content-store/settings.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { resolveDisclosure } from "~/lib/site/disclosure.server";
import type { Disclosure } from "~content/schemas/disclosure";
import type { ContentPage } from "~content/schemas/page";
import { loadContext, SITE, siteServerBuild } from "../../../tests/support/routes";

/**
 * The mandatory public disclosure as a visitor and an inspector read it: sections A–E, each document a
 * link to the library's PDF, people and contacts from their one place, the ratios worked out, and the
 * school's affiliation number in the page's structured data.
 */

let handle: (path: string) => Promise<Response>;

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  handle = async (path) => request(new Request(new URL(path, SITE)), await loadContext());
});

/** The HTML of the section whose heading is `heading`, up to the next section's heading. */
const sectionOf = (html: string, heading: string) => {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = html.indexOf("</h2>", start + heading.length + 6);
  return html.slice(start, end === -1 ? undefined : end);
};

/** The texts of the cells `tag` (with `scope`) of `html`, in order. */
const cells = (html: string, scope: "col" | "row") =>
  [...html.matchAll(new RegExp(`<th scope="${scope}"[^>]*>([\\s\\S]*?)</th>`, "g"))].map((m) =>
    text(m[1] as string).trim(),
  );

/** The first cell of each row of a section's numbered table (not its results tables): its S.No. */
const serials = (html: string) =>
  [...(html.split('id="result-')[0] ?? "").matchAll(/<tr><td[^>]*>(\d+)<\/td><th scope="row"/g)].map((m) =>
    Number(m[1]),
  );

const text = (html: string) =>
  html
    .replace(/<wbr\/?>/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("/vidhyashram/publicdisclosure", () => {
  it("shows sections A to E from the sample data, each B document a link to a PDF that exists", async () => {
    const response = await handle("/vidhyashram/publicdisclosure");
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = text(html);
    for (const heading of [
      "A. General information",
      "B. Documents and information",
      "C. Result and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]) {
      expect(page).toContain(heading);
    }
    expect(page).toContain("Affiliation no. (if applicable) 1930000");
    expect(page).toContain("Mrs. L. Shanthi");
    expect(page).toContain("View PDF: Water-testing report");
    // Section C's fees are the fee table's, with the fee order they come from.
    expect(page).toContain("Fee order FDC/2026/VS-0412");
    expect(page).toMatch(/LKG ₹[\d,]+/);
    // Each document link says its type and size, as every document link of the site does.
    expect(page).toMatch(/View PDF: Fire safety certificate \( ?PDF, \d+ KB ?\)/);
    // 3,100 pupils and 116 teachers: 26.7 a teacher; 76 sections: 1.53 teachers a section.
    expect(page).toContain("26.7 : 1");
    expect(page).toContain("1.53");
    expect(page).toMatch(/Last updated \d{1,2} \w+ \d{4}/);
    const links = [...html.matchAll(/href="(\/documents\/vidhyashram\/[a-z0-9-]+\.pdf)"/g)].map((m) => m[1]);
    expect(links).toContain("/documents/vidhyashram/fire-safety-certificate.pdf");
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of new Set(links)) {
      const pdf = await handle(link as string);
      expect(pdf.status, link).toBe(200);
    }
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    expect(ld.some((entry) => entry.identifier?.value === "1930000")).toBe(true);
  });

  it("names a renamed principal and a new ratio once the office publishes a change", async () => {
    const path = "/vidhyashram/publicdisclosure";
    const current = await readSection<Disclosure>(path);
    const changed = structuredClone(current);
    // 32 pupils a teacher: above CBSE's 30.
    changed.staff.enrolment = 116 * 32;
    await publishPage(path, changed, { actor: { id: 1, username: "office" } });
    const resolved = await resolveDisclosure("vidhyashram");
    expect(resolved.staff.pupilsPerTeacher).toBe(32);
    expect(resolved.staff.ratioWithinLimit).toBe(false);
    const page = text(await (await handle(path)).text());
    expect(page).toContain("32 : 1 (at most 30 : 1) — above the limit");
  });
});

describe("/vidhyashram/publicdisclosure in CBSE's format (Appendix IX)", () => {
  const path = "/vidhyashram/publicdisclosure";
  const setDocument = (file: string, values: Record<string, number | string | null>) =>
    db()
      .updateTable("documents")
      .set(values)
      .where("path", "=", `/documents/vidhyashram/${file}.pdf`)
      .execute();
  const unattested = { attested_by_manager: 0, attested_by_principal: 0 };

  it("numbers every section's rows under S.No., and draws section B as S.No. | Documents/Information | Link in the prescribed order and words", async () => {
    const html = (await (await handle(path)).text()).replace(/&#x27;|&#39;/g, "'");
    for (const heading of [
      "A. General information",
      "B. Documents and information",
      "C. Result and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]) {
      const section = sectionOf(html, heading);
      expect(cells(section, "col")[0], heading).toBe("S.No.");
      const numbers = serials(section);
      expect(numbers.length, heading).toBeGreaterThan(4);
      expect(numbers, heading).toEqual(numbers.map((_, i) => i + 1));
    }
    const b = sectionOf(html, "B. Documents and information");
    expect(cells(b, "col")).toEqual(["S.No.", "Documents/Information", "Link"]);
    expect(cells(b, "row").slice(0, 8)).toEqual([
      "Copies of affiliation/upgradation letter and recent extension of affiliation, if any",
      "Copies of societies/trust/company registration/renewal certificate, as applicable",
      "Copy of no objection certificate (NOC) issued, if applicable, by the state govt./UT",
      "Copies of recognition certificate under RTE Act, 2009, and its renewal if applicable",
      "Copy of valid building safety certificate as per the national building code",
      "Copy of valid fire safety certificate issued by the competent authority",
      "Copy of the DEO certificate submitted by the school for affiliation/upgradation/extension of affiliation or self certification by school",
      "Copies of valid water, health and sanitation certificates",
    ]);
    expect(cells(sectionOf(html, "A. General information"), "row")).toEqual([
      "Name of the school",
      "Affiliation no. (if applicable)",
      "School code (if applicable)",
      "Complete address with pin code",
      "Principal name",
      "Principal qualification",
      "School email id",
      "Contact details (landline/mobile)",
    ]);
    const c = cells(sectionOf(html, "C. Result and academics"), "row");
    for (const item of [
      "Fee structure of the school",
      "Annual academic calendar",
      "List of school management committee (SMC)",
      "List of parents teachers association (PTA) members",
      "Last three-year result of the board examination as per applicability",
    ]) {
      expect(c).toContain(item);
    }
    // D's first five rows are the format's, in its order; the school's own figures follow.
    expect(cells(sectionOf(html, "D. Staff (teaching)"), "row").slice(0, 5)).toEqual([
      "Principal",
      "Total no. of teachers",
      "Teachers section ratio",
      "Details of special educator",
      "Details of counsellor and wellness teacher",
    ]);
    expect(cells(sectionOf(html, "E. School infrastructure"), "row")).toEqual([
      "Total campus area of the school (in square mtr)",
      "No. and size of the class rooms (in sq mtr)",
      "No. and size of laboratories including computer labs (in sq mtr)",
      "Internet facility (Y/N)",
      "No. of girls toilets",
      "No. of boys toilets",
      "Link of youtube video of the inspection of school covering the infrastructure of the school",
    ]);
    // Each examination's results: its own numbered table, in a region a keyboard can reach.
    expect(html).toMatch(
      /<section id="result-x"[^>]*tabindex="0"[^>]*aria-label="Result, Class X \(AISSE\)"/,
    );
    expect(text(html)).toContain(
      "S.No. Year No. of registered students No. of students passed Pass percentage Remarks",
    );
  });

  it("states under section B only what was self-attested, naming who attested which rows", async () => {
    // The shipped documents are not attested: no row and no statement claims they are.
    let page = text(await (await handle(path)).text());
    expect(page).toContain("Not self-attested.");
    expect(page).not.toMatch(/are self-attested|is self-attested/);
    try {
      await setDocument("fire-safety-certificate", { attested_by_manager: 1, attested_by_principal: 1 });
      await setDocument("water-health-sanitation-certificates", {
        attested_by_manager: 1,
        attested_by_principal: 1,
      });
      await setDocument("building-safety-certificate", { attested_by_manager: 1, attested_by_principal: 0 });
      page = text(await (await handle(path)).text());
      expect(page).toContain(
        "The documents at S.No. 6 and 8 are self-attested by the Manager and the Principal.",
      );
      expect(page).toContain("The document at S.No. 5 is self-attested by the Manager.");
      expect(page).not.toContain("The documents above are self-attested");
      // Each row says its own: the attested ones by whom, the others that they are not.
      expect(page).toMatch(
        /fire safety certificate issued by the competent authority View PDF: [^.]*\)? ?(Issued [^.]*\. )?Self-attested by the Manager and the Principal\./,
      );
      expect(page).toMatch(
        /state govt\.\/UT View PDF: No objection certificate \(NOC\) \( ?PDF, \d+ KB ?\) Not self-attested\./,
      );
      // Every document attested by both: the statement covers the documents above.
      await db().updateTable("documents").set({ attested_by_manager: 1, attested_by_principal: 1 }).execute();
      page = text(await (await handle(path)).text());
      expect(page).toContain("The documents above are self-attested by the Manager and the Principal.");
      expect(page).not.toContain("Not self-attested.");
    } finally {
      await db().updateTable("documents").set(unattested).execute();
    }
  });

  it("under a scanned document, says whom to ask for an accessible copy: the office's e-mail and phone", async () => {
    const settings = await settingsFor({}, db());
    const contact = settings.contacts.schools.vidhyashram;
    const email = contact.emails[0]?.address as string;
    const phone = contact.phones[0]?.number as string;
    expect(text(await (await handle(path)).text())).not.toContain("For an accessible copy");
    try {
      await setDocument("fire-safety-certificate", { text_layer: "no" });
      const html = (await (await handle(path)).text()).replace(/&#x27;|&#39;/g, "'");
      const row = html.slice(html.indexOf("Copy of valid fire safety certificate"));
      const cell = row.slice(0, row.indexOf("</tr>"));
      expect(text(cell)).toContain(
        "This copy is a scanned image, which a screen reader cannot read. For an accessible copy, ask the school office:",
      );
      expect(cell).toContain(`href="mailto:${email}"`);
      expect(cell).toContain(`href="tel:${phone}"`);
      // Only the scanned one.
      expect(html.match(/For an accessible copy/g)?.length).toBe(1);
    } finally {
      await setDocument("fire-safety-certificate", { text_layer: null });
    }
  });
});

describe("/vidhyapeeth/publicdisclosure", () => {
  it("draws the same numbered tables for the parts that apply to a state-board school", async () => {
    const html = (await (await handle("/vidhyapeeth/publicdisclosure")).text()).replace(/&#x27;|&#39;/g, "'");
    const b = sectionOf(html, "B. Documents and information");
    expect(cells(b, "col")).toEqual(["S.No.", "Documents/Information", "Link"]);
    expect(serials(b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(cells(b, "row")[0]).toBe(
      "Copy of the recognition order of the Directorate of Private Schools, and its renewal",
    );
    expect(cells(sectionOf(html, "A. General information"), "row").slice(1, 3)).toEqual([
      "Recognition order number",
      "UDISE+ code",
    ]);
    // A state-board school's page claims no CBSE format.
    expect(text(html.slice(html.indexOf("<main"), html.indexOf("</main>")))).not.toContain("CBSE");
  });

  it("shows the parts that apply to a state-board school", async () => {
    const response = await handle("/vidhyapeeth/publicdisclosure");
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain("Recognition order number");
    expect(page).toContain("UDISE+ code");
    expect(page).toContain("Class X (SSLC)");
    expect(page.toLowerCase()).not.toContain("no objection certificate");
  });

  it("lists the School Management Committee from its own page: the same members, and a change there reaches it", async () => {
    const smdc = "/vidhyapeeth/aboutus/smdc";
    const committee = (await readPage(smdc)) as ContentPage;
    const listed = committee.blocks.flatMap((block) => (block.type === "people" ? block.people : []));
    const resolved = await resolveDisclosure("vidhyapeeth");
    expect(resolved.academics.smcPage).toBe(smdc);
    expect(resolved.academics.smc.map((member) => member.role)).toEqual(listed.map((entry) => entry.role));
    expect(resolved.academics.smc.length).toBeGreaterThan(2);
    // The chair changes on the committee's page: the disclosure follows.
    const chair = listed[0];
    if (!chair) throw new Error("no members on the SMDC page");
    const changed = {
      ...committee,
      blocks: committee.blocks.map((block) =>
        block.type === "people"
          ? {
              ...block,
              people: block.people.map((entry, i) => (i === 0 ? { ...entry, role: "Chair (new)" } : entry)),
            }
          : block,
      ),
    };
    await publishPage(smdc, changed, { actor: { id: 1, username: "office" } });
    expect((await resolveDisclosure("vidhyapeeth")).academics.smc[0]?.role).toBe("Chair (new)");
    await publishPage(smdc, committee, { actor: { id: 1, username: "office" } });
  });
});
