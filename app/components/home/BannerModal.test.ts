import { afterEach, describe, expect, it, vi } from "vitest";
import { BANNER_DAY_KEY, BANNER_SEEN_KEY, claimOpening, schoolDay } from "./BannerModal";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** One browser: `localStorage` shared by its tabs, a `sessionStorage` of each tab's own. */
function browserTab(localStorage: Storage) {
  vi.stubGlobal("window", { localStorage, sessionStorage: memoryStorage() });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("schoolDay", () => {
  it("is the date in Asia/Kolkata (UTC+05:30)", () => {
    expect(schoolDay(new Date("2025-06-01T18:29:59Z"))).toBe("2025-06-01");
    expect(schoolDay(new Date("2025-06-01T18:30:00Z"))).toBe("2025-06-02");
    expect(schoolDay(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01");
  });
});

describe("claimOpening: once per browser per school day", () => {
  const morning = new Date("2025-06-02T03:00:00Z"); // 08:30 in Kolkata
  const evening = new Date("2025-06-02T15:00:00Z"); // 20:30 in Kolkata
  const nextMorning = new Date("2025-06-03T03:00:00Z");

  it("opens in the first tab of the day only, not in a second tab, and again the next day", () => {
    const shared = memoryStorage();
    browserTab(shared);
    expect(claimOpening(morning)).toBe(true);
    expect(shared.getItem(BANNER_DAY_KEY)).toBe("2025-06-02");
    expect(claimOpening(morning)).toBe(false);
    browserTab(shared); // a parent opens another WhatsApp link: a new tab, a new session
    expect(claimOpening(evening)).toBe(false);
    browserTab(shared);
    expect(claimOpening(nextMorning)).toBe(true);
  });

  it("stays away where the session is marked as having seen it (tests skip it so)", () => {
    browserTab(memoryStorage());
    window.sessionStorage.setItem(BANNER_SEEN_KEY, "1");
    expect(claimOpening(morning)).toBe(false);
  });

  it("stays away when storage is refused", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError");
      },
      sessionStorage: memoryStorage(),
    });
    expect(claimOpening(morning)).toBe(false);
  });
});
