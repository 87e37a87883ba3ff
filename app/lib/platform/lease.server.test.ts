import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { DB } from "./db.server";
import { withLease } from "./lease.server";

/**
 * The job lease: of several server instances on one database, one runs a periodic job at a time; a
 * lease its holder never gave back (the process was killed) is taken over once it has expired.
 */

/** A promise and the function that settles it, to hold a run open while another caller tries. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

for (const target of testDatabases()) {
  describe(`the job lease (${target.name})`, () => {
    let db: DB;
    beforeAll(async () => {
      db = await target.open();
    });
    afterAll(async () => {
      await target.close();
    });

    it("lets one of two concurrent callers run; the other is told it did not", async () => {
      const hold = gate();
      const runs: string[] = [];
      const first = withLease(
        "concurrent",
        60_000,
        async () => {
          runs.push("a");
          await hold.opened;
          return "a done";
        },
        { db, holder: "instance a" },
      );
      const second = withLease(
        "concurrent",
        60_000,
        async () => {
          runs.push("b");
          return "b done";
        },
        { db, holder: "instance b" },
      );
      const secondResult = await second;
      hold.open();
      const results = [await first, secondResult];
      expect(runs).toHaveLength(1);
      expect(results.filter((r) => r.ran)).toHaveLength(1);
      expect(results).toContainEqual({ ran: false });
      expect(results).toContainEqual({ ran: true, result: `${runs[0]} done` });
    });

    it("gives the lease back after the run, so the next caller runs", async () => {
      expect(await withLease("twice", 60_000, async () => 1, { db })).toEqual({ ran: true, result: 1 });
      expect(await withLease("twice", 60_000, async () => 2, { db })).toEqual({ ran: true, result: 2 });
      expect(await db.selectFrom("job_leases").selectAll().where("name", "=", "twice").execute()).toEqual([]);
    });

    it("gives the lease back when the run fails, and passes the failure on", async () => {
      await expect(
        withLease(
          "failing",
          60_000,
          async () => {
            throw new Error("the network is down");
          },
          { db },
        ),
      ).rejects.toThrow("the network is down");
      expect(await withLease("failing", 60_000, async () => "again", { db })).toEqual({
        ran: true,
        result: "again",
      });
    });

    it("keeps a live lease of a stopped holder until it expires, then takes it over", async () => {
      const t0 = new Date("2026-03-01T10:00:00.000Z");
      await db
        .insertInto("job_leases")
        .values({
          name: "abandoned",
          holder: "killed instance",
          expires_at: new Date(t0.getTime() + 60_000).toISOString(),
        })
        .execute();
      const before = await withLease("abandoned", 60_000, async () => "too early", {
        db,
        now: () => new Date(t0.getTime() + 59_000),
      });
      expect(before).toEqual({ ran: false });
      let heldBy: string | undefined;
      const after = await withLease(
        "abandoned",
        60_000,
        async () => {
          const row = await db
            .selectFrom("job_leases")
            .select(["holder", "expires_at"])
            .where("name", "=", "abandoned")
            .executeTakeFirstOrThrow();
          heldBy = `${row.holder} until ${row.expires_at}`;
          return "taken over";
        },
        { db, holder: "new instance", now: () => new Date(t0.getTime() + 61_000) },
      );
      expect(after).toEqual({ ran: true, result: "taken over" });
      expect(heldBy).toBe(`new instance until ${new Date(t0.getTime() + 121_000).toISOString()}`);
    });

    it("never removes a lease another holder took over meanwhile", async () => {
      const result = await withLease(
        "stolen",
        60_000,
        async () => {
          // The run outlived its lease and another instance took it.
          await db
            .updateTable("job_leases")
            .set({ holder: "other instance" })
            .where("name", "=", "stolen")
            .execute();
          return "slow";
        },
        { db, holder: "slow instance" },
      );
      expect(result).toEqual({ ran: true, result: "slow" });
      const row = await db
        .selectFrom("job_leases")
        .select("holder")
        .where("name", "=", "stolen")
        .executeTakeFirst();
      expect(row?.holder).toBe("other instance");
    });
  });
}
