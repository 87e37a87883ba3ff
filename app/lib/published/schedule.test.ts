import { describe, expect, it } from "vitest";
import { indiaLocalToInstant, instantToIndiaLocal, scheduleState } from "./schedule";

describe("the schedule's words and times", () => {
  it("reads a time typed in India as the instant 5 h 30 min earlier in UTC, and back", () => {
    expect(indiaLocalToInstant("2026-12-01T10:00")).toBe("2026-12-01T04:30:00.000Z");
    expect(indiaLocalToInstant("2026-12-01T02:00")).toBe("2026-11-30T20:30:00.000Z");
    expect(instantToIndiaLocal("2026-11-30T20:30:00.000Z")).toBe("2026-12-01T02:00");
    expect(instantToIndiaLocal(null)).toBe("");
  });

  it("refuses what is not a real day and time", () => {
    for (const typed of ["", "2026-02-30T10:00", "2026-12-01 10:00", "2026-12-01T25:00", "tomorrow"]) {
      expect(indiaLocalToInstant(typed), typed).toBeNull();
    }
  });

  it("says scheduled before publish-at, expired from expire-at, live between", () => {
    const at = new Date("2026-12-01T04:30:00.000Z");
    expect(scheduleState({ publish_at: "2026-12-01T04:31:00.000Z" }, at)).toBe("scheduled");
    expect(scheduleState({ expire_at: "2026-12-01T04:30:00.000Z" }, at)).toBe("expired");
    expect(scheduleState({ publish_at: "2026-12-01T04:30:00.000Z", expire_at: null }, at)).toBe("live");
    expect(scheduleState({}, at)).toBe("live");
  });
});
