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

  it("refuses a counting day that not every year has, saying why", () => {
    const on = (day: number, month: string) =>
      refusals({ ...admissionRulesDefaults, countedOn: { day, month } });
    expect(on(30, "02")).toEqual({
      "countedOn.day": "February has 28 days (29 only in a leap year): choose 28 February or 1 March.",
    });
    expect(on(31, "04")).toEqual({ "countedOn.day": "April has 30 days." });
    expect(on(0, "05")).toEqual({ "countedOn.day": "Days start at 1." });
    expect(on(31, "13")).toHaveProperty(["countedOn.month"]);
    expect(on(28, "02")).toEqual({});
  });

  it("refuses 12 months (and other impossible ages), saying why", () => {
    expect(refusals(withLkg({ years: 3, months: 12 }))).toEqual({
      "byClass.LKG.months": "Months go from 0 to 11: write 12 months as one more year.",
    });
    expect(refusals(withLkg({ years: -1, months: 6 }))).toHaveProperty(
      ["byClass.LKG.years"],
      "The years cannot be below 0.",
    );
    expect(refusals(withLkg({ years: 3.5, months: 0 }))).toEqual({
      "byClass.LKG.years": "Whole years, such as 3.",
    });
    expect(refusals(withLkg({ years: 0, months: 0 }))).toHaveProperty(
      ["byClass.LKG.years"],
      "A minimum age of at least one month.",
    );
  });

  it("refuses a class whose minimum age is not above the class before it", () => {
    expect(refusals(withLkg({ years: 2, months: 6 }))).toEqual({
      "byClass.LKG.years":
        "Must be more than Pre KG's 2 years 6 months: each class is for older children than the one before.",
    });
    expect(refusals(withLkg({ years: 4, months: 6 }))).toEqual({
      "byClass.UKG.years":
        "Must be more than LKG's 4 years 6 months: each class is for older children than the one before.",
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
      ["countedOn", "Ages are counted on"],
      ["byClass", "Minimum age by class"],
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
