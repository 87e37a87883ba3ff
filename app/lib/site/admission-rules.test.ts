import { addDays, format, parseISO } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { admissionRulesDefaults } from "~content/admissions";
import { countingDay, hasReached, latestBirthDate, rulesForYear } from "./admission-rules";

/**
 * One age rule per class: the latest date of birth the pages show is worked out from the minimum age,
 * so "born on or before" and "has reached the minimum age on the counting day" agree for every date of
 * birth, month ends and leap days included.
 */

const day = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const age = fc
  .integer({ min: 1, max: 18 * 12 + 11 })
  .map((months) => ({ years: Math.floor(months / 12), months: months % 12 }));
const shift = (iso: string, days: number) => format(addDays(parseISO(iso), days), "yyyy-MM-dd");

describe("the latest date of birth of a minimum age", () => {
  it("is the last birthday that reaches the age: every date of birth gets the same answer from both", () => {
    fc.assert(
      fc.property(age, day, fc.integer({ min: -4, max: 4 }), (minimum, on, offset) => {
        const latest = latestBirthDate(minimum, on);
        const birth = shift(latest, offset);
        expect(birth <= latest).toBe(hasReached(birth, minimum, on));
      }),
      { numRuns: 2000 },
    );
  });

  it("takes the month end as a birthday: 31 August and 6 months reach 28 February", () => {
    expect(latestBirthDate({ years: 0, months: 6 }, "2025-02-28")).toBe("2024-08-31");
    expect(hasReached("2024-08-31", { years: 0, months: 6 }, "2025-02-28")).toBe(true);
    expect(latestBirthDate({ years: 3, months: 6 }, "2025-05-31")).toBe("2021-11-30");
  });
});

describe("the rules of an admissions year", () => {
  it("count ages on the stored day of the year's first year, and move with the year", () => {
    expect(countingDay({ day: 1, month: "06" }, "2026-2027")).toBe("2026-06-01");
    const shipped = rulesForYear(admissionRulesDefaults, "2025-2026");
    expect(shipped.ageOn).toBe("2025-05-31");
    expect(shipped.byClass.PreKG).toEqual({
      minimumAge: { years: 2, months: 6 },
      bornOnOrBefore: "2022-11-30",
    });
    const next = rulesForYear(admissionRulesDefaults, "2026-2027");
    expect(next.ageOn).toBe("2026-05-31");
    expect(next.byClass.PreKG.bornOnOrBefore).toBe("2023-11-30");
  });
});
