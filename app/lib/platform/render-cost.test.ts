import { describe, expect, it } from "vitest";
import { siteServerBuild } from "../../../tests/support/routes";
import { renderCostTest } from "./render-cost";

describe("costly renders", () => {
  it("are a search's words and a calendar month, on the routes that declare them, in any spelling", async () => {
    const costOf = renderCostTest((await siteServerBuild()).routes);
    for (const url of [
      "/search?q=fees",
      "/SEARCH?q=fees",
      "/search.data?q=fees",
      "/calendar?month=2031-04",
      "/vidhyapeeth/calendar?month=2031-04",
      "/Vidhyashram/Calendar?view=month&month=2031-04",
    ]) {
      expect(costOf(url), url).toBe("costly");
    }
    for (const url of [
      "/search",
      "/search?q=",
      "/calendar",
      "/calendar?view=list",
      "/aims?q=fees",
      "/notifications?month=2031-04",
      "/no-such-page?q=x",
      "/",
    ]) {
      expect(costOf(url), url).toBe("ordinary");
    }
  });
});
