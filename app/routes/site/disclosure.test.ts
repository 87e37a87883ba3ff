import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readPage, readSection } from "~/lib/content-store/page-store.server";
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

const text = (html: string) =>
  html
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
      "C. Results and academics",
      "D. Staff (teaching)",
      "E. School infrastructure",
    ]) {
      expect(page).toContain(heading);
    }
    expect(page).toContain("Affiliation number 1930000");
    expect(page).toContain("Mrs. L. Shanthi");
    expect(page).toContain("Water-testing report");
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

describe("/vidhyapeeth/publicdisclosure", () => {
  it("shows the parts that apply to a state-board school", async () => {
    const response = await handle("/vidhyapeeth/publicdisclosure");
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain("Recognition order number");
    expect(page).toContain("UDISE+ code");
    expect(page).toContain("Class X (SSLC)");
    expect(page).not.toContain("No objection certificate");
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
