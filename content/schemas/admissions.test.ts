import { describe, expect, it } from "vitest";
import { admissionRulesDefaults } from "../admissions";
import { type AdmissionRules, admissionRulesSchema, admissionRulesShowSchema } from "./admissions";
import { settingsSchemas } from "./settings";

/**
 * The admission rules as the office edits them (Site settings → Admission rules): what the schema
 * refuses, each with a message a clerk can act on, at the path of the field it belongs to (the editor
 * shows it there).
 */

/** The messages of refusing `rules`, by the dotted path of their field; `{}` when accepted. */
function refusals(rules: unknown): Record<string, string> {
  const result = admissionRulesSchema.safeParse(rules);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

/** The shipped rules with LKG's rule changed. */
const withLkg = (lkg: unknown) => ({
  ...admissionRulesDefaults,
  byClass: { ...admissionRulesDefaults.byClass, LKG: lkg },
});

describe("the admission rules' schema", () => {
  it("is the settings group `admissions`, and accepts the shipped rules", () => {
    expect(settingsSchemas.admissions).toBe(admissionRulesSchema);
    expect(refusals(admissionRulesDefaults)).toEqual({});
  });

  it("refuses a date that is not a date, saying how to write one", () => {
    expect(refusals({ ...admissionRulesDefaults, ageOn: "31 May 2026" })).toEqual({
      ageOn: "Write the date as year-month-day with digits, such as 2026-05-31.",
    });
    expect(refusals({ ...admissionRulesDefaults, ageOn: "2026-02-30" })).toEqual({
      ageOn: "There is no such date: check the day and the month (2026-02-30 does not exist).",
    });
    expect(refusals(withLkg({ bornOnOrBefore: "2021-13-01", minimumAge: { years: 3, months: 6 } }))).toEqual({
      "byClass.LKG.bornOnOrBefore":
        "There is no such date: check the day and the month (2026-02-30 does not exist).",
    });
    expect(refusals({ ...admissionRulesDefaults, ageOn: "1926-05-31" })).toEqual({
      ageOn: "Write a date between 2000 and 2099.",
    });
  });

  it("refuses 12 months (and other impossible ages), saying why", () => {
    expect(refusals(withLkg({ bornOnOrBefore: "2021-12-31", minimumAge: { years: 3, months: 12 } }))).toEqual(
      {
        "byClass.LKG.minimumAge.months": "Months go from 0 to 11: write 12 months as one more year.",
      },
    );
    expect(refusals(withLkg({ bornOnOrBefore: "2021-12-31", minimumAge: { years: -1, months: 6 } }))).toEqual(
      {
        "byClass.LKG.minimumAge.years": "The years cannot be below 0.",
      },
    );
    expect(
      refusals(withLkg({ bornOnOrBefore: "2021-12-31", minimumAge: { years: 3.5, months: 0 } })),
    ).toEqual({
      "byClass.LKG.minimumAge.years": "Whole years, such as 3.",
    });
    expect(refusals(withLkg({ bornOnOrBefore: "2021-12-31", minimumAge: { years: 0, months: 0 } }))).toEqual({
      "byClass.LKG.minimumAge.years": "A minimum age of at least one month.",
    });
  });

  it("refuses a date of birth on or after the day ages are counted", () => {
    expect(refusals({ ...admissionRulesDefaults, ageOn: "2021-06-30" })).toEqual({
      "byClass.PreKG.bornOnOrBefore": "The date of birth must be before the day ages are counted on.",
      "byClass.LKG.bornOnOrBefore": "The date of birth must be before the day ages are counted on.",
    });
  });

  it("keeps at least one step and one document, and bounds the texts", () => {
    const rules: AdmissionRules = { ...admissionRulesDefaults, steps: [], documents: [] };
    expect(refusals(rules)).toEqual({
      steps: "Keep at least one step.",
      documents: "Keep at least one document.",
    });
    expect(refusals({ ...admissionRulesDefaults, olderClasses: "x".repeat(301) })).toEqual({
      olderClasses: "Use at most 300 characters.",
    });
  });

  it("labels every field for the clerk", () => {
    const labelled = (schema: unknown) =>
      (schema as { meta(): { label?: string } | undefined }).meta()?.label;
    const { shape } = admissionRulesSchema;
    expect(labelled(admissionRulesSchema)).toBe("Admission rules");
    expect(Object.keys(shape).map((key) => [key, labelled(shape[key as keyof typeof shape])])).toEqual([
      ["ageOn", "Ages are counted on"],
      ["byClass", "Age rules by class"],
      ["olderClasses", "Grade II and above"],
      ["documents", "Documents by class"],
      ["otherDocuments", "Other documents"],
      ["steps", "Steps of admission"],
      ["afterEnquiry", "What happens after an enquiry"],
    ]);
    expect(Object.values(shape.byClass.shape).map(labelled)).toEqual(["Pre KG", "LKG", "UKG", "Class I"]);
  });
});

describe("the parts a page shows", () => {
  it("are named once each, at least one", () => {
    expect(admissionRulesShowSchema.safeParse(["ages", "steps"]).success).toBe(true);
    expect(admissionRulesShowSchema.safeParse([]).error?.issues[0]?.message).toBe(
      "Choose at least one part.",
    );
    expect(admissionRulesShowSchema.safeParse(["ages", "ages"]).error?.issues[0]?.message).toBe(
      "Choose each part once.",
    );
    expect(admissionRulesShowSchema.safeParse(["fees"]).success).toBe(false);
  });
});
