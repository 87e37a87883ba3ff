import { describe, expect, it } from "vitest";
import { PAGE_KINDS, pageKindSchema, startingPage } from "./page-kinds";
import { pageSchema } from "./schemas/page";

describe("the kinds of page the office adds", () => {
  it("each start as a valid content page in every section, titled as the clerk typed", () => {
    for (const kind of PAGE_KINDS) {
      for (const [section, path] of [
        ["group", "/robotics-club"],
        ["vidhyashram", "/vidhyashram/facilities/robotics-lab"],
        ["vidhyapeeth", "/vidhyapeeth/robotics-club"],
      ] as const) {
        const page = startingPage(kind, path, "Robotics lab", section);
        const parsed = pageSchema.safeParse(page);
        expect(parsed.error?.issues, `${kind} in ${section}`).toBeUndefined();
        expect(page.title).toBe("Robotics lab");
        expect(page.path).toBe(path);
      }
    }
  });

  it("name each kind for the clerk", () => {
    const { options } = pageKindSchema.meta() as { options: Record<string, string> };
    expect(Object.keys(options)).toEqual([...PAGE_KINDS]);
  });
});
