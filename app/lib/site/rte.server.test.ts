import { beforeAll, describe, expect, it } from "vitest";
import { publishPage } from "~/lib/content-store/page-editing.server";
import { readSection } from "~/lib/content-store/page-store.server";
import { prepareDatabase } from "~/lib/ops/startup.server";
import { db, migrateToLatest } from "~/lib/platform/db.server";
import { loadBoard } from "~/routes/site/group/notifications.server";
import type { Rte } from "~content/schemas/rte";
import { openRteWindows, resolveRte, windowState } from "./rte.server";

/**
 * RTE 25 % admissions: the window opens at the first moment of its first day and closes at the last
 * moment of its last, India's time; while it is open the notice board leads to the page, and the
 * board's cached copy ends when a window opens or closes.
 */

beforeAll(async () => {
  await migrateToLatest(db());
  await prepareDatabase(db(), () => undefined);
});

const window = { opens: "2027-04-20", closes: "2027-05-20" };

describe("windowState", () => {
  it("is upcoming until midnight in India on the first day, open through the last day, then closed", () => {
    expect(windowState(window, Date.parse("2027-04-19T18:29:59Z"))).toEqual({
      state: "upcoming",
      changesAt: Date.parse("2027-04-19T18:30:00Z"),
    });
    expect(windowState(window, Date.parse("2027-04-19T18:30:00Z")).state).toBe("open");
    expect(windowState(window, Date.parse("2027-05-20T18:29:59Z"))).toEqual({
      state: "open",
      changesAt: Date.parse("2027-05-20T18:30:00Z"),
    });
    expect(windowState(window, Date.parse("2027-05-20T18:30:00Z"))).toEqual({ state: "closed" });
  });
});

describe("the RTE page and the notice board", () => {
  it("draws the shipped seats and says the window has not opened; the board has no link", async () => {
    const { page } = await resolveRte("vidhyapeeth", { now: Date.parse("2025-01-01T00:00:00Z") });
    expect(page.state).toBe("upcoming");
    expect(page.seats).toEqual([
      { class: "LKG", seats: 25 },
      { class: "I", seats: 8 },
    ]);
    expect((await openRteWindows(Date.parse("2025-01-01T00:00:00Z"))).open).toEqual([]);
  });

  it("links the board to a school's page while its window is open, and lists its published lottery lists", async () => {
    const path = "/vidhyapeeth/rte";
    const value = structuredClone(await readSection<Rte>(path));
    value.window = { opens: "2020-01-01", closes: "2099-12-31" };
    value.lists = [{ kind: "selected", document: "/documents/vidhyapeeth/recognition-order.pdf" }];
    value.listsUntil = "2099-12-31";
    await publishPage(path, value, { actor: { id: 1, username: "office" } });
    const board = await loadBoard();
    expect(board.rte.map((w) => w.path)).toEqual([path]);
    // The next change of any window: this one closing (Vidhyashram's shipped window is past).
    expect(board.rteChangesAt).toBe(Date.parse("2099-12-31T18:30:00Z"));
    const { page } = await resolveRte("vidhyapeeth");
    expect(page.state).toBe("open");
    expect(page.lists[0]).toMatchObject({ heading: "Selected", document: { exists: true } });
  });
});
