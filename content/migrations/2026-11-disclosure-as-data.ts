import { disclosures } from "../disclosure";
import type { ContentMigration } from "./migration";

/**
 * Vidhyashram's public disclosure became data (decision 0019): sections A–E with typed fields instead
 * of a content page of tables and document cards. A stored page of the old shape becomes the shipped
 * disclosure, keeping the office's title, summary and introduction and the affiliation number and
 * school code it typed into section A's table; the rest (documents, people) was shipped data the new
 * shape names by reference.
 */
export const disclosureAsData: ContentMigration = {
  id: "2026-11-disclosure-as-data",
  appliesTo: (path) => path === "/vidhyashram/publicdisclosure",
  up(value) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const old = value as Record<string, unknown>;
    if ("general" in old) return value;
    const shipped = disclosures.vidhyashram;
    const textOf = (key: string) =>
      typeof old[key] === "string" && old[key] ? (old[key] as string) : undefined;
    const rows = Array.isArray(old.blocks)
      ? (old.blocks as { type?: string; rows?: Record<string, unknown>[] }[]).flatMap((b) =>
          b.type === "table" && Array.isArray(b.rows) ? b.rows : [],
        )
      : [];
    const detail = (item: RegExp) => {
      const found = rows.find((row) => typeof row.item === "string" && item.test(row.item))?.details;
      return typeof found === "string" && found.trim() ? found.trim().slice(0, 40) : undefined;
    };
    return {
      ...shipped,
      title: textOf("title") ?? shipped.title,
      description: textOf("description")?.slice(0, 200) ?? shipped.description,
      intro: textOf("intro") ?? shipped.intro,
      general: {
        ...shipped.general,
        affiliationNumber: detail(/^affiliation/i) ?? shipped.general.affiliationNumber,
        schoolCode: detail(/^school code/i) ?? shipped.general.schoolCode,
      },
    };
  },
};
