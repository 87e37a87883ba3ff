import type { ContentMigration } from "./migration";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The documents a parent brings gained an `optional` mark, which every list draws as "(optional)". An
 * Aadhaar card the office already listed is marked optional: the Supreme Court held in K.S. Puttaswamy
 * v. Union of India (2018) that school admission cannot require Aadhaar. Other documents, and an item
 * the office already marked either way, are left as they are.
 */
export const aadhaarOptional: ContentMigration = {
  id: "2026-11-aadhaar-optional",
  appliesTo: (path) => path === "settings:admissions",
  up(value) {
    if (!isRecord(value) || !Array.isArray(value.otherDocuments)) return value;
    return {
      ...value,
      otherDocuments: value.otherDocuments.map((item) =>
        isRecord(item) &&
        item.optional === undefined &&
        typeof item.document === "string" &&
        /aadhaar|aadhar|ஆதார்/i.test(item.document)
          ? { ...item, optional: true }
          : item,
      ),
    };
  },
};
