import { createRequestHandler } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  SAMPLE_ANNOUNCEMENTS,
  SAMPLE_NOTIFICATIONS,
  SAMPLE_TAMIL,
  seedSampleData,
} from "~/lib/ops/seed.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { announcements } from "~/lib/published/announcements.server";
import { notifications } from "~/lib/published/notifications.server";
import { loadContext, SITE, siteServerBuild } from "../../tests/support/routes";
import { looksLikeLegacyTamilFont, scriptLanguage } from "../bilingual";

/**
 * The sample notices, announcements and events of a new site carry Tamil beside their English, as
 * the office's editor stores it, and the Tamil notice board shows it.
 */

let page: (path: string) => Promise<string>;

beforeAll(async () => {
  await migrateToLatest(db());
  await seedSampleData(db());
  await prepareDatabase(db(), () => undefined);
  const request = createRequestHandler(await siteServerBuild(), "production");
  page = async (path) => (await request(new Request(new URL(path, SITE)), await loadContext())).text();
});

describe("the sample records in Tamil", () => {
  it("keep a Tamil title and description beside their English, written for it", async () => {
    const rows = [...(await notifications.list({}, db())), ...(await announcements.list({}, db()))];
    expect(rows).toHaveLength(SAMPLE_NOTIFICATIONS.length + SAMPLE_ANNOUNCEMENTS.length);
    for (const row of rows as unknown as Record<string, unknown>[]) {
      const tamil = SAMPLE_TAMIL[String(row.title)];
      expect(row["title@ta"], String(row.title)).toEqual({ text: tamil?.title, for: row.title });
      expect(row["description@ta"], String(row.title)).toEqual({
        text: tamil?.description,
        for: row.description,
      });
    }
  });

  it("give each sample event with Tamil its Tamil title", async () => {
    const events = await db().selectFrom("events").select(["title", "fields"]).execute();
    const translated = events.filter((event) => SAMPLE_TAMIL[event.title]);
    expect(translated.length).toBe(4);
    for (const event of translated) {
      const fields = (typeof event.fields === "string" ? JSON.parse(event.fields) : event.fields) as Record<
        string,
        unknown
      >;
      expect(fields["title@ta"], event.title).toEqual({
        text: SAMPLE_TAMIL[event.title]?.title,
        for: event.title,
      });
    }
  });

  it("are Unicode Tamil", () => {
    for (const words of Object.values(SAMPLE_TAMIL)) {
      for (const text of Object.values(words)) {
        expect(looksLikeLegacyTamilFont(text), text).toBe(false);
        expect(scriptLanguage(text), text).toBe("ta");
      }
    }
  });

  it("show in Tamil on the Tamil notice board, and in English on the English one", async () => {
    const tamil = await page("/ta/notifications");
    expect(tamil).toContain(SAMPLE_TAMIL["Parent-Teacher Meeting"]?.title);
    expect(tamil).toContain(SAMPLE_TAMIL["Admissions are open"]?.title);
    const english = await page("/notifications");
    expect(english).toContain("Parent-Teacher Meeting");
    expect(english).not.toContain(SAMPLE_TAMIL["Parent-Teacher Meeting"]?.title);
  });
});
