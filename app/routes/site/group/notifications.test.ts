import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { announcements } from "~/lib/announcements.server";
import { closeDb, db, migrateToLatest } from "~/lib/db.server";
import { mediaItems } from "~/lib/media.server";
import { notifications } from "~/lib/notifications.server";
import { loader } from "./notifications";

describe("notice board loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the specification's messages and returns empty lists when the database cannot be read", async () => {
    // The test file's database has no tables yet, so every read fails as a broken database would.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await loader();
    expect(result).toEqual({ notices: [], news: [], media: [] });
    const messages = logged.mock.calls.map((call) => String(call[0]));
    expect(messages).toContain("Error fetching notifications:");
    expect(messages).toContain("Error fetching announcements:");
    expect(messages).toContain("Error fetching media library:");
    expect(String(logged.mock.calls[0]?.[1])).toMatch(/no such table/);
  });

  describe("with a working database", () => {
    beforeAll(async () => {
      await closeDb();
      await migrateToLatest(db());
    });

    it("returns every school's entries, newest first", async () => {
      await notifications.create({
        title: "A",
        description: "",
        date: "2026-01-01",
        audience: "vidhyashram",
      });
      await notifications.create({
        title: "B",
        description: "",
        date: "2026-02-01",
        audience: "vidhyapeeth",
      });
      await announcements.create({
        title: "C",
        description: "",
        link: null,
        date: "2026-01-01",
        audience: "group",
      });
      await mediaItems.create({ title: "D", youtube_id: "aBcDeFgHiJ0", audience: "group" });
      const result = await loader();
      expect(result.notices.map((n) => n.title)).toEqual(["B", "A"]);
      expect(result.news.map((a) => a.title)).toEqual(["C"]);
      expect(result.media.map((m) => m.youtube_id)).toEqual(["aBcDeFgHiJ0"]);
    });
  });
});
