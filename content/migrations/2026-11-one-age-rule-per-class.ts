import type { ContentMigration } from "./migration";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Each class had two age rules that could disagree: a "born on or before" date and a minimum age on
 * the day ages are counted (`ageOn`, a full date). The minimum age is now the one rule (`byClass.<class>`
 * is the age itself; pages work the latest date of birth out from it), and the counting day is a day
 * and a month (`countedOn`) whose year is the admissions year's, so a new year moves every date. The
 * office's minimum ages and counting day are kept; its "born on or before" dates are dropped.
 */
export const oneAgeRulePerClass: ContentMigration = {
  id: "2026-11-one-age-rule-per-class",
  appliesTo: (path) => path === "settings:admissions",
  up(value) {
    if (!isRecord(value) || typeof value.ageOn !== "string" || !isRecord(value.byClass)) return value;
    const { ageOn, byClass, ...rest } = value;
    const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(ageOn);
    if (!match) return value;
    const day = Number(match[2]);
    // 29 February has no place in a rule for every year (the schema refuses it): the 28th is kept.
    const countedOn = { day: match[1] === "02" && day === 29 ? 28 : day, month: match[1] };
    const ages = Object.fromEntries(
      Object.entries(byClass).map(([code, rule]) => [
        code,
        isRecord(rule) && "minimumAge" in rule ? rule.minimumAge : rule,
      ]),
    );
    return { ...rest, countedOn, byClass: ages };
  },
};
