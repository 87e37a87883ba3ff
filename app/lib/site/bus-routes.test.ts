import { describe, expect, it } from "vitest";
import { busRoutes } from "~content/bus-routes";
import { busRoutesSchema } from "~content/schemas/bus-routes";
import { findStops, normaliseStop, routesServing } from "./bus-routes";

describe("bus routes (spec 2.2, 9)", () => {
  it("are R1 to R6, matching their schema", () => {
    expect(busRoutesSchema.safeParse(busRoutes).success).toBe(true);
    expect(busRoutes.routes.map((r) => r.code)).toEqual(["R1", "R2", "R3", "R4", "R5", "R6"]);
  });

  it("pick up between 7:15 and 8:00 AM and drop off between 3:50 and 4:50 PM, farthest stop first and last", () => {
    const minutes = (t: string) => {
      const [h, m] = t.split(/[: ]/);
      return ((Number(h) % 12) + (t.endsWith("PM") ? 12 : 0)) * 60 + Number(m);
    };
    for (const route of busRoutes.routes) {
      const pick = route.stages.map((s) => minutes(s.pickUp));
      const drop = route.stages.map((s) => minutes(s.dropOff));
      expect(Math.min(...pick), route.code).toBeGreaterThanOrEqual(7 * 60 + 15);
      expect(Math.max(...pick), route.code).toBeLessThanOrEqual(8 * 60);
      expect(Math.min(...drop), route.code).toBeGreaterThanOrEqual(15 * 60 + 50);
      expect(Math.max(...drop), route.code).toBeLessThanOrEqual(16 * 60 + 50);
      expect(pick, route.code).toEqual([...pick].sort((a, b) => a - b));
      expect(drop, route.code).toEqual([...drop].sort((a, b) => b - a));
    }
  });

  it("finds the routes that serve a stop, whatever the case and punctuation", () => {
    expect(routesServing("", busRoutes).length).toBe(6);
    expect(routesServing("lake view", busRoutes).map((r) => r.code)).toEqual(["R2", "R6"]);
    expect(routesServing("  LAKE   view.", busRoutes).map((r) => r.code)).toEqual(["R2", "R6"]);
    expect(routesServing("puthur", busRoutes).map((r) => r.code)).toEqual(["R1"]);
    expect(routesServing("nowhere", busRoutes)).toEqual([]);
    expect(normaliseStop("M.G.R. Nagar")).toBe("mgr nagar");
  });

  describe("tolerates small spelling mistakes", () => {
    const found = (query: string) => findStops(query, busRoutes);

    it("a missing letter: “kotaimedu” finds Kottaimedu on R1", () => {
      expect(found("kotaimedu")).toMatchObject({ kind: "close", stops: ["Kottaimedu"] });
      expect(routesServing("kotaimedu", busRoutes).map((r) => r.code)).toEqual(["R1"]);
    });

    it("two swapped letters: “kottaiemdu”, “raliway station”", () => {
      expect(found("kottaiemdu")).toMatchObject({ kind: "close", stops: ["Kottaimedu"] });
      expect(found("raliway station")).toMatchObject({ kind: "close", stops: ["Railway Station"] });
      expect(routesServing("raliway station", busRoutes).map((r) => r.code)).toEqual(["R2", "R6"]);
    });

    it("a doubled letter: “kotttaimedu”, “Puthhur”", () => {
      expect(found("kotttaimedu")).toMatchObject({ kind: "close", stops: ["Kottaimedu"] });
      expect(found("Puthhur")).toMatchObject({ kind: "close", stops: ["Puthur"] });
    });

    it("a prefix, spelt right or nearly: “kottai”, “Kotai”, “gandi nagar”", () => {
      expect(found("kottai")).toMatchObject({ kind: "exact", stops: ["Kottaimedu"] });
      expect(found("Kotai")).toMatchObject({ kind: "close", stops: ["Kottaimedu"] });
      expect(found("gandi nagar")).toMatchObject({ kind: "close", stops: ["Gandhi Nagar"] });
    });

    it("names containing the query come first: no near misses are added to them", () => {
      expect(found("anna")).toEqual(expect.objectContaining({ kind: "exact", stops: ["Anna Nagar"] }));
      expect(found("lake view").stops).toEqual(["Lake View"]);
    });

    it("nonsense and very short queries find nothing", () => {
      for (const query of ["nowhere", "nowhere at all", "xyz", "qwerty", "zzzz", "school", "kq"]) {
        expect(found(query), query).toEqual({ kind: "none", stops: [], routes: [] });
      }
    });
  });
});
