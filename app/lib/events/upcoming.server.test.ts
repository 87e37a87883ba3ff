import { describe, expect, it } from "vitest";
import { upcomingChangesAt } from "./upcoming.server";

describe("when the upcoming events change by themselves", () => {
  it("is India's next midnight, whatever the hour in UTC", () => {
    // 27 Nov, 23:00 in India (17:30 UTC): midnight of the 28th in India is 18:30 UTC on the 27th.
    expect(new Date(upcomingChangesAt(new Date("2026-11-27T17:30:00Z"))).toISOString()).toBe(
      "2026-11-27T18:30:00.000Z",
    );
    // 28 Nov, 00:30 in India (27 Nov 19:00 UTC): the next midnight is the 29th's.
    expect(new Date(upcomingChangesAt(new Date("2026-11-27T19:00:00Z"))).toISOString()).toBe(
      "2026-11-28T18:30:00.000Z",
    );
  });
});
