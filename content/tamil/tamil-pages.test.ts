import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db } from "~/lib/platform/db.server";
import { loadContext, SITE, siteServerBuild } from "../../tests/support/routes";
import admissions from "./admissions";
import home from "./home";
import vidhyashram from "./vidhyashram";

/**
 * The shipped Tamil as a visitor meets it: a new site (its pages stored from the shipped defaults at
 * start-up) shows it on the `/ta` twin of each page, and its English page shows none of it.
 */

let page: (path: string) => Promise<string>;

beforeAll(async () => {
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  page = async (path) => {
    const response = await request(new Request(new URL(path, SITE)), await loadContext());
    expect(response.status, path).toBe(200);
    return response.text();
  };
});

describe("the shipped Tamil on the site", () => {
  it("shows the home page's Tamil at /ta and only its English at /", async () => {
    const tamil = await page("/ta");
    expect(tamil).toContain(home["whyChoose.heading"]);
    expect(tamil).toContain(home["about.fiveS.steps.0.name"]);
    expect(tamil).not.toContain("Why choose our schools");
    const english = await page("/");
    expect(english).toContain("Why choose our schools");
    expect(english).not.toContain(home["whyChoose.heading"]);
  });

  it("names a content page in Tamil in its heading, its tab's title and its trail", async () => {
    const tamil = await page("/ta/admissions");
    expect(tamil).toMatch(new RegExp(`<h1[^>]*>${admissions.title}</h1>`));
    expect(tamil).toMatch(new RegExp(`<title>${admissions.title}[^<]*</title>`));
    expect(tamil).toContain(admissions["blocks.1.heading"]);
    expect(await page("/admissions")).toMatch(/<title>Admissions[^<]*<\/title>/);
    // A paragraph, an item of a list of texts, in Tamil too.
    expect(tamil).toContain(admissions["blocks.0.paragraphs.0"]);
    expect(await page("/admissions")).not.toContain(admissions["blocks.0.paragraphs.0"]);
  });

  it("shows a school home page's Tamil at its /ta twin", async () => {
    const tamil = await page("/ta/vidhyashram");
    expect(tamil).toContain(vidhyashram["reasons.items.0.title"]);
    expect(tamil).toContain(vidhyashram["faq.heading"]);
  });
});
