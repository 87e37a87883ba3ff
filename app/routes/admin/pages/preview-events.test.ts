import { beforeAll, describe, expect, it } from "vitest";
import { editables } from "~/lib/content-store/editables.server";
import { syncPageDefaults } from "~/lib/content-store/page-store.server";
import { createEvent } from "~/lib/events/events.server";
import { todayInIndia } from "~/lib/platform/dates";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { get, loaderData, signIn } from "../../../../tests/support/routes";
import * as homeRoute from "../../site/group/home";
import * as landingRoute from "../../site/school-landing";
import * as previewRoute from "./preview";

/**
 * The staff preview of the home page and of each school's landing page draws what the public page
 * draws besides its sections (one load for both, `app/routes/site/front-pages.server.ts`): the upcoming
 * events, the news, the enquiry form's fees.
 */

let admin = "";

beforeAll(async () => {
  await migrateToLatest(db());
  await syncPageDefaults([...editables.values()].map((e) => ({ path: e.path, value: e.shipped })));
  admin = await signIn("preview-events", { role: "admin" });
  const day = todayInIndia(Date.now() + 3 * 24 * 60 * 60 * 1000);
  for (const audience of ["vidhyashram", "vidhyapeeth", "group"] as const) {
    await createEvent({
      title: `Sports day ${audience}`,
      start_date: day,
      end_date: day,
      start_time: null,
      end_time: null,
      all_day: 1,
      place: "School ground",
      category: "celebration",
      description: "",
      document_id: null,
      audience,
      publish_at: null,
      expire_at: null,
    });
  }
});

/** The events a loader's data or a preview's data lists, by title. */
const titles = (data: unknown) =>
  [...JSON.stringify(data).matchAll(/"title":"(Sports day \w+)"/g)].map((m) => m[1]).sort();

describe("the preview of the front pages", () => {
  it.each([
    ["/", homeRoute],
    ["/vidhyashram", landingRoute],
    ["/vidhyapeeth", landingRoute],
  ] as const)("of %s shows the upcoming events the public page shows", async (path, route) => {
    const published = await loaderData(route as never, get(path));
    const preview = await loaderData(
      previewRoute,
      get(`/admin/preview${path === "/" ? "" : path}`, { cookie: admin }),
    );
    expect(titles(published).length).toBeGreaterThan(0);
    expect(titles(preview)).toEqual(titles(published));
  });
});
